import type { ClaimedResult, ClaimState, GameResult } from '@kingside/contract';

/** Where a board's claims stand; the arbiter's result, once entered, wins over any claim. */
export function claimState(result: GameResult | null, white: ClaimedResult | null, black: ClaimedResult | null): ClaimState {
  if (result !== null) return 'entered';
  if (white === null && black === null) return 'open';
  if (white === null || black === null) return 'waiting';
  return white === black ? 'agreed' : 'disputed';
}
