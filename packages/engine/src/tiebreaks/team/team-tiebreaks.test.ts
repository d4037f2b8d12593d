import { describe, expect, it } from 'vitest';
import { tournament } from '../../test-support/tournament.js';
import { STANDARD_TEAM_SCORING, type TeamRound, type TeamTournament } from '../../teams/model.js';
import { parseTeamTiebreakCode, TiebreakCodeError } from '../codes.js';
import { phrase, term } from '../definitions.js';
import { describeTeamTiebreak } from '../team-definitions.js';
import { computeTeamTiebreaks, countedTeamRounds, type TeamHistories } from './index.js';

// Five teams of two boards, three rounds, match points 2/1/0.
// R1: T1–T2 1½–½, T3–T4 1–1, T5 the pairing-allocated bye.
// R2: T1–T3 1–1, T2–T5 forfeited by T2 as a whole (TRF 330), T4 a half-point bye.
// R3: T1–T5 0–2, T2–T4 1½–½ (T2's reserve P11 on board 2), T3 absent.
const games = tournament(
  [
    { rating: 2400, rounds: ['3w1', '5b=', '9w0'] },
    { rating: 2300, rounds: ['4b=', '6w=', '10b0'] },
    { rating: 2200, rounds: ['1b0', '- ', '7b1'] },
    { rating: 2100, rounds: ['2w=', '- ', '- '] },
    { rating: 2000, rounds: ['7w0', '1w=', '- '] },
    { rating: 1900, rounds: ['8b1', '2b=', '- '] },
    { rating: 1800, rounds: ['5b1', '- ', '3w0'] },
    { rating: 1700, rounds: ['6w0', '- ', '11b='] },
    { rating: 1600, rounds: ['- ', '- ', '1b1'] },
    { rating: 1500, rounds: ['- ', '- ', '2w1'] },
    { rating: 0, rounds: ['- ', '- ', '8w='] },
  ],
  { totalRounds: 3 },
);

const event: TeamTournament = {
  tournament: games,
  teams: [
    { pairingNumber: 1, name: 'T1', shortName: '', roster: [1, 2] },
    { pairingNumber: 2, name: 'T2', shortName: '', roster: [3, 4, 11] },
    { pairingNumber: 3, name: 'T3', shortName: '', roster: [5, 6] },
    { pairingNumber: 4, name: 'T4', shortName: '', roster: [7, 8] },
    { pairingNumber: 5, name: 'T5', shortName: '', roster: [9, 10] },
  ],
  boards: 2,
  scoring: STANDARD_TEAM_SCORING,
  teamForfeits: [{ round: 2, white: 2, black: 5, winner: 'black' }],
  teamByes: [{ round: 2, team: 4, kind: 'H' }],
  teamAccelerations: [],
  forbiddenTeamPairs: [],
};

const played = (opponent: number, colour: 'w' | 'b', matchPoints: number, gamePoints: number): TeamRound => ({
  opponent,
  colour,
  kind: 'played',
  matchPoints,
  gamePoints,
  pending: false,
});
const unplayed = (kind: TeamRound['kind'], opponent: number | null, matchPoints: number, gamePoints: number): TeamRound => ({
  opponent,
  colour: null,
  kind,
  matchPoints,
  gamePoints,
  pending: false,
});

const histories: TeamHistories = new Map([
  [1, [played(2, 'w', 2, 1.5), played(3, 'b', 1, 1), played(5, 'w', 0, 0)]],
  [2, [played(1, 'b', 0, 0.5), unplayed('forfeitLoss', 5, 0, 0), played(4, 'b', 2, 1.5)]],
  [3, [played(4, 'w', 1, 1), played(1, 'w', 1, 1), unplayed('absent', null, 0, 0)]],
  [4, [played(3, 'b', 1, 1), unplayed('halfPointBye', null, 1, 1), played(2, 'w', 0, 0.5)]],
  [5, [unplayed('pairingAllocatedBye', null, 1, 1), unplayed('forfeitWin', 2, 2, 2), played(1, 'b', 2, 2)]],
]);

const values = (codes: string[], options = {}) =>
  Object.fromEntries(computeTeamTiebreaks(event, codes, { histories, ...options }).map((r) => [r.team, r.values]));
