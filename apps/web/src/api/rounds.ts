import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  playersRankingResponse,
  revertedResponse,
  roundPairingsResponse,
  tournamentResponse,
  type AddPairingBody,
  type RemovePairingBody,
  type ScoreUploadBody,
} from '@kingside/contract';
import { api } from './index.js';
import { playerKeys } from './players.js';
import { tournamentKeys } from './tournaments.js';

export const roundsApi = {
  generate: { method: 'GET', path: '/api/tournament/generate-pairing' },
  revert: { method: 'GET', path: '/api/tournament/revert-pairing' },
  pairings: { method: 'GET', path: '/api/tournament/get-pairings' },
  ranking: { method: 'GET', path: '/api/tournament/players-ranking' },
  scoreUpload: { method: 'POST', path: '/api/tournament/score-upload' },
  addPairing: { method: 'PATCH', path: '/api/tournament/add-pairing' },
  removePairing: { method: 'PATCH', path: '/api/tournament/remove-pairing' },
  start: { method: 'POST', path: '/api/tournament/trigger-round-start' },
  cleanup: { method: 'POST', path: '/api/tournament/trigger-round-cleanup' },
  end: { method: 'POST', path: '/api/tournament/trigger-tournament-end' },
} as const;

export const roundKeys = {
  tournament: (tournamentId: string) => ['rounds', tournamentId] as const,
  pairings: (tournamentId: string, round: number) => ['rounds', tournamentId, 'pairings', round] as const,
  ranking: (tournamentId: string, round: number) => ['rounds', tournamentId, 'ranking', round] as const,
};

export interface PairingsOptions {
  enabled?: boolean;
}

/** A round's boards; fetch failures are silent (spec §8): the screen shows the round as unavailable. */
export function usePairings(tournamentId: string, round: number, options: PairingsOptions = {}) {
  return useQuery({
    queryKey: roundKeys.pairings(tournamentId, round),
    enabled: (options.enabled ?? true) && round >= 1,
    queryFn: async ({ signal }) =>
      (await api({ ...roundsApi.pairings, query: { round, tournamentId }, response: roundPairingsResponse, signal })).data,
  });
}

/** Standings after a round, with the tournament's tie-breaks; failures are silent (spec §8). */
export function useRanking(tournamentId: string, round: number, options: PairingsOptions = {}) {
  return useQuery({
    queryKey: roundKeys.ranking(tournamentId, round),
    enabled: (options.enabled ?? true) && round >= 1,
    queryFn: async ({ signal }) =>
      (await api({ ...roundsApi.ranking, query: { round, tournamentId }, response: playersRankingResponse, signal })).data,
  });
}

/** Every round from 1 to `last` (spectators' crosstable; the live stream says when one changes). */
export function useAllPairings(tournamentId: string, last: number) {
  return useQueries({
    queries: Array.from({ length: last }, (_, i) => i + 1).map((round) => ({
      queryKey: roundKeys.pairings(tournamentId, round),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await api({ ...roundsApi.pairings, query: { round, tournamentId }, response: roundPairingsResponse, signal })).data,
    })),
  });
}

/** After a round changes, the tournament, its players (points) and its rounds are read again. */
function useRefreshRounds(tournamentId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
      queryClient.invalidateQueries({ queryKey: playerKeys.list(tournamentId) }),
      queryClient.invalidateQueries({ queryKey: ['players', 'details'] }),
      queryClient.invalidateQueries({ queryKey: roundKeys.tournament(tournamentId) }),
    ]);
}

export function useGeneratePairing(tournamentId: string) {
  const refresh = useRefreshRounds(tournamentId);
  return useMutation({
    mutationFn: (round: number) => api({ ...roundsApi.generate, query: { round, tournamentId }, response: roundPairingsResponse }),
    onSuccess: refresh,
  });
}

export function useRevertPairing(tournamentId: string) {
  const refresh = useRefreshRounds(tournamentId);
  return useMutation({
    mutationFn: (round: number) => api({ ...roundsApi.revert, query: { round, tournamentId }, response: revertedResponse }),
    onSuccess: refresh,
  });
}

export function useScoreUpload(tournamentId: string, round: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshRounds(tournamentId);
  return useMutation({
    mutationFn: (body: ScoreUploadBody) =>
      api({ ...roundsApi.scoreUpload, query: { round, tournamentId }, body, response: roundPairingsResponse }),
    onSuccess: (answer) => {
      // The answer is the round as it now stands: the boards show it at once, and the next board
      // can be tapped while standings and points are read again in the background.
      queryClient.setQueryData(roundKeys.pairings(tournamentId, round), answer.data);
      void refresh();
    },
  });
}

export type RoundTrigger = 'start' | 'cleanup' | 'end';

export function useRoundTrigger(tournamentId: string) {
  const refresh = useRefreshRounds(tournamentId);
  return useMutation({
    mutationFn: (trigger: RoundTrigger) => api({ ...roundsApi[trigger], body: { tournamentId }, response: tournamentResponse }),
    onSuccess: refresh,
  });
}

/** The arbiter's hand-made changes to the current round: pair two players (or give the bye), or undo a board. */
export function useEditPairing(tournamentId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshRounds(tournamentId);
  const settle = async (answer: { data: { round: number } }) => {
    queryClient.setQueryData(roundKeys.pairings(tournamentId, answer.data.round), answer.data);
    await refresh();
  };
  return {
    add: useMutation({
      mutationFn: (body: AddPairingBody) => api({ ...roundsApi.addPairing, body, response: roundPairingsResponse }),
      onSuccess: settle,
    }),
    remove: useMutation({
      mutationFn: (body: RemovePairingBody) => api({ ...roundsApi.removePairing, body, response: roundPairingsResponse }),
      onSuccess: settle,
    }),
  };
}
