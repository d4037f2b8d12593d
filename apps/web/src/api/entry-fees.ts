import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { endpoints, type EntryFeeStatus, type RegisterPlayerBody } from '@kingside/contract';
import { ApiRequestError } from './client.js';
import { callQuery, useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { api } from './index.js';
import { refreshEntriesAndRounds } from './players.js';
import { entryFeeKeys } from './query-keys/entry-fees.js';

/** While a payment is unsettled, the provider is asked again this often. */
const PENDING_POLL_MS = 2_000;
const pendingPoll = (data: { status: string; order: { outcome: string } | null } | undefined) =>
  data?.status === 'awaiting_payment' && data.order?.outcome === 'pending' ? PENDING_POLL_MS : false;

/** The signed-in player's own fee in the tournament; none (404) is an answer, not an error. */
export function useMyEntryFee(tournamentId: string, enabled: boolean) {
  return useQuery({
    ...callQuery(entryFeeKeys.mine(tournamentId), call(endpoints.entryFees.mine, { params: { tournamentId } })),
    enabled,
    retry: (failures, error) => failures < 2 && !(error instanceof ApiRequestError && error.status === 404),
  });
}

/** The order the player came back from (the return address names it), asked until it settles. */
export function useEntryFeeOrder(tournamentId: string, orderId: string | null) {
  return useQuery({
    queryKey: entryFeeKeys.order(tournamentId, orderId ?? ''),
    // The whole answer: its message says how the payment went.
    queryFn: ({ signal }) => api({ ...call(endpoints.entryFees.order, { params: { orderId: orderId ?? '' } }), signal }),
    enabled: orderId !== null,
    refetchInterval: (query) => pendingPoll(query.state.data?.data),
  });
}

/** Every registration's fee, for the tournament's managers. */
export function useEntryFees(tournamentId: string) {
  return useQuery(callQuery(entryFeeKeys.list(tournamentId), call(endpoints.entryFees.ofTournament, { params: { tournamentId } })));
}

/** Entry id → its fee's status, for tagging the managers' player list (entries without a fee are absent). */
export function useEntryFeeStatuses(tournamentId: string): Map<string, EntryFeeStatus> {
  const fees = useEntryFees(tournamentId);
  return useMemo(() => new Map((fees.data ?? []).map((fee) => [fee.entryId, fee.status])), [fees.data]);
}

function useRefreshFees(tournamentId: string) {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: entryFeeKeys.all(tournamentId) }), refreshEntriesAndRounds(queryClient, tournamentId)]);
}

export function useRegisterWithFee(tournamentId: string) {
  return useCallMutation(
    (body: RegisterPlayerBody) => call(endpoints.entryFees.registerWithFee, { params: { tournamentId }, body }),
    useRefreshFees(tournamentId),
  );
}

export function useRegisterFree(tournamentId: string) {
  return useCallMutation((body: RegisterPlayerBody) => call(endpoints.players.register, { params: { tournamentId }, body }), useRefreshFees(tournamentId));
}

export function usePayEntryFee(tournamentId: string) {
  return useCallMutation((entryId: string) => call(endpoints.entryFees.pay, { params: { entryId } }), useRefreshFees(tournamentId));
}

/** Asks the provider about a registration's latest order now (a payment whose webhook was lost and whose player never came back). */
export function useCheckEntryFeeOrder(tournamentId: string) {
  return useCallMutation((orderId: string) => call(endpoints.entryFees.order, { params: { orderId } }), useRefreshFees(tournamentId));
}

export function useConfirmEntryFee(tournamentId: string) {
  return useCallMutation(
    ({ entryId, reason }: { entryId: string; reason: string }) => call(endpoints.entryFees.confirm, { params: { entryId }, body: { reason } }),
    useRefreshFees(tournamentId),
  );
}

export function useRefundEntryFee(tournamentId: string) {
  return useCallMutation(
    ({ entryId, reason }: { entryId: string; reason: string }) => call(endpoints.entryFees.refund, { params: { entryId }, body: { reason } }),
    useRefreshFees(tournamentId),
  );
}