const column = (code: string, options = {}) => Object.fromEntries(Object.entries(values([code], options)).map(([t, v]) => [t, v[0]]));

describe('team tie-breaks (C.07) on a hand-made team Swiss', () => {
  it('scores: the primary score, either score by name, and the other score', () => {
    expect(column('PTS')).toEqual({ 1: 3, 2: 2, 3: 2, 4: 2, 5: 5 });
    expect(column('GPTS')).toEqual({ 1: 2.5, 2: 2, 3: 2, 4: 2.5, 5: 5 });
    expect(column('MPTS')).toEqual(column('PTS'));
    expect(column('MPVGP')).toEqual(column('GPTS'));
  });

  it('Buchholz on match points: a withdrawn team counts draws after its last match, unplayed rounds a dummy with the own score (art. 16)', () => {
    // T3 scored 2 but counts 3 for its opponents (its absence in R3 is a draw, art. 16.3).
    // T5: the bye and the match won by forfeit are unplayed rounds: a dummy with T5's own 5 each (art. 16.4).
    expect(column('BH')).toEqual({ 1: 10, 2: 7, 3: 7, 4: 7, 5: 13 });
    expect(column('BH:MP')).toEqual(column('BH'));
  });

  it('Cut-1 takes the voluntarily unplayed round first (art. 16.5), not the bye or the match won by forfeit', () => {
    expect(column('BH/C1')).toEqual({ 1: 8, 2: 5, 3: 5, 4: 5, 5: 10 });
  });

  it('Buchholz on game points: draws and dummies in game points, a draw being half the boards', () => {
    expect(column('BH:GP')).toEqual({ 1: 10, 2: 7, 3: 7, 4: 7.5, 5: 12.5 });
  });

  it('Sonneborn-Berger on match points, and the extended one: opponents’ match points times game points scored', () => {
    expect(column('SB')).toEqual({ 1: 7, 2: 4, 3: 5, 4: 5, 5: 21 });
    expect(column('ESB')).toEqual({ 1: 6, 2: 4.5, 3: 5, 4: 6, 5: 21 });
  });

  it('Fore Buchholz and the average of the opponents’ Buchholz', () => {
    expect(column('FB')).toEqual({ 1: 8, 2: 8, 3: 9, 4: 7, 5: 12 });
    expect(column('AOB')).toEqual({ 1: 9, 2: 8.5, 3: 8.5, 4: 7, 5: 10 });
  });

  it('matches won, played, elected to play, with black; progressive score; Koya', () => {
    expect(values(['WIN', 'WON', 'GE', 'BPG', 'BWG', 'PS', 'KS'])).toEqual({
      1: [1, 1, 3, 1, 0, 8, 0],
      2: [1, 1, 2, 2, 1, 2, 0],
      3: [0, 0, 2, 0, 0, 5, 1],
      4: [0, 0, 2, 1, 0, 5, 0],
      5: [2, 1, 3, 1, 1, 9, 2],
    });
  });

  it('board by board: wins, games won, boards elected, and the board count', () => {
    // T5: the bye and the match won by forfeit count every board as won.
    expect(values(['WIN:GP', 'WON:GP', 'GE:GP', 'BC'])).toEqual({
      1: [1, 1, 6, 3.5],
      2: [1, 1, 4, 3],
      3: [1, 1, 4, 3.5],
      4: [1, 1, 4, 3.5],
      5: [6, 2, 6, 9],
    });
  });

  it('direct encounter separates nobody while a tied team could still reach the leader by the match not played', () => {
    // T2, T3, T4 on 2: T2 beat T4, T3 drew T4, T2 and T3 never met — T3 could still reach 3.
    expect(column('DE')).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 });
  });

  it('ranks by the primary score, then the list; the board count ranks the lower total first', () => {
    // T2 and T3 are equal on 7 game-point Buchholz; T2's board count 3 beats T3's 3.5.
    const rows = computeTeamTiebreaks(event, ['BH:GP', 'BC'], { histories });
    expect(Object.fromEntries(rows.map((r) => [r.team, r.rank]))).toEqual({ 1: 2, 2: 4, 3: 5, 4: 3, 5: 1 });
    const byCount = computeTeamTiebreaks(event, ['BH', 'BC'], { histories });
    expect(Object.fromEntries(byCount.map((r) => [r.team, r.rank]))).toEqual({ 1: 2, 2: 3, 3: 4, 4: 4, 5: 1 });
    expect(byCount.find((r) => r.team === 3)?.tie).toEqual([3, 4]);
  });

  it('ranks on game points when they are the primary score', () => {
    const onGames = { ...event, scoring: { ...STANDARD_TEAM_SCORING, primary: 'game' as const } };
    const rows = computeTeamTiebreaks(onGames, ['MPVGP', 'BH'], { histories });
    expect(Object.fromEntries(rows.map((r) => [r.team, r.values]))).toEqual({ 1: [3, 10], 2: [2, 7], 3: [2, 7], 4: [2, 7.5], 5: [5, 12.5] });
    expect(Object.fromEntries(rows.map((r) => [r.team, r.rank]))).toEqual({ 1: 2, 2: 4, 3: 4, 4: 3, 5: 1 });
  });

  it('round-robin rules: forfeited matches count as played, rounds without an opponent add nothing (art. 15.2)', () => {
    // T5: the forfeit against T2 (2 points) and T1 (3); its bye adds nothing. T3's absence is no draw for T1.
    // T2: T1 3, T5 5 (the forfeit is a match), T4 2.
    expect(column('BH', { roundRobin: true })).toEqual({ 1: 9, 2: 10, 3: 5, 4: 4, 5: 5 });
  });

  it('stands after the last round whose results are all in', () => {
    const pending = new Map(histories);
    pending.set(1, [...histories.get(1)!.slice(0, 2), { ...histories.get(1)![2], pending: true }]);
    expect(countedTeamRounds(pending)).toBe(2);
    expect(column('PTS', {})).toEqual({ 1: 3, 2: 2, 3: 2, 4: 2, 5: 5 });
    const after2 = Object.fromEntries(computeTeamTiebreaks(event, ['PTS'], { histories: pending }).map((r) => [r.team, r.values[0]]));
    expect(after2).toEqual({ 1: 3, 2: 0, 3: 2, 4: 2, 5: 3 });
  });

  it('a round that records only byes asked for the round to come is not played yet', () => {
    const declared = new Map(
      [...histories].map(([team, h]) => [team, [...h, team === 4 ? unplayed('zeroPointBye', null, 0, 0) : unplayed('absent', null, 0, 0)]]),
    );
    expect(countedTeamRounds(declared)).toBe(3);
  });
});

