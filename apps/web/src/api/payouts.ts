import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  distributedPrizesResponse,
  payeeFormResponse,
  payeeLinkSentResponse,
  payoutApi,
  payoutBalanceResponse,
  payoutLedgerResponse,
  releasedPayoutResponse,
  savedPayeeResponse,
  tournamentPayoutsResponse,
  type DistributePrizesBody,
  type LedgerQuery,
  type PayeeDetailsBody,
} from '@kingside/contract';
import { buildUrl } from './client.js';
import { callQuery, useCallMutation } from './calls.js';

export const payoutKeys = {
  /** The live stream's 'payouts' events refresh this prefix (features/live/liveEvents.ts). */
  tournament: (tournamentId: string) => ['payouts', tournamentId] as const,
  ledger: (query: LedgerQuery) => ['payouts', 'ledger', query] as const,
  balance: ['payouts', 'balance'] as const,
  payeeForm: (token: string) => ['payouts', 'payee-form', token] as const,
};

export function useTournamentPayouts(tournamentId: string) {
  return useQuery(callQuery(payoutKeys.tournament(tournamentId), { ...payoutApi.tournamentPayouts(tournamentId), response: tournamentPayoutsResponse }));
}

/** Spec §8: the payment balance fails silently — no retry, no toast; the caller shows it as unknown. */
export function usePayoutBalance(enabled = true) {
  return useQuery({ ...callQuery(payoutKeys.balance, { ...payoutApi.balance, response: payoutBalanceResponse }), enabled, retry: false, staleTime: 10_000 });
}

/** Every payout, for /admin/payout; read again every 10 s while any is pending (besides the live streams). */
export function usePayoutLedger(query: LedgerQuery) {
  return useQuery({
    ...callQuery(payoutKeys.ledger(query), { ...payoutApi.ledger, query: { ...query }, response: payoutLedgerResponse }),
    refetchInterval: (state) =>
      state.state.data?.attempts.some((a) => ['CREATING', 'CREATED', 'INITIATED', 'PENDING', 'MANUAL_REVIEW'].includes(a.status)) ? 10_000 : false,
  });
}

export const ledgerCsvUrl = (query: LedgerQuery) => buildUrl(payoutApi.ledgerCsv.path, { ...query });

/** A payout changes the winners' statuses the prizes tab shows too. */
function useRefreshPayouts(tournamentId?: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tournamentId ? payoutKeys.tournament(tournamentId) : ['payouts'] }),
      queryClient.invalidateQueries({ queryKey: tournamentId ? ['prizes', tournamentId] : ['prizes'] }),
    ]);
}

export function useSavePayee(tournamentId: string) {
  return useCallMutation(
    ({ winnerId, body }: { winnerId: string; body: PayeeDetailsBody }) => ({ ...payoutApi.savePayee(winnerId), body, response: savedPayeeResponse }),
    useRefreshPayouts(tournamentId),
  );
}

export function useMailPayeeLink() {
  return useCallMutation((winnerId: string) => ({ ...payoutApi.mailPayeeLink(winnerId), response: payeeLinkSentResponse }));
}

export function useDistributePrizes(tournamentId: string) {
  return useCallMutation(
    (body: DistributePrizesBody) => ({ ...payoutApi.distribute, body, response: distributedPrizesResponse }),
    useRefreshPayouts(tournamentId),
  );
}

export function useReleasePayout(tournamentId?: string) {
  return useCallMutation(
    ({ attemptId, reason }: { attemptId: string; reason: string }) => ({ ...payoutApi.release(attemptId), body: { reason }, response: releasedPayoutResponse }),
    useRefreshPayouts(tournamentId),
  );
}

export function usePayeeForm(token: string) {
  return useQuery({ ...callQuery(payoutKeys.payeeForm(token), { ...payoutApi.payeeForm(token), response: payeeFormResponse }), retry: false });
}

export function useSavePayeeByLink(token: string) {
  const queryClient = useQueryClient();
  return useCallMutation(
    (body: PayeeDetailsBody) => ({ ...payoutApi.savePayeeByLink(token), body, response: payeeFormResponse }),
    (answer) => queryClient.setQueryData(payoutKeys.payeeForm(token), answer.data),
  );
}
