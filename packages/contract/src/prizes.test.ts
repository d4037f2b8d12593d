import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.js';
import { overrideWinnerBody, prizeCategory, prizeConfigBody } from './prizes.js';

const overall = { id: 'overall', name: 'Overall', kind: 'overall', amounts: [5000_00] };
const pathOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => result.error?.issues[0].path.join('.');

describe('prize structure schemas', () => {
  it('default to INR and tie-break order, with no conditions meaning everyone', () => {
    expect(prizeConfigBody.parse({ prizes: [overall] })).toEqual({ prizes: [{ ...overall, conditions: [] }], currency: 'INR', sharing: 'tiebreak' });
  });

  it('take amounts as whole minor units above 0 only', () => {
    expect(pathOf(prizeCategory.safeParse({ ...overall, amounts: [100.5] }))).toBe('amounts.0');
    expect(pathOf(prizeCategory.safeParse({ ...overall, amounts: [0] }))).toBe('amounts.0');
    expect(pathOf(prizeCategory.safeParse({ ...overall, amounts: [] }))).toBe('amounts');
  });

  it('name the second of two categories with one id, and keep all and public for the winners lists', () => {
    expect(pathOf(prizeConfigBody.safeParse({ prizes: [overall, { ...overall, name: 'Again' }] }))).toBe('prizes.1.id');
    expect(prizeCategory.safeParse({ ...overall, id: 'public' }).success).toBe(false);
    expect(prizeCategory.safeParse({ ...overall, id: 'All' }).success).toBe(false);
  });

  it('take conditions of one shape each: equals, in, or a range with a bound', () => {
    const withCondition = (condition: unknown) => prizeCategory.safeParse({ ...overall, conditions: [condition] }).success;
    expect(withCondition({ field: 'sex', equals: 'w' })).toBe(true);
    expect(withCondition({ field: 'federation', in: ['IND', 'SRI'] })).toBe(true);
    expect(withCondition({ field: 'rating', min: 1, max: 1599 })).toBe(true);
    expect(withCondition({ field: 'rating' })).toBe(false);
    expect(withCondition({ field: 'rating', min: 1800, max: 1600 })).toBe(false);
    expect(withCondition({ field: 'sex', equals: 'w', min: 1 })).toBe(false);
    expect(withCondition({ field: 'shoeSize', equals: 42 })).toBe(false);
    expect(withCondition({ field: 'club', equals: 'Rooks\nFC' })).toBe(false);
  });

  it('want a reason and a change for an override', () => {
    expect(pathOf(overrideWinnerBody.safeParse({ reason: 'appeal upheld' }))).toBe('playerId');
    expect(pathOf(overrideWinnerBody.safeParse({ amount: 100_00 }))).toBe('reason');
    expect(overrideWinnerBody.safeParse({ amount: 100_00, reason: 'appeal upheld' }).success).toBe(true);
  });

  it('formats money in the currency’s way', () => {
    expect(formatMoney(10_00_000_00, 'INR')).toBe('₹10,00,000');
    expect(formatMoney(1_50, 'GBP')).toBe('£1.50');
  });
});
