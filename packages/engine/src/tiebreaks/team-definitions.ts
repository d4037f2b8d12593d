// The team tie-breaks' names and meanings (C.07 2024, the team tie-breaks), apart from the individual ones so that
// a page showing an individual event's standings loads none of them.

import {
  describeTiebreak,
  modifiersOf,
  TEAM_ONLY_TIEBREAK_NAMES,
  TEAM_TIEBREAK_NAMES,
  type Definition,
  type TeamOnlyTiebreakName,
  type TeamTiebreakName,
  type TiebreakDescription,
  type TiebreakName,
} from './definitions.js';

const TEAM_DEFINITIONS: Record<TeamOnlyTiebreakName, Definition> = {
  MPTS: { title: 'Match points', explanation: 'match points scored' },
  GPTS: { title: 'Game points', explanation: 'game points scored on all boards' },
  MPVGP: { title: 'The other score', explanation: 'game points where match points rank, match points where game points rank' },
  ESB: {
    title: 'Extended Sonneborn-Berger',
    explanation: 'sum of each opponent’s score times the other score made against it (match points times game points)',
    cut: 'lowest',
  },
  EDE: {
    title: 'Extended direct encounter',
    explanation: 'the matches between the teams still tied, on the score the code names and then on the other, in turn until neither separates more',
    zeroForAll: 'no teams still tied at this point have played each other',
  },
  EDEC: {
    title: 'Extended direct encounter, then board count',
    explanation:
      'extended direct encounter; two teams still tied on both scores by the board count of their matches against each other, board 1 counting once, board 2 twice, and so on, the higher total first',
    zeroForAll: 'no teams still tied at this point have played each other',
  },
  EDET: {
    title: 'Extended direct encounter, then top board results',
    explanation:
      'extended direct encounter; two teams still tied on both scores by their game points on board 1 in their matches against each other, then on board 2, and so on',
    zeroForAll: 'no teams still tied at this point have played each other',
  },
  EDEB: {
    title: 'Extended direct encounter, then bottom board elimination',
    explanation:
      'extended direct encounter; two teams still tied on both scores by their game points without the last board in their matches against each other, then without the last two, and so on',
    zeroForAll: 'no teams still tied at this point have played each other',
  },
  EDEBT: {
    title: 'Extended direct encounter, then board count and top board results',
    explanation:
      'extended direct encounter; two teams still tied on both scores by the board count of their matches against each other, then by their game points on board 1 there, then on board 2, and so on',
    zeroForAll: 'no teams still tied at this point have played each other',
  },
  EDEBB: {
    title: 'Extended direct encounter, then board count and bottom board elimination',
    explanation:
      'extended direct encounter; two teams still tied on both scores by the board count of their matches against each other, then by their game points there without the last board, then without the last two, and so on',
    zeroForAll: 'no teams still tied at this point have played each other',
  },
  BC: { title: 'Board count', explanation: 'sum of the game points on each board times the board number; the lower total ranks higher' },
  TBR: {
    title: 'Top board results',
    explanation: 'game points on board 1 between the teams still tied, then on board 2, and so on',
    zeroForAll: 'no teams are still tied at this point',
  },
  BBE: {
    title: 'Bottom board elimination',
    explanation: 'game points without the last board between the teams still tied, then without the last two, and so on',
    zeroForAll: 'no teams are still tied at this point',
  },
};

/** Which modifiers a team code accepts: the individual code's, and cuts for the extended Sonneborn-Berger. */
export function teamModifiersOf(name: TeamTiebreakName): 'cut-median' | 'cut' | 'limit' | 'none' {
  if (name === 'ESB') return 'cut';
  if ((TEAM_ONLY_TIEBREAK_NAMES as readonly string[]).includes(name)) return 'none';
  return modifiersOf(name as TiebreakName);
}

/** The codes an organiser of a team event picks from, each on the primary score first and then on the other one. */
export const OFFERED_TEAM_TIEBREAKS: readonly string[] = [
  'MPVGP',
  'DE',
  'BH:MP',
  'BH:GP',
  'BH:MP/C1',
  'SB:MP',
  'SB:GP',
  'ESB:MP',
  'ESB:GP',
  'EDE',
  'WIN',
  'WIN:GP',
  'BC',
  'TBR',
  'BBE',
  'PS',
  'KS',
  'AOB',
  'FB',
];

/**
 * A team code's full name and one-line meaning, the score it counts on included ("BH:GP/C1" →
 * "Buchholz on game points cut 1"); null for a name the team tie-breaks do not know.
 */
export interface TeamTiebreakDescription extends Omit<TiebreakDescription, 'name'> {
  name: TeamTiebreakName;
}

export function describeTeamTiebreak(code: string): TeamTiebreakDescription | null {
  const [head, ...modifiers] = code.trim().toUpperCase().split('/');
  const [rawName, scoreKind] = head.split(':');
  if (!(TEAM_TIEBREAK_NAMES as readonly string[]).includes(rawName)) return null;
  const teamOnly = (TEAM_ONLY_TIEBREAK_NAMES as readonly string[]).includes(rawName);
  const base = teamOnly ? null : describeTiebreak([rawName, ...modifiers].join('/'));
  const definition = teamOnly ? TEAM_DEFINITIONS[rawName as TeamOnlyTiebreakName] : null;
  const on = scoreKind === 'MP' ? ' on match points' : scoreKind === 'GP' ? ' on game points' : '';
  const cuts = teamOnly ? modifiers.filter((m) => /^C\d+$/.test(m)).map((m) => ` cut ${m.slice(1)}`) : [];
  const title = (base?.title ?? definition?.title ?? rawName) + on + cuts.join('');
  return {
    code,
    name: rawName as TeamTiebreakName,
    title,
    explanation: base?.explanation ?? definition?.explanation ?? '',
    zeroForAll: base?.zeroForAll ?? definition?.zeroForAll ?? 'it breaks no tie yet',
  };
}
