// "Why this pairing" for the team Swiss (C.04.6): hand-derived rounds, many of
// them the article cases of articles.test.ts, each showing one reason the
// explanation gives; then, on random events, the explanation agrees with the
// pairing and every colour rule it names is the one that decides.

import { describe, expect, it } from 'vitest';
import type { Colour } from '../../model.js';
import { STANDARD_TEAM_SCORING, type TeamColourPreferenceType } from '../../teams/model.js';
import { explainTeamRound, type ExplainedTeamMatch, type TeamPairingExplanation } from './explanation.js';
import { pairTeamRound, teamColourPreference, teamPlayedColours, type TeamPairingState } from './index.js';
import { pairingContext } from './context.js';
import { canAllBePaired } from './pairing-allocated-bye.js';
import type { TeamFacts } from './team-facts.js';
import * as article from './test-support/article-events.js';
import {
  eventState,
  expectNoProblemsOnRandomEvents,
  handState,
  history,
  teamState,
  typeB,
  virtual,
  type HandEvent,
  type HandRound,
} from './test-support/events.js';

function explain(teams: number, rounds: HandRound[], fields: Partial<TeamPairingState> = {}, boards = 2) {
  return explainTeamRound(handState(teams, rounds, fields, boards)).explanation;
}

function explainEvent(e: HandEvent, fields: Partial<TeamPairingState> = {}) {
  return explainTeamRound(eventState(e, fields)).explanation;
}
const apart = (a: number, b: number) => ({ firstRound: 1, lastRound: 1, teams: [a, b] });
const noPreference = (colourDifference: number) => ({ colour: null, strength: null, colourDifference, met: null });
const allMet = { c7: 0, c8: 0, c9: 0, c10: 0 };

describe('why this pairing: the pairing-allocated bye (C.04.6 art. 3.4)', () => {
  it('3.4.4: all equal, the largest TPN; colours of a first round by 4.3.1', () => {
    const e = explain(5, []);
    expect(e.bye).toEqual({ team: 5, score: 0, matchesPlayed: 0, step: '3.4.4', passedOver: [], notEligible: [] });
    expect(e.brackets).toEqual([
      {
        score: 0,
        residents: [1, 2, 3, 4],
        upfloaters: [],
        upfloaterCount: null,
        upfloaterReason: null,
        pairs: [
          { top: 1, bottom: 3 },
          { top: 2, bottom: 4 },
        ],
        unmet: allMet,
      },
    ]);
    // 1 is odd: the initial colour; 2 even: the other. Equal scores: the smaller TPN is the first team.
    expect(e.matches).toEqual([
      { white: 1, black: 3, first: 1, firstRule: '4.2.3', rule: '4.3.1', whitePreference: noPreference(0), blackPreference: noPreference(0) },
      { white: 4, black: 2, first: 2, firstRule: '4.2.3', rule: '4.3.1', whitePreference: noPreference(0), blackPreference: noPreference(0) },
    ]);
  });

  it('3.4.2: the lowest score; a team that had the bye is named under [C2]', () => {
    // After 1 beat 2, 3 drew 4, 5 had the bye: 2 alone has 0. 5 may not have it again.
    const e = explainEvent(article.lowestScoreBye);
    expect(e.bye).toEqual({ team: 2, score: 0, matchesPlayed: 1, step: '3.4.2', passedOver: [], notEligible: [5] });
    // 3-1: 1 is the first team by score (4.2.1), both had white once: 1 alternates to black (4.3.8).
    // 4-5: equal scores, 4 the first by TPN; its colour difference −1 is below 5's 0: white (4.3.5).
    expect(e.matches.map((m) => [m.white, m.black, m.first, m.firstRule, m.rule])).toEqual([
      [3, 1, 1, '4.2.1', '4.3.8'],
      [4, 5, 4, '4.2.3', '4.3.5'],
    ]);
  });

  it('3.4.3: of the lowest, the team that played more matches', () => {
    // 1 drew 2, 3 beat 4, 5 was absent: 4 and 5 have 0; 4 played a match, 5 none.
    const e = explain(5, [
      {
        matches: [
          [1, 2, 1],
          [3, 4, 2],
        ],
      },
    ]);
    expect(e.bye).toMatchObject({ team: 4, step: '3.4.3', passedOver: [] });
  });

  it('3.4.1: the lower-placed teams whose bye leaves no legal pairing are named', () => {
    // The article case: 5 has the lowest score, but without 5 team 1 has nobody to meet; 2 and 4 had byes.
    // 3 gets it; 1, the only other candidate, has a higher score (3.4.2 separates them).
    expect(explainEvent(article.byeLeavingNoPairing).bye).toEqual({ team: 3, score: 3, matchesPlayed: 3, step: '3.4.2', passedOver: [5], notEligible: [2, 4] });
    // Team 1 may meet neither 2 nor 3 (the same club): only its bye leaves a pairing.
    expect(explain(3, [], { forbiddenPairs: [apart(1, 2), apart(1, 3)] }).bye).toEqual({
      team: 1,
      score: 0,
      matchesPlayed: 0,
      step: '3.4.1',
      passedOver: [3, 2],
      notEligible: [],
    });
  });
});

