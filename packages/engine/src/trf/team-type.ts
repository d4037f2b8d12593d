// TRF-2026 192, the encoded type of tournament, for team events: the FIDE_TEAM codes of the tournament-type code
// table say which colour preferences C.04.6 uses and which score is primary; 362 and 320 say the rest.
import type { TeamColourPreferenceType, TeamScoreKind, TeamScoring } from '../teams/model.js';

/** What a 192 code states about a team event. */
export type TeamType = Pick<TeamScoring, 'primary' | 'secondaryForColours' | 'colourPreferenceType'>;

const SCORE_CODES: Record<string, TeamScoreKind> = { MP: 'match', GP: 'game' };
const TEAM_ROUND_ROBINS: ReadonlySet<string> = new Set(['FIDE_TEAM_ROUNDROBIN', 'FIDE_TEAM_DOUBLEROUNDROBIN']);
const COLOUR_CODES: Record<string, TeamColourPreferenceType> = { TYPEA_: 'A', TYPEB_: 'B', '': 'none' };

/**
 * The team type a 192 code states; `null` for a team round robin (FIDE_TEAM_ROUNDROBIN, FIDE_TEAM_DOUBLEROUNDROBIN)
 * or a code outside the FIDE_TEAM family (a custom system), which leaves the C.04.6 defaults, and `undefined` for a FIDE_TEAM code the table does not have.
 * FIDE_TEAM alone is type A with match points primary and game points secondary (C.04.6 art. 1.2 and 1.7 defaults);
 * a `_BAKU` ending (Baku acceleration, C.04.7) does not change scoring or colours.
 */
export function teamTypeOfCode(code: string): TeamType | null | undefined {
  const upper = code.trim().toUpperCase();
  // The team round robins of the table are no Swiss system: their scoring is the regulations' (362).
  if (!upper.startsWith('FIDE_TEAM') || TEAM_ROUND_ROBINS.has(upper)) return null;
  const plain = upper.endsWith('_BAKU') ? upper.slice(0, -'_BAKU'.length) : upper;
  if (plain === 'FIDE_TEAM') return { primary: 'match', secondaryForColours: true, colourPreferenceType: 'A' };
  const m = /^FIDE_TEAM_(TYPEA_|TYPEB_|)(MP|GP)(?:_(MP|GP))?$/.exec(plain);
  if (!m || m[2] === m[3]) return undefined;
  return { primary: SCORE_CODES[m[2]], secondaryForColours: m[3] !== undefined, colourPreferenceType: COLOUR_CODES[m[1]] };
}

/** The 192 code of a team type: `FIDE_TEAM_TYPEA_MP_GP` and its siblings. */
export function teamTypeCode(type: TeamType): string {
  const colour = type.colourPreferenceType === 'none' ? '' : `TYPE${type.colourPreferenceType}_`;
  const primary = type.primary === 'match' ? 'MP' : 'GP';
  const secondary = type.primary === 'match' ? 'GP' : 'MP';
  return `FIDE_TEAM_${colour}${primary}${type.secondaryForColours ? `_${secondary}` : ''}`;
}

/** Whether two team types say the same. */
export function sameTeamType(a: TeamType, b: TeamType): boolean {
  return a.primary === b.primary && a.secondaryForColours === b.secondaryForColours && a.colourPreferenceType === b.colourPreferenceType;
}
