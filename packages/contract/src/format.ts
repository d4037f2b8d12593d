import { phrase, type Words } from './words.js';

/** Points as arbiters write them: 3½, ½, 4 — on the screens and on the printed sheets alike. */
export function formatPoints(value: number): string {
  const whole = Math.floor(value);
  if (value - whole !== 0.5) return String(value);
  return whole === 0 ? '½' : `${whole}½`;
}

/** Points with their unit: "1 pt", "3½ pts". */
export function formatPointsWithUnit(value: number): Words {
  // The count chooses the plural form; the points are written as everywhere (3½).
  return phrase('{count, plural, one {{points} pt} other {{points} pts}}', { count: value, points: formatPoints(value) });
}

const QUARTERS = ['', '¼', '½', '¾'] as const;

/**
 * A tie-break value: whole numbers as they are (ratings, wins), halves and quarters as points are written (Buchholz
 * 15½, Sonneborn-Berger with a draw's quarter points 17¾), so one column never mixes 17.75 with 15½; anything
 * finer (averages) with two decimals.
 */
export function formatTiebreak(value: number): string {
  if (!Number.isInteger(value * 4)) return value.toFixed(2);
  const sign = value < 0 ? '−' : '';
  const size = Math.abs(value);
  const whole = Math.floor(size);
  const quarter = QUARTERS[(size - whole) * 4];
  return `${sign}${whole === 0 && quarter !== '' ? '' : whole}${quarter}`;
}

/** A rating as lists show it: an unrated player's 0 is no rating, shown as a dash. */
export function formatRating(rating: number | null): string {
  return rating === null || rating === 0 ? '–' : String(rating);
}
