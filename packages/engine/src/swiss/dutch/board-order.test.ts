import { describe, expect, it } from 'vitest';
import { tournament } from '../../test-support/tournament.js';
import { swissRound } from '../player-pairing-state.js';
import { boardOrder } from './colours.js';
import { orderBoards } from './index.js';

/** Round 1 played: 1, 2, 3 and 8 won; 4, 5, 6 and 7 lost. Round 2 is to be paired. */
const afterRoundOne = (accelerated: boolean) =>
  tournament(
    [
      { rounds: ['5w1'] },
      { rounds: ['6w1'] },
      { rounds: ['7w1'] },
      { rounds: ['8w0'] },
      { rounds: ['1b0'] },
      { rounds: ['2b0'] },
      { rounds: ['3b0'] },
      { rounds: ['4b1'] },
    ],
    // Players 1 to 4 (the top group) carry one virtual point in round 2.
    accelerated ? { accelerations: [1, 2, 3, 4].map((startNumber) => ({ startNumber, points: [1, 1] })) } : {},
  );

const boards = [
  { white: 4, black: 5 },
  { white: 8, black: 6 },
  { white: 7, black: 1 },
  { white: 2, black: 3 },
];
const ordered = (accelerated: boolean) => boardOrder(boards, swissRound(afterRoundOne(accelerated)).players).map((b) => `${b.white}-${b.black}`);

describe('Board order (C.04.2 / C.04.3): the higher player’s score, then the sum of scores, then the higher player’s pairing number, acceleration counted', () => {
  it('puts 1 v 1 before 1 v 0, two 1 v 0 boards by the higher player’s pairing number, and 0 v 0 last', () => {
    expect(ordered(false)).toEqual(['2-3', '7-1', '8-6', '4-5']);
  });

  it('counts the virtual points of an accelerated round as the players’ scores', () => {
    // With the virtual point, 4 (1 point) leads board 4-5 as 8 (1 point) leads 8-6, and 4 has the lower pairing number.
    expect(ordered(true)).toEqual(['2-3', '7-1', '4-5', '8-6']);
  });
});

describe('orderBoards: the boards of a round paired partly by hand', () => {
  it('puts a board added last in its place by the same rule, from the scores before the round', () => {
    // Round 2 under way (no result yet), its boards as the arbiter left them: 2-3 (both on 1 point) added by hand last.
    const round2 = ['7b ', '3w ', '2b ', '5w ', '4b ', '8b ', '1w ', '6w '];
    const inRound2 = tournament(['5w1', '6w1', '7w1', '8w0', '1b0', '2b0', '3b0', '4b1'].map((first, i) => ({ rounds: [first, round2[i]] })));
    const byHand = [...boards.filter((b) => b.white !== 2), { white: 2, black: 3 }];
    expect(orderBoards(inRound2, 2, byHand).map((b) => `${b.white}-${b.black}`)).toEqual(['2-3', '7-1', '8-6', '4-5']);
  });
});
