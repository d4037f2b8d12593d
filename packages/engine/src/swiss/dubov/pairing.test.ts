// Dubov pairings worked out by hand from the articles of C.04.4.1, one
// situation per article; each test says which article it checks.

import { describe, expect, it } from 'vitest';
import { blankPlayer, blankTournament, type Colour, type ResultCode, type RoundEntry, type Tournament } from '../../model.js';
import { NoValidPairingError } from '../dutch/pairing.js';
import { dubovColour } from './colours.js';
import { middleOutwards } from './bracket.js';
import { pairDubov } from './index.js';
import { checkDubovPairing } from './oracle.js';
import { averageRatingOfOpponents, dubovRound, type DubovPlayer } from './state.js';

/** Players 1..n rated 2400, 2300, … in start-number order. */
function open(n: number, totalRounds: number, initialColour: Colour = 'w'): Tournament {
  const players = Array.from({ length: n }, (_, i) => blankPlayer(i + 1, { name: `P${i + 1}`, rating: 2400 - 100 * i }));
  return blankTournament({ name: 'Dubov', totalRounds, initialColour, players });
}

const opposite: Record<string, ResultCode> = { '1': '0', '0': '1', '=': '=' };

/** Writes one game of round `round` (from 1) into both players' histories. */
function game(t: Tournament, round: number, white: number, black: number, result: '1' | '0' | '='): void {
  const entry = (opponent: number, colour: Colour, r: ResultCode): RoundEntry => ({ opponent, colour, result: r });
  t.players[white - 1].rounds[round - 1] = entry(black, 'w', result);
  t.players[black - 1].rounds[round - 1] = entry(white, 'b', opposite[result]);
}

function entryOf(t: Tournament, round: number, n: number, e: RoundEntry): void {
  t.players[n - 1].rounds[round - 1] = e;
}

const boards = (t: Tournament) => pairDubov(t).pairs.map((b) => `${b.white}-${b.black}`);

describe('Dubov definitions (C.04.4.1 art. 1)', () => {
  it('art. 1.7.1: ARO is the mean of the opponents met, rounded half up; art. 1.7.3: zero before the first game', () => {
    expect(averageRatingOfOpponents([1500, 1501])).toBe(1501);
    expect(averageRatingOfOpponents([1500, 1500, 1501])).toBe(1500);
    expect(averageRatingOfOpponents([1500, 1502])).toBe(1501);
    expect(averageRatingOfOpponents([])).toBe(0);
  });

  it('art. 1.8.2: MaxT is 2 + Rnds/5 rounded down', () => {
    expect(dubovRound(open(4, 4)).maxT).toBe(2);
    expect(dubovRound(open(4, 9)).maxT).toBe(3);
    expect(dubovRound(open(4, 10)).maxT).toBe(4);
  });

  it('art. 1.6.4: a player who has not played has a mild preference for black', () => {
    const p = dubovRound(open(2, 3)).players.get(1) as DubovPlayer;
    expect([p.preference, p.strength]).toEqual(['b', 'mild']);
  });

  it('art. 4.3.3: sequence numbers from the middle outwards, the higher of two middle players first', () => {
    expect(middleOutwards([...'ABCDEFG']).join('')).toBe('DCEBFAG');
    expect(middleOutwards([...'ABCDEF']).join('')).toBe('CDBEAF');
  });
});

describe('Dubov round 1', () => {
  it('art. 3.1.5 bye to the largest pairing number; art. 3.2.3 G1 is the first half; art. 5.2.1 colours by the higher player’s number', () => {
    const t = open(7, 5);
    expect(boards(t)).toEqual(['1-4', '5-2', '3-6']);
    expect(pairDubov(t).bye).toBe(7);
  });

  it('art. 5.2.1: with black as the initial colour, odd pairing numbers get black', () => {
    expect(boards(open(6, 5, 'b'))).toEqual(['4-1', '2-5', '6-3']);
  });
});

describe('Dubov pairing-allocated bye (art. 3.1)', () => {
  it('art. 3.1.3-3.1.5: of the lowest score, the player with most games, then the largest pairing number', () => {
    const t = open(5, 5);
    game(t, 1, 1, 3, '1');
    game(t, 1, 4, 2, '0');
    entryOf(t, 1, 5, { opponent: null, colour: null, result: 'Z' });
    // 3, 4 and 5 have no points; 5 has played no game, so 4 (larger number than 3) gets the bye.
    expect(pairDubov(t).bye).toBe(4);
  });

  it('art. 3.1.1 and 3.1.2: not to a player who had it, nor to one whose absence leaves the others unpairable', () => {
    const t = open(3, 3);
    game(t, 1, 1, 2, '0');
    entryOf(t, 1, 3, { opponent: null, colour: null, result: 'U' });
    t.forbiddenPairs = [[2, 3]];
    // 1 has the lowest score, but without 1 the forbidden pair 2-3 would have to play; 3 had the bye already.
    const p = pairDubov(t);
    expect(p.bye).toBe(2);
    expect(p.pairs).toEqual([{ white: 3, black: 1 }]);
  });
});

