import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type DistributePrizesBody, type LedgerQuery, type PayeeDetailsBody } from '@kingside/contract';
import { callQuery, useCallMutation } from './calls.js';
import { call, endpointUrl } from './endpoint-call.js';
import { payoutKeys, prizeKeys } from './query-keys/tournament.js';

export function useTournamentPayouts(tournamentId: string) {
  return useQuery(callQuery(payoutKeys.tournament(tournamentId), call(endpoints.payouts.ofTournament, { params: { tournamentId } })));
}

/** The payment balance fails silently — no retry, no toast; the caller shows it as unknown. */
export function usePayoutBalance(enabled = true) {
  return useQuery({ ...callQuery(payoutKeys.balance, call(endpoints.payouts.balance)), enabled, retry: false, staleTime: 10_000 });
}

/** Every payout, for /admin/payout; read again every 10 s while any is pending (besides the live streams). */
export function usePayoutLedger(query: LedgerQuery) {
  return useQuery({
    ...callQuery(payoutKeys.ledger(query), call(endpoints.payouts.ledger, { query })),
    refetchInterval: (state) =>
      state.state.data?.attempts.some((a) => ['CREATING', 'CREATED', 'INITIATED', 'PENDING', 'MANUAL_REVIEW'].includes(a.status)) ? 10_000 : false,
  });
}

export const ledgerCsvUrl = (query: LedgerQuery) => endpointUrl(endpoints.payouts.ledgerCsv, { query });

/** A payout changes the winners' statuses the prizes tab shows too. */
function useRefreshPayouts(tournamentId?: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tournamentId ? payoutKeys.tournament(tournamentId) : payoutKeys.all }),
      queryClient.invalidateQueries({ queryKey: tournamentId ? prizeKeys.all(tournamentId) : prizeKeys.everyTournament }),
    ]);
}

export function useSavePayee(tournamentId: string) {
  return useCallMutation(
    ({ winnerId, body }: { winnerId: string; body: PayeeDetailsBody }) => call(endpoints.payouts.savePayeeDetails, { params: { winnerId }, body }),
    useRefreshPayouts(tournamentId),
  );
}

export function useMailPayeeLink() {
  return useCallMutation((winnerId: string) => call(endpoints.payouts.sendPayeeLink, { params: { winnerId } }));
}

export function useDistributePrizes(tournamentId: string) {
  return useCallMutation((body: DistributePrizesBody) => call(endpoints.payouts.distribute, { body }), useRefreshPayouts(tournamentId));
}

export function useReleasePayout(tournamentId?: string) {
  return useCallMutation(
    ({ attemptId, reason }: { attemptId: string; reason: string }) => call(endpoints.payouts.release, { params: { attemptId }, body: { reason } }),
    useRefreshPayouts(tournamentId),
  );
}

export function usePayeeForm(token: string) {
  return useQuery({ ...callQuery(payoutKeys.payeeForm(token), call(endpoints.payouts.payeeForm, { params: { token } })), retry: false });
}

export function useSavePayeeByLink(token: string) {
  const queryClient = useQueryClient();
  return useCallMutation(
    (body: PayeeDetailsBody) => call(endpoints.payouts.savePayeeForm, { params: { token }, body }),
    (answer) => queryClient.setQueryData(payoutKeys.payeeForm(token), answer.data),
  );
}
