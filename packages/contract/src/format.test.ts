import { describe, expect, it } from 'vitest';
import { formatPoints, formatTiebreak } from './format.js';

describe('points', () => {
  it('are written with halves', () => {
    expect([0, 0.5, 1, 3.5, 10].map(formatPoints)).toEqual(['0', '½', '1', '3½', '10']);
  });
});

describe('tie-break values', () => {
  it('are written as points, whole numbers or two decimals', () => {
    expect([7.5, 2, 1843, 6.25, 1843.3333].map(formatTiebreak)).toEqual(['7½', '2', '1843', '6.25', '1843.33']);
  });
});
