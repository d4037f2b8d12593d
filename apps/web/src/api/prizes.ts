import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  prizeApi,
  prizeStructureResponse,
  prizeWinnersResponse,
  publicPrizeListResponse,
  staticPrizeCategoriesResponse,
  type OverrideWinnerBody,
  type PrizeCategoryBody,
  type PrizeConfigBody,
} from '@kingside/contract';
import { callQuery, useCallMutation } from './calls.js';

export const prizeKeys = {
  all: (tournamentId: string) => ['prizes', tournamentId] as const,
  catalogue: (tournamentId: string) => ['prizes', tournamentId, 'catalogue'] as const,
  structure: (tournamentId: string) => ['prizes', tournamentId, 'structure'] as const,
  winners: (tournamentId: string) => ['prizes', tournamentId, 'winners'] as const,
  published: (tournamentId: string) => ['prizes', tournamentId, 'public'] as const,
};

export function usePrizeCatalogue(tournamentId: string) {
  return useQuery({
    ...callQuery(prizeKeys.catalogue(tournamentId), { ...prizeApi.staticCategories(tournamentId), response: staticPrizeCategoriesResponse }),
    staleTime: 60_000,
  });
}

/** The saved structure; a failed load is told once by the caller (spec §8) and shows an empty structure. */
export function usePrizeStructure(tournamentId: string) {
  return useQuery({ ...callQuery(prizeKeys.structure(tournamentId), { ...prizeApi.structure(tournamentId), response: prizeStructureResponse }), retry: false });
}

export function usePrizeWinners(tournamentId: string) {
  return useQuery(callQuery(prizeKeys.winners(tournamentId), { ...prizeApi.winners(tournamentId, 'all'), response: prizeWinnersResponse }));
}

/** The published list; not published (404) is no list, not an error to show. */
export function usePublicPrizeList(tournamentId: string) {
  return useQuery({
    ...callQuery(prizeKeys.published(tournamentId), { ...prizeApi.publicWinners(tournamentId), response: publicPrizeListResponse }),
    retry: false,
  });
}

/** Every prize call changes what the others show (a saved structure recomputes the winners), so all are read again. */
function useRefreshPrizes(tournamentId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: prizeKeys.all(tournamentId) });
}

export function useSavePrizeStructure(tournamentId: string) {
  return useCallMutation(
    (body: PrizeConfigBody) => ({ ...prizeApi.saveStructure(tournamentId), body, response: prizeStructureResponse }),
    useRefreshPrizes(tournamentId),
  );
}

export function useSavePrizeCategory(tournamentId: string) {
  return useCallMutation((body: PrizeCategoryBody) => ({ ...prizeApi.saveCategory, body, response: prizeStructureResponse }), useRefreshPrizes(tournamentId));
}

export function useComputeWinners(tournamentId: string) {
  return useCallMutation(() => ({ ...prizeApi.compute(tournamentId), response: prizeWinnersResponse }), useRefreshPrizes(tournamentId));
}

export function useOverrideWinner(tournamentId: string) {
  return useCallMutation(
    ({ winnerId, body }: { winnerId: string; body: OverrideWinnerBody }) => ({ ...prizeApi.override(winnerId), body, response: prizeWinnersResponse }),
    useRefreshPrizes(tournamentId),
  );
}

export function usePublishPrizes(tournamentId: string) {
  return useCallMutation(
    (published: boolean) => ({ ...prizeApi.publish(tournamentId), body: { published }, response: prizeStructureResponse }),
    useRefreshPrizes(tournamentId),
  );
}
