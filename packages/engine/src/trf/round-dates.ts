// TRF-2026 record 132, the dates of the rounds (FIDE C.04 Annex 2): each round's date as YY/MM/DD in the columns
// of that round's block of the 001 records, round 1 at 92–99, round 2 at 102–109, and so on (10 columns a round).
import { fail } from './fields.js';

const FIRST_COLUMN = 92;
const WIDTH = 10;
const DATE = /^\d\d\/\d\d\/\d\d$/;

/**
 * The round dates a 132 line states (index r: round r + 1; '' for a round it leaves blank), or null when the line
 * is not in TRF-2026's columns (the reader then keeps it as it stands).
 */
export function readRoundDates(line: string): string[] | null {
  if (line.slice(3, FIRST_COLUMN - 1).trim() !== '') return null;
  const dates: string[] = [];
  for (let start = FIRST_COLUMN - 1; start < line.length; start += WIDTH) {
    const date = line.slice(start, start + 8).trim();
    if (date !== '' && !DATE.test(date)) return null;
    if (line.slice(start + 8, start + WIDTH).trim() !== '') return null;
    dates.push(date);
  }
  while (dates.length > 0 && dates[dates.length - 1] === '') dates.pop();
  return dates.length > 0 ? dates : null;
}

/** The 132 line for the dates (each YY/MM/DD or ''), or none when no round has a date. */
export function roundDatesLine(dates: readonly string[]): string[] {
  if (!dates.some((d) => d !== '')) return [];
  for (const d of dates) if (d !== '' && !DATE.test(d)) fail(`round date "${d}" is not YY/MM/DD (line 132)`);
  return [('132'.padEnd(FIRST_COLUMN - 1) + dates.map((d) => d.padEnd(WIDTH)).join('')).trimEnd()];
}

/** A calendar date (YYYY-MM-DD, or an ISO date and time read in its own offset) as 132 writes it: YY/MM/DD. */
export function roundDate(isoDate: string): string {
  return `${isoDate.slice(2, 4)}/${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}`;
}
