// What each tie-break of the FIDE Tie-Break Regulations (C.07 2024) is called
// and what it measures, in one place: the contract's list of codes, the
// organiser's choices, the legend under the standings (screen and paper) and
// the engine's own parser all read it, so a code never means two things.
// Nothing here computes a value; it only names and explains.

import type { ExplanationWords } from '../words.js';

/** The codes of C.07 art. 5 and 14 the engine computes. */
export const TIEBREAK_NAMES = [
  'PTS',
  'DE',
  'WIN',
  'WON',
  'BPG',
  'BWG',
  'GE',
  'PS',
  'KS',
  'BH',
  'FB',
  'SB',
  'AOB',
  'ARO',
  'TPR',
  'PTP',
  'APRO',
  'APPO',
] as const;

export type TiebreakName = (typeof TIEBREAK_NAMES)[number];

/**
 * How many hex digits of SHA-256 make a player's lot in the drawing of lots among players still tied after the
 * whole list (lots.ts): enough that two lots never meet, short enough to print.
 */
export const LOT_DIGITS = 12;

/**
 * What a cut leaves out (art. 14): the lowest values of a sum over the
 * opponents, or the first rounds of a progressive score.
 */
export type CutKind = 'lowest' | 'first rounds';

/** The tie-breaks' names and meanings are said from the contract's catalogues. */
export type Words = ExplanationWords;

/** A name or a meaning without values. */
export const term = (text: string): Words => ({ text, values: {} });

/** A text with values ("{tiebreak} cut {count}"). */
export const phrase = (text: string, values: Words['values']): Words => ({ text, values });

export interface Definition {
  title: Words;
  /** One line, as a player would ask "what is this?". */
  explanation: Words;
  cut?: CutKind;
  /** Median-n (art. 14.2) also leaves out the n highest. */
  median?: boolean;
  /** Why a column can be 0 for every player, where the reason is not plainly "nothing scored yet". */
  zeroForAll?: Words;
}

const UNRATED = term('a player without a rating takes part and the tournament gives unrated players no rating to count with');

/** The Koya limit without /Ln (art. 9.2): the opponents with at least half the maximum score count. */
const KOYA_LIMIT = 50;

const DEFINITIONS: Record<TiebreakName, Definition> = {
  PTS: { title: term('Points'), explanation: term('points scored') },
  DE: {
    title: term('Direct encounter'),
    explanation: term('points scored in the games between the players still tied'),
    zeroForAll: term('no players still tied at this point have played each other'),
  },
  WIN: { title: term('Number of wins'), explanation: term('rounds worth a win: wins, forfeit wins and full-point byes') },
  WON: { title: term('Games won over the board'), explanation: term('games won by playing them') },
  BPG: { title: term('Games played with black'), explanation: term('games played over the board with the black pieces') },
  BWG: { title: term('Games won with black'), explanation: term('games won over the board with the black pieces') },
  GE: { title: term('Games elected to play'), explanation: term('rounds the player turned up for, played or paired') },
  PS: { title: term('Progressive score'), explanation: term('sum of the running score after each round'), cut: 'first rounds' },
  KS: {
    title: term('Koya system'),
    explanation: phrase('points scored against the opponents with at least {limit}% of the maximum score', { limit: KOYA_LIMIT }),
  },
  BH: { title: term('Buchholz'), explanation: term('sum of opponents’ scores'), cut: 'lowest', median: true },
  FB: {
    title: term('Fore Buchholz'),
    explanation: term('sum of opponents’ scores with every last-round game counted as a draw'),
    cut: 'lowest',
    median: true,
  },
  SB: {
    title: term('Sonneborn-Berger'),
    explanation: term('sum of the scores of the opponents beaten, and half those drawn with'),
    cut: 'lowest',
    median: true,
  },
  AOB: { title: term('Average of opponents’ Buchholz'), explanation: term('average of the Buchholz of the opponents met over the board') },
  ARO: {
    zeroForAll: UNRATED,
    title: term('Average rating of opponents'),
    explanation: term('average rating of the opponents met over the board'),
    cut: 'lowest',
    median: true,
  },
  TPR: {
    zeroForAll: UNRATED,
    title: term('Tournament performance rating'),
    explanation: term('the rating the results are worth against these opponents'),
    cut: 'lowest',
    median: true,
  },
  PTP: {
    zeroForAll: UNRATED,
    title: term('Perfect tournament performance'),
    explanation: term('the lowest rating that would be expected to score these points'),
    cut: 'lowest',
    median: true,
  },
  APRO: {
    zeroForAll: UNRATED,
    title: term('Average performance rating of opponents'),
    explanation: term('average of the opponents’ tournament performance ratings'),
  },
  APPO: {
    zeroForAll: UNRATED,
    title: term('Average perfect performance of opponents'),
    explanation: term('average of the opponents’ perfect tournament performances'),
  },
};

/** Which modifiers a tie-break accepts (art. 14): cuts and medians, cuts only, the Koya limit, or none. */
export function modifiersOf(name: TiebreakName): 'cut-median' | 'cut' | 'limit' | 'none' {
  const definition = DEFINITIONS[name];
  if (name === 'KS') return 'limit';
  if (definition.cut === undefined) return 'none';
  return definition.median ? 'cut-median' : 'cut';
}

