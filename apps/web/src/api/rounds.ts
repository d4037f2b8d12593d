import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type AddPairingBody, type RemovePairingBody, type ScoreUploadBody } from '@kingside/contract';
import { callQuery, useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { refreshEntriesAndRounds, useRefreshEntriesAndRounds } from './players.js';

export const roundKeys = {
  tournament: (tournamentId: string) => ['rounds', tournamentId] as const,
  pairings: (tournamentId: string, round: number) => ['rounds', tournamentId, 'pairings', round] as const,
  ranking: (tournamentId: string, round: number) => ['rounds', tournamentId, 'ranking', round] as const,
  // Under the ranking's key: whatever refreshes the standings refreshes the rows opened in them.
  explanation: (tournamentId: string, round: number, pairingNumber: number) =>
    [...roundKeys.ranking(tournamentId, round), 'explanation', pairingNumber] as const,
};

export interface PairingsOptions {
  enabled?: boolean;
}

const pairingsQuery = (tournamentId: string, round: number) =>
  callQuery(roundKeys.pairings(tournamentId, round), call(endpoints.pairings.list, { query: { round, tournamentId } }));

/** A round's boards; fetch failures are silent (spec §8): the screen shows the round as unavailable. */
export function usePairings(tournamentId: string, round: number, options: PairingsOptions = {}) {
  return useQuery({ ...pairingsQuery(tournamentId, round), enabled: (options.enabled ?? true) && round >= 1 });
}

/** Standings after a round, with the tournament's tie-breaks; failures are silent (spec §8). */
export function useRanking(tournamentId: string, round: number, options: PairingsOptions = {}) {
  return useQuery({
    ...callQuery(roundKeys.ranking(tournamentId, round), call(endpoints.results.ranking, { query: { round, tournamentId } })),
    enabled: (options.enabled ?? true) && round >= 1,
  });
}

/** How one row of the standings after `round` was reached, fetched when a spectator opens it. */
export function useTiebreakExplanation(tournamentId: string, round: number, pairingNumber: number) {
  return useQuery(
    callQuery(
      roundKeys.explanation(tournamentId, round, pairingNumber),
      call(endpoints.results.tiebreakExplanation, { params: { id: tournamentId, startNumber: pairingNumber }, query: { round } }),
    ),
  );
}

/** Every round from 1 to `last` (spectators' crosstable; the live stream says when one changes). */
export function useAllPairings(tournamentId: string, last: number) {
  return useQueries({ queries: Array.from({ length: last }, (_, i) => pairingsQuery(tournamentId, i + 1)) });
}

export function useGeneratePairing(tournamentId: string) {
  return useCallMutation((round: number) => call(endpoints.pairings.generate, { query: { round, tournamentId } }), useRefreshEntriesAndRounds(tournamentId));
}

/** Stops the pairing the engine is running for the tournament; the round stays unpaired. */
export function useCancelPairing(tournamentId: string) {
  return useCallMutation(() => call(endpoints.pairings.cancel, { body: { tournamentId } }), useRefreshEntriesAndRounds(tournamentId));
}

export function useRevertPairing(tournamentId: string) {
  return useCallMutation((round: number) => call(endpoints.pairings.revert, { query: { round, tournamentId } }), useRefreshEntriesAndRounds(tournamentId));
}

export function useScoreUpload(tournamentId: string, round: number) {
  const queryClient = useQueryClient();
  return useCallMutation(
    (body: ScoreUploadBody) => call(endpoints.results.scoreUpload, { query: { round, tournamentId }, body }),
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
    (trigger: RoundTrigger) => call(endpoints.roundTriggers[trigger], { body: { tournamentId } }),
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
    add: useCallMutation((body: AddPairingBody) => call(endpoints.pairings.add, { body }), settle),
    remove: useCallMutation((body: RemovePairingBody) => call(endpoints.pairings.remove, { body }), settle),
  };
}
