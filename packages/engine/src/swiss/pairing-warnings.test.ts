import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STANDARD_POINTS, type Tournament } from '../model.js';
import { tournament as recorded } from '../test-support/tournament.js';
import { conformanceDir } from '../trf/test-support/conformance.js';
import { pairingOfRound, readTrf, roundsPlayed } from '../trf/index.js';
import { gameWasPlayed } from './player-pairing-state.js';
import { pairingWarningLevel, pairingWarnings } from './pairing-warnings.js';

/** Rounds written as `3w1` (opponent, colour, result) or `-U`, `-H`, `-F`, `-` (no opponent); ratings from 2400 down. */
function tournament(records: string[][], extra: Partial<Tournament> = {}): Tournament {
  return recorded(
    records.map((rounds, i) => ({ rating: 2400 - i * 10, rounds })),
    { totalRounds: 9, initialColour: 'w', ...extra },
  );
}

describe('pairingWarnings on the conformance tournaments (conformance/dutch)', () => {
  const dir = join(conformanceDir, 'dutch');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.trf'))
    .sort();

  it('has the reference tournaments', () => expect(files).toHaveLength(297));

  it.each(files)('%s: no board of the reference pairing draws a warning, and a game of the round before is a rematch', (file) => {
    const t = readTrf(readFileSync(join(dir, file)));
    for (let round = 1; round <= roundsPlayed(t); round++) {
      const { pairs, bye } = pairingOfRound(t, round);
      for (const board of [...pairs, ...(bye === null ? [] : [{ white: bye, black: null }])]) {
        expect(pairingWarnings(t, round, board), `${file} round ${round} ${board.white}-${board.black}`).toEqual([]);
      }
      if (round === 1) continue;
      const [white, black] = t.players.flatMap((p) => {
        const e = p.rounds[round - 2];
        return gameWasPlayed(e) ? [[p.startNumber, e.opponent as number]] : [];
      })[0];
      const met = { rule: 'rematch', players: [white, black], round: round - 1 };
      expect(pairingWarnings(t, round, { white, black }).filter((w) => w.rule === 'rematch')).toEqual([met]);
    }
  });
});

describe('pairingWarnings', () => {
  it('warns on a rematch, naming the round, but not after a forfeit (never played)', () => {
    const t = tournament([
      ['2w1', '3b='],
      ['1b0', '4w+'],
      ['4b0', '1w='],
      ['3w1', '2b-'],
    ]);
    expect(pairingWarnings(t, 3, { white: 1, black: 3 })).toEqual([{ rule: 'rematch', players: [1, 3], round: 2 }]);
    expect(pairingWarnings(t, 3, { white: 2, black: 4 })).toEqual([]);
  });

  it('warns on a forbidden pair', () => {
    const t = tournament([['2w1'], ['1b0'], ['4w1'], ['3b0']], { forbiddenPairs: [[1, 3]] });
    expect(pairingWarnings(t, 2, { white: 3, black: 1 })).toEqual([{ rule: 'forbidden-pair', players: [3, 1] }]);
  });

  it('refuses the bye to who already had it, even worth less than a win, or scored a win without playing (C.04.1 art. 4)', () => {
    const halfPointPab = { ...STANDARD_POINTS, pairingAllocatedBye: 0.5 };
    const t = tournament([['-U'], ['3w+'], ['2b-'], ['-H'], ['-F']], { pointSystem: halfPointPab });
    expect(pairingWarnings(t, 2, { white: 1, black: null })).toEqual([{ rule: 'bye-not-allowed', player: 1 }]);
    expect(pairingWarnings(t, 2, { white: 2, black: null })).toEqual([{ rule: 'bye-not-allowed', player: 2 }]);
    expect(pairingWarnings(t, 2, { white: 5, black: null })).toEqual([{ rule: 'bye-not-allowed', player: 5 }]);
    expect(pairingWarnings(t, 2, { white: 3, black: null })).toEqual([]);
    expect(pairingWarnings(t, 2, { white: 4, black: null })).toEqual([]);
  });

  it('warns on a second pairing-allocated bye in the round', () => {
    const t = tournament([['2w1', '-U'], ['1b0'], ['-H']]);
    expect(pairingWarnings(t, 2, { white: 3, black: null })).toEqual([{ rule: 'second-bye', player: 1 }]);
  });

  it('warns (level 2) when both players would get the colour opposite to their due, and not when one of them has no due colour', () => {
    const t = tournament([['2w1'], ['1b0'], ['4w1'], ['3b0'], ['-U']]);
    const against = pairingWarnings(t, 2, { white: 1, black: 4 });
    expect(against).toEqual([{ rule: 'colours-against-due', players: [1, 4] }]);
    expect(against.map(pairingWarningLevel)).toEqual([2]);
    expect(pairingWarnings(t, 2, { white: 4, black: 1 })).toEqual([]);
    expect(pairingWarnings(t, 2, { white: 1, black: 5 })).toEqual([]);
  });

  it('gives each rule its warning level: 3 for the rules every Swiss pairing keeps, 5 for a second bye in a round', () => {
    expect(pairingWarningLevel({ rule: 'rematch', players: [1, 2], round: 1 })).toBe(3);
    expect(pairingWarningLevel({ rule: 'forbidden-pair', players: [1, 2] })).toBe(3);
    expect(pairingWarningLevel({ rule: 'bye-not-allowed', player: 1 })).toBe(3);
    expect(pairingWarningLevel({ rule: 'colour-difference', player: 1, colour: 'w', difference: 3 })).toBe(3);
    expect(pairingWarningLevel({ rule: 'colour-three-running', player: 1, colour: 'w' })).toBe(3);
    expect(pairingWarningLevel({ rule: 'second-bye', player: 1 })).toBe(5);
  });

  it('warns on a colour difference beyond 2 and a third colour running (C.04.1 art. 6 and 7)', () => {
    const t = tournament([
      ['2w1', '3w1', '4b0'],
      ['1b0', '4w1', '3w1'],
      ['4w0', '1b0', '2b0'],
      ['3b1', '2b0', '1w1'],
    ]);
    expect(pairingWarnings(t, 4, { white: 2, black: 3 })).toEqual([
      { rule: 'rematch', players: [2, 3], round: 3 },
      { rule: 'colour-three-running', player: 2, colour: 'w' },
      { rule: 'colour-three-running', player: 3, colour: 'b' },
      { rule: 'colours-against-due', players: [2, 3] },
    ]);
    const imbalance = tournament([['2w1', '3b1', '4w1', '5w1'], ['1b0'], ['4w0', '1w0'], ['3b1', '-', '1b0'], ['-', '-', '-', '1b0'], []]);
    expect(pairingWarnings(imbalance, 5, { white: 1, black: 6 })).toEqual([
      { rule: 'colour-difference', player: 1, colour: 'w', difference: 3 },
      { rule: 'colour-three-running', player: 1, colour: 'w' },
    ]);
  });

  it('lets a topscorer break the colour rules in the last round (C.04.3 C3)', () => {
    const records = [
      ['2w1', '3w1'],
      ['1b0', '4b0'],
      ['4b0', '1b0'],
      ['3w1', '2w1'],
    ];
    expect(pairingWarnings(tournament(records, { totalRounds: 5 }), 3, { white: 1, black: 4 })).toHaveLength(2);
    expect(pairingWarnings(tournament(records, { totalRounds: 3 }), 3, { white: 1, black: 4 })).toEqual([]);
  });

  it('refuses a start number nobody has', () => {
    expect(() => pairingWarnings(tournament([['2w1'], ['1b0']]), 2, { white: 1, black: 9 })).toThrow(RangeError);
  });
});