/** The cuts FIDE's guidelines use (art. 13), offered beside the plain codes. */
const OFFERED_CUTS: Partial<Record<TiebreakName, readonly string[]>> = { BH: ['BH/C1', 'BH/C2', 'BH/M1'], SB: ['SB/C1'], ARO: ['ARO/C1'] };

/** The codes an organiser picks from: every tie-break but the points themselves, each followed by its usual cuts. */
export const OFFERED_TIEBREAKS: readonly string[] = TIEBREAK_NAMES.filter((name) => name !== 'PTS').flatMap((name) => [name, ...(OFFERED_CUTS[name] ?? [])]);

/**
 * The lists FIDE recommends (art. 13 guidelines): round robins break ties
 * by the games between the tied players first; Swiss events by the strength
 * of the opposition.
 */
export function recommendedTiebreaks(roundRobin: boolean): string[] {
  return roundRobin ? ['DE', 'WIN', 'SB', 'KS'] : ['BH/C1', 'BH', 'DE', 'WIN'];
}

export interface TiebreakDescription {
  code: string;
  name: TiebreakName;
  /** "Buchholz cut 1". */
  title: Words;
  /** "sum of opponents’ scores without the lowest". */
  explanation: Words;
  /** Why the column is 0 for every player (shown instead of a column of zeros). */
  zeroForAll: Words;
}

/** What breaks no tie yet, for a column of zeros with no other reason. */
export const NO_TIE_BROKEN = term('it breaks no tie yet');

/** A cut's name: "Buchholz cut 1" (individual and team codes alike). */
export const cutTitle = (title: Words, count: number): Words => phrase('{tiebreak} cut {count}', { tiebreak: title, count });

function withoutCut(explanation: Words, count: number, cut: CutKind): Words {
  if (cut === 'first rounds') {
    return phrase('{count, plural, one {{explanation} without the first round} other {{explanation} without the first # rounds}}', { count, explanation });
  }
  return phrase('{count, plural, one {{explanation} without the lowest} other {{explanation} without the # lowest}}', { count, explanation });
}

/**
 * A code's full name and one-line meaning, modifiers included ("BH/C1" →
 * "Buchholz cut 1", "sum of opponents’ scores without the lowest"), as texts
 * to say in the reader's language. Returns null for a code whose name the
 * engine does not know; modifiers are read as written, not checked
 * (parseTiebreakCode checks them).
 */
export function describeTiebreak(code: string): TiebreakDescription | null {
  const [rawName, ...modifiers] = code.trim().toUpperCase().split('/');
  if (!(TIEBREAK_NAMES as readonly string[]).includes(rawName)) return null;
  const name = rawName as TiebreakName;
  const definition = DEFINITIONS[name];
  let { title, explanation } = definition;
  for (const modifier of modifiers) {
    const match = /^([CML])(\d+)$/.exec(modifier);
    if (!match) continue;
    const count = Number(match[2]);
    if (match[1] === 'C') {
      title = cutTitle(title, count);
      explanation = withoutCut(explanation, count, definition.cut ?? 'lowest');
    } else if (match[1] === 'M') {
      title = phrase('{tiebreak} median {count}', { tiebreak: title, count });
      explanation = phrase(
        '{count, plural, one {{explanation} without the highest and the lowest} other {{explanation} without the # highest and the # lowest}}',
        { count, explanation },
      );
    } else {
      title = phrase('{tiebreak} limit {limit}%', { tiebreak: title, limit: count });
      // Only the Koya system's meaning has a limit to change.
      if ('limit' in explanation.values) explanation = { ...explanation, values: { ...explanation.values, limit: count } };
    }
  }
  return { code, name, title, explanation, zeroForAll: definition.zeroForAll ?? NO_TIE_BROKEN };
}

/**
 * Team events (C.07 2024, the team tie-breaks): every code of an individual event that reads
 * only results also ranks teams, on match points or on game points (`BH:MP`, `SB:GP`, the
 * `TB:PS` forms of FIDE TEC's checker); a few exist for teams alone. The rating-based codes
 * are left out: a team has no rating of its own to average over.
 */
export const TEAM_ONLY_TIEBREAK_NAMES = ['MPTS', 'GPTS', 'MPVGP', 'ESB', 'EDE', 'EDEC', 'EDET', 'EDEB', 'EDEBT', 'EDEBB', 'BC', 'TBR', 'BBE'] as const;

export type TeamOnlyTiebreakName = (typeof TEAM_ONLY_TIEBREAK_NAMES)[number];

export const TEAM_TIEBREAK_NAMES = [
  ...TIEBREAK_NAMES.filter((name) => !['ARO', 'TPR', 'PTP', 'APRO', 'APPO'].includes(name)),
  ...TEAM_ONLY_TIEBREAK_NAMES,
] as const;

export type TeamTiebreakName = Exclude<TiebreakName, 'ARO' | 'TPR' | 'PTP' | 'APRO' | 'APPO'> | TeamOnlyTiebreakName;

/**
 * The team tie-break lists Kingside proposes (C.07 2024 leaves the choice to the regulations, art. 13): the other
 * score first, then the matches among the teams still tied; a Swiss then by the strength of the opposition on
 * match points, a round robin by Sonneborn-Berger on match points and the board count.
 */
export function recommendedTeamTiebreaks(roundRobin: boolean): string[] {
  return roundRobin ? ['MPVGP', 'EDE', 'SB:MP', 'BC'] : ['MPVGP', 'EDE', 'BH:MP/C1', 'BH:MP'];
}
