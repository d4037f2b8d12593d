import { describe, expect, it } from 'vitest';
import { allocatePrizes, listItems, matchesFilter, sharesOf, type PrizeEntrant, type PrizeList, type PrizeResult } from './index.js';
import type { ExplanationWords } from '../words.js';
import { english } from '../test-support/english.js';

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

/** The prizes nobody could be given, their reasons as an English reader reads them. */
const unawardedOf = (result: PrizeResult) => result.unawarded.map((u) => ({ ...u, reason: english(u.reason) }));

describe('prize allocation', () => {
  const field = [entrant(1, 'Anand', 5), entrant(2, 'Bhat', 4.5), entrant(3, 'Chen', 4), entrant(4, 'Dias', 4), entrant(5, 'Ekart', 3)];
  const overall = { id: 'overall', name: 'Overall', priority: 1, amounts: [1000_00, 600_00, 400_00] };

  it('split: players tied across the last prize place pool place 3 and the empty place 4', () => {
    const result = allocatePrizes(field, { tieMethod: 'split', categories: [overall] });
    const paid = Object.fromEntries(result.awards.map((a) => [a.startNumber, a.paid]));
    expect(paid).toEqual({ 11: 1000_00, 12: 600_00, 13: 200_00, 14: 200_00 });
    const dias = result.awards.find((a) => a.startNumber === 14);
    expect(dias?.shared).toEqual({ startNumbers: [13, 14], places: [3, 4], pool: 400_00 });
    expect(unawardedOf(result)).toEqual([]);
  });

  it('names teams and their match points when the list says so, and its unawarded places too', () => {
    const teams = [entrant(1, 'Lakeside', 9), entrant(2, 'Hilltop', 1, { withdrawn: true })];
    const result = allocatePrizes(teams, {
      tieMethod: 'tiebreak',
      categories: [{ ...overall, amounts: [1000_00, 600_00] }],
      wording: { entrant: 'team', score: 'match point' },
    });
    expect(result.awards.map((a) => english(a.explanation))).toEqual(['1st Overall: Lakeside, 9 match points, 1st in the standings']);
    expect(unawardedOf(result)).toEqual([
      { categoryId: 'overall', place: 2, amount: 600_00, reason: 'every eligible team already holds a prize of at least this value' },
    ]);
  });

  it('tie-break order: the tie-breaks decide place 3 and the next player is told why not', () => {
    const result = allocatePrizes(field, { tieMethod: 'tiebreak', categories: [overall] });
    expect(result.awards.map((a) => [a.startNumber, a.paid])).toEqual([
      [11, 1000_00],
      [12, 600_00],
      [13, 400_00],
    ]);
    expect(result.awards[2].next?.startNumber).toBe(14);
    expect(english(result.awards[2].next!.reason)).toBe('placed 4, below Chen (3)');
  });

  it('split: tied prize winners share the sum of their places, odd cents to the better placed', () => {
    const tied = [entrant(1, 'A', 5), entrant(2, 'B', 5), entrant(3, 'C', 5), entrant(4, 'D', 2)];
    const result = allocatePrizes(tied, { tieMethod: 'split', categories: [{ ...overall, amounts: [1000_00, 600_00, 401_00] }] });
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
    // The sentence names prizes held in other categories; the better places of its own go without saying.
    expect(english(result.awards.find((a) => a.categoryId === 'overall' && a.place === 2)!.explanation)).toBe(
      '2nd Overall: Meyer, 5.5 points, 2nd in the standings',
    );
    expect(english(women!.explanation)).toBe('1st Best woman: Weiss, 5 points, 3rd in the standings; placed above: Wang holds 1st Overall');
  });

  it('an empty category leaves its prizes unawarded, with the reason', () => {
    const list: PrizeList = {
      tieMethod: 'split',
      categories: [overall, { id: 'junior', name: 'Under 16', priority: 2, filter: { field: 'birthYear', min: 2010 }, amounts: [50_00] }],
    };
    const result = allocatePrizes(field, list);
    expect(unawardedOf(result)).toEqual([{ categoryId: 'junior', place: 1, amount: 50_00, reason: 'nobody is eligible for this category' }]);
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
    expect(unawardedOf(result)).toEqual([
      { categoryId: 'club', place: 1, amount: 20_00, reason: 'every eligible player already holds a prize of at least this value' },
    ]);
  });

  describe('a tie across a prize boundary, to the paisa', () => {
    // 3rd place is worth ₹1,000.01; three players tie on 4.5 points for it, places 4 and 5 carry no prize.
    const tied = [
      entrant(1, 'Anand', 6),
      entrant(2, 'Bhat', 5),
      entrant(3, 'Chen', 4.5),
      entrant(4, 'Dias', 4.5),
      entrant(5, 'Ekart', 4.5),
      entrant(6, 'Fox', 3),
    ];
    const top3 = { id: 'overall', name: 'Overall', priority: 1, amounts: [5000_00, 3000_00, 1000_01] };
    const paidOf = (list: PrizeList) => Object.fromEntries(allocatePrizes(tied, list).awards.map((a) => [a.startNumber, a.paid]));

    it('split: the pool of places 3–5 divided by three, rounded down, the paise left over one each to the best placed', () => {
      // 100001 / 3 = 33333 rest 2: Chen and Dias (ahead on tie-breaks) get one paisa more.
      expect(paidOf({ tieMethod: 'split', categories: [top3] })).toEqual({ 11: 5000_00, 12: 3000_00, 13: 33334, 14: 33334, 15: 33333 });
    });

    it('Hort: each keeps half of their own place, the halves are pooled and split; the sum is the pool exactly', () => {
      // Chen: 100001/2 + 100001/6 = 66667.33, Dias and Ekart: 100001/6 = 16666.83; rounded down 99999, 2 paise left over.
      const paid = paidOf({ tieMethod: 'hort', categories: [top3] });
      expect(paid).toEqual({ 11: 5000_00, 12: 3000_00, 13: 66668, 14: 16667, 15: 16666 });
      expect(paid[13] + paid[14] + paid[15]).toBe(1000_01);
    });

    it('tie-break order: only the place decides; the players tied below are not paid', () => {
      expect(paidOf({ tieMethod: 'tiebreak', categories: [top3] })).toEqual({ 11: 5000_00, 12: 3000_00, 13: 1000_01 });
    });

    it('explains the pooled award in a sentence', () => {
      const ekart = allocatePrizes(tied, { tieMethod: 'split', categories: [top3] }).awards.find((a) => a.startNumber === 15);
      expect(ekart).toMatchObject({ place: 5, amount: 0, paid: 33333, shared: { startNumbers: [13, 14, 15], places: [3, 4, 5], pool: 1000_01 } });
      expect(english(ekart!.explanation)).toBe(
        '5th Overall: Ekart, 4.5 points, 5th in the standings, tied with Chen and Dias: places 3, 4 and 5 pooled and split equally',
      );
    });
  });

  it('the Hort system as its author describes it: 100 and 80 tied become 95 and 85; 40, 20 and 10 become 31.67, 21.67 and 16.66', () => {
    expect(sharesOf([100_00, 80_00], 'hort')).toEqual([95_00, 85_00]);
    expect(sharesOf([40_00, 20_00, 10_00], 'hort')).toEqual([3167, 2167, 1666]);
    expect(sharesOf([40_00, 20_00, 10_00], 'split')).toEqual([2334, 2333, 2333]);
  });

  it("a player eligible for several categories gets only the most valuable, whatever the categories' order", () => {
    const players = [
      entrant(1, 'Gupta', 6, { sex: 'w', rating: 1700, birthYear: 2012 }),
      entrant(2, 'Haas', 5),
      entrant(3, 'Iyer', 4, { sex: 'w', rating: 1650, birthYear: 2013 }),
    ];
    const list: PrizeList = {
      tieMethod: 'tiebreak',
      categories: [
        { id: 'women', name: 'Women', priority: 1, filter: { field: 'sex', equals: 'w' }, amounts: [100_00] },
        { id: 'u14', name: 'Under 14', priority: 2, filter: { field: 'birthYear', min: 2012 }, amounts: [250_00] },
        { id: 'u1800', name: 'Below 1800', priority: 3, filter: { field: 'rating', max: 1799 }, amounts: [150_00] },
      ],
    };
    const result = allocatePrizes(players, list);
    expect(result.awards.filter((a) => a.startNumber === 11).map((a) => a.categoryId)).toEqual(['u14']);
    expect(Object.fromEntries(result.awards.map((a) => [a.categoryId, a.startNumber]))).toEqual({ u14: 11, u1800: 13 });
    const u1800 = result.awards.find((a) => a.categoryId === 'u1800');
    expect(english(u1800!.explanation)).toBe('1st Below 1800: Iyer, 4 points, 3rd in the standings; placed above: Gupta holds 1st Under 14');
    expect(unawardedOf(result)).toEqual([
      { categoryId: 'women', place: 1, amount: 100_00, reason: 'every eligible player already holds a prize of at least this value' },
    ]);
  });

  it('a withdrawn player wins nothing and shares in no pool; the award says who withdrew', () => {
    const players = [
      entrant(1, 'Jha', 5, { withdrawn: true }),
      entrant(2, 'Kim', 4.5),
      entrant(3, 'Lal', 4.5, { withdrawn: true }),
      entrant(4, 'Mehta', 4.5),
      entrant(5, 'Nair', 2),
    ];
    const list: PrizeList = {
      tieMethod: 'split',
      categories: [
        { id: 'overall', name: 'Overall', priority: 1, amounts: [600_00, 400_00] },
        { id: 'club', name: 'Best of Rooks', priority: 2, filter: { field: 'club', equals: 'Rooks' }, amounts: [50_00] },
      ],
    };
    const withClub = players.map((p) => (p.name === 'Jha' ? { ...p, attributes: { club: 'Rooks' } } : p));
    const result = allocatePrizes(withClub, list);
    // Kim and Mehta share places 1 and 2; Lal, tied with them, withdrew and is not in the pool.
    expect(result.awards.map((a) => [a.startNumber, a.place, a.paid])).toEqual([
      [12, 1, 500_00],
      [14, 2, 500_00],
    ]);
    expect(english(result.awards[0].explanation)).toBe(
      '1st Overall: Kim, 4.5 points, 2nd in the standings; Jha withdrew; tied on 4.5 points with Mehta: places 1 and 2 pooled and split equally',
    );
    expect(unawardedOf(result)).toEqual([{ categoryId: 'club', place: 1, amount: 50_00, reason: 'every eligible player withdrew' }]);
  });

  it('explains in words for the reader’s language: an ICU text with its values, places and scores as numbers, lists as data', () => {
    const tied = [entrant(1, 'Anand', 5), entrant(2, 'Bhat', 5), entrant(3, 'Chen', 5), entrant(22, 'Dias', 1)];
    const [anand] = allocatePrizes(tied, { tieMethod: 'hort', categories: [overall] }).awards;
    expect(anand.explanation).toMatchObject({
      text: '{first}; {rest}',
      values: { first: { values: { place: 1, category: 'Overall', name: 'Anand', points: { values: { points: 5 } }, order: 1 } } },
    });
    const tie = anand.explanation.values.rest as ExplanationWords;
    expect(listItems(tie.values.others as ExplanationWords)).toEqual(['Bhat', 'Chen']);
    expect(english(tie)).toBe(
      'tied on 5 points with Bhat and Chen: half of each of places 1, 2 and 3 kept by tie-break order, the other halves pooled and split equally (Hort system)',
    );
    // Every ordinal of English: 21st, 22nd, 23rd, but 11th to 13th and 111th.
    const field = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map((order) => entrant(order, `P${order}`, 0));
    const places = allocatePrizes(field, { tieMethod: 'tiebreak', categories: [{ ...overall, amounts: field.map(() => 1) }] }).awards;
    expect(places.map((a) => english(a.explanation).split(':')[0])).toEqual(
      ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'].map((place) => `${place} Overall`),
    );
    expect(places.map((a) => /, (\d+\w+) in the standings$/.exec(english(a.explanation))?.[1])).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });

  it('filters combine player fields and attributes', () => {
    const p = entrant(1, 'X', 3, { rating: 0, birthYear: 2012, federation: 'IND', attributes: { state: 'KA', local: true } });
    expect(matchesFilter(p, { field: 'unrated', equals: true })).toBe(true);
    expect(
      matchesFilter(p, {
        all: [
          { field: 'birthYear', min: 2010, max: 2013 },
          { field: 'state', in: ['KA', 'TN'] },
        ],
      }),
    ).toBe(true);
    expect(
      matchesFilter(p, {
        any: [
          { field: 'federation', equals: 'FRA' },
          { field: 'local', equals: true },
        ],
      }),
    ).toBe(true);
    expect(matchesFilter(p, { not: { field: 'sex', equals: 'm' } })).toBe(false);
    expect(matchesFilter(p, { field: 'club', equals: 'Rooks' })).toBe(false);
    expect(matchesFilter(p, { field: 'federation', min: 1 })).toBe(false);
  });
});
