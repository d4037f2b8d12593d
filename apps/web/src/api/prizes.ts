import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type OverrideWinnerBody, type PrizeCategoryBody, type PrizeConfigBody } from '@kingside/contract';
import { callQuery, useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { payoutKeys, prizeKeys } from './query-keys/tournament.js';

export function usePrizeCatalogue(tournamentId: string) {
  return useQuery({
    ...callQuery(prizeKeys.catalogue(tournamentId), call(endpoints.prizes.staticCategories, { params: { id: tournamentId } })),
    staleTime: 60_000,
  });
}

/** The saved structure; a failed load is told once by the caller (one toast) and shows an empty structure. */
export function usePrizeStructure(tournamentId: string) {
  return useQuery({ ...callQuery(prizeKeys.structure(tournamentId), call(endpoints.prizes.structure, { params: { id: tournamentId } })), retry: false });
}

export function usePrizeWinners(tournamentId: string) {
  return useQuery(callQuery(prizeKeys.winners(tournamentId), call(endpoints.prizes.winners, { params: { id: tournamentId, type: 'all' } })));
}

/**
 * Every prize call changes what the others show (a saved structure recomputes the winners), so all are read again;
 * the payouts list the winners and their amounts, so they are read again too.
 */
function useRefreshPrizes(tournamentId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: prizeKeys.all(tournamentId) }),
      queryClient.invalidateQueries({ queryKey: payoutKeys.tournament(tournamentId) }),
    ]);
}

export function useSavePrizeStructure(tournamentId: string) {
  return useCallMutation(
    (body: PrizeConfigBody) => call(endpoints.prizes.saveStructure, { params: { id: tournamentId }, body }),
    useRefreshPrizes(tournamentId),
  );
}

export function useSavePrizeCategory(tournamentId: string) {
  return useCallMutation((body: PrizeCategoryBody) => call(endpoints.prizes.saveCategory, { body }), useRefreshPrizes(tournamentId));
}

export function useComputeWinners(tournamentId: string) {
  return useCallMutation(() => call(endpoints.prizes.computeWinners, { params: { id: tournamentId } }), useRefreshPrizes(tournamentId));
}

export function useOverrideWinner(tournamentId: string) {
  return useCallMutation(
    ({ winnerId, body }: { winnerId: string; body: OverrideWinnerBody }) => call(endpoints.prizes.overrideWinner, { params: { id: winnerId }, body }),
    useRefreshPrizes(tournamentId),
  );
}

export function usePublishPrizes(tournamentId: string) {
  return useCallMutation(
    (published: boolean) => call(endpoints.prizes.publish, { params: { id: tournamentId }, body: { published } }),
    useRefreshPrizes(tournamentId),
  );
}