describe('Dubov brackets (art. 3.2)', () => {
  /** Round 1 as Dubov pairs 8 players: 1-5, 6-2, 3-7, 8-4. */
  function eightAfterRoundOne(results: ['1' | '0' | '=', '1' | '0' | '=', '1' | '0' | '=', '1' | '0' | '=']): Tournament {
    const t = open(8, 5);
    game(t, 1, 1, 5, results[0]);
    game(t, 1, 6, 2, results[1]);
    game(t, 1, 3, 7, results[2]);
    game(t, 1, 8, 4, results[3]);
    return t;
  }

  it('art. 3.2.3 G1 the white seekers; art. 3.2.5 S1 by ascending ARO; art. 3.2.6 the first transposition of G2', () => {
    // All drawn: white seekers 2, 4, 5, 7 with AROs 1900 (met 6), 1700 (8), 2400 (1), 2200 (3); S1 = 4, 2, 7, 5
    // against G2 = 1, 3, 6, 8 in pairing-number order.
    const t = eightAfterRoundOne(['=', '=', '=', '=']);
    expect(boards(t)).toEqual(['4-1', '2-3', '5-8', '7-6']);
  });

  it('art. 3.2.6: a pair the first transposition would make is forbidden, so the next transposition is taken', () => {
    const t = eightAfterRoundOne(['=', '=', '=', '=']);
    t.forbiddenPairs = [[4, 1]];
    // 4 takes 3, the first G2 player after 1 with which the rest still pairs; 2 then takes 1.
    expect(boards(t)).toEqual(['2-1', '4-3', '5-8', '7-6']);
  });

  it('art. 3.2.4.2: unequal subgroups are equalised with the first shifters in the order of art. 4.3', () => {
    // The winners 1, 3, 6, 8 all had white: G1 is empty, G2 = 1, 3, 6, 8 whose sequence numbers (art. 4.3.3) put
    // 3 and 6 first, so they move to G1. Below, 2, 4, 5, 7 all seek white; by ARO they are 4, 2, 7, 5, and 2 and 7
    // move to G2.
    const t = eightAfterRoundOne(['1', '1', '1', '1']);
    const p = pairDubov(t);
    expect(p.brackets.map((b) => b.shifted)).toEqual([
      [3, 6],
      [2, 7],
    ]);
    // 3-1 and 6-8: the same preference and the same strength, no round with different colours (5.2.4), so the higher
    // ranked player's preference decides (5.2.5).
    expect(boards(t)).toEqual(['3-1', '8-6', '2-4', '5-7']);
  });

  it('art. 3.2.1-3.2.2: an odd scoregroup takes one upfloater, the first in the order of art. 4.2', () => {
    const t = open(6, 5);
    game(t, 1, 1, 4, '1');
    game(t, 1, 5, 2, '1');
    game(t, 1, 3, 6, '1');
    // 1, 3 and 5 have a point; 2, 4 and 6 none and any of them can meet two of the three: 2 comes first.
    const p = pairDubov(t);
    expect(p.brackets[0]).toMatchObject({ residents: [1, 3, 5], upfloaters: [2] });
    // G1 = {2} takes 3 (art. 4.3.3, middle of 1, 3, 5); S1 = 3 (ARO 1900), 2 (ARO 2000); 3-1 would leave 2-5, a
    // rematch, so 3 meets 5 and 2 meets 1.
    expect(boards(t)).toEqual(['5-3', '2-1', '4-6']);
  });

  it('art. 3.2.4.1: players of the smaller subgroup who must meet each other are shifted first', () => {
    const t = open(4, 5);
    game(t, 1, 1, 3, '=');
    game(t, 1, 4, 2, '=');
    game(t, 2, 4, 1, '=');
    game(t, 2, 3, 2, '=');
    // G1 = 1 (mild) and 2 (absolute), both seeking white, can only meet each other, so one of them moves to G2: 1,
    // the first by ARO (equal) and pairing number. G2 = 3, 4, 1 is then equalised with 3 (4.3.3 on 3, 4).
    const p = pairDubov(t);
    expect(p.brackets[0].shifted).toEqual([1, 3]);
    // 2-1 and 3-4: the same colour wanted, the stronger (absolute) preference granted (art. 5.2.3).
    expect(boards(t)).toEqual(['2-1', '3-4']);
  });

  it('[C10] art. 2.3.6: an upfloater who upfloated in the previous round is avoided before the order of art. 4.2', () => {
    const t = open(6, 8);
    game(t, 1, 1, 4, '0');
    game(t, 1, 5, 2, '1');
    game(t, 1, 3, 6, '=');
    game(t, 2, 6, 1, '0');
    game(t, 2, 2, 3, '=');
    game(t, 2, 4, 5, '0');
    // 5 leads alone with 2 points and has met 4; of 1 and 3 (1 point each), 1 comes first by number but upfloated in
    // round 2 (0 against 0.5). Everything else is equal: the same colour wanted, both leave the rest pairable.
    const p = pairDubov(t);
    expect(p.brackets[0]).toMatchObject({ residents: [5], upfloaters: [3] });
    expect(boards(t)).toEqual(['5-3', '1-2', '6-4']);
  });

  it('[C3] art. 2.1.3: two players with the same absolute preference never meet, even topscorers in the last round', () => {
    const t = open(4, 3);
    game(t, 1, 1, 3, '1');
    game(t, 1, 2, 4, '1');
    game(t, 2, 1, 4, '1');
    game(t, 2, 2, 3, '1');
    // 1 and 2 both need black, 3 and 4 both need white, and every other pair has met.
    expect(() => pairDubov(t)).toThrow(NoValidPairingError);
  });
});

