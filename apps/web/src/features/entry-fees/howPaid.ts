import { t } from '@lingui/core/macro';
import type { ManagedEntryFee } from '@kingside/contract';

/** What the managers see of how a fee was paid and given back: an entry's fee and a team's alike. */
export type FeeRecord = Pick<ManagedEntryFee, 'paidHow' | 'confirmedBy' | 'confirmReason' | 'refunds' | 'order'>;

/** How the fee was paid, in a line: online (the provider's status), or in hand, by whom and why; and its refund. */
export function howPaid(fee: FeeRecord): string {
  if (fee.paidHow === null) {
    if (!fee.order) return t`No payment order`;
    const { status, attempt } = fee.order;
    return t`Order ${status} (attempt ${attempt})`;
  }
  const paid = fee.paidHow === 'organiser' ? inHand(fee) : t`Online`;
  const refund = fee.refunds[0];
  if (!refund) return paid;
  const { reason, status } = refund;
  return refund.inHand ? t`${paid} · refund given in hand: ${reason}` : t`${paid} · refund ${status}: ${reason}`;
}

function inHand(fee: FeeRecord): string {
  const organiser = fee.confirmedBy ?? t`a former organiser`;
  const reason = fee.confirmReason ?? '';
  return t`In hand, confirmed by ${organiser}: ${reason}`;
}