describe('Fore Buchholz in a team event', () => {
  // Three teams, each with the pairing-allocated bye once: R1 T1–T2 2–0 (match points), R2 T1–T3 1–1, R3 T3–T2 2–0.
  const trio: TeamTournament = {
    ...event,
    tournament: tournament([], { totalRounds: 3 }),
    teams: event.teams.slice(0, 3).map((team) => ({ ...team, roster: [] })),
    teamForfeits: [],
    teamByes: [],
  };
  const bye = unplayed('pairingAllocatedBye', null, 1, 1);
  const trioHistories: TeamHistories = new Map([
    [1, [played(2, 'w', 2, 2), played(3, 'b', 1, 1), bye]],
    [2, [played(1, 'b', 0, 0), bye, played(3, 'b', 0, 0)]],
    [3, [bye, played(1, 'w', 1, 1), played(2, 'w', 2, 2)]],
  ]);

  it('counts the last round drawn for the teams that play a match in it; the bye then stands as scored (art. 8.3)', () => {
    // For their opponents T2 counts 1 + 1 (the lost last match drawn) = 2, T3 4 − 2 + 1 = 3, T1 its 4 as scored.
    // T1: 2 + 3 + a dummy with its own 4; T2: 4 + a dummy with its own 2 + 3; T3: a dummy with 3 + 4 + 2.
    const fb = computeTeamTiebreaks(trio, ['FB'], { histories: trioHistories });
    expect(fb.map((r) => r.values[0])).toEqual([9, 9, 9]);
  });
});

