import { useLingui } from '@lingui/react/macro';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { PayoutLedger } from '../../features/payouts/PayoutLedger.js';

export default function Payout() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Payout`} subtitle={t`Prize money paid to winners through the payment provider: every attempt, its status and bank reference.`}>
      <PayoutLedger />
    </PageFrame>
  );
}
