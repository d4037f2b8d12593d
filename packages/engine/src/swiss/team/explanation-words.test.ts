// The team explanation in words: the sentences for the article cases, whole, so a change of wording is seen.

import { describe, expect, it } from 'vitest';
import { english } from '../../test-support/english.js';
import * as article from './test-support/article-events.js';
import { eventState } from './test-support/events.js';
import { teamByeSentences, teamColourSentence, teamUnmetSentence, teamUpfloaterSentence, type TeamExplanationNames } from './explanation-words.js';
import { explainTeamRound } from './explanation.js';

const names: TeamExplanationNames = { team: (n) => `Team ${n}`, points: (s) => `${s} MP`, list: (teams) => teams.join(' and ') };

describe('why this pairing in words (team Swiss)', () => {
  // The article case of 3.4.1: 5 is passed over for the bye, 2 and 4 had one; 1 can only meet 5.
  const e = explainTeamRound(eventState(article.byeLeavingNoPairing)).explanation;

  it('names the bye, the teams passed over and those [C2] excludes', () => {
    expect(teamByeSentences(e.bye!, names).map(english)).toEqual([
      'Team 3 (3 MP) gets the pairing-allocated bye: of the teams whose bye leaves the rest pairable, it has the lowest score (C.04.6 art. 3.4.2).',
      'Team 5 would come first, but with its bye the other teams could not all be paired without a rematch or a forbidden pair (C.04.6 art. 3.4.1).',
      'Team 2 and Team 4 may not have it: each has already had a pairing-allocated bye, a match won by forfeit or a full-point bye (C.04.6 C2).',
    ]);
  });

  it('names the upfloater, why, and what the bracket gave up', () => {
    const [top] = e.brackets;
    expect(english(teamUpfloaterSentence(top, names)!)).toBe(
      'The scoregroup has an odd number of teams, so one team floats up into the bracket of 6 MP: Team 5, because the sets before it leave no legal pairing of the bracket or of the teams below (C.04.6 C1, C3).',
    );
    expect(english(teamUnmetSentence(top)!)).toBe(
      'No legal pairing of the bracket does better: 1 upfloater that floated in the previous round (C7); 1 upfloater against a team that floated in the previous round (C10).',
    );
  });

  it('gives the colours with the first team and the rule of art. 4.3', () => {
    expect(english(teamColourSentence(e.matches[0], names))).toBe(
      'Team 5 is due white (strong preference, colour difference −2, met); Team 1 is due black (strong preference, colour difference +3, met). ' +
        'Team 1 is the first team, with the higher score (C.04.6 art. 4.2.1). Team 5 has white on board 1: grant both colour preferences (C.04.6 art. 4.3.3).',
    );
  });
});
