// Hand-derived rounds for the articles of C.04.6: each comment shows how the
// expected pairing follows from the articles. Matches are written
// white-black (board 1), in the order the pairing lists them.

import { describe, expect, it } from 'vitest';
import { NoLegalTeamPairingError, pairTeamRound, type TeamPairingState } from './index.js';
import * as article from './test-support/article-events.js';
import { eventState, handState, typeB, virtual, type HandRound } from './test-support/events.js';

/** The state's pairing, matches as white-black. */
function pairingOf(state: TeamPairingState) {
  const p = pairTeamRound(state);
  return { matches: p.matches.map((m) => `${m.white}-${m.black}`), bye: p.pairingAllocatedBye };
}

function pair(teams: number, rounds: HandRound[], fields: Partial<TeamPairingState> = {}, boards = 2) {
  return pairingOf(handState(teams, rounds, fields, boards));
}

/** The pairs only, smaller TPN first, sorted. */
function pairsOf(p: { matches: string[] }): string[] {
  return p.matches
    .map((m) =>
      m
        .split('-')
        .map(Number)
        .sort((a, b) => a - b)
        .join('-'),
    )
    .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]));
}

describe('C.04.6 art. 3.6 and 4.3.1: a first round', () => {
  it('pairs the top half with the bottom half; the first team of odd TPN takes the initial colour', () => {
    // One bracket of six; the first identifier is 1 2 3 4 5 6: tops 1, 2, 3 with 4, 5, 6.
    // 1 and 3 are odd: white (initial colour); 2 is even: black.
    expect(pair(6, [])).toEqual({ matches: ['1-4', '5-2', '3-6'], bye: null });
    expect(pair(6, [], { initialColour: 'b' })).toEqual({ matches: ['4-1', '2-5', '6-3'], bye: null });
  });

  it('keeps teams of the same club apart (TRF-2026 260) with the next identifier', () => {
    // 1–3 forbidden: 1 2 3 4 is out, the next is 1 2 4 3: 1–4 and 2–3.
    expect(pair(4, [], { forbiddenPairs: [{ firstRound: 1, lastRound: 1, teams: [1, 3] }] })).toEqual({ matches: ['1-4', '3-2'], bye: null });
    // Not in force in round 2... but only round 1 is paired here: a range ending before the round has no effect.
    expect(pair(4, [], { forbiddenPairs: [{ firstRound: 2, lastRound: 5, teams: [1, 3] }] })).toEqual({ matches: ['1-3', '4-2'], bye: null });
  });

  it('with acceleration, the virtual points make the scoregroups (TRF-2026 250)', () => {
    // 1 and 2 have 2 virtual match points: scoregroups {1, 2} and {3, 4}; 1 and 3 are odd first teams: white.
    const accelerations = [virtual(2, 1, 2)];
    expect(pair(4, [], { accelerations })).toEqual({ matches: ['1-2', '3-4'], bye: null });
  });
});

