import { describe, expect, it } from 'vitest';
import { tournament } from '../test-support/tournament.js';
import { computeTiebreaks, drawLots, lotOf, sha256Hex } from './index.js';

// P1 beats P2; the other six draw: P3–P8 are tied on ½ point and on every tie-break of the list.
const field = tournament([
  { rounds: ['2w1'] },
  { rounds: ['1b0'] },
  { rounds: ['4w='] },
  { rounds: ['3b='] },
  { rounds: ['6w='] },
  { rounds: ['5b='] },
  { rounds: ['8w='] },
  { rounds: ['7b='] },
]);
const tied = [3, 4, 5, 6, 7, 8];
const listed = (seed: string, options = {}) =>
  [...computeTiebreaks(field, ['PTS', 'WIN'], { lotSeed: seed, ...options })].sort((a, b) => a.position - b.position);

describe('Tie-breaks: drawing of lots for remaining ties, reproducible (seeded from the tournament and shown)', () => {
  it('lots are SHA-256 of "seed:start number", as sha256sum computes it', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    // Longer than one 64-byte block, and not ASCII.
    expect(sha256Hex('Tournoi d’été — '.repeat(5))).toBe(sha256Hex('Tournoi d’été — '.repeat(5)));
    expect(sha256Hex('a'.repeat(100))).toBe('2816597888e4a0d3a36b82b83316ab32680eb8f00f8cd3b904d681246d285a0e');
    expect(lotOf('seed', 3)).toBe(sha256Hex('seed:3').slice(0, 12));
  });

  it('reproducibility: the same seed draws the same order', () => {
    const seed = '6f1c2a52-3f1e-4d0b-9a51-0c2b7d9e8a11';
    expect(drawLots(seed, tied)).toEqual(drawLots(seed, [...tied].reverse()));
    expect(listed(seed).map((r) => r.startNumber)).toEqual(listed(seed).map((r) => r.startNumber));
    const order = drawLots(seed, tied);
    // The order is the lots' order, lowest first, which anyone holding the seed can check.
    const lots = order.map((s) => lotOf(seed, s));
    expect([...lots].sort()).toEqual(lots);
  });

  it('different tournaments draw differently', () => {
    const orders = ['0b0e2d7c-0000-4000-8000-000000000001', '0b0e2d7c-0000-4000-8000-000000000002', '0b0e2d7c-0000-4000-8000-000000000003'].map((seed) =>
      drawLots(seed, tied).join(' '),
    );
    expect(new Set(orders).size).toBe(3);
  });

  it('only players still tied after the whole list are touched', () => {
    const seed = 'a-tournament';
    const rows = listed(seed);
    expect(rows.map((r) => r.startNumber)).toEqual([1, ...drawLots(seed, tied), 2]);
    expect(rows[0]).toMatchObject({ startNumber: 1, rank: 1, position: 1, decidedBy: null, lot: null, tie: [] });
    expect(rows[7]).toMatchObject({ startNumber: 2, rank: 8, position: 8, decidedBy: null, lot: null, tie: [] });
    for (const row of rows.slice(1, 7)) {
      // Places stay shared; the lots decide the list order (and so who a prize goes to).
      expect(row).toMatchObject({ rank: 2, decidedBy: 'lot', lot: lotOf(seed, row.startNumber), tie: drawLots(seed, tied) });
    }
    // With places not shared, the lots give the places.
    expect(listed(seed, { sharedPlaces: false }).map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // Without a seed, as before: by start number.
    const plain = [...computeTiebreaks(field, ['PTS'])].sort((a, b) => a.position - b.position);
    expect(plain.map((r) => r.startNumber)).toEqual([1, 3, 4, 5, 6, 7, 8, 2]);
    expect(plain[1].decidedBy).toBe('start number');
  });

  it('manual ranking: the arbiter’s order of a full tie takes the place of the lots, only while it is one', () => {
    const arbiter = [8, 7, 6, 5, 4, 3];
    const rows = listed('seed', { arbiterOrders: [arbiter] });
    expect(rows.map((r) => r.startNumber)).toEqual([1, ...arbiter, 2]);
    expect(rows.slice(1, 7).every((r) => r.decidedBy === 'arbiter' && r.lot === null && r.rank === 2)).toBe(true);
    // Not every tied player, or a player who is not tied: left out, the lots decide.
    for (const order of [
      [8, 7],
      [1, 3, 4, 5, 6, 7, 8],
    ]) {
      expect(listed('seed', { arbiterOrders: [order] }).every((r) => r.decidedBy !== 'arbiter')).toBe(true);
    }
  });
});
