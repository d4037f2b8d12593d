import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ClaimedResult } from '@kingside/contract';
import { callQuery, useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { claimKeys } from './query-keys/tournament.js';

/** The caller's board (its two players only); not retried: a 403 or 404 is the answer, not a hiccup. */
export function useBoardClaim(tournamentId: string, round: number, board: number, enabled: boolean) {
  return useQuery({
    ...callQuery(claimKeys.board(tournamentId, round, board), call(endpoints.resultClaims.board, { params: { id: tournamentId, round, board } })),
    enabled,
    retry: false,
  });
}

export function useClaimResult(tournamentId: string, round: number, board: number) {
  const queryClient = useQueryClient();
  return useCallMutation(
    (result: ClaimedResult) => call(endpoints.resultClaims.claim, { params: { id: tournamentId, round, board }, body: { result } }),
    (answer) => queryClient.setQueryData(claimKeys.board(tournamentId, round, board), answer.data),
  );
}

/** The round's confirmed and disputed boards, for the arbiter's score page. */
export function useRoundClaims(tournamentId: string, round: number, enabled: boolean) {
  return useQuery({
    ...callQuery(claimKeys.round(tournamentId, round), call(endpoints.resultClaims.round, { query: { round, tournamentId } })),
    enabled: enabled && round >= 1,
  });
}
