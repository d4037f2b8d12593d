import { roundKeys } from '../../api/rounds.js';

/**
 * Under the round's pairings: whatever refreshes a round's boards (a result entered, the round closed) refreshes
 * the players' confirmations too; the 'result_claims' live event refreshes only these.
 */
export const claimKeys = {
  round: (tournamentId: string, round: number) => [...roundKeys.pairings(tournamentId, round), 'claims'] as const,
  board: (tournamentId: string, round: number, board: number) => [...claimKeys.round(tournamentId, round), board] as const,
};
