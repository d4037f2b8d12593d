// The explanation of a team Swiss pairing (explanation.ts) in the arbiter's
// words: one sentence per decision, naming the article of C.04.6 that made it,
// each an English ICU text with its values (words.ts) for the caller to say in
// the reader's language. The caller names the teams (by TPN), writes the
// scores and lists names as its reader's language does. Nothing here decides
// anything: it only words what the pairing recorded.

import { signed, words, type ExplanationValue, type ExplanationWords } from '../../words.js';
import type { FirstTeamRule, TeamColourRule } from './colours.js';
import type {
  ExplainedTeamBracket,
  ExplainedTeamBye,
  ExplainedTeamColourPreference,
  ExplainedTeamMatch,
  TeamByeStep,
  TeamUpfloaterReason,
} from './explanation.js';

/** How the caller names a team (by TPN), writes a score and lists names. */
export interface TeamExplanationNames {
  team: (pairingNumber: number) => string;
  points: (score: number) => ExplanationValue;
  list: (names: string[]) => string;
}

/** What each colour rule of C.04.6 art. 4.3 says, in a few words. */
export const TEAM_COLOUR_RULES: Readonly<Record<TeamColourRule, ExplanationWords>> = {
  '4.3.1': words('before either team has played, the first team gets the initial colour with an odd TPN, the other colour with an even one'),
  '4.3.2': words('grant the only colour preference'),
  '4.3.3': words('grant both colour preferences'),
  '4.3.4': words('type B: grant the only strong colour preference'),
  '4.3.5': words('white to the team with the lower colour difference'),
  '4.3.6': words('alternate the colours from the latest round in which the two had different colours'),
  '4.3.7': words("grant the first team's colour preference"),
  '4.3.8': words("alternate the first team's colour from its last match"),
  '4.3.9': words("give the first team the other team's colour of its last match"),
};

/** Why a team is the first team of its match (C.04.6 art. 4.2). */
export const FIRST_TEAM_RULES: Readonly<Record<FirstTeamRule, ExplanationWords>> = {
  '4.2.1': words('the higher score'),
  '4.2.2': words('the same score and the higher secondary score'),
  '4.2.3': words('the same scores and the smaller TPN'),
};

const BYE_STEPS: Readonly<Record<TeamByeStep, ExplanationWords>> = {
  '3.4.1': words('no other team can have it and leave the rest pairable'),
  '3.4.2': words('of the teams whose bye leaves the rest pairable, it has the lowest score'),
  '3.4.3': words('of the lowest scores whose bye leaves the rest pairable, it has played the most matches'),
  '3.4.4': words('of the teams left equal by score and matches played, it has the largest TPN'),
};

const UPFLOATER_REASONS: Readonly<Record<TeamUpfloaterReason, ExplanationWords>> = {
  C7: words('the otherwise first choice has a team that floated in the previous round (C.04.6 C7)'),
  C6: words('it lets the following scoregroup be paired with as few upfloaters of its own as can be (C.04.6 C6)'),
  C5: words('it has the highest scores that leave a legal pairing (C.04.6 C5)'),
  legal: words('the sets before it leave no legal pairing of the bracket or of the teams below (C.04.6 C1, C3)'),
  'first-set': words('it is the first set in the order of art. 3.5: the highest placed teams below'),
};

function preference(team: string, p: ExplainedTeamColourPreference): ExplanationWords {
  const difference = signed(p.colourDifference);
  if (p.colour === null) {
    return p.colourDifference === 0
      ? words('{team} has no colour preference', { team })
      : words('{team} has no colour preference (colour difference {difference})', { team, difference });
  }
  const values = { team, colour: p.colour, strength: p.strength ?? 'mild', met: p.met ? 'yes' : 'no' };
  if (p.colourDifference === 0)
    return words(
      '{team} is due {colour, select, w {white} other {black}} ({strength, select, strong {strong} other {mild}} preference, {met, select, yes {met} other {not met}})',
      values,
    );
  return words(
    '{team} is due {colour, select, w {white} other {black}} ({strength, select, strong {strong} other {mild}} preference, colour difference {difference}, {met, select, yes {met} other {not met}})',
    { ...values, difference },
  );
}

