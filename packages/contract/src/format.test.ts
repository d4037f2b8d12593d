import { describe, expect, it } from 'vitest';
import { formatPoints, formatPointsWithUnit, formatRating, formatTiebreak } from './format.js';
import { inEnglish } from './test-support/in-english.js';

describe('points', () => {
  it('are written with halves', () => {
    expect([0, 0.5, 1, 3.5, 10].map(formatPoints)).toEqual(['0', '½', '1', '3½', '10']);
  });
});

describe('tie-break values', () => {
  it('are written as points, with halves and quarters alike, whole numbers or two decimals', () => {
    expect([7.5, 2, 1843, 6.25, 17.75, 0.75, 0.25, 0, 1843.3333].map(formatTiebreak)).toEqual(['7½', '2', '1843', '6¼', '17¾', '¾', '¼', '0', '1843.33']);
    expect(formatTiebreak(-1.5)).toBe('−1½');
  });

  it('with points, say pt for one and pts for the rest; an unrated player has no rating, not 0', () => {
    expect([1, 0, 0.5, 3.5].map((points) => inEnglish(formatPointsWithUnit(points)))).toEqual(['1 pt', '0 pts', '½ pts', '3½ pts']);
    expect([2210, 0, null].map(formatRating)).toEqual(['2210', '–', '–']);
  });
});
