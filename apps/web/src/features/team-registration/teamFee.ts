import { t } from '@lingui/core/macro';
import { formatMoney, type TeamEntryFee } from '@kingside/contract';

/** What the captain's page says of the team's entry fee, and what it offers to do. */
export interface TeamFeeState {
  tone: 'success' | 'info' | 'warning';
  title: string;
  /** The button's words while the captain may pay; null once nothing is to pay or the captain is not the one who pays. */
  pay: string | null;
}

/**
 * The fee's state in the captain's (or a player's) words. Awaiting payment, the latest order tells why: a payment
 * refused by the bank or given up (its order failed) is paid again with a new order; a page left before paying
 * (given up) is still open at the provider, and paying again takes the captain back to it. Only the captain pays.
 */
export function teamFeeState(fee: TeamEntryFee | null, { captain, roundOnePaired }: { captain: boolean; roundOnePaired: boolean }): TeamFeeState | null {
  if (!fee) return null;
  const amount = formatMoney(fee.amount, fee.currency);
  if (fee.status === 'paid')
    return {
      tone: 'success',
      title: fee.paidHow === 'organiser' ? t`Entry fee ${amount} paid in hand, as the organiser confirmed.` : t`Entry fee ${amount} paid online.`,
      pay: null,
    };
  if (fee.status === 'refunded') return { tone: 'info', title: t`Entry fee ${amount} refunded: the team was withdrawn before round 1.`, pay: null };
  // Once round 1 is paired the fee is no longer paid online; the organiser may still take it at the hall.
  if (roundOnePaired)
    return {
      tone: 'warning',
      title: captain
        ? t`Entry fee ${amount} not paid: the team is not paired until it is paid. Round 1 is paired, so it is paid to the organiser at the hall.`
        : t`Entry fee ${amount} not paid: the team is not paired until it is paid. Round 1 is paired, so it is paid to the organiser at the hall by your captain.`,
      pay: null,
    };
  if (fee.order?.outcome === 'failure')
    return {
      tone: 'warning',
      title: t`The last payment of the entry fee (${amount}) did not go through: the team is not paired until it is paid.`,
      pay: captain ? t`Pay again` : null,
    };
  if (fee.order)
    return {
      tone: 'warning',
      title: captain
        ? t`Entry fee ${amount} awaiting payment: the team is not paired until it is paid. Left the payment page before paying? Pay again.`
        : t`Entry fee ${amount} awaiting payment: the team is not paired until it is paid.`,
      pay: captain ? t`Pay again` : null,
    };
  return { tone: 'warning', title: t`Entry fee ${amount} not paid yet: the team is not paired until it is paid.`, pay: captain ? t`Pay the entry fee` : null };
}
