import { describe, expect, it } from 'vitest';
import type { Tournament } from '../../model.js';
import { tournament as recorded } from '../../test-support/tournament.js';
import { english } from '../../test-support/english.js';
import { byeSentence, byeSkipSentence, colourSentence, floaterSentence, upfloatSentence } from './explanation-words.js';
import { pairDutch } from './index.js';

/** Rounds written as `3w1` (opponent, colour, result) or `-U` (the PAB); ratings from 2400 down, so start number = rank. */
function tournament(records: string[][], extra: Partial<Tournament> = {}): Tournament {
  return recorded(
    records.map((rounds, i) => ({ rating: 2400 - i * 10, rounds })),
    { totalRounds: 9, initialColour: 'w', ...extra },
  );
}

const none = { colour: null, strength: null, colourDifference: 0 };

describe('Why this pairing: the explanation of a Dutch pairing', () => {
  it('round 1: one bracket, colours by the pairing numbers (5.2.5), the bye to the last player with nobody below', () => {
    const { pairs, bye, explanation } = pairDutch(tournament([[], [], [], [], []]));
    expect(pairs).toEqual([
      { white: 1, black: 3 },
      { white: 4, black: 2 },
    ]);
    expect(bye).toBe(5);
    expect(explanation.round).toBe(1);
    expect(explanation.brackets).toEqual([
      {
        score: 0,
        movedDown: [],
        residents: [1, 2, 3, 4, 5],
        pairs: [
          { higher: 1, lower: 3 },
          { higher: 2, lower: 4 },
        ],
        floaters: [],
      },
    ]);
    expect(explanation.boards).toEqual([
      { white: 1, black: 3, rule: '5.2.5', higher: 1, whitePreference: none, blackPreference: none },
      { white: 4, black: 2, rule: '5.2.5', higher: 2, whitePreference: none, blackPreference: none },
    ]);
    expect(explanation.bye).toEqual({ startNumber: 5, score: 0, playedGames: 0, below: [] });
  });

  it('round 2: two homogeneous brackets, equal preferences with the same history go to the higher ranked player (5.2.4)', () => {
    const t = tournament([['3w1'], ['4b0'], ['1b0'], ['2w1']]);
    const { explanation } = pairDutch(t);
    expect(explanation.brackets.map((b) => ({ score: b.score, residents: b.residents, pairs: b.pairs, floaters: b.floaters }))).toEqual([
      { score: 10, residents: [1, 4], pairs: [{ higher: 1, lower: 4 }], floaters: [] },
      { score: 0, residents: [2, 3], pairs: [{ higher: 2, lower: 3 }], floaters: [] },
    ]);
    const strongBlack = { colour: 'b', strength: 'strong', colourDifference: 1 };
    const strongWhite = { colour: 'w', strength: 'strong', colourDifference: -1 };
    expect(explanation.boards).toEqual([
      { white: 4, black: 1, rule: '5.2.4', higher: 1, whitePreference: strongBlack, blackPreference: strongBlack },
      { white: 2, black: 3, rule: '5.2.4', higher: 2, whitePreference: strongWhite, blackPreference: strongWhite },
    ]);
    expect(explanation.bye).toBeNull();
  });

  it('a player no one in the bracket may meet (C1) floats down; the floaters are paired first below (art. 3)', () => {
    const t = tournament([['3w1'], ['4b1'], ['1b0'], ['2w0'], ['6w1'], ['5b0']], {
      forbiddenPairs: [
        [1, 2],
        [1, 5],
      ],
    });
    const { explanation } = pairDutch(t);
    const [top, bottom] = explanation.brackets;
    expect(top).toMatchObject({ score: 10, movedDown: [], residents: [1, 2, 5], pairs: [{ higher: 2, lower: 5 }] });
    expect(top.floaters).toEqual([{ startNumber: 1, reason: 'no-compatible-opponent', couldMeet: [] }]);
    expect(bottom).toMatchObject({ score: 0, movedDown: [1], residents: [3, 4, 6], floaters: [] });
    // The moved-down player is paired with a resident, who floats up; never the one it met in round 1.
    const withMdp = bottom.pairs.find((p) => p.higher === 1);
    expect([4, 6]).toContain(withMdp?.lower);
  });

  it('an odd bracket floats one player, named as such; the lower bracket pairs the moved-down player first', () => {
    // Round 1: 1 beat 3, 2 beat 4, 5 had the PAB: 1, 2 and 5 have a point each.
    const t = tournament([['3w1'], ['4b1'], ['1b0'], ['2w0'], ['-U']]);
    const { explanation } = pairDutch(t);
    const [top, bottom] = explanation.brackets;
    expect(top.residents).toEqual([1, 2, 5]);
    expect(top.pairs).toHaveLength(1);
    expect(top.floaters).toHaveLength(1);
    expect(top.floaters[0].reason).toBe('odd-bracket');
    expect(bottom.movedDown).toEqual([top.floaters[0].startNumber]);
    expect(bottom.pairs.some((p) => p.higher === top.floaters[0].startNumber)).toBe(true);
    expect(explanation.bye).not.toBeNull();
  });

  it('whole brackets float when its players have met, colours by both preferences (5.2.1), the bye skips players who had one (C2)', () => {
    // After two rounds 1 and 2 (1½ each) have met; 4 and 5 have had the PAB; 3 is the one player with a point still allowed it.
    const t = tournament([
      ['3w1', '2b='],
      ['4b1', '1w='],
      ['1b0', '5w1'],
      ['2w0', '-U'],
      ['-U', '3b0'],
    ]);
    const { pairs, bye, explanation } = pairDutch(t);
    expect(bye).toBe(3);
    expect(pairs).toEqual([
      { white: 1, black: 4 },
      { white: 5, black: 2 },
    ]);
    expect(explanation.brackets).toEqual([
      {
        score: 15,
        movedDown: [],
        residents: [1, 2],
        pairs: [],
        floaters: [
          { startNumber: 1, reason: 'no-compatible-opponent', couldMeet: [] },
          { startNumber: 2, reason: 'no-compatible-opponent', couldMeet: [] },
        ],
      },
      {
        score: 10,
        movedDown: [1, 2],
        residents: [3, 4, 5],
        pairs: [
          { higher: 1, lower: 4 },
          { higher: 2, lower: 5 },
        ],
        floaters: [],
      },
    ]);
    expect(explanation.boards.map((b) => [b.white, b.black, b.rule])).toEqual([
      [1, 4, '5.2.1'],
      [5, 2, '5.2.1'],
    ]);
    expect(explanation.bye).toEqual({
      startNumber: 3,
      score: 10,
      playedGames: 2,
      below: [
        { startNumber: 4, score: 10, playedGames: 1, reason: 'not-eligible' },
        { startNumber: 5, score: 10, playedGames: 1, reason: 'not-eligible' },
      ],
    });
  });

  it('the stronger preference wins (5.2.2)', () => {
    // 1 had black twice (absolute preference for white); 2 had white then black (mild preference for white).
    const t = tournament([
      ['3b1', '4b1'],
      ['4w1', '3b1'],
      ['1w0', '2w0'],
      ['2b0', '1w0'],
    ]);
    const { explanation } = pairDutch(t);
    const board = explanation.boards.find((b) => b.higher === 1);
    expect(board).toMatchObject({ white: 1, black: 2, rule: '5.2.2' });
    expect(board?.whitePreference).toEqual({ colour: 'w', strength: 'absolute', colourDifference: -2 });
    expect(board?.blackPreference).toEqual({ colour: 'w', strength: 'mild', colourDifference: 0 });
    const names = { player: (n: number) => `P${n}`, points: String, list: (players: string[]) => players.join(', ') };
    expect(english(colourSentence(board as NonNullable<typeof board>, 'w', 1, names))).toBe(
      'P1 is due white (absolute preference, colour difference −2); P2 is due white (mild preference). P1 has the stronger preference and gets white (C.04.3 art. 5.2.2: grant the stronger colour preference (of two absolute ones, the wider colour difference)).',
    );
  });
});

