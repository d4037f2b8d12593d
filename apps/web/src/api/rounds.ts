import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelledPairingResponse,
  playersRankingResponse,
  revertedResponse,
  roundPairingsResponse,
  tournamentResponse,
  type AddPairingBody,
  type RemovePairingBody,
  type ScoreUploadBody,
} from '@kingside/contract';
import { callQuery, useCallMutation } from './calls.js';
import { refreshEntriesAndRounds, useRefreshEntriesAndRounds } from './players.js';

export const roundsApi = {
  generate: { method: 'GET', path: '/api/tournament/generate-pairing' },
  revert: { method: 'GET', path: '/api/tournament/revert-pairing' },
  cancel: { method: 'POST', path: '/api/tournament/cancel-pairing' },
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

const pairingsQuery = (tournamentId: string, round: number) =>
  callQuery(roundKeys.pairings(tournamentId, round), { ...roundsApi.pairings, query: { round, tournamentId }, response: roundPairingsResponse });

/** A round's boards; fetch failures are silent (spec §8): the screen shows the round as unavailable. */
export function usePairings(tournamentId: string, round: number, options: PairingsOptions = {}) {
  return useQuery({ ...pairingsQuery(tournamentId, round), enabled: (options.enabled ?? true) && round >= 1 });
}

/** Standings after a round, with the tournament's tie-breaks; failures are silent (spec §8). */
export function useRanking(tournamentId: string, round: number, options: PairingsOptions = {}) {
  return useQuery({
    ...callQuery(roundKeys.ranking(tournamentId, round), { ...roundsApi.ranking, query: { round, tournamentId }, response: playersRankingResponse }),
    enabled: (options.enabled ?? true) && round >= 1,
  });
}

/** Every round from 1 to `last` (spectators' crosstable; the live stream says when one changes). */
export function useAllPairings(tournamentId: string, last: number) {
  return useQueries({ queries: Array.from({ length: last }, (_, i) => pairingsQuery(tournamentId, i + 1)) });
}

export function useGeneratePairing(tournamentId: string) {
  return useCallMutation(
    (round: number) => ({ ...roundsApi.generate, query: { round, tournamentId }, response: roundPairingsResponse }),
    useRefreshEntriesAndRounds(tournamentId),
  );
}

/** Stops the pairing the engine is running for the tournament; the round stays unpaired. */
export function useCancelPairing(tournamentId: string) {
  return useCallMutation(() => ({ ...roundsApi.cancel, body: { tournamentId }, response: cancelledPairingResponse }), useRefreshEntriesAndRounds(tournamentId));
}

export function useRevertPairing(tournamentId: string) {
  return useCallMutation(
    (round: number) => ({ ...roundsApi.revert, query: { round, tournamentId }, response: revertedResponse }),
    useRefreshEntriesAndRounds(tournamentId),
  );
}

export function useScoreUpload(tournamentId: string, round: number) {
  const queryClient = useQueryClient();
  return useCallMutation(
    (body: ScoreUploadBody) => ({ ...roundsApi.scoreUpload, query: { round, tournamentId }, body, response: roundPairingsResponse }),
    (answer) => {
      // The answer is the round as it now stands: the boards show it at once, and the next board
      // can be tapped while standings and points are read again in the background.
      queryClient.setQueryData(roundKeys.pairings(tournamentId, round), answer.data);
      void refreshEntriesAndRounds(queryClient, tournamentId);
    },
  );
}

export type RoundTrigger = 'start' | 'cleanup' | 'end';

export function useRoundTrigger(tournamentId: string) {
  return useCallMutation(
    (trigger: RoundTrigger) => ({ ...roundsApi[trigger], body: { tournamentId }, response: tournamentResponse }),
    useRefreshEntriesAndRounds(tournamentId),
  );
}

/** The arbiter's hand-made changes to the current round: pair two players (or give the bye), or undo a board. */
export function useEditPairing(tournamentId: string) {
  const queryClient = useQueryClient();
  const settle = async (answer: { data: { round: number } }) => {
    queryClient.setQueryData(roundKeys.pairings(tournamentId, answer.data.round), answer.data);
    await refreshEntriesAndRounds(queryClient, tournamentId);
  };
  return {
    add: useCallMutation((body: AddPairingBody) => ({ ...roundsApi.addPairing, body, response: roundPairingsResponse }), settle),
    remove: useCallMutation((body: RemovePairingBody) => ({ ...roundsApi.removePairing, body, response: roundPairingsResponse }), settle),
  };
}
