// Tie-break codes as the FIDE Tie-Break Regulations (C.07 2024, art. 5 and
// 14) write them: a name, then modifiers after slashes — BH/C1, BH/M2,
// SB/C1, ARO/C1, PS/C1, KS/L60.

import { modifiersOf, TIEBREAK_NAMES, type TiebreakName } from './definitions.js';

export interface TiebreakCode {
  /** The code as given. */
  code: string;
  name: TiebreakName;
  /** Least significant values cut (Cut-n; the low half of Median-n). */
  cutLow: number;
  /** Most significant values cut (the high half of Median-n). */
  cutHigh: number;
  /** Koya limit in percent of the maximum score (art. 9.2; /L modifier). */
  limitPercent: number;
}

export class TiebreakCodeError extends Error {}

export function parseTiebreakCode(code: string): TiebreakCode {
  const [rawName, ...modifiers] = code.trim().toUpperCase().split('/');
  if (!(TIEBREAK_NAMES as readonly string[]).includes(rawName)) {
    throw new TiebreakCodeError(`unknown tie-break "${code}" (known: ${TIEBREAK_NAMES.join(' ')})`);
  }
  const name = rawName as TiebreakName;
  const parsed: TiebreakCode = { code, name, cutLow: 0, cutHigh: 0, limitPercent: 50 };
  const allowed = modifiersOf(name);
  for (const modifier of modifiers) {
    const match = /^([CML])(\d+)$/.exec(modifier);
    const kind = match?.[1];
    const n = match ? Number(match[2]) : NaN;
    if (kind === 'C' && (allowed === 'cut' || allowed === 'cut-median')) parsed.cutLow += n;
    else if (kind === 'M' && allowed === 'cut-median') {
      parsed.cutLow += n;
      parsed.cutHigh += n;
    } else if (kind === 'L' && allowed === 'limit' && n <= 100) parsed.limitPercent = n;
    else throw new TiebreakCodeError(`tie-break "${code}": modifier "/${modifier}" does not apply to ${name}`);
  }
  return parsed;
}