describe('why this pairing: upfloaters (C.04.6 art. 3.5)', () => {
  it('first set: the highest placed team below, for a top-scoregroup of odd size', () => {
    // Round 1: 1 has 4 virtual points, 6 has 2: 6 is the first team below.
    const e = explain(6, [], { accelerations: [virtual(4, 1, 1), virtual(2, 6, 6)] });
    expect(e.brackets[0]).toMatchObject({ score: 4, residents: [1], upfloaters: [6], upfloaterCount: 'odd', upfloaterReason: 'first-set' });
  });

  it('legal: earlier sets leave no legal pairing; [C7] and [C10] given up are counted', () => {
    // The 3.4.1 case: 1 (6 points) has met 2, 3 and 4 and 3 has the bye: 5 is the only upfloater it may meet.
    // 5 floated in round 3 ([C7]), and 1 did too ([C10]), which no other pairing avoids.
    const [top, next] = explainEvent(article.byeLeavingNoPairing).brackets;
    expect(top).toEqual({
      score: 6,
      residents: [1],
      upfloaters: [5],
      upfloaterCount: 'odd',
      upfloaterReason: 'legal',
      pairs: [{ top: 1, bottom: 5 }],
      unmet: { c7: 1, c8: 0, c9: 0, c10: 1 },
    });
    expect(next).toMatchObject({ score: 3, residents: [2], upfloaters: [4], upfloaterReason: 'first-set', unmet: { c7: 1, c10: 0 } });
  });

  it('[C4] and [C5]: two upfloaters for a pair that may not meet, the highest scores before the first set', () => {
    // Round 1: 1 and 2 (4 virtual points) may not meet; 3, 4, 5 have 2; 4 and 5 may meet none of 6, 7, 8.
    // {3, 4} or {3, 5} would leave 5 or 4 with nobody; the first legal set in order is {3, 6} (3 pairs with 4–5
    // below it, 6 with 1); [C5] takes {4, 5}: differences 2 and 2 before 2 and 4.
    const forbiddenPairs = [apart(1, 2), apart(4, 6), apart(4, 7), apart(4, 8), apart(5, 6), apart(5, 7), apart(5, 8)];
    const e = explain(8, [], { accelerations: [virtual(4, 1, 2), virtual(2, 3, 5)], forbiddenPairs });
    expect(e.brackets.map((b) => [b.score, b.residents, b.upfloaters, b.upfloaterCount, b.upfloaterReason, b.pairs])).toEqual([
      [
        4,
        [1, 2],
        [4, 5],
        'C4',
        'C5',
        [
          { top: 1, bottom: 4 },
          { top: 2, bottom: 5 },
        ],
      ],
      [2, [3], [6], 'odd', 'first-set', [{ top: 3, bottom: 6 }]],
      [0, [7, 8], [], null, null, [{ top: 7, bottom: 8 }]],
    ]);
  });

  it('[C6]: the upfloater that leaves the following scoregroup pairable', () => {
    // The article case: 1 has 5; 2, 3, 4 have 3 and 3–4 met. Taking 2 would leave 3–4: 1 takes 3.
    const e = explainEvent(article.upfloaterLeavingScoregroupPairable);
    expect(e.brackets[0]).toMatchObject({ residents: [1], upfloaters: [3], upfloaterReason: 'C6' });
    expect(e.brackets[1]).toMatchObject({ score: 3, residents: [2, 4], upfloaters: [], upfloaterReason: null });
  });

  it('[C7]: not the team that floated in the previous round, except in the last two rounds', () => {
    // The article case: 2 and 5 floated in round 1; 1 takes 3 rather than 2. Below, 6 floats up against 2,
    // which floated: [C10] given up.
    const e = explainEvent(article.upfloaterThatFloated);
    expect(e.brackets[0]).toMatchObject({ residents: [1], upfloaters: [3], upfloaterReason: 'C7' });
    expect(e.brackets[1]).toMatchObject({ residents: [2, 4, 5], upfloaters: [6], unmet: { c7: 0, c10: 1 } });
    const late = explainEvent(article.upfloaterThatFloated, { totalRounds: 3 });
    expect(late.brackets[0]).toMatchObject({ upfloaters: [2], upfloaterReason: 'first-set', unmet: allMet });
  });
});

