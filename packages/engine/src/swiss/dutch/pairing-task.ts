// The Dutch pairing as one self-contained task for a worker thread: the
// server runs it off its event loop (a 1,000-player round takes seconds).
// Input and output are plain data, so they cross the thread boundary by
// structured clone; the expected failure is an answer, not an exception,
// because an error's class does not survive the crossing.

import type { Tournament } from '../../model.js';
import { tournamentBeforeRound } from '../../trf/rounds.js';
import { MatchingMemoryLimitError, NoValidPairingError, pairDutch, type DutchPairing } from './index.js';

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

/** A worker pool (piscina) calls the module's default export. */
export default pairNextRound;
