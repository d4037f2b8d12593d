// Burstein pairings worked out by hand from the articles of C.04.4.2, one
// situation per article; each test says which article it checks.

import { describe, expect, it } from 'vitest';
import { blankPlayer, blankTournament, type Colour, type ResultCode, type RoundEntry, type Tournament } from '../../model.js';
import { pairDutch } from '../dutch/index.js';
import { NoValidPairingError } from '../dutch/pairing.js';
import { pairingAllocatedBye } from './bye.js';
import { bursteinColour } from './colours.js';
import { pairBurstein } from './index.js';
import { checkBursteinPairing } from './oracle.js';
import { mayMeet } from '../pairing-allocated-bye.js';
import { bursteinRound, seedingRounds, type BursteinPlayer } from './state.js';

/** Players 1..n rated 2400, 2300, … in start-number order. */
function open(n: number, totalRounds: number, initialColour: Colour = 'w'): Tournament {
  const players = Array.from({ length: n }, (_, i) => blankPlayer(i + 1, { name: `P${i + 1}`, rating: 2400 - 100 * i }));
  return blankTournament({ name: 'Burstein', totalRounds, initialColour, players });
}

const opposite: Record<string, ResultCode> = { '1': '0', '0': '1', '=': '=', '+': '-', '-': '+' };

/** Writes one game of round `round` (from 1) into both players' histories. */
function game(t: Tournament, round: number, white: number, black: number, result: '1' | '0' | '=' | '+' | '-'): void {
  const entry = (opponent: number, colour: Colour, r: ResultCode): RoundEntry => ({ opponent, colour, result: r });
  t.players[white - 1].rounds[round - 1] = entry(black, 'w', result);
  t.players[black - 1].rounds[round - 1] = entry(white, 'b', opposite[result]);
}

function entryOf(t: Tournament, round: number, n: number, e: RoundEntry): void {
  t.players[n - 1].rounds[round - 1] = e;
}

const player = (t: Tournament, n: number) => bursteinRound(t).players.get(n) as BursteinPlayer;

/** The pairing passes the oracle written from the same articles. */
function agreed(t: Tournament): string[] {
  const pairing = pairBurstein(t);
  expect(checkBursteinPairing(t, pairing)).toEqual([]);
  return pairing.pairs.map((b) => `${b.white}-${b.black}`);
}

describe('Burstein definitions (C.04.4.2 art. 1)', () => {
  it('art. 1.6.2: half the rounds rounded down, at most four, are seeding rounds', () => {
    expect([3, 5, 7, 8, 9, 11].map(seedingRounds)).toEqual([1, 2, 3, 4, 4, 4]);
  });

  it('art. 1.6.1: a seeding round is paired by the Dutch system', () => {
    const t = open(7, 9);
    game(t, 1, 1, 5, '1');
    game(t, 1, 6, 2, '=');
    game(t, 1, 3, 7, '0');
    entryOf(t, 1, 4, { opponent: null, colour: null, result: 'U' });
    const burstein = pairBurstein(t);
    expect(burstein.seeding).toBe(true);
    const dutch = pairDutch(t);
    expect([burstein.pairs, burstein.bye]).toEqual([dutch.pairs, dutch.bye]);
  });

  it('art. 1.5.4: a player who has not played has no colour preference', () => {
    expect(player(open(2, 3), 1).preference).toBeNull();
  });

  it('art. 1.7.1-1.7.2: Buchholz and Sonneborn-Berger from current scores; a withdrawn opponent’s zero-point byes count as draws; an own unplayed round meets the player’s own score (C.07 art. 16.4)', () => {
    const t = open(4, 5);
    game(t, 1, 1, 2, '1');
    game(t, 1, 3, 4, '+');
    game(t, 2, 2, 3, '=');
    entryOf(t, 2, 1, { opponent: null, colour: null, result: 'Z' });
    entryOf(t, 2, 4, { opponent: null, colour: null, result: 'Z' });
    // Scores: 1 → 1, 2 → 0.5, 3 → 1.5, 4 → 0; for its opponents 1 counts 1.5 (its Z of round 2 as a draw).
    // 1: round 1 against 2 (0.5), round 2 unplayed against its own 1 → BH 1.5; SB 1·0.5 + 0·1 = 0.5.
    expect([player(t, 1).buchholz, player(t, 1).sonnebornBerger]).toEqual([15, 50]);
    // 2: against 1 (1.5) and 3 (1.5) → BH 3; SB 0·1.5 + 0.5·1.5 = 0.75.
    expect([player(t, 2).buchholz, player(t, 2).sonnebornBerger]).toEqual([30, 75]);
    // 3: round 1 a forfeit win, unplayed, against its own 1.5; round 2 against 2 (0.5) → BH 2; SB 1·1.5 + 0.5·0.5 = 1.75.
    expect([player(t, 3).buchholz, player(t, 3).sonnebornBerger]).toEqual([20, 175]);
  });

  it('art. 2.1.3 [C3]: two players with the same absolute colour preference do not meet, even when nothing else is left', () => {
    const t = open(4, 5);
    game(t, 1, 1, 3, '1');
    game(t, 1, 2, 4, '1');
    game(t, 2, 1, 4, '1');
    game(t, 2, 2, 3, '1');
    const [a, b] = [player(t, 1), player(t, 2)];
    expect([a.preference, a.strength, b.preference, b.strength]).toEqual(['b', 'absolute', 'b', 'absolute']);
    expect(mayMeet(bursteinRound(t), a, b)).toBe(false);
    expect(() => pairBurstein(t)).toThrow(NoValidPairingError);
  });
});

