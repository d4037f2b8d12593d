import { PageFrame } from '../../features/layout/PageFrame.js';
import { PayoutLedger } from '../../features/payouts/PayoutLedger.js';

export default function Payout() {
  return (
    <PageFrame title="Payout" subtitle="Prize money paid to winners through the payment provider: every attempt, its status and bank reference.">
      <PayoutLedger />
    </PageFrame>
  );
}