describe('why this pairing: colours (C.04.6 art. 4) and the preferences given up ([C8], [C9])', () => {
  it('[C8] kept: preferences met (4.3.3), or the only one (4.3.2)', () => {
    const e = explainEvent(article.sweep);
    expect(e.brackets.map((b) => b.unmet)).toEqual([allMet, allMet]);
    const wantsWhite = { colour: 'w', strength: 'strong', colourDifference: -2, met: true };
    const wantsBlack = { colour: 'b', strength: 'strong', colourDifference: 2, met: true };
    expect(e.matches).toEqual([
      { white: 1, black: 4, first: 1, firstRule: '4.2.3', rule: '4.3.3', whitePreference: wantsWhite, blackPreference: wantsBlack },
      { white: 3, black: 2, first: 2, firstRule: '4.2.3', rule: '4.3.3', whitePreference: wantsWhite, blackPreference: wantsBlack },
      { white: 7, black: 5, first: 5, firstRule: '4.2.3', rule: '4.3.2', whitePreference: noPreference(0), blackPreference: wantsBlack },
      { white: 6, black: 8, first: 6, firstRule: '4.2.3', rule: '4.3.2', whitePreference: wantsWhite, blackPreference: noPreference(0) },
    ]);
  });

  it('[C8] given up, [C9] kept under type B: the strong preference wins (4.3.4), the mild one is not met', () => {
    const e = explainEvent(article.sweepForTypeB, { scoring: typeB });
    expect(e.colourPreferenceType).toBe('B');
    expect(e.brackets.map((b) => b.unmet)).toEqual([
      { c7: 0, c8: 2, c9: 0, c10: 0 },
      { c7: 0, c8: 2, c9: 0, c10: 0 },
    ]);
    expect(e.matches[0]).toEqual({
      white: 1,
      black: 4,
      first: 1,
      firstRule: '4.2.3',
      rule: '4.3.4',
      whitePreference: { colour: 'w', strength: 'strong', colourDifference: -2, met: true },
      blackPreference: { colour: 'w', strength: 'mild', colourDifference: 0, met: false },
    });
  });

  // Teams 1 and 2 with these histories, equal match points: [first's colours, second's, type, rule, first team, its rule].
  const cases: [string, string, TeamColourPreferenceType, string, number, string][] = [
    ['ww', 'wb', 'A', '4.3.2', 1, '4.2.3'],
    ['ww', 'bb', 'A', '4.3.3', 1, '4.2.3'],
    ['wb', 'bb', 'B', '4.3.4', 1, '4.2.3'],
    ['ww', 'wb', 'none', '4.3.5', 1, '4.2.3'],
    ['wb', 'bw', 'A', '4.3.6', 1, '4.2.3'],
    ['ww', 'ww', 'A', '4.3.7', 1, '4.2.3'],
    ['w', 'w', 'none', '4.3.8', 1, '4.2.3'],
    ['--', 'wb', 'none', '4.3.9', 1, '4.2.3'],
  ];
  it.each(cases)('%s against %s (type %s): rule %s', (first, second, type, rule, firstTeam, firstRule) => {
    const scoring = { ...STANDARD_TEAM_SCORING, colourPreferenceType: type };
    const [m] = explainTeamRound(teamState([history(first, 90), history(second, 80)], { scoring })).explanation.matches;
    expect([m.rule, m.first, m.firstRule]).toEqual([rule, firstTeam, firstRule]);
  });

  it('4.2.1 and 4.2.2: the first team by score, then by the secondary score', () => {
    const second = history('ww', 80);
    second[0] = { ...second[0], matchPoints: 2 };
    expect(explainTeamRound(teamState([history('ww', 90), second])).explanation.matches[0]).toMatchObject({ first: 2, firstRule: '4.2.1', rule: '4.3.7' });
    const more = history('ww', 80);
    more[0] = { ...more[0], gamePoints: 2 };
    expect(explainTeamRound(teamState([history('ww', 90), more])).explanation.matches[0]).toMatchObject({ first: 2, firstRule: '4.2.2' });
  });
});

