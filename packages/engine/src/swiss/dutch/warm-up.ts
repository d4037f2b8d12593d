// V8 runs a function as bytecode until it has run often enough to be optimised, so a thread's first pairing runs
// mostly unoptimised: open-300-round9 (conformance/bench) takes about 0.25 s in a fresh thread and 0.05 s in one
// that has paired before. The server's pairing thread runs this once when it starts (pairing-task.ts), so that an
// arbiter's round is paired by optimised code. What it pairs decides which code is ready: optimised code that
// reaches a branch it never saw run is thrown away and compiled again, which cost the first real round after a
// warm-up on one open alone a third of its time (the colour criterion C11 between two absolute preferences of
// different imbalance, a matched pair inside a blossom whose weight rises). So it pairs three opens, to their last
// round (whose colour rules differ, C.04.3 C3):
// - 20 players over 9 rounds, first: brackets whose players have met send two or more players down at once, which
//   the large opens never do. Left out, or paired last (after the pairing's code was optimised without it), the first
//   such bracket of a real round (open-300-round9) threw the whole pairing's optimised code away. Its last round also
//   weighs, in one bracket, two topscorers with the same absolute colour preference and different colour imbalances
//   (C11, which C3 allows in the last round alone): no other warm-up round did, and the weights' optimised code was
//   thrown away in the first real last round;
// - one of the size where the start costs most, with forfeits, half-point byes and weights as wide as a real open's;
// - a smaller one with an odd number of players (a bye every round), many more forfeits and byes, and a ninth round.

import type { Tournament } from '../../model.js';
import { askForByes, generatedOpen, playRound, seededRandom } from './generated-open.js';
import { pairDutch } from './index.js';

interface WarmUpOpen {
  players: number;
  rounds: number;
  forfeits: number;
  halfPointByes: number;
  seed: number;
}

const WARM_UP_OPENS: WarmUpOpen[] = [
  { players: 20, rounds: 9, forfeits: 0.1, halfPointByes: 0.05, seed: 2000 },
  { players: 300, rounds: 8, forfeits: 0.04, halfPointByes: 0.03, seed: 1926 },
  { players: 151, rounds: 9, forfeits: 0.12, halfPointByes: 0.06, seed: 1927 },
];

/** Pairs and plays every round of the made-up opens, and returns them. */
export function warmUpDutch(): Tournament[] {
  return WARM_UP_OPENS.map(({ players, rounds, forfeits, halfPointByes, seed }) => {
    const t = generatedOpen(players, rounds, seed);
    const random = seededRandom(seed);
    for (let round = 1; round <= rounds; round++) {
      askForByes(t, random, halfPointByes);
      playRound(t, pairDutch(t), random, { forfeits });
    }
    return t;
  });
}