describe('Burstein brackets (art. 3.2 and 4)', () => {
  it('art. 4.3: in a bracket of equal index, number 1 meets the lowest ranked, number 2 the next', () => {
    const t = open(4, 3);
    game(t, 1, 1, 2, '=');
    game(t, 1, 3, 4, '=');
    // Everybody on 0.5 with Buchholz 0.5: bracket order 1, 2, 3, 4; 1-4 and 2-3, colours by 5.2.2.
    expect(agreed(t)).toEqual(['4-1', '2-3']);
  });

  it('art. 1.8 the bracket ranked by index, not pairing number; [C8] the colour preferences before the order of art. 4.3', () => {
    const t = open(6, 3);
    game(t, 1, 1, 4, '1');
    game(t, 1, 5, 2, '0');
    game(t, 1, 3, 6, '+');
    // Scoregroup 1: 3 (its forfeit win meets its own 1: Buchholz 1) ranks above 1 and 2 (Buchholz 0).
    // 3 (BSN 1) takes 2 (BSN 3) and 1 floats. Below, ranked 4, 5, 1, 6: 4-6 and 5-1 would leave 5 and 1
    // both wanting black, so [C8] takes 4-5 and 1-6 (4-1 is a rematch).
    expect(agreed(t)).toEqual(['2-3', '6-1', '4-5']);
    expect(pairBurstein(t).brackets.map((b) => b.outgoing)).toEqual([[1], []]);
  });

  it('[C5]-[C6]: the incoming floater is paired and a resident floats; [C8] then art. 4.3 choose which', () => {
    const t = open(6, 3);
    game(t, 1, 1, 4, '1');
    game(t, 1, 2, 5, '=');
    game(t, 1, 3, 6, '=');
    // 1 floats into 0.5 (ranked 2, 3, 5, 6, 1). One player must float on; by [C6] not 1. Pairs without a
    // colour conflict ([C8]): 1 with 5 or 6, and 2 or 3 with the other; art. 4.3 gives 2 (BSN 1) the lowest
    // ranked it can take, 6, so 1-5 and 3 floats to meet 4.
    expect(agreed(t)).toEqual(['5-1', '6-2', '4-3']);
    expect(pairBurstein(t).brackets.map((b) => b.outgoing)).toEqual([[1], [3], []]);
  });

  it('[C7]: the floater chosen so that the next bracket pairs as well as it can', () => {
    const t = open(8, 3);
    game(t, 1, 1, 5, '1');
    game(t, 1, 2, 6, '1');
    game(t, 1, 3, 7, '1');
    game(t, 1, 4, 8, '=');
    t.forbiddenPairs = [
      [2, 4],
      [2, 8],
    ];
    // Bracket 1, 2, 3: art. 4.3 alone would pair 1-3 and float 2, who could meet nobody of 4 and 8 (they
    // met each other): two more floaters than needed. [C7] floats 3 instead; 1-2 pair. Then 3 with 8
    // rather than 4 ([C8]: 4 and 3 both want black), and 4 floats on to 5, 6, 7.
    expect(agreed(t)).toEqual(['2-1', '8-3', '5-4', '6-7']);
  });
});

describe('Burstein pairing-allocated bye (art. 3.1)', () => {
  it('art. 3.1.3-3.1.5: lowest score, then most games, then the lowest ranking by index, not by pairing number', () => {
    const t = open(7, 3);
    game(t, 1, 1, 5, '1');
    game(t, 1, 2, 6, '1');
    game(t, 1, 3, 7, '=');
    entryOf(t, 1, 4, { opponent: null, colour: null, result: 'U' });
    const round = bursteinRound(t);
    const players = round.toPair.map((n) => round.players.get(n) as BursteinPlayer);
    // 5 and 6 have no points and one game each; with equal indices the larger pairing number, 6, is lowest.
    expect(pairingAllocatedBye(round, players)?.startNumber).toBe(6);
    // With a higher Buchholz 6 ranks above 5, so 5 is the lowest ranked.
    (round.players.get(6) as BursteinPlayer).buchholz += 10;
    expect(pairingAllocatedBye(round, players)?.startNumber).toBe(5);
  });

  it('art. 3.1.1 [C2]: a player who had the pairing-allocated bye does not get it again, though due by 3.1.3-3.1.5', () => {
    const t = open(3, 3);
    t.pointSystem.pairingAllocatedBye = 0;
    game(t, 1, 1, 2, '+');
    entryOf(t, 1, 3, { opponent: null, colour: null, result: 'U' });
    // 2 and 3 have no points and no games, and equal indices: 3 ranks lowest but had the bye; 1 won by
    // forfeit. So 2 gets it and 1-3 meet.
    const pairing = pairBurstein(t);
    expect(pairing.bye).toBe(2);
    expect(checkBursteinPairing(t, pairing)).toEqual([]);
  });
});

