import { t } from '@lingui/core/macro';
import type { PrizeCondition, PrizeField } from '@kingside/contract';

export type ConditionTest = 'equals' | 'in' | 'range';
type Value = string | number | boolean;

export const conditionTest = (c: PrizeCondition): ConditionTest => ('equals' in c ? 'equals' : 'in' in c ? 'in' : 'range');

const numeric = (field: PrizeField) => field === 'rating' || field === 'birthYear';

/** A typed value as the field holds it: numbers for ratings and years, true/false for unrated, codes in their case. */
export function valueFor(field: PrizeField, value: Value): Value {
  if (numeric(field)) {
    const text = String(value).trim();
    return /^-?\d+$/.test(text) ? Number(text) : text;
  }
  if (field === 'unrated') return value === true || ['true', 'yes', '1'].includes(String(value).trim().toLowerCase());
  if (field === 'sex') return String(value).trim().toLowerCase();
  if (field === 'federation') return String(value).trim().toUpperCase();
  return String(value);
}

const asNumber = (value: Value | undefined) => (typeof value === 'number' ? value : undefined);

/** The condition on `field` with the test, keeping what the previous one held where it still makes sense. */
export function conditionOf(field: PrizeField, test: ConditionTest, previous: PrizeCondition): PrizeCondition {
  const values: Value[] =
    'equals' in previous ? [previous.equals] : 'in' in previous ? previous.in : [previous.min, previous.max].filter((v): v is number => v !== undefined);
  if (test === 'equals') return { field, equals: valueFor(field, values[0] ?? '') };
  if (test === 'in') return { field, in: values.filter((v) => String(v).trim() !== '').map((v) => valueFor(field, v)) };
  if ('equals' in previous || 'in' in previous) return { field, min: asNumber(valueFor(field, values[0] ?? '')) };
  return { field, min: previous.min, max: previous.max };
}

/** Why the condition cannot be saved as it is, or null. */
export function conditionProblem(c: PrizeCondition): string | null {
  if ('equals' in c) {
    // '' is an apostrophe in ICU messages (a single one starts quoted text).
    const value = String(c.equals);
    return value.trim() === '' ? t`a condition has no value` : numeric(c.field) && typeof c.equals !== 'number' ? t`''${value}'' is not a number` : null;
  }
  if ('in' in c) return c.in.length === 0 ? t`a condition has no values` : null;
  if (c.min === undefined && c.max === undefined) return t`a range needs a lower or an upper bound`;
  return c.min !== undefined && c.max !== undefined && c.min > c.max ? t`a range starts above its end` : null;
}
