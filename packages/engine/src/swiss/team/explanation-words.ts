// The explanation of a team Swiss pairing (explanation.ts) in the arbiter's
// words: one sentence per decision, naming the article of C.04.6 that made it.
// The caller names the teams (by TPN) and writes the scores. Nothing here
// decides anything: it only words what the pairing recorded.

import type { Colour } from '../../model.js';
import type { FirstTeamRule, TeamColourRule } from './colours.js';
import type {
  ExplainedTeamBracket,
  ExplainedTeamBye,
  ExplainedTeamColourPreference,
  ExplainedTeamMatch,
  TeamByeStep,
  TeamUpfloaterReason,
} from './explanation.js';

/** How the caller names a team (by TPN) and writes a score. */
export interface TeamExplanationNames {
  team: (pairingNumber: number) => string;
  points: (score: number) => string;
}

/** What each colour rule of C.04.6 art. 4.3 says, in a few words. */
export const TEAM_COLOUR_RULES: Readonly<Record<TeamColourRule, string>> = {
  '4.3.1': 'before either team has played, the first team gets the initial colour with an odd TPN, the other colour with an even one',
  '4.3.2': 'grant the only colour preference',
  '4.3.3': 'grant both colour preferences',
  '4.3.4': 'type B: grant the only strong colour preference',
  '4.3.5': 'white to the team with the lower colour difference',
  '4.3.6': 'alternate the colours from the latest round in which the two had different colours',
  '4.3.7': "grant the first team's colour preference",
  '4.3.8': "alternate the first team's colour from its last match",
  '4.3.9': "give the first team the other team's colour of its last match",
};

/** Why a team is the first team of its match (C.04.6 art. 4.2). */
export const FIRST_TEAM_RULES: Readonly<Record<FirstTeamRule, string>> = {
  '4.2.1': 'the higher score',
  '4.2.2': 'the same score and the higher secondary score',
  '4.2.3': 'the same scores and the smaller TPN',
};

const BYE_STEPS: Readonly<Record<TeamByeStep, string>> = {
  '3.4.1': 'no other team can have it and leave the rest pairable',
  '3.4.2': 'of the teams whose bye leaves the rest pairable, it has the lowest score',
  '3.4.3': 'of the lowest scores whose bye leaves the rest pairable, it has played the most matches',
  '3.4.4': 'of the teams left equal by score and matches played, it has the largest TPN',
};

const UPFLOATER_REASONS: Readonly<Record<TeamUpfloaterReason, string>> = {
  C7: 'the otherwise first choice has a team that floated in the previous round (C.04.6 C7)',
  C6: 'it lets the following scoregroup be paired with as few upfloaters of its own as can be (C.04.6 C6)',
  C5: 'it has the highest scores that leave a legal pairing (C.04.6 C5)',
  legal: 'the sets before it leave no legal pairing of the bracket or of the teams below (C.04.6 C1, C3)',
  'first-set': 'it is the first set in the order of art. 3.5: the highest placed teams below',
};

const colourName = (c: Colour) => (c === 'w' ? 'white' : 'black');
const list = (teams: readonly number[], names: TeamExplanationNames) => teams.map(names.team).join(', ');

function preferenceText(p: ExplainedTeamColourPreference): string {
  const difference = p.colourDifference === 0 ? '' : `, colour difference ${p.colourDifference > 0 ? '+' : '−'}${Math.abs(p.colourDifference)}`;
  if (p.colour === null) return `has no colour preference${difference === '' ? '' : ` (${difference.slice(2)})`}`;
  return `is due ${colourName(p.colour)} (${p.strength} preference${difference}, ${p.met ? 'met' : 'not met'})`;
}

/** Who has the pairing-allocated bye, by which step of art. 3.4, and who could not have it. */
export function teamByeSentences(bye: ExplainedTeamBye, names: TeamExplanationNames): string[] {
  const who = names.team(bye.team);
  const sentences = [`${who} (${names.points(bye.score)}) gets the pairing-allocated bye: ${BYE_STEPS[bye.step]} (C.04.6 art. ${bye.step}).`];
  if (bye.passedOver.length > 0) {
    sentences.push(
      `${list(bye.passedOver, names)} would come first, but with their bye the other teams could not all be paired without a rematch or a forbidden pair (C.04.6 art. 3.4.1).`,
    );
  }
  if (bye.notEligible.length > 0) {
    sentences.push(`${list(bye.notEligible, names)} may not have it: already a pairing-allocated bye, a match won by forfeit or a full-point bye (C.04.6 C2).`);
  }
  return sentences;
}

/** The bracket's upfloaters and why (C.04.6 art. 3.5); null when it has none. */
export function teamUpfloaterSentence(bracket: ExplainedTeamBracket, names: TeamExplanationNames): string | null {
  if (bracket.upfloaters.length === 0 || bracket.upfloaterReason === null) return null;
  const count =
    bracket.upfloaterCount === 'odd'
      ? 'The scoregroup has an odd number of teams, so one team floats up'
      : `Its teams cannot be paired among themselves with fewer, so ${bracket.upfloaters.length} teams float up (C.04.6 C4)`;
  return `${count} into the bracket of ${names.points(bracket.score)}: ${list(bracket.upfloaters, names)}, because ${UPFLOATER_REASONS[bracket.upfloaterReason]}.`;
}

/** What the bracket's pairing gave up, criterion by criterion; null when it met them all. */
export function teamUnmetSentence(bracket: ExplainedTeamBracket): string | null {
  const { c7, c8, c9, c10 } = bracket.unmet;
  const parts: string[] = [];
  if (c7 > 0) parts.push(`${c7} upfloater${c7 > 1 ? 's' : ''} that floated in the previous round (C7)`);
  if (c8 > 0) parts.push(`${c8} match${c8 > 1 ? 'es' : ''} leaving a colour preference unmet (C8)`);
  if (c9 > 0) parts.push(`${c9} of them a strong preference of type B (C9)`);
  if (c10 > 0) parts.push(`${c10} upfloater${c10 > 1 ? 's' : ''} against a team that floated in the previous round (C10)`);
  if (parts.length === 0) return null;
  return `No legal pairing of the bracket does better: ${parts.join('; ')}.`;
}

/** Which team has white on board 1, and the rules of art. 4.2 and 4.3 that decided it. */
export function teamColourSentence(match: ExplainedTeamMatch, names: TeamExplanationNames): string {
  const white = names.team(match.white);
  const black = names.team(match.black);
  const first = names.team(match.first);
  return (
    `${white} ${preferenceText(match.whitePreference)}; ${black} ${preferenceText(match.blackPreference)}. ` +
    `${first} is the first team, with ${FIRST_TEAM_RULES[match.firstRule]} (C.04.6 art. ${match.firstRule}). ` +
    `${white} has white on board 1: ${TEAM_COLOUR_RULES[match.rule]} (C.04.6 art. ${match.rule}).`
  );
}