describe('the explanation in words', () => {
  const names = {
    player: (n: number) => `P${n} (${n})`,
    points: (tenths: number) => `${tenths / 10} points`,
    list: (players: string[]) => players.join(' and '),
  };

  it('names the colour rule and its article, and the floater and bye reasons', () => {
    const { explanation } = pairDutch(
      tournament([
        ['3w1', '2b='],
        ['4b1', '1w='],
        ['1b0', '5w1'],
        ['2w0', '-U'],
        ['-U', '3b0'],
      ]),
    );
    const number = (n: number) => explanation.players.find((p) => p.startNumber === n)?.pairingNumber as number;
    const [first] = explanation.boards;
    expect(english(colourSentence(first, 'w', number(first.higher), names))).toBe(
      'P1 (1) is due white (mild preference); P4 (4) is due black (strong preference, colour difference +1). Both preferences are granted (C.04.3 art. 5.2.1: grant both colour preferences).',
    );
    expect(english(floaterSentence(explanation.brackets[0].floaters[0], 2, names))).toMatch(
      /^P1 \(1\) floats down: nobody in the bracket may play them .*C1–C3/,
    );
    const bye = explanation.bye as NonNullable<typeof explanation.bye>;
    expect(english(byeSentence(bye.startNumber, bye.score, names))).toMatch(/^P3 \(3\) \(1 points\) gets the pairing-allocated bye/);
    expect(english(byeSkipSentence(4, 'not-eligible', 3, { player: 1, assignee: 0 }, names))).toMatch(
      /^P4 \(4\) has already had the pairing-allocated bye .*\(C\.04\.3 C2\)\.$/,
    );
  });

  it('rule 5.2.5 names the pairing number, its parity and the colour it gives', () => {
    const { explanation } = pairDutch(tournament([[], [], [], []], { initialColour: 'b' }));
    const [, second] = explanation.boards;
    expect(second.higher).toBe(2);
    expect(english(colourSentence(second, 'b', 2, names))).toBe(
      'Neither has a colour preference. P2 (2), the higher ranked, has pairing number 2 (even) and gets the colour opposite to the initial one, white (C.04.3 art. 5.2.5: the higher ranked player gets the initial colour with an odd pairing number, the other colour with an even one).',
    );
  });

  it('names the opponents a floater could meet, one or several, the upfloat and the unplayed games that passed the bye on', () => {
    const floater = (couldMeet: number[]) => english(floaterSentence({ startNumber: 5, reason: 'opponents-paired', couldMeet }, 6, names));
    expect(floater([2])).toBe(
      'P5 (5) floats down: the player P5 (5) could meet in the bracket (P2 (2)) is needed for another pair, in the pairing that pairs the whole round (C.04.3 C4) with the most pairs in this bracket (C6).',
    );
    expect(floater([2, 3])).toMatch(
      /^P5 \(5\) floats down: the players P5 \(5\) could meet in the bracket \(P2 \(2\) and P3 \(3\)\) are each needed for another pair/,
    );
    expect(english(upfloatSentence(1, 6, 15, names))).toBe(
      'P6 (6) floats up to play P1 (1), moved down with 1.5 points: moved-down players are paired first, each with the highest resident the criteria allow (C.04.3 art. 3).',
    );
    expect(english(byeSkipSentence(4, 'more-unplayed-games', 3, { player: 2, assignee: 0 }, names))).toBe(
      'P4 (4) has as many points but more unplayed games (2 against 0 for P3 (3)): the bye goes to the player with the fewest (C.04.3 C9).',
    );
  });
});
