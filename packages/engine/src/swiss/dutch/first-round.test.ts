import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blankPlayer, blankTournament, type Tournament } from '../../model.js';
import { readTrf } from '../../trf/index.js';
import { pairDutch } from './index.js';

const reference = (name: string) => readFileSync(new URL(`../../../conformance/bench/${name}`, import.meta.url));

/** The pairing as the reference files write it: one "white black" line per board, "id 0" for the bye, sorted. */
function asLines({ pairs, bye }: ReturnType<typeof pairDutch>): string {
  return [...pairs.map((p) => `${p.white} ${p.black}`), ...(bye === null ? [] : [`${bye} 0`])].sort().join('\n');
}

/** A Swiss before round 1: `count` players rated from 2800 down (ties included), in pairing-number order. */
function openBeforeRoundOne(count: number, initialColour: 'w' | 'b'): Tournament {
  const players = Array.from({ length: count }, (_, i) => blankPlayer(i + 1, { name: `Player ${i + 1}`, rating: 2800 - Math.floor(i / 3) }));
  return blankTournament({ name: `Open of ${count}`, tournamentType: 'FIDE_DUTCH_2025', totalRounds: 9, initialColour, players });
}

describe('round 1 (C.04.3 with nothing but pairing numbers to go by)', () => {
  it('pairs the 1,000- and 2,000-player reference rounds as the reference engine did', () => {
    for (const name of ['open-1000-round1', 'open-2000-round1']) {
      const expected = reference(`${name}.expected`)
        .toString('utf8')
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean)
        .sort()
        .join('\n');
      expect(asLines(pairDutch(readTrf(reference(`${name}.trf`)))), name).toBe(expected);
    }
  });

  it.each([
    [5000, 'w'],
    [4999, 'b'],
  ] as const)('pairs %i players by the rule itself: S1 against S2 in order, the last one the bye, colours alternating by board', (count, initial) => {
    const { pairs, bye } = pairDutch(openBeforeRoundOne(count, initial));
    const half = Math.floor(count / 2);
    expect(pairs).toHaveLength(half);
    expect(bye).toBe(count % 2 === 1 ? count : null);
    const other = initial === 'w' ? 'b' : 'w';
    pairs.forEach(({ white, black }, index) => {
      const board = index + 1;
      // Board k seats S1's k-th player against S2's k-th (art. 3); the S1 player has the initial colour on odd boards.
      const top = board;
      const bottom = half + board;
      const topColour = board % 2 === 1 ? initial : other;
      expect(topColour === 'w' ? [white, black] : [black, white], `board ${board}`).toEqual([top, bottom]);
    });
  });

  it('leaves a round with a forbidden pair to the full procedure, which keeps the pair apart', () => {
    const t = { ...openBeforeRoundOne(10, 'w'), forbiddenPairs: [[1, 6]] as [number, number][] };
    const { pairs } = pairDutch(t);
    expect(pairs.some((p) => (p.white === 1 && p.black === 6) || (p.white === 6 && p.black === 1))).toBe(false);
    expect(pairs).toHaveLength(5);
  });
});