/** Who has the pairing-allocated bye, by which step of art. 3.4, and who could not have it. */
export function teamByeSentences(bye: ExplainedTeamBye, names: TeamExplanationNames): ExplanationWords[] {
  const sentences = [
    words('{team} ({points}) gets the pairing-allocated bye: {reason} (C.04.6 art. {step}).', {
      team: names.team(bye.team),
      points: names.points(bye.score),
      reason: BYE_STEPS[bye.step],
      step: bye.step,
    }),
  ];
  if (bye.passedOver.length > 0) {
    sentences.push(
      words(
        '{count, plural, one {{teams} would come first, but with its bye} other {{teams} would come first, but with their bye}} the other teams could not all be paired without a rematch or a forbidden pair (C.04.6 art. 3.4.1).',
        { count: bye.passedOver.length, teams: names.list(bye.passedOver.map(names.team)) },
      ),
    );
  }
  if (bye.notEligible.length > 0) {
    sentences.push(
      words(
        '{count, plural, one {{teams} may not have it: it has already had} other {{teams} may not have it: each has already had}} a pairing-allocated bye, a match won by forfeit or a full-point bye (C.04.6 C2).',
        { count: bye.notEligible.length, teams: names.list(bye.notEligible.map(names.team)) },
      ),
    );
  }
  return sentences;
}

/** The bracket's upfloaters and why (C.04.6 art. 3.5); null when it has none. */
export function teamUpfloaterSentence(bracket: ExplainedTeamBracket, names: TeamExplanationNames): ExplanationWords | null {
  if (bracket.upfloaters.length === 0 || bracket.upfloaterReason === null) return null;
  const values = {
    count: bracket.upfloaters.length,
    points: names.points(bracket.score),
    teams: names.list(bracket.upfloaters.map(names.team)),
    reason: UPFLOATER_REASONS[bracket.upfloaterReason],
  };
  return bracket.upfloaterCount === 'odd'
    ? words('The scoregroup has an odd number of teams, so one team floats up into the bracket of {points}: {teams}, because {reason}.', values)
    : words(
        'Its teams cannot be paired among themselves with fewer, so {count, plural, one {# team floats} other {# teams float}} up (C.04.6 C4) into the bracket of {points}: {teams}, because {reason}.',
        values,
      );
}

/** What the bracket's pairing gave up, criterion by criterion; null when it met them all. */
export function teamUnmetSentence(bracket: ExplainedTeamBracket): ExplanationWords | null {
  const { c7, c8, c9, c10 } = bracket.unmet;
  const parts = [
    c7 > 0 && words('{count, plural, one {# upfloater} other {# upfloaters}} that floated in the previous round (C7)', { count: c7 }),
    c8 > 0 && words('{count, plural, one {# match} other {# matches}} leaving a colour preference unmet (C8)', { count: c8 }),
    c9 > 0 && words('{count, plural, one {# of them a strong preference} other {# of them strong preferences}} of type B (C9)', { count: c9 }),
    c10 > 0 && words('{count, plural, one {# upfloater} other {# upfloaters}} against a team that floated in the previous round (C10)', { count: c10 }),
  ].filter((part) => part !== false);
  if (parts.length === 0) return null;
  const unmet = parts.reduceRight((rest, first) => words('{first}; {rest}', { first, rest }));
  return words('No legal pairing of the bracket does better: {unmet}.', { unmet });
}

/** Which team has white on board 1, and the rules of art. 4.2 and 4.3 that decided it. */
export function teamColourSentence(match: ExplainedTeamMatch, names: TeamExplanationNames): ExplanationWords {
  return words(
    '{whitePreference}; {blackPreference}. {first} is the first team, with {firstRule} (C.04.6 art. {firstArticle}). {white} has white on board 1: {rule} (C.04.6 art. {article}).',
    {
      whitePreference: preference(names.team(match.white), match.whitePreference),
      blackPreference: preference(names.team(match.black), match.blackPreference),
      first: names.team(match.first),
      firstRule: FIRST_TEAM_RULES[match.firstRule],
      firstArticle: match.firstRule,
      white: names.team(match.white),
      rule: TEAM_COLOUR_RULES[match.rule],
      article: match.rule,
    },
  );
}
