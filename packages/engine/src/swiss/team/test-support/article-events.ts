// Hand-written events for the article cases of C.04.6 that more than one test
// file pairs or explains. Matches are white-black (board 1) with white's game
// points, two boards a match; each comment says what the rounds leave.

import { virtual, type HandEvent } from './events.js';

/**
 * Art. 3.4.2, five teams before round 2: 1 beat 2, 3 drew 4, 5 had the bye. 1 has 2 match points, 3, 4 and 5
 * have 1, 2 has 0; 5 may not have the bye again ([C2]).
 */
export const lowestScoreBye: HandEvent = {
  teams: 5,
  rounds: [
    {
      matches: [
        [1, 2, 2],
        [3, 4, 1],
      ],
      pab: 5,
    },
  ],
  accelerations: [],
};

/**
 * Art. 3.4.1, five teams before round 4: 1 won all three, against 2, 3 and 4; 2 and 4 had byes ([C2]). 5 has the
 * lowest score, but with 5 out team 1 would have nobody left to meet; 5 floated in round 3, as did 1.
 */
export const byeLeavingNoPairing: HandEvent = {
  teams: 5,
  rounds: [
    {
      matches: [
        [1, 2, 2],
        [3, 4, 1],
      ],
    },
    {
      matches: [
        [1, 3, 2],
        [2, 5, 2],
      ],
      pab: 4,
    },
    {
      matches: [
        [1, 4, 2],
        [3, 5, 2],
      ],
      pab: 2,
    },
  ],
  accelerations: [],
};

/**
 * [C6], six teams before round 2: three drawn matches, and round 2 gives 1 four virtual points and 2, 3, 4 two.
 * 1 has 5, 2 3 4 have 3 (3 and 4 met), 5 and 6 have 1.
 */
export const upfloaterLeavingScoregroupPairable: HandEvent = {
  teams: 6,
  rounds: [
    {
      matches: [
        [1, 5, 1],
        [2, 6, 1],
        [3, 4, 1],
      ],
    },
  ],
  accelerations: [virtual(4, 1, 1, 2), virtual(2, 2, 4, 2)],
};

/**
 * [C7], six teams before round 2: round 1 was paired with 2 virtual points for team 2 (the acceleration given),
 * so 2 and 5 floated. After it 1 has 2, 2 3 4 5 have 1, 6 has 0.
 */
export const upfloaterThatFloated: HandEvent = {
  teams: 6,
  rounds: [
    {
      matches: [
        [1, 6, 2],
        [2, 5, 1],
        [3, 4, 1],
      ],
    },
  ],
  accelerations: [virtual(2, 2, 2)],
};

/** [C8], eight teams before round 3: 1 to 4 won both rounds, 1 and 3 with black twice, 2 and 4 with white twice. */
export const sweep: HandEvent = {
  teams: 8,
  rounds: [
    {
      matches: [
        [5, 1, 0],
        [2, 6, 2],
        [7, 3, 0],
        [4, 8, 2],
      ],
    },
    {
      matches: [
        [8, 1, 0],
        [2, 7, 2],
        [5, 3, 0],
        [4, 6, 2],
      ],
    },
  ],
  accelerations: [],
};

/**
 * [C9], eight teams before round 3: 1 to 4 won both rounds, 1 and 3 with black twice, 2 and 4 with white then
 * black. Under type B 1 and 3 strongly want white, 2 and 4 mildly too.
 */
export const sweepForTypeB: HandEvent = {
  teams: 8,
  rounds: [
    sweep.rounds[0],
    {
      matches: [
        [8, 1, 0],
        [7, 2, 0],
        [6, 3, 0],
        [5, 4, 0],
      ],
    },
  ],
  accelerations: [],
};