const other = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');

/**
 * The colour each rule of art. 4.3 gives the first team when it applies (null when it does not), read from the
 * explanation's recorded preferences and the teams' histories.
 */
function colourByRule(state: TeamPairingState, e: TeamPairingExplanation, m: ExplainedTeamMatch): [string, Colour | null][] {
  const second = m.first === m.white ? m.black : m.white;
  const rounds = (n: number) => state.teams.find((t) => t.pairingNumber === n)!.rounds.slice(0, state.round - 1);
  const preference = (n: number) => (n === m.white ? m.whitePreference : m.blackPreference);
  const [pf, ps] = [preference(m.first), preference(second)];
  const [cf, cs] = [teamPlayedColours(rounds(m.first)), teamPlayedColours(rounds(second))];
  const both = rounds(m.first).map((r, i): [Colour | null, Colour | null] => {
    const s = rounds(second)[i];
    return [r.kind === 'played' ? r.colour : null, s?.kind === 'played' ? s.colour : null];
  });
  const contrast = both.filter(([f, s]) => f !== null && s !== null && f !== s).at(-1);
  const one = (pf.colour === null) !== (ps.colour === null);
  const opposite = pf.colour !== null && ps.colour !== null && pf.colour !== ps.colour;
  return [
    ['4.3.1', cf.length + cs.length === 0 ? (m.first % 2 === 1 ? e.initialColour : other(e.initialColour)) : null],
    ['4.3.2', one ? (pf.colour ?? other(ps.colour!)) : null],
    ['4.3.3', opposite ? pf.colour : null],
    [
      '4.3.4',
      e.colourPreferenceType === 'B' && pf.colour !== null && pf.strength !== ps.strength ? (pf.strength === 'strong' ? pf.colour : other(pf.colour)) : null,
    ],
    ['4.3.5', pf.colourDifference !== ps.colourDifference ? (pf.colourDifference < ps.colourDifference ? 'w' : 'b') : null],
    ['4.3.6', contrast === undefined ? null : other(contrast[0]!)],
    ['4.3.7', pf.colour],
    ['4.3.8', cf.length > 0 ? other(cf[cf.length - 1]) : null],
    ['4.3.9', cs.length > 0 ? cs[cs.length - 1] : null],
  ];
}

/** Art. 3.4 applied step by step to the teams [C2] allows: the team left, the step that left it alone, the teams 3.4.1 removed. */
function byeByTheSteps(state: TeamPairingState): { team: number; step: string; removed: number[] } | null {
  const ctx = pairingContext(state);
  const teams = state.toPair.map((n) => ctx.facts.get(n)!);
  if (teams.length % 2 === 0) return null;
  const allowed = teams.filter((t) => t.mayGetBye);
  let left = allowed.filter((t) =>
    canAllBePaired(
      ctx,
      teams.filter((u) => u !== t),
    ),
  );
  const removed = allowed.filter((t) => !left.includes(t));
  const steps: [string, (t: TeamFacts) => number][] = [
    ['3.4.2', (t) => -t.score],
    ['3.4.3', (t) => t.matchesPlayed],
    ['3.4.4', (t) => t.pairingNumber],
  ];
  let step = '3.4.1';
  for (const [name, value] of steps) {
    if (left.length <= 1) break;
    const best = Math.max(...left.map(value));
    left = left.filter((t) => value(t) === best);
    step = name;
  }
  if (left.length !== 1) return null;
  const [team] = left;
  // The removed teams the order of 3.4.2 to 3.4.4 put before the one left.
  const before = (t: TeamFacts) =>
    t.score < team.score ||
    (t.score === team.score && (t.matchesPlayed > team.matchesPlayed || (t.matchesPlayed === team.matchesPlayed && t.pairingNumber > team.pairingNumber)));
  return { team: team.pairingNumber, step, removed: removed.filter(before).map((t) => t.pairingNumber) };
}