describe('C.04.6 art. 3.4: the pairing-allocated bye', () => {
  it('3.4.4: all equal, the largest TPN', () => {
    expect(pair(5, [])).toEqual({ matches: ['1-3', '4-2'], bye: 5 });
  });

  it('3.4.2: the lowest score before a larger TPN', () => {
    // After 1 beat 2, 3 drew 4, 5 had the bye: 1 has 2, 3, 4 and 5 have 1, 2 has 0: 2 gets it.
    // Bracket {1} takes one upfloater of score 1: 5 would leave 3–4, who met ([C3]); of 3 and 4 the first is 3.
    // 1–3: equal colour differences, no preference; 1 had white last: black (4.3.8). 4–5: 4 has the lower
    // colour difference (−1 against 0, a bye gives none): white (4.3.5).
    expect(pairingOf(eventState(article.lowestScoreBye))).toEqual({ matches: ['3-1', '4-5'], bye: 2 });
  });

  it('3.4.3: among the lowest, the team that played more matches', () => {
    // 2, 4 and 5 have 0; 5 was absent, 2 and 4 played: of those the larger TPN, 4.
    // 2–5: 2 (colour difference −1) gets white (4.3.5).
    expect(
      pair(5, [
        {
          matches: [
            [1, 2, 2],
            [3, 4, 2],
          ],
        },
      ]),
    ).toEqual({ matches: ['3-1', '2-5'], bye: 4 });
  });

  it('3.4.1: a bye that would leave no legal pairing of the others is passed over', () => {
    // Before round 4: 1 has met 2, 3 and 4; 2 and 4 had byes ([C2]). 5 has the lowest score, but without 5 team 1
    // has nobody left to meet: the bye goes to 3, the next. Then 1 (6 points) can only meet 5, and 2 meets 4.
    // 1 (WWW) wants black, 5 (BB) white: both granted (4.3.3). 4 (BB) wants white, 2 (BW) nothing: 4.3.2.
    expect(pairingOf(eventState(article.byeLeavingNoPairing))).toEqual({ matches: ['5-1', '4-2'], bye: 3 });
  });

  it('[C2]: not a second time', () => {
    // Before round 3: 4 and 5 (1 point each, the lowest) had byes; of the others 2 is lowest. 1 and 3 (3 points)
    // met and cannot be paired: two upfloaters, 4 and 5; 3–4 met, so 1–4 and 3–5.
    // 1 (WW) wants black (4.3.2); 3 (WB) and 5 (B): 5 has the lower colour difference (4.3.5).
    const rounds: HandRound[] = [
      {
        matches: [
          [1, 2, 2],
          [3, 4, 2],
        ],
        pab: 5,
      },
      {
        matches: [
          [1, 3, 1],
          [2, 5, 2],
        ],
        pab: 4,
      },
    ];
    expect(pair(5, rounds)).toEqual({ matches: ['4-1', '5-3'], bye: 2 });
  });

  it('[C2]: nor to a team that won a match by forfeit', () => {
    // 3 beat 4 by forfeit, 1 drew 2; 4 is absent in round 2, where 1 and 2 have 2 virtual points. 3 has the lowest
    // score (2 against 3) but won by forfeit: the bye goes to 2 (1 and 2 equal, the larger TPN).
    const rounds: HandRound[] = [{ forfeits: [[3, 4]], matches: [[1, 2, 1]] }];
    const accelerations = [virtual(2, 1, 2, 2)];
    const p = pairTeamRound(handState(4, rounds, { toPair: [1, 2, 3], accelerations }));
    expect(p.pairingAllocatedBye).toBe(2);
  });
});

describe('C.04.6 art. 3.5: upfloaters', () => {
  it('[C5]: the highest score below before the smaller TPN', () => {
    // Round 1 with virtual points: 1 has 4, 6 has 2, the rest 0. Bracket {1} takes 6, not 2; then 2 3 4 5 fold.
    // Colours by 4.3.1: 1 is the first team of 1–6 (higher score), odd: white; 2 even: black; 3 odd: white.
    const accelerations = [virtual(4, 1, 1), virtual(2, 6, 6)];
    expect(pair(6, [], { accelerations })).toEqual({ matches: ['1-6', '4-2', '3-5'], bye: null });
  });

  it('bracket by bracket (art. 3.3.2): [C5] before fewer floaters below', () => {
    // Round 1 with virtual points: 4 has 2, 1 and 3 have 1, 2 has 0. Bracket {4} takes an upfloater of score 1
    // ([C5]): 1, the first. Then {3} takes 2. (Pairing 1–3 and 4–2 would make one floating pair instead of two,
    // but the bracket of 4 is paired first, and 2 is the larger difference.)
    // Colours (4.3.1): 4 is the first team of 1–4 (higher score), even: black; 3, odd: white.
    const accelerations = [virtual(2, 4, 4), virtual(1, 1, 1), virtual(1, 3, 3)];
    expect(pair(4, [], { accelerations })).toEqual({ matches: ['1-4', '3-2'], bye: null });
  });

  it('bracket by bracket (art. 3.5.4): the first upfloater set, not the first identifier of the whole round', () => {
    // After 1 beat 2 and three draws: 1 has 2, 3 to 8 have 1, 2 has 0. Bracket {1} takes 3 (every choice leaves
    // five teams of score 1 needing upfloater 2, [C6] the same); then 4 5 6 7 8 with 2: 2 4 5 6 7 8 is legal.
    const rounds: HandRound[] = [
      {
        matches: [
          [1, 2, 2],
          [3, 4, 1],
          [5, 6, 1],
          [7, 8, 1],
        ],
      },
    ];
    expect(pairsOf(pair(8, rounds))).toEqual(['1-3', '2-6', '4-7', '5-8']);
  });

  it('[C6]: the upfloater that lets the following scoregroup pair itself', () => {
    // After three drawn matches, round 2 gives 1 four virtual points and 2, 3, 4 two: 1 has 5, 2 3 4 have 3,
    // 5 and 6 have 1. Taking 2 would leave 3 and 4, who met: two upfloaters in their bracket. Taking 3 leaves
    // 2–4: none. So 1–3, 2–4, 5–6.
    // 1–3: both had white: 1 (first team) alternates to black (4.3.8). 2–4: 4 has the lower colour difference
    // (4.3.5). 5–6: both had black; 5, first by TPN, alternates to white.
    expect(pairingOf(eventState(article.upfloaterLeavingScoregroupPairable))).toEqual({ matches: ['3-1', '4-2', '5-6'], bye: null });
  });

  it('[C7]: not an upfloater that floated in the previous round, except in the last two rounds', () => {
    // Round 1 was paired with 2 virtual points for team 2: 2 and 5 floated. After it 1 has 2, 2 3 4 5 have 1,
    // 6 has 0. 1 takes one of 2..5 ([C6] is the same for each): not 2, which floated: 3. The rest: 2 4 5 with
    // upfloater 6; 2–5 met; the first identifier 2 4 6 5.
    expect(pairsOf(pairingOf(eventState(article.upfloaterThatFloated)))).toEqual(['1-3', '2-6', '4-5']);
    // In a three-round event round 2 is one of the last two: 1 takes 2; then 3 4 5 with 6: 3 5 4 6 after 3–4 met.
    expect(pairsOf(pairingOf(eventState(article.upfloaterThatFloated, { totalRounds: 3 })))).toEqual(['1-2', '3-5', '4-6']);
  });
});

