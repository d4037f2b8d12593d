// Tie-break codes as the FIDE Tie-Break Regulations (C.07 2024, art. 5 and
// 14) write them: a name, then modifiers after slashes — BH/C1, BH/M2,
// SB/C1, ARO/C1, PS/C1, KS/L60.

import { modifiersOf, TEAM_TIEBREAK_NAMES, TIEBREAK_NAMES, type TeamTiebreakName, type TiebreakName } from './definitions.js';
import { teamModifiersOf } from './team-definitions.js';
import type { TeamScoreKind } from '../teams/model.js';

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
  readModifiers(parsed, code, modifiers, modifiersOf(name));
  return parsed;
}

export interface TeamTiebreakCode extends Omit<TiebreakCode, 'name'> {
  name: TeamTiebreakName;
  /**
   * The score the code counts on (`:MP`, `:GP`); null when the code names none and takes the
   * event's primary score. MPTS and GPTS name theirs in the name.
   */
  score: TeamScoreKind | null;
}

/**
 * A team code in the form FIDE TEC's checker reads, `NAME[:MP|:GP][/modifiers]`: `BH:GP/C1` is
 * Buchholz cut 1 on game points, `SB:MP` Sonneborn-Berger on match points.
 */
export function parseTeamTiebreakCode(code: string): TeamTiebreakCode {
  const [head, ...modifiers] = code.trim().toUpperCase().split('/');
  const [rawName, rawScore, ...rest] = head.split(':');
  if (!(TEAM_TIEBREAK_NAMES as readonly string[]).includes(rawName)) {
    throw new TiebreakCodeError(`unknown team tie-break "${code}" (known: ${TEAM_TIEBREAK_NAMES.join(' ')})`);
  }
  if (rest.length > 0 || (rawScore !== undefined && rawScore !== 'MP' && rawScore !== 'GP')) {
    throw new TiebreakCodeError(`team tie-break "${code}": the score is :MP (match points) or :GP (game points)`);
  }
  const name = rawName as TeamTiebreakName;
  const named: TeamScoreKind | null = name === 'MPTS' ? 'match' : name === 'GPTS' ? 'game' : null;
  const score: TeamScoreKind | null = rawScore === 'MP' ? 'match' : rawScore === 'GP' ? 'game' : named;
  const parsed: TeamTiebreakCode = { code, name, score, cutLow: 0, cutHigh: 0, limitPercent: 50 };
  readModifiers(parsed, code, modifiers, teamModifiersOf(name));
  return parsed;
}

function readModifiers(
  parsed: { cutLow: number; cutHigh: number; limitPercent: number; name: string },
  code: string,
  modifiers: readonly string[],
  allowed: 'cut-median' | 'cut' | 'limit' | 'none',
): void {
  const name = parsed.name;
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
}
