// Round 1 of opens larger than any reference file, checked against C.04.3 itself (the rule's own answer for a round
// without history) and against the absolute criteria; and the checks themselves catch a wrong pairing.

import { describe, expect, it } from 'vitest';
import { pairDutch } from './index.js';
import { absoluteCriteriaBroken, firstRoundDeparture } from './test-support/absolute-criteria.js';
import { generatedOpen, playRound, seededRandom } from './generated-open.js';

describe('round 1 of a generated open is the one the rules prescribe', () => {
  for (const players of [5000, 4999]) {
    it(`${players} players`, () => {
      const t = generatedOpen(players, 9, 2026);
      const pairing = pairDutch(t);
      expect(firstRoundDeparture(t, pairing)).toEqual([]);
      expect(absoluteCriteriaBroken(t, 1, pairing)).toEqual([]);
      expect(pairing.pairs).toHaveLength(Math.floor(players / 2));
    });
  }

  it('with black for the top seed, the colours turn over', () => {
    const t = generatedOpen(10, 9, 7);
    t.initialColour = 'b';
    const pairing = pairDutch(t);
    expect(firstRoundDeparture(t, pairing)).toEqual([]);
    expect(pairing.pairs[0]).toEqual({ white: 6, black: 1 });
  });
});

describe('the checks catch what is wrong', () => {
  it('a swapped colour, a moved bye and a pair out of order', () => {
    const t = generatedOpen(7, 9, 1);
    const right = pairDutch(t);
    expect(firstRoundDeparture(t, right)).toEqual([]);
    const swapped = { ...right, pairs: right.pairs.map((p, i) => (i === 0 ? { white: p.black, black: p.white } : p)) };
    expect(firstRoundDeparture(t, swapped)).toHaveLength(1);
    const movedBye = {
      pairs: [
        { white: 1, black: 4 },
        { white: 5, black: 2 },
        { white: 3, black: 7 },
      ],
      bye: 6,
    };
    expect(firstRoundDeparture(t, movedBye).join(' | ')).toMatch(/bye to 6, the rules give it to 7/);
  });

  it('a rematch, a second bye and a third black in a row', () => {
    const t = generatedOpen(4, 9, 3);
    const random = seededRandom(3);
    playRound(
      t,
      {
        pairs: [
          { white: 1, black: 3 },
          { white: 2, black: 4 },
        ],
        bye: null,
      },
      random,
    );
    playRound(
      t,
      {
        pairs: [
          { white: 4, black: 1 },
          { white: 3, black: 2 },
        ],
        bye: null,
      },
      random,
    );
    // Player 1 had white then black; player 2 had white then black; a rematch 1–3 and 2 with black again.
    expect(
      absoluteCriteriaBroken(t, 3, {
        pairs: [
          { white: 3, black: 1 },
          { white: 4, black: 2 },
        ],
        bye: null,
      }),
    ).toContain('rematch 3-1');
    t.players[0].rounds.push({ opponent: null, colour: null, result: 'U' });
    expect(absoluteCriteriaBroken(t, 4, { pairs: [{ white: 2, black: 3 }], bye: 1 })).toEqual(expect.arrayContaining(['second bye for 1']));
    const u = generatedOpen(4, 9, 3);
    playRound(
      u,
      {
        pairs: [
          { white: 1, black: 2 },
          { white: 3, black: 4 },
        ],
        bye: null,
      },
      random,
    );
    playRound(
      u,
      {
        pairs: [
          { white: 4, black: 2 },
          { white: 1, black: 3 },
        ],
        bye: null,
      },
      random,
    );
    expect(
      absoluteCriteriaBroken(u, 3, {
        pairs: [
          { white: 3, black: 2 },
          { white: 4, black: 1 },
        ],
        bye: null,
      }),
    ).toContain('colour rule broken for 2');
  });
});