describe('tie-breaks among the teams still tied', () => {
  const trio: TeamTournament = {
    ...event,
    tournament: tournament([], { totalRounds: 4 }),
    teams: event.teams.slice(0, 3).map((team) => ({ ...team, roster: [] })),
    teamForfeits: [],
    teamByes: [],
  };
  const rank = (codes: string[], histories: TeamHistories, options = {}) =>
    computeTeamTiebreaks(trio, codes, { histories, ...options }).map((r) => [r.values, r.rank]);

  it('direct encounter averages two matches against the same team and ranks once everyone has met (art. 6)', () => {
    // A–B drawn then won by B, A beat C, C beat B; each on 4 match points. Against the others:
    // A ½(1 + 0) + 2 = 2½, B ½(1 + 2) + 0 = 1½, C 0 + 2 = 2.
    const twice: TeamHistories = new Map([
      [1, [played(2, 'w', 1, 1), played(3, 'w', 2, 1.5), unplayed('pairingAllocatedBye', null, 1, 1), played(2, 'b', 0, 0.5)]],
      [2, [played(1, 'b', 1, 1), unplayed('pairingAllocatedBye', null, 1, 1), played(3, 'w', 0, 0.5), played(1, 'w', 2, 1.5)]],
      [3, [unplayed('pairingAllocatedBye', null, 1, 1), played(1, 'b', 0, 0.5), played(2, 'b', 2, 1.5), unplayed('halfPointBye', null, 1, 1)]],
    ]);
    expect(rank(['DE'], twice)).toEqual([
      [[1], 1],
      [[3], 3],
      [[2], 2],
    ]);
  });

  // A round robin of three on 2 match points each: T1 beat T2 1½–½, T2 beat T3 2–0, T3 beat T1 1½–½.
  const cycle: TeamHistories = new Map([
    [1, [played(2, 'w', 2, 1.5), played(3, 'b', 0, 0.5), unplayed('absent', null, 0, 0)]],
    [2, [played(1, 'b', 0, 0.5), unplayed('absent', null, 0, 0), played(3, 'w', 2, 2)]],
    [3, [unplayed('absent', null, 0, 0), played(1, 'w', 2, 1.5), played(2, 'b', 0, 0)]],
  ]);

  it('extended direct encounter turns to game points when match points leave the tie (T2 2½, T1 2, T3 1½)', () => {
    expect(rank(['DE', 'EDE'], cycle, { roundRobin: true, rounds: 3 })).toEqual([
      [[0, 2], 2],
      [[0, 1], 1],
      [[0, 3], 3],
    ]);
  });

  it('top board results and bottom board elimination compare the tied teams’ boards', () => {
    // Board points (board 1, board 2): T2 (1, 1), T3 (½, 1½), T4 (1½, 1): on board 1 first T4, T2, T3;
    // without board 2: T4 1½, T2 1, T3 ½. T1 and T5 are alone on their scores.
    const tbr = computeTeamTiebreaks(event, ['TBR'], { histories });
    expect(tbr.map((r) => r.values[0])).toEqual([0, 2, 3, 1, 0]);
    const bbe = computeTeamTiebreaks(event, ['BBE'], { histories });
    expect(bbe.map((r) => r.values[0])).toEqual([0, 2, 3, 1, 0]);
    expect(bbe.map((r) => r.rank)).toEqual([2, 4, 5, 3, 1]);
  });
});

