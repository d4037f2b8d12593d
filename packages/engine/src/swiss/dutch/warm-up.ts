// V8 runs a function as bytecode until it has run often enough to be optimised, so a thread's first pairing runs
// mostly unoptimised: open-300-round9 (conformance/bench) takes about 0.25 s in a fresh thread and 0.07 s in one
// that has paired before. The server's pairing thread runs this once when it starts (pairing-task.ts), so that an
// arbiter's round is paired by optimised code. What it pairs decides which code is ready: an open of the size where
// the start costs most, with forfeits and half-point byes, weights as wide as a real open's, and a last round (whose
// colour rules differ, C.04.3 C3); code a round meets only later is optimised then, with a pause of some milliseconds.

import type { Tournament } from '../../model.js';
import { askForByes, generatedOpen, playRound, seededRandom } from './generated-open.js';
import { pairDutch } from './index.js';

const WARM_UP_SEED = 1926;
const WARM_UP_PLAYERS = 300;
const WARM_UP_ROUNDS = 8;
const FORFEITS = 0.04;
const HALF_POINT_BYES = 0.03;

/** Pairs and plays every round of a made-up open, and returns it. */
export function warmUpDutch(): Tournament {
  const t = generatedOpen(WARM_UP_PLAYERS, WARM_UP_ROUNDS, WARM_UP_SEED);
  const random = seededRandom(WARM_UP_SEED);
  for (let round = 1; round <= WARM_UP_ROUNDS; round++) {
    askForByes(t, random, HALF_POINT_BYES);
    playRound(t, pairDutch(t), random, { forfeits: FORFEITS });
  }
  return t;
}
