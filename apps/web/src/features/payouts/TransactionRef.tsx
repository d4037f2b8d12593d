import { Typography } from 'antd';
import { Trans } from '@lingui/react/macro';

/** The payment provider's reference of a payout. */
export function TransactionRef({ id }: { id: string }) {
  return (
    <Typography.Text style={{ fontSize: 12 }}>
      <Trans>Ref {id}</Trans>
    </Typography.Text>
  );
}
