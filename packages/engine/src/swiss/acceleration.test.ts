import { describe, expect, it } from 'vitest';
import { readTrf, writeTrf } from '../trf/index.js';
import { tournament } from '../test-support/tournament.js';
import { pairDutch } from './dutch/index.js';
import { bakuAcceleration } from './acceleration.js';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const baku = (players: number, totalRounds: number) =>
  bakuAcceleration({ startNumbers: numbers(players), initialStartNumbers: numbers(players), totalRounds, win: 1 });

describe('Baku acceleration (FIDE C.04.5.1)', () => {
  it('Acceleration: group A is the first half of the players rounded up to an even number (82 of 161)', () => {
    expect(baku(161, 9).map((a) => a.startNumber)).toEqual(numbers(82));
    expect(baku(8, 5)).toHaveLength(4);
    expect(baku(9, 5)).toHaveLength(6);
  });

  it('Acceleration: the first half (rounded up) of the tournament is accelerated, a point before the first half of those rounds and half a point before the rest', () => {
    // Nine rounds: five accelerated, one virtual point in rounds 1-3, half a point in rounds 4-5.
    expect(baku(20, 9)[0].points).toEqual([1, 1, 1, 0.5, 0.5]);
    expect(baku(20, 7)[0].points).toEqual([1, 1, 0.5, 0.5]);
    expect(baku(20, 5)[0].points).toEqual([1, 1, 0.5]);
    // Under another point system the virtual points are a win's worth, then half of it.
    expect(bakuAcceleration({ startNumbers: numbers(4), initialStartNumbers: numbers(4), totalRounds: 5, win: 3 })[0].points).toEqual([3, 3, 1.5]);
  });

  it('Acceleration: a late entry does not move the last player of group A, who may now have another pairing number', () => {
    // Twelve players at round 1 (group A: 1-6); a late entry ranked fourth pushes the old 6 to number 7.
    const startNumbers = numbers(13);
    const initialStartNumbers = startNumbers.filter((n) => n !== 4);
    const groupA = bakuAcceleration({ startNumbers, initialStartNumbers, totalRounds: 9, win: 1 }).map((a) => a.startNumber);
    expect(groupA).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('Acceleration: no players or no rounds, no virtual points', () => {
    expect(baku(0, 9)).toEqual([]);
    expect(baku(10, 0)).toEqual([]);
  });

  it('Acceleration: the Dutch pairing of round 1 pairs group A among itself, and the virtual points survive a TRF (250 records)', () => {
    const t = tournament(
      numbers(8).map((n) => ({ rating: 2400 - n * 10, rounds: [] })),
      { totalRounds: 4, initialColour: 'w', accelerations: baku(8, 4) },
    );
    const { pairs } = pairDutch(t);
    const sides = pairs.map((p) => [p.white, p.black].sort((a, b) => a - b).join('-')).sort();
    expect(sides).toEqual(['1-3', '2-4', '5-7', '6-8']);
    expect(readTrf(writeTrf(t)).accelerations).toEqual(t.accelerations);
  });
});