describe('C.04.6 art. 3.6: pairing a bracket', () => {
  it('[C10]: the upfloater not against a team that floated in the previous round', () => {
    // Round 1 was paired with 2 virtual points for team 2 (2 and 6 floated). Now 1 2 3 have 2 and take
    // upfloater 4 (4 and 8 have 1; 4 first). The first identifier 1 2 3 4 puts 4 against 2: 1 4 2 3 instead
    // ({1, 2}, {3, 4} is 1 3 2 4, later). Then 8 takes 5 (6 floated, [C7]) and 6–7.
    const rounds: HandRound[] = [
      {
        matches: [
          [2, 6, 2],
          [1, 5, 2],
          [3, 7, 2],
          [4, 8, 1],
        ],
      },
    ];
    const accelerations = [virtual(2, 2, 2)];
    expect(pairsOf(pair(8, rounds, { accelerations }))).toEqual(['1-4', '2-3', '5-8', '6-7']);
    // In the last two rounds, the first identifier; 8 (alone with 1 point) takes 5, the first of 5 6 7.
    expect(pairsOf(pair(8, rounds, { accelerations, totalRounds: 2 }))).toEqual(['1-3', '2-4', '5-8', '6-7']);
  });

  it('[C8]: as few unfulfilled preferences as can be', () => {
    // 1 2 3 4 would pair 1–3 and 2–4, two unfulfilled; 1 4 2 3 fulfils all (4.3.3 in both).
    // Below, 5 (WW) wants black, 6 (BB) white, 7 and 8 nothing: the first identifier 5 6 7 8 fulfils both.
    expect(pairingOf(eventState(article.sweep))).toEqual({ matches: ['1-4', '3-2', '7-5', '6-8'], bye: null });
  });

  it('[C9]: type B, as few unfulfilled strong preferences as can be', () => {
    // Type B: 1 and 3 (BB) strongly want white; 2 and 4 (WB) mildly too. Every pair leaves one unfulfilled
    // ([C8] the same); 1–3 would leave a strong one: 1 4 2 3. The strong preference wins (4.3.4).
    expect(pairingOf(eventState(article.sweepForTypeB, { scoring: typeB })).matches.slice(0, 2)).toEqual(['1-4', '3-2']);
  });
});

describe('C.04.6 art. 3.3.3: no legal pairing', () => {
  it('is an error for the chief arbiter', () => {
    expect(() => pair(2, [{ matches: [[1, 2, 1]] }])).toThrow(NoLegalTeamPairingError);
    // Three teams that all met, and 2 had the bye: 1 or 3 could take the bye but the other two met.
    const rounds: HandRound[] = [
      { matches: [[1, 2, 1]], pab: 3 },
      { matches: [[3, 1, 1]], pab: 2 },
      { matches: [[2, 3, 1]], pab: 1 },
    ];
    expect(() => pair(3, rounds)).toThrow(/chief arbiter/);
  });
});
