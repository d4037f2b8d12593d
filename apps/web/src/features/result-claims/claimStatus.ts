import type { BoardClaim, ClaimedResult, GameResult } from '@kingside/contract';
import { resultChoice } from '../results/results.js';

export interface ClaimStatus {
  type: 'success' | 'info' | 'warning';
  title: string;
  description?: string;
}

const label = (result: GameResult) => resultChoice(result).label;

function fromClaims(mine: ClaimedResult | null, theirs: ClaimedResult | null): ClaimStatus {
  if (mine !== null && theirs !== null && mine === theirs) {
    return { type: 'success', title: `You both confirmed ${label(mine)}`, description: "The result waits for the arbiter's approval." };
  }
  if (mine !== null && theirs !== null) {
    return {
      type: 'warning',
      title: 'Your opponent confirmed another result',
      description: `You: ${label(mine)}, your opponent: ${label(theirs)}. The board is flagged for the arbiter, who decides; tap again if you made a mistake.`,
    };
  }
  if (mine !== null) return { type: 'info', title: `You confirmed ${label(mine)}`, description: 'Waiting for your opponent to confirm.' };
  if (theirs !== null) return { type: 'info', title: `Your opponent confirmed ${label(theirs)}`, description: 'Tap the same result if you agree.' };
  return { type: 'info', title: 'Tap the result of your game', description: 'Your opponent confirms it too; then the arbiter approves it.' };
}

/** What the player is told about their board's result, in the order that matters: the arbiter's entry wins over any confirmation. */
export function claimStatus(data: Pick<BoardClaim, 'result' | 'closed' | 'mine' | 'theirs'>): ClaimStatus {
  if (data.result !== null) return { type: 'success', title: `The arbiter entered ${label(data.result)}`, description: 'This is the result of the game.' };
  if (data.closed !== null) return { type: 'info', title: data.closed };
  return fromClaims(data.mine, data.theirs);
}