function disagreements(state: TeamPairingState): string[] {
  const problems: string[] = [];
  const { explanation: e, ...pairing } = explainTeamRound(state);
  const literal = byeByTheSteps(state);
  if (
    literal !== null &&
    (e.bye?.team !== literal.team || e.bye.step !== literal.step || [...e.bye.passedOver].sort().join() !== literal.removed.sort().join())
  ) {
    problems.push(`bye ${JSON.stringify(e.bye)}, by the steps of art. 3.4 ${JSON.stringify(literal)}`);
  }
  const plain = pairTeamRound(state);
  if (JSON.stringify(pairing) !== JSON.stringify(plain)) problems.push('the pairing differs from pairTeamRound');
  if (e.bye?.team !== (plain.pairingAllocatedBye ?? undefined)) problems.push(`bye ${e.bye?.team} against ${plain.pairingAllocatedBye}`);
  const key = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;
  const fromBrackets = e.brackets.flatMap((b) => b.pairs.map((p) => key(p.top, p.bottom))).sort();
  const fromMatches = plain.matches.map((m) => key(m.white, m.black)).sort();
  if (fromBrackets.join() !== fromMatches.join()) problems.push(`bracket pairs ${fromBrackets.join()} against ${fromMatches.join()}`);
  if (JSON.stringify(e.matches.map((m) => ({ white: m.white, black: m.black }))) !== JSON.stringify(plain.matches)) problems.push('matches differ');
  if (JSON.stringify(JSON.parse(JSON.stringify(e))) !== JSON.stringify(e)) problems.push('not plain data');
  const score = new Map(e.teams.map((t) => [t.pairingNumber, t.score]));
  // The teams below each bracket when it was paired: those to pair, in pairing order, less the bye and the brackets above.
  let unpaired = e.teams.map((t) => t.pairingNumber).filter((t) => t !== e.bye?.team);
  const lastTwo = state.round >= state.totalRounds - 1;
  for (const b of e.brackets) {
    if (b.residents.some((t) => score.get(t) !== b.score) || b.upfloaters.some((t) => score.get(t)! >= b.score)) problems.push(`bracket ${b.score} scores`);
    if ((b.upfloaters.length === 0) !== (b.upfloaterReason === null)) problems.push(`bracket ${b.score}: a reason without upfloaters or none with`);
    const lower = unpaired.filter((t) => !b.residents.includes(t));
    const firstSet = lower.slice(0, b.upfloaters.length).join() === b.upfloaters.join();
    if (b.upfloaters.length > 0 && firstSet !== (b.upfloaterReason === 'first-set'))
      problems.push(`bracket ${b.score}: ${b.upfloaterReason}, first set ${firstSet}`);
    if (lastTwo && (b.upfloaterReason === 'C7' || b.unmet.c7 + b.unmet.c10 > 0)) problems.push(`bracket ${b.score}: [C7] or [C10] in the last two rounds`);
    unpaired = lower.filter((t) => !b.upfloaters.includes(t));
  }
  if (unpaired.length > 0) problems.push(`teams in no bracket: ${unpaired.join()}`);
  const lastRound = state.round === state.totalRounds;
  for (const m of e.matches) {
    const rules = colourByRule(state, e, m);
    const deciding = rules.find(([, c]) => c !== null);
    const firstColour: Colour = m.first === m.white ? 'w' : 'b';
    if (deciding?.[0] !== m.rule || deciding[1] !== firstColour) problems.push(`${m.white}-${m.black}: ${m.rule} named, ${deciding?.[0]} decides`);
    for (const [n, p, colour] of [
      [m.white, m.whitePreference, 'w'],
      [m.black, m.blackPreference, 'b'],
    ] as const) {
      const rounds = state.teams.find((t) => t.pairingNumber === n)!.rounds.slice(0, state.round - 1);
      const expected = teamColourPreference(rounds, state.scoring.colourPreferenceType, lastRound);
      if (p.colour !== expected.colour || (p.colour !== null && (p.strength === 'strong') !== expected.strong)) problems.push(`${n}: preference`);
      if (p.met !== (p.colour === null ? null : p.colour === colour)) problems.push(`${n}: met`);
    }
  }
  return problems;
}

describe('why this pairing on random events', () => {
  it('names the pairing’s pairs, its bye and, for each match, the colour rule that decides it', () => {
    expectNoProblemsOnRandomEvents({ teams: 24, rounds: 9, boards: 4 }, 60, (state) => ({ problems: disagreements(state), pairing: pairTeamRound(state) }));
  });
});
