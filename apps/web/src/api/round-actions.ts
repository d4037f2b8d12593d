import { useQueryClient } from '@tanstack/react-query';
import { endpoints, type AddPairingBody, type RemovePairingBody, type ScoreUploadBody, type ValidatePairingsBody } from '@kingside/contract';
import { useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { refreshEntriesAndRounds, useRefreshEntriesAndRounds } from './players.js';
import { roundKeys } from './query-keys/tournament.js';

/** The arbiter's changes to a round: pair, cancel, revert, enter results, start and close, pair by hand. */
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

/**
 * Manual pairing, a phase of the current round: open it ("Edit pairings"), pair two players (or give the bye) or undo
 * a board, read the engine's pairing of the same round beside the arbiter's, and close it ("Validate pairings").
 */
export function useEditPairing(tournamentId: string) {
  const queryClient = useQueryClient();
  const settle = async (answer: { data: { round: number } }) => {
    queryClient.setQueryData(roundKeys.pairings(tournamentId, answer.data.round), answer.data);
    await refreshEntriesAndRounds(queryClient, tournamentId);
  };
  return {
    open: useCallMutation((round: number) => call(endpoints.manualPairing.edit, { body: { tournamentId, round } }), settle),
    add: useCallMutation((body: AddPairingBody) => call(endpoints.manualPairing.add, { body }), settle),
    remove: useCallMutation((body: RemovePairingBody) => call(endpoints.manualPairing.remove, { body }), settle),
    compare: useCallMutation((round: number) => call(endpoints.manualPairing.compare, { query: { round, tournamentId } })),
    validate: useCallMutation((body: ValidatePairingsBody) => call(endpoints.manualPairing.validate, { body }), settle),
  };
}
