import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { endpoints, type AddPlayerBody, type UpdatePlayerBody } from '@kingside/contract';
import { callQuery, useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { playerKeys, roundKeys, tournamentKeys } from './query-keys/tournament.js';

/** The public list (spectators' pages). */
export function usePlayers(tournamentId: string) {
  return useQuery(callQuery(playerKeys.list(tournamentId), call(endpoints.players.list, { params: { tournamentId } })));
}

/** The entry list with everything entered, for the tournament's managers. */
export function useManagedPlayers(tournamentId: string) {
  return useQuery(callQuery(playerKeys.entries(tournamentId), call(endpoints.players.entries, { params: { tournamentId } })));
}

/** A player's card; failures are silent (no toast), the screen says the player is unknown. */
export function usePlayerDetails(uuid: string) {
  return useQuery({
    ...callQuery(playerKeys.details(uuid), call(endpoints.players.details, { query: { query: uuid } })),
    staleTime: 60_000,
  });
}

/**
 * After an entry, a pairing or a result changes, the tournament, its players, every player card and
 * its rounds are read again: points, numbers and the current round's boards hang on each other.
 */
export function refreshEntriesAndRounds(queryClient: QueryClient, tournamentId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: playerKeys.lists(tournamentId) }),
    queryClient.invalidateQueries({ queryKey: playerKeys.cards }),
    queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
    // The rounds' keys (api/rounds.ts) start with these two; a withdrawal takes the player off the current round's boards.
    queryClient.invalidateQueries({ queryKey: roundKeys.tournament(tournamentId) }),
  ]);
}

export function useRefreshEntriesAndRounds(tournamentId: string) {
  const queryClient = useQueryClient();
  return () => refreshEntriesAndRounds(queryClient, tournamentId);
}

export function useAddPlayer(tournamentId: string) {
  return useCallMutation((body: AddPlayerBody) => call(endpoints.players.add, { params: { tournamentId }, body }), useRefreshEntriesAndRounds(tournamentId));
}

export function useUpdatePlayer(tournamentId: string) {
  return useCallMutation(
    ({ playerId, body }: { playerId: string; body: UpdatePlayerBody }) => call(endpoints.players.update, { params: { id: playerId }, body }),
    useRefreshEntriesAndRounds(tournamentId),
  );
}

export function useWithdrawPlayer(tournamentId: string) {
  const queryClient = useQueryClient();
  return useCallMutation(
    (playerId: string) => call(endpoints.players.withdraw, { body: { playerId } }),
    async (answer) => {
      // The answer is the re-sorted list itself: show it at once.
      queryClient.setQueryData(playerKeys.entries(tournamentId), answer.data);
      await refreshEntriesAndRounds(queryClient, tournamentId);
    },
  );
}
