import { t } from '@lingui/core/macro';
import type { BoardClaim, ClaimedResult, GameResult } from '@kingside/contract';
import { resultChoice } from '../results/results.js';

export interface ClaimStatus {
  type: 'success' | 'info' | 'warning';
  title: string;
  description?: string;
}

const label = (result: GameResult) => resultChoice(result).label;

function fromClaims(mine: ClaimedResult | null, theirs: ClaimedResult | null): ClaimStatus {
  const myResult = mine === null ? '' : label(mine);
  const theirResult = theirs === null ? '' : label(theirs);
  if (mine !== null && theirs !== null && mine === theirs) {
    return { type: 'success', title: t`You both confirmed ${myResult}`, description: t`The result waits for the arbiter's approval.` };
  }
  if (mine !== null && theirs !== null) {
    return {
      type: 'warning',
      title: t`Your opponent confirmed another result`,
      description: t`You: ${myResult}, your opponent: ${theirResult}. The board is flagged for the arbiter, who decides; tap again if you made a mistake.`,
    };
  }
  if (mine !== null) return { type: 'info', title: t`You confirmed ${myResult}`, description: t`Waiting for your opponent to confirm.` };
  if (theirs !== null) return { type: 'info', title: t`Your opponent confirmed ${theirResult}`, description: t`Tap the same result if you agree.` };
  return { type: 'info', title: t`Tap the result of your game`, description: t`Your opponent confirms it too; then the arbiter approves it.` };
}

/** What the player is told about their board's result, in the order that matters: the arbiter's entry wins over any confirmation. */
export function claimStatus(data: Pick<BoardClaim, 'result' | 'closed' | 'mine' | 'theirs'>): ClaimStatus {
  if (data.result !== null) {
    const entered = label(data.result);
    return { type: 'success', title: t`The arbiter entered ${entered}`, description: t`This is the result of the game.` };
  }
  if (data.closed !== null) return { type: 'info', title: data.closed };
  return fromClaims(data.mine, data.theirs);
}
