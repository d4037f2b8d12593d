// C.04.6 art. 1.7 (colour preferences) and art. 4 (colour allocation), case by case.

import { describe, expect, it } from 'vitest';
import type { Colour } from '../../model.js';
import { STANDARD_TEAM_SCORING, type TeamColourPreferenceType } from '../../teams/model.js';
import { colourPreference } from './colour-preference.js';
import { allocateColours } from './colours.js';
import { pairingContext } from './context.js';
import { history, teamState } from './test-support/events.js';

describe('C.04.6 art. 1.7: colour preferences', () => {
  const cases: [TeamColourPreferenceType, string, boolean, Colour | null, boolean][] = [
    // type, colours, last round, preference, strong
    ['A', '', false, null, false],
    ['A', 'w', false, null, false],
    ['A', 'ww', false, 'b', true], // 1.7.1: colour difference above +1
    ['A', 'wb', false, null, false],
    ['A', 'wbb', false, 'w', true], // 1.7.1: −1 and black in the last two
    ['A', 'bwbw', false, null, false],
    ['A', 'bw-w', false, 'b', true], // the bye is no match: the last two played were white
    ['B', 'w', false, 'b', false], // 1.7.2: mild, difference +1
    ['B', 'ww', false, 'b', true],
    ['B', 'wb', false, 'w', false], // mild: difference 0, black last
    ['B', 'wb', true, null, false], // ... but not in the last round
    ['B', 'bww', false, 'b', true], // strong: +1 and white in the last two
    ['B', 'wbw', true, 'b', false], // +1 stays mild in the last round
    ['B', '', false, null, false],
    ['none', 'www', false, null, false],
  ];
  it.each(cases)('type %s after "%s" (last round: %s): %s', (type, colours, lastRound, colour, strong) => {
    expect(colourPreference(history(colours, 90), type, lastRound)).toEqual({ colour, strong });
  });
});

interface ColourCase {
  rule: string;
  first: string;
  second: string;
  type?: TeamColourPreferenceType;
  /** Game points above the draws for team 2 (art. 4.2.2). */
  secondGamePoints?: number;
  secondaryForColours?: boolean;
  white: number;
}

describe('C.04.6 art. 4: colours of a pair (1 and 2, equal match points)', () => {
  const cases: ColourCase[] = [
    { rule: '4.3.2 the only preference (1: WW wants black)', first: 'ww', second: 'wb', white: 2 },
    { rule: '4.3.3 opposite preferences', first: 'ww', second: 'bb', white: 2 },
    { rule: '4.3.4 type B: the only strong preference (2: BB)', first: 'wb', second: 'bb', type: 'B', white: 2 },
    { rule: '4.3.4 type B: the strong preference of the first team', first: 'bb', second: 'wb', type: 'B', white: 1 },
    { rule: '4.3.5 the lower colour difference', first: 'ww', second: 'wb', type: 'none', white: 2 },
    { rule: '4.3.6 alternate from the last round they had different colours', first: 'wb', second: 'bw', white: 1 },
    { rule: '4.3.7 the first team’s preference', first: 'ww', second: 'ww', white: 2 },
    { rule: '4.2.2 the higher secondary score makes 2 the first team', first: 'ww', second: 'ww', secondGamePoints: 1, white: 1 },
    {
      rule: '4.2.2 unless the regulations leave it out',
      first: 'ww',
      second: 'ww',
      secondGamePoints: 1,
      secondaryForColours: false,
      white: 2,
    },
    { rule: '4.3.8 alternate the first team’s last colour', first: 'w', second: 'w', type: 'none', white: 2 },
    { rule: '4.3.9 else the other team’s last colour', first: '--', second: 'wb', type: 'none', white: 2 },
  ];
  it.each(cases)('$rule', (c) => {
    const second = history(c.second, 80);
    if (c.secondGamePoints) second[0] = { ...second[0], gamePoints: second[0].gamePoints + c.secondGamePoints };
    const scoring = {
      ...STANDARD_TEAM_SCORING,
      colourPreferenceType: c.type ?? 'A',
      secondaryForColours: c.secondaryForColours ?? true,
    };
    const ctx = pairingContext(teamState([history(c.first, 90), second], { scoring }));
    const match = allocateColours(ctx, ctx.facts.get(1)!, ctx.facts.get(2)!);
    expect(match.white).toBe(c.white);
  });

  it('4.2.1 the higher score is the first team', () => {
    // Both WW want black; 2 won a match more: 2 is the first team and gets black (4.3.7).
    const second = history('ww', 80);
    second[0] = { ...second[0], matchPoints: 2 };
    const ctx = pairingContext(teamState([history('ww', 90), second]));
    expect(allocateColours(ctx, ctx.facts.get(1)!, ctx.facts.get(2)!)).toEqual({ white: 1, black: 2 });
  });
});
