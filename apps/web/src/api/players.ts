import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  playerDetailsResponse,
  tournamentPlayerResponse,
  tournamentPlayersResponse,
  type AddPlayerBody,
  type UpdatePlayerBody,
} from '@kingside/contract';
import { api } from './index.js';
import { tournamentKeys } from './tournaments.js';

export const playersApi = {
  list: (tournamentId: string) => ({ method: 'GET', path: `/api/players/${encodeURIComponent(tournamentId)}` }) as const,
  add: (tournamentId: string) => ({ method: 'POST', path: `/api/players/add-player/${encodeURIComponent(tournamentId)}` }) as const,
  update: (playerId: string) => ({ method: 'PATCH', path: `/api/players/update-player-info/${encodeURIComponent(playerId)}` }) as const,
  withdraw: { method: 'PATCH', path: '/api/players/withdraw-player' },
  details: { method: 'GET', path: '/api/players/details' },
} as const;

export const playerKeys = {
  list: (tournamentId: string) => ['players', 'list', tournamentId] as const,
  /** Player cards are cached by uuid (spec §3). */
  details: (uuid: string) => ['players', 'details', uuid] as const,
};

export function usePlayers(tournamentId: string) {
  return useQuery({
    queryKey: playerKeys.list(tournamentId),
    queryFn: async ({ signal }) => (await api({ ...playersApi.list(tournamentId), response: tournamentPlayersResponse, signal })).data,
  });
}

/** A player's card; failures are silent (spec §8), the screen says the player is unknown. */
export function usePlayerDetails(uuid: string) {
  return useQuery({
    queryKey: playerKeys.details(uuid),
    staleTime: 60_000,
    queryFn: async ({ signal }) => (await api({ ...playersApi.details, query: { query: uuid }, response: playerDetailsResponse, signal })).data,
  });
}

function useRefreshPlayers(tournamentId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: playerKeys.list(tournamentId) }),
      queryClient.invalidateQueries({ queryKey: ['players', 'details'] }),
      queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
      // A withdrawal changes the current round's pairings (spec §4).
      queryClient.invalidateQueries({ queryKey: ['rounds', tournamentId] }),
    ]);
}

export function useAddPlayer(tournamentId: string) {
  const refresh = useRefreshPlayers(tournamentId);
  return useMutation({
    mutationFn: (body: AddPlayerBody) => api({ ...playersApi.add(tournamentId), body, response: tournamentPlayerResponse }),
    onSuccess: refresh,
  });
}

export function useUpdatePlayer(tournamentId: string) {
  const refresh = useRefreshPlayers(tournamentId);
  return useMutation({
    mutationFn: ({ playerId, body }: { playerId: string; body: UpdatePlayerBody }) =>
      api({ ...playersApi.update(playerId), body, response: tournamentPlayerResponse }),
    onSuccess: refresh,
  });
}

export function useWithdrawPlayer(tournamentId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshPlayers(tournamentId);
  return useMutation({
    mutationFn: (playerId: string) => api({ ...playersApi.withdraw, body: { playerId }, response: tournamentPlayersResponse }),
    onSuccess: async (answer) => {
      // The answer is the re-sorted list itself: show it at once.
      queryClient.setQueryData(playerKeys.list(tournamentId), answer.data);
      await refresh();
    },
  });
}
