// The Dutch pairing as one self-contained task for a worker thread: the
// server runs it off its event loop (a 1,000-player round takes seconds).
// Input and output are plain data, so they cross the thread boundary by
// structured clone; the expected failure is an answer, not an exception,
// because an error's class does not survive the crossing.

import type { Tournament } from '../../model.js';
import { tournamentBeforeRound } from '../../trf/rounds.js';
import { MatchingMemoryLimitError, NoValidPairingError, pairDutch, type DutchPairing } from './index.js';
import { pairingObjects } from './pairing.js';
import { warmUpDutch } from './warm-up.js';

export interface PairingTask {
  tournament: Tournament;
  /** The round to pair; rounds after it in `tournament` are ignored. */
  round: number;
  /** The memory the matching's arrays may take (they live outside the thread's heap and its limit); none by default. */
  memoryLimitBytes?: number;
}

export type PairingAnswer =
  /** The boards in board order, the bye, and the explanation of both (explanation.ts). */
  | ({ kind: 'paired' } & DutchPairing)
  /** C.04.3 absolute criteria cannot all be met. */
  | { kind: 'no-valid-pairing' }
  /** The matching would need more memory than the task allows. */
  | { kind: 'memory-limit'; neededBytes: number };

export function pairNextRound(task: PairingTask): PairingAnswer {
  try {
    return { kind: 'paired', ...pairDutch(tournamentBeforeRound(task.tournament, task.round), { memoryLimitBytes: task.memoryLimitBytes }) };
  } catch (error) {
    if (error instanceof NoValidPairingError) return { kind: 'no-valid-pairing' };
    if (error instanceof MatchingMemoryLimitError) return { kind: 'memory-limit', neededBytes: error.neededBytes };
    throw error;
  }
}

/**
 * What the warm-up leaves alive for the thread's lifetime (see warmUpPairingThread); only ever written.
 */
const keptForTheirHiddenClass: object[] = [];

/**
 * Readies the thread to pair with optimised code (warm-up.ts), and keeps it so. V8's optimised code depends on the
 * hidden class of the objects it reads, and V8 lets a hidden class go once no object has it: once the warm-up's
 * objects were collected, the next full garbage collection (forced, or the memory reducer's after some seconds
 * idle) threw the optimised code that read them away (the matching's, then the weights' and the player states'),
 * and a round paired a minute later took 0.2 s again, then 0.07 s instead of 0.05 s. The working objects of a
 * pairing of the last warm-up open, with a matching of two players, kept alive keep those classes, and the code
 * with them.
 */
export function warmUpPairingThread(): void {
  const opens = warmUpDutch();
  keptForTheirHiddenClass.push(...pairingObjects(opens[opens.length - 1]));
}

/** A worker pool (piscina) calls the module's default export, or an export it names (warmUpPairingThread). */
export default pairNextRound;
