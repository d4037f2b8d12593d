import { PageFrame } from '../../features/layout/PageFrame.js';
import { Upcoming } from '../../features/layout/Upcoming.js';

export default function Payout() {
  return (
    <PageFrame title="Payout" subtitle="Prize money paid to winners through the payment provider.">
      <Upcoming heading="No payouts yet">
        The payout balance and each prize payout will be shown here, with its winner, amount, status and transaction
        reference.
      </Upcoming>
    </PageFrame>
  );
}