describe('Burstein colours (art. 5.2)', () => {
  it('5.2.1: neither has played: the higher ranked player’s odd pairing number gives the initial colour', () => {
    const t = open(4, 3, 'b');
    game(t, 1, 1, 2, '=');
    for (const n of [3, 4]) entryOf(t, 1, n, { opponent: null, colour: null, result: 'H' });
    const round = bursteinRound(t);
    const [p3, p4] = [round.players.get(3) as BursteinPlayer, round.players.get(4) as BursteinPlayer];
    // Equal scores: 3 ranks higher by its smaller pairing number, which is odd, so 3 gets black, the initial colour.
    expect(bursteinColour(p4, p3, 'b')).toEqual({ colour: 'w', rule: '5.2.1' });
    expect(bursteinColour(p3, p4, 'b')).toEqual({ colour: 'b', rule: '5.2.1' });
  });

  it('5.2.2 both preferences when they differ; 5.2.3 else the stronger one', () => {
    const t = open(4, 5);
    game(t, 1, 1, 2, '=');
    game(t, 1, 3, 4, '=');
    game(t, 2, 1, 3, '=');
    game(t, 2, 4, 2, '=');
    // 1: w, w → absolute for black; 3: w, b → mild for white; 4: b, w → mild for black.
    const round = bursteinRound(t);
    const p = (n: number) => round.players.get(n) as BursteinPlayer;
    expect(bursteinColour(p(4), p(1), 'w')).toEqual({ colour: 'w', rule: '5.2.3' });
    expect(bursteinColour(p(3), p(4), 'w')).toEqual({ colour: 'w', rule: '5.2.2' });
  });
});

describe('Burstein colours when the preferences tie (art. 5.2.4-5.2.5)', () => {
  /** A player of a one-round tournament given the colours of earlier games and a mild preference for white. */
  function withColours(n: number, colours: Colour[]): BursteinPlayer {
    const t = open(4, 3);
    game(t, 1, 1, 2, '=');
    game(t, 1, 3, 4, '=');
    const base = player(t, n);
    const history = colours.map((colour): RoundEntry => ({ opponent: 9, colour, result: '=' }));
    return { ...base, preference: 'w', strength: 'mild', playedGames: colours.length, state: { ...base.state, history } };
  }

  it('5.2.4: alternate from the latest round in which one had white and the other black', () => {
    // Both mild for white; going back, b = b, w = w, then 1 had black and 2 white: 1 gets white now.
    const a = withColours(1, ['w', 'b', 'w', 'b']);
    const b = withColours(2, ['b', 'w', 'w', 'b']);
    expect(bursteinColour(a, b, 'w')).toEqual({ colour: 'w', rule: '5.2.4' });
    expect(bursteinColour(b, a, 'w')).toEqual({ colour: 'b', rule: '5.2.4' });
  });

  it('5.2.5: with the same colours throughout, the player ranked higher by art. 1.8 gets the preference', () => {
    const a = withColours(1, ['b', 'w', 'b']);
    const b = { ...withColours(2, ['b', 'w', 'b']), buchholz: 99 };
    // 2's higher Buchholz ranks it above 1, whatever the pairing numbers.
    expect(bursteinColour(a, b, 'w')).toEqual({ colour: 'b', rule: '5.2.5' });
  });
});

describe('the Burstein oracle', () => {
  it('names the article a wrong pairing breaks', () => {
    const t = open(4, 3);
    game(t, 1, 1, 2, '=');
    game(t, 1, 3, 4, '=');
    const broken = (pairs: [number, number][], bye: number | null = null) =>
      checkBursteinPairing(t, { pairs: pairs.map(([white, black]) => ({ white, black })), bye }).map((v) => v.article);
    expect(
      broken([
        [1, 2],
        [3, 4],
      ]),
    ).toContain('art. 2.1.1 [C1]');
    expect(
      broken([
        [1, 4],
        [2, 3],
      ]),
    ).toEqual(['art. 5.2.2']);
    // 3 and 1 both want black, 2 and 4 both white.
    expect(
      broken([
        [3, 1],
        [2, 4],
      ]),
    ).toEqual(['art. 2.3.4 [C8]']);
  });

  it('names art. 4.3 when a pairing as good by [C5]-[C8] comes later in the order', () => {
    const t = open(6, 3);
    game(t, 1, 1, 4, '1');
    game(t, 1, 2, 5, '=');
    game(t, 1, 3, 6, '=');
    // As in the [C5]-[C6] case, but 2 (BSN 1 of the bracket on 0.5) floats instead of taking 6 (BSN 4).
    const pairing = {
      pairs: [
        { white: 6, black: 1 },
        { white: 5, black: 3 },
        { white: 4, black: 2 },
      ],
      bye: null,
    };
    expect(checkBursteinPairing(t, pairing).map((v) => v.article)).toEqual(['art. 4.3']);
  });
});
