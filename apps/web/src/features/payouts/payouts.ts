import { t } from '@lingui/core/macro';
import {
  currency,
  formatMoney,
  pendingPayoutStatuses,
  retriablePayoutStatuses,
  type PayeeDetailsBody,
  type PayoutAttempt,
  type PayeeKind,
} from '@kingside/contract';

/** What the payee form holds: both kinds' fields, only the chosen kind's are sent. */
export interface PayeeValues {
  kind: PayeeKind;
  vpa?: string;
  account?: string;
  ifsc?: string;
  name: string;
}

export const PAYEE_FIELDS = ['kind', 'vpa', 'account', 'ifsc', 'name'] as const;

export function payeeBody(values: PayeeValues): PayeeDetailsBody {
  return values.kind === 'upi'
    ? { kind: 'upi', vpa: values.vpa ?? '', name: values.name }
    : { kind: 'bank', account: values.account ?? '', ifsc: values.ifsc ?? '', name: values.name };
}

/** A payout status as the organiser reads it, and its colour. */
export function payoutStatusTag(status: string | null): { text: string; color: string } {
  if (status === null) return { text: t({ message: 'Not paid', context: 'payout status' }), color: 'default' };
  if (status === 'SUCCESS') return { text: t({ message: 'Paid', context: 'payout status' }), color: 'green' };
  if (status === 'UNKNOWN') return { text: t({ message: 'Check with provider', context: 'payout status' }), color: 'orange' };
  if (status === 'RELEASED') return { text: t({ message: 'Released', context: 'payout status' }), color: 'default' };
  if (status === 'CREATING') return { text: t({ message: 'Sending', context: 'payout status' }), color: 'blue' };
  if (retriablePayoutStatuses.includes(status)) return { text: t({ message: 'Failed', context: 'payout status' }), color: 'red' };
  if (pendingPayoutStatuses.includes(status))
    return {
      text: status === 'PENDING' ? t({ message: 'Pending', context: 'payout status' }) : t({ message: 'Initiated', context: 'payout status' }),
      color: 'blue',
    };
  return { text: status, color: 'default' };
}

export const isPendingPayout = (status: string | null) => status !== null && pendingPayoutStatuses.includes(status);

/** The attempt to release (flagged UNKNOWN), if the winner's latest attempt is one. */
export const flaggedAttempt = (attempts: PayoutAttempt[]): PayoutAttempt | undefined => attempts.find((a) => a.status === 'UNKNOWN');

/** The provider's balance in its currency (one the app knows, else the plain figure and code). */
export function formatBalance({ amount, currency: code }: { amount: number; currency: string }): string {
  const known = currency.safeParse(code);
  return known.success ? formatMoney(amount, known.data) : `${(amount / 100).toFixed(2)} ${code}`;
}