describe('extended direct encounter followed by the boards of two teams still tied', () => {
  // Three teams of four boards, a round robin in which every match is drawn 2–2 with the same boards: the first
  // team (white on board 1) ½, 1, ½, 0 on boards 1–4, the second team ½, 0, ½, 1.
  // R1 A–B, R2 A–C, R3 B–C.
  const games = tournament(
    [
      { rounds: ['5w=', '9w=', '- '] },
      { rounds: ['6b1', '10b1', '- '] },
      { rounds: ['7w=', '11w=', '- '] },
      { rounds: ['8b0', '12b0', '- '] },
      { rounds: ['1b=', '- ', '9w='] },
      { rounds: ['2w0', '- ', '10b1'] },
      { rounds: ['3b=', '- ', '11w='] },
      { rounds: ['4w1', '- ', '12b0'] },
      { rounds: ['- ', '1b=', '5b='] },
      { rounds: ['- ', '2w0', '6w0'] },
      { rounds: ['- ', '3b=', '7b='] },
      { rounds: ['- ', '4w1', '8w1'] },
    ],
    { totalRounds: 3 },
  );
  const roundRobin: TeamTournament = {
    ...event,
    tournament: games,
    boards: 4,
    teams: [1, 2, 3].map((n) => ({ pairingNumber: n, name: `T${n}`, shortName: '', roster: [4 * n - 3, 4 * n - 2, 4 * n - 1, 4 * n] })),
    teamForfeits: [],
    teamByes: [],
  };
  const codes = ['EDE', 'EDEC', 'EDET', 'EDEB', 'EDEBT', 'EDEBB'];
  // Each code on its own, right after the primary score: team by team, the places of EDE, EDEC, … in that order.
  const places = (rounds: number) => {
    const columns = codes.map((code) => computeTeamTiebreaks(roundRobin, [code], { rounds, roundRobin: true }).map((r) => r.values[0]));
    return roundRobin.teams.map((_, i) => columns.map((column) => column[i]));
  };

  it('separates two teams tied on both scores by their boards in the match between them', () => {
    // After R1, A and B are tied on 1 match point and 2 game points; C has played no match. The match decides:
    // board count (board k counting k) A ½ + 2 + 1½ = 4, B ½ + 3·½ + 4 = 6, the higher first: B;
    // top board results: board 1 ½–½, board 2 1–0 for A; without board 4: A 2, B 1. FIDE TEC's checker gives
    // the same places on this event.
    expect(places(1)).toEqual([
      [0, 2, 1, 1, 2, 2],
      [0, 1, 2, 2, 1, 1],
      [0, 0, 0, 0, 0, 0],
    ]);
  });

  it('leaves three teams still tied on both scores tied: the boards compare two teams only', () => {
    expect(places(3)).toEqual([
      [0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0],
    ]);
  });

  it('names each variant', () => {
    expect(describeTeamTiebreak('EDEBT:GP')?.title).toEqual(
      phrase('{tiebreak} on game points', { tiebreak: term('Extended direct encounter, then board count and top board results') }),
    );
  });
});

describe('team tie-break codes', () => {
  it('reads the score after a colon and the modifiers after slashes', () => {
    expect(parseTeamTiebreakCode('bh:gp/c1')).toMatchObject({ name: 'BH', score: 'game', cutLow: 1 });
    expect(parseTeamTiebreakCode('SB')).toMatchObject({ name: 'SB', score: null });
    expect(parseTeamTiebreakCode('GPTS')).toMatchObject({ name: 'GPTS', score: 'game' });
    expect(parseTeamTiebreakCode('ESB:GP/C1')).toMatchObject({ name: 'ESB', score: 'game', cutLow: 1 });
  });

  it('refuses an unknown score, a rating-based code, and a modifier the code has not', () => {
    expect(() => parseTeamTiebreakCode('BH:XP')).toThrow(TiebreakCodeError);
    expect(() => parseTeamTiebreakCode('ARO')).toThrow(TiebreakCodeError);
    expect(() => parseTeamTiebreakCode('BC/C1')).toThrow(TiebreakCodeError);
  });

  it('describes a team code with its score', () => {
    // "Buchholz cut 1 on game points", "Extended Sonneborn-Berger on match points cut 1".
    expect(describeTeamTiebreak('BH:GP/C1')?.title).toEqual(
      phrase('{tiebreak} on game points', { tiebreak: phrase('{tiebreak} cut {count}', { tiebreak: term('Buchholz'), count: 1 }) }),
    );
    expect(describeTeamTiebreak('ESB:MP/C1')?.title).toEqual(
      phrase('{tiebreak} cut {count}', { tiebreak: phrase('{tiebreak} on match points', { tiebreak: term('Extended Sonneborn-Berger') }), count: 1 }),
    );
    expect(describeTeamTiebreak('EDE')?.zeroForAll).toEqual(term('no teams still tied at this point have played each other'));
    expect(describeTeamTiebreak('TPR')).toBeNull();
  });
});
