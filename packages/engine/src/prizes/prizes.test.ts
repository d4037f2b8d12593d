import { describe, expect, it } from 'vitest';
import { allocatePrizes, matchesFilter, type PrizeEntrant, type PrizeList } from './index.js';

const entrant = (order: number, name: string, points: number, extra: Partial<PrizeEntrant> = {}): PrizeEntrant => ({
  startNumber: order + 10,
  name,
  order,
  points,
  sex: 'm',
  rating: 2000,
  birthYear: 1990,
  ...extra,
});

describe('prize allocation', () => {
  const field = [
    entrant(1, 'Anand', 5),
    entrant(2, 'Bhat', 4.5),
    entrant(3, 'Chen', 4),
    entrant(4, 'Dias', 4),
    entrant(5, 'Ekart', 3),
  ];
  const overall = { id: 'overall', name: 'Overall', priority: 1, amounts: [1000_00, 600_00, 400_00] };

  it('Hort system: players tied across the last prize place pool place 3 and the empty place 4', () => {
    const result = allocatePrizes(field, { tieMethod: 'share', categories: [overall] });
    const paid = Object.fromEntries(result.awards.map((a) => [a.startNumber, a.paid]));
    expect(paid).toEqual({ 11: 1000_00, 12: 600_00, 13: 200_00, 14: 200_00 });
    const dias = result.awards.find((a) => a.startNumber === 14);
    expect(dias?.shared).toEqual({ startNumbers: [13, 14], places: [3, 4], pool: 400_00 });
    expect(result.unawarded).toEqual([]);
  });

  it('tie-break order: the tie-breaks decide place 3 and the next player is told why not', () => {
    const result = allocatePrizes(field, { tieMethod: 'tiebreak', categories: [overall] });
    expect(result.awards.map((a) => [a.startNumber, a.paid])).toEqual([
      [11, 1000_00],
      [12, 600_00],
      [13, 400_00],
    ]);
    expect(result.awards[2].next).toEqual({ startNumber: 14, reason: 'placed 4, below Chen (3)' });
  });

  it('Hort system: tied prize winners share the sum of their places, odd cents to the better placed', () => {
    const tied = [entrant(1, 'A', 5), entrant(2, 'B', 5), entrant(3, 'C', 5), entrant(4, 'D', 2)];
    const result = allocatePrizes(tied, { tieMethod: 'share', categories: [{ ...overall, amounts: [1000_00, 600_00, 401_00] }] });
    expect(result.awards.map((a) => a.paid)).toEqual([66700, 66700, 66700]);
    expect(result.awards.reduce((s, a) => s + a.paid, 0)).toBe(2001_00);
  });

  it('one prize per player, the most valuable; equal values go by category priority', () => {
    const players = [
      entrant(1, 'Wang', 6, { sex: 'w', rating: 2300 }),
      entrant(2, 'Meyer', 5.5),
      entrant(3, 'Weiss', 5, { sex: 'w', rating: 1700 }),
      entrant(4, 'Low', 4.5, { rating: 1750 }),
      entrant(5, 'Ng', 4, { sex: 'w', rating: 1600 }),
    ];
    const list: PrizeList = {
      tieMethod: 'tiebreak',
      categories: [
        { id: 'overall', name: 'Overall', priority: 1, amounts: [500_00, 300_00] },
        { id: 'women', name: 'Best woman', priority: 2, filter: { field: 'sex', equals: 'w' }, amounts: [100_00] },
        { id: 'u1800', name: 'Under 1800', priority: 3, filter: { field: 'rating', max: 1799 }, amounts: [100_00] },
      ],
    };
    const result = allocatePrizes(players, list);
    const byCategory = Object.fromEntries(result.awards.map((a) => [a.categoryId + a.place, a.startNumber]));
    // Wang wins overall 1st, not the women's prize; Weiss is eligible for both 100s and women comes first.
    expect(byCategory).toEqual({ overall1: 11, overall2: 12, women1: 13, u18001: 14 });
    const women = result.awards.find((a) => a.categoryId === 'women');
    expect(women?.passedOver).toEqual([{ startNumber: 11, holds: { categoryId: 'overall', place: 1, amount: 500_00 } }]);
    expect(women?.next?.startNumber).toBe(15);
    const u1800 = result.awards.find((a) => a.categoryId === 'u1800');
    expect(u1800?.passedOver).toEqual([{ startNumber: 13, holds: { categoryId: 'women', place: 1, amount: 100_00 } }]);
  });

  it('an empty category leaves its prizes unawarded, with the reason', () => {
    const list: PrizeList = {
      tieMethod: 'share',
      categories: [overall, { id: 'junior', name: 'Under 16', priority: 2, filter: { field: 'birthYear', min: 2010 }, amounts: [50_00] }],
    };
    const result = allocatePrizes(field, list);
    expect(result.unawarded).toEqual([{ categoryId: 'junior', place: 1, amount: 50_00, reason: 'nobody is eligible for this category' }]);
  });

  it('a prize nobody is left for says so', () => {
    const list: PrizeList = {
      tieMethod: 'tiebreak',
      categories: [
        { id: 'overall', name: 'Overall', priority: 1, amounts: [100_00] },
        { id: 'club', name: 'Best club member', priority: 2, filter: { field: 'club', equals: 'Rooks' }, amounts: [20_00] },
      ],
    };
    const players = [entrant(1, 'Solo', 3, { attributes: { club: 'Rooks' } }), entrant(2, 'Other', 2)];
    const result = allocatePrizes(players, list);
    expect(result.unawarded).toEqual([
      { categoryId: 'club', place: 1, amount: 20_00, reason: 'every eligible player already holds a prize of at least this value' },
    ]);
  });

  it('filters combine player fields and attributes', () => {
    const p = entrant(1, 'X', 3, { rating: 0, birthYear: 2012, federation: 'IND', attributes: { state: 'KA', local: true } });
    expect(matchesFilter(p, { field: 'unrated', equals: true })).toBe(true);
    expect(matchesFilter(p, { all: [{ field: 'birthYear', min: 2010, max: 2013 }, { field: 'state', in: ['KA', 'TN'] }] })).toBe(true);
    expect(matchesFilter(p, { any: [{ field: 'federation', equals: 'FRA' }, { field: 'local', equals: true }] })).toBe(true);
    expect(matchesFilter(p, { not: { field: 'sex', equals: 'm' } })).toBe(false);
    expect(matchesFilter(p, { field: 'club', equals: 'Rooks' })).toBe(false);
    expect(matchesFilter(p, { field: 'federation', min: 1 })).toBe(false);
  });
});