describe('Dubov colours (art. 5.2)', () => {
  function played(n: number, score: number, colours: Colour[]): DubovPlayer {
    const t = open(1, 9);
    t.players[0].rounds = colours.map((colour) => ({ opponent: 99, colour, result: '=' }));
    const s = dubovRound(t).players.get(1) as DubovPlayer;
    return { ...s, startNumber: n, tpn: n, score };
  }

  it('art. 5.2.2: both preferences granted', () => {
    expect(dubovColour(played(1, 10, ['w']), played(2, 10, ['b']), 'w')).toEqual({ colour: 'b', rule: '5.2.2' });
  });

  it('art. 5.2.3: the stronger preference granted', () => {
    // 1 has a mild preference for white (level, last black), 2 a strong one.
    expect(dubovColour(played(1, 10, ['w', 'b']), played(2, 10, ['b']), 'w')).toEqual({ colour: 'b', rule: '5.2.3' });
  });

  it('art. 5.2.4: colours alternate from the latest round in which they differed', () => {
    expect(dubovColour(played(1, 10, ['b', 'w', 'w', 'b']), played(2, 10, ['w', 'b', 'w', 'b']), 'w')).toEqual({ colour: 'b', rule: '5.2.4' });
  });

  it('art. 5.2.5: otherwise the higher ranked player’s preference', () => {
    expect(dubovColour(played(2, 10, ['w', 'b']), played(1, 5, ['w', 'b']), 'w')).toEqual({ colour: 'w', rule: '5.2.5' });
  });
});

describe('the Dubov oracle', () => {
  it('names the article a changed pairing breaks', () => {
    const t = open(8, 5);
    game(t, 1, 1, 5, '=');
    game(t, 1, 6, 2, '=');
    game(t, 1, 3, 7, '=');
    game(t, 1, 8, 4, '=');
    const p = pairDubov(t);
    expect(checkDubovPairing(t, p)).toEqual([]);
    const flipped = { ...p, pairs: [{ white: 1, black: 4 }, ...p.pairs.slice(1)] };
    expect(checkDubovPairing(t, flipped).map((v) => v.article)).toContain('C.04.4.1 art. 5.2.2');
    const rematch = { ...p, pairs: [{ white: 5, black: 1 }, { white: 4, black: 8 }, ...p.pairs.filter((b) => b.white !== 4 && b.white !== 5)] };
    expect(checkDubovPairing(t, rematch).map((v) => v.article)).toContain('C.04.4.1 art. 2.1.1 [C1]');
    const otherTransposition = { ...p, pairs: [{ white: 4, black: 3 }, { white: 2, black: 1 }, ...p.pairs.filter((b) => b.white !== 4 && b.white !== 2)] };
    expect(checkDubovPairing(t, otherTransposition).map((v) => v.article)).toEqual(['C.04.4.1 art. 3.2.3-3.2.6']);
  });
});
