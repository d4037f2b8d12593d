// The team tie-breaks' names and meanings (C.07 2024, the team tie-breaks), apart from the individual ones so that
// a page showing an individual event's standings loads none of them.

import {
  cutTitle,
  describeTiebreak,
  modifiersOf,
  NO_TIE_BROKEN,
  phrase,
  term,
  TEAM_ONLY_TIEBREAK_NAMES,
  TEAM_TIEBREAK_NAMES,
  type Definition,
  type TeamOnlyTiebreakName,
  type TeamTiebreakName,
  type TiebreakDescription,
  type TiebreakName,
  type Words,
} from './definitions.js';

const NOT_MET = term('no teams still tied at this point have played each other');
const NONE_TIED = term('no teams are still tied at this point');

const TEAM_DEFINITIONS: Record<TeamOnlyTiebreakName, Definition> = {
  MPTS: { title: term('Match points'), explanation: term('match points scored') },
  GPTS: { title: term('Game points'), explanation: term('game points scored on all boards') },
  MPVGP: { title: term('The other score'), explanation: term('game points where match points rank, match points where game points rank') },
  ESB: {
    title: term('Extended Sonneborn-Berger'),
    explanation: term('sum of each opponent’s score times the other score made against it (match points times game points)'),
    cut: 'lowest',
  },
  EDE: {
    title: term('Extended direct encounter'),
    explanation: term('the matches between the teams still tied, on the score the code names and then on the other, in turn until neither separates more'),
    zeroForAll: NOT_MET,
  },
  EDEC: {
    title: term('Extended direct encounter, then board count'),
    explanation: term(
      'extended direct encounter; two teams still tied on both scores by the board count of their matches against each other, board 1 counting once, board 2 twice, and so on, the higher total first',
    ),
    zeroForAll: NOT_MET,
  },
  EDET: {
    title: term('Extended direct encounter, then top board results'),
    explanation: term(
      'extended direct encounter; two teams still tied on both scores by their game points on board 1 in their matches against each other, then on board 2, and so on',
    ),
    zeroForAll: NOT_MET,
  },
  EDEB: {
    title: term('Extended direct encounter, then bottom board elimination'),
    explanation: term(
      'extended direct encounter; two teams still tied on both scores by their game points without the last board in their matches against each other, then without the last two, and so on',
    ),
    zeroForAll: NOT_MET,
  },
  EDEBT: {
    title: term('Extended direct encounter, then board count and top board results'),
    explanation: term(
      'extended direct encounter; two teams still tied on both scores by the board count of their matches against each other, then by their game points on board 1 there, then on board 2, and so on',
    ),
    zeroForAll: NOT_MET,
  },
  EDEBB: {
    title: term('Extended direct encounter, then board count and bottom board elimination'),
    explanation: term(
      'extended direct encounter; two teams still tied on both scores by the board count of their matches against each other, then by their game points there without the last board, then without the last two, and so on',
    ),
    zeroForAll: NOT_MET,
  },
  BC: { title: term('Board count'), explanation: term('sum of the game points on each board times the board number; the lower total ranks higher') },
  TBR: {
    title: term('Top board results'),
    explanation: term('game points on board 1 between the teams still tied, then on board 2, and so on'),
    zeroForAll: NONE_TIED,
  },
  BBE: {
    title: term('Bottom board elimination'),
    explanation: term('game points without the last board between the teams still tied, then without the last two, and so on'),
    zeroForAll: NONE_TIED,
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

export interface TeamTiebreakDescription extends Omit<TiebreakDescription, 'name'> {
  name: TeamTiebreakName;
}

/** "… on match points", "… on game points": the score a team code counts on, when it names one. */
function onScore(title: Words, scoreKind: string | undefined): Words {
  if (scoreKind === 'MP') return phrase('{tiebreak} on match points', { tiebreak: title });
  if (scoreKind === 'GP') return phrase('{tiebreak} on game points', { tiebreak: title });
  return title;
}

/**
 * A team code's full name and one-line meaning, the score it counts on included ("BH:GP/C1" → "Buchholz cut 1 on
 * game points"), as texts to say in the reader's language; null for a name the team tie-breaks do not know.
 */
export function describeTeamTiebreak(code: string): TeamTiebreakDescription | null {
  const [head, ...modifiers] = code.trim().toUpperCase().split('/');
  const [rawName, scoreKind] = head.split(':');
  if (!(TEAM_TIEBREAK_NAMES as readonly string[]).includes(rawName)) return null;
  const name = rawName as TeamTiebreakName;
  if (!(TEAM_ONLY_TIEBREAK_NAMES as readonly string[]).includes(name)) {
    const base = describeTiebreak([name, ...modifiers].join('/'));
    return base && { ...base, code, name, title: onScore(base.title, scoreKind) };
  }
  const definition = TEAM_DEFINITIONS[name as TeamOnlyTiebreakName];
  const cuts = modifiers.filter((modifier) => /^C\d+$/.test(modifier)).map((modifier) => Number(modifier.slice(1)));
  return {
    code,
    name,
    title: cuts.reduce(cutTitle, onScore(definition.title, scoreKind)),
    explanation: definition.explanation,
    zeroForAll: definition.zeroForAll ?? NO_TIE_BROKEN,
  };
}
