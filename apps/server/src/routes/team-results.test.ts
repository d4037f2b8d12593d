import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  boardStandingsResponse,
  myTournamentsResponse,
  roundMatchesResponse,
  teamCardResponse,
  teamCrosstableResponse,
  teamStandingsResponse,
} from '@kingside/contract';
import { entries, games, rounds } from '../db/schema/index.js';
import { publishChange } from '../services/core/live/publish.js';
import { as, useAccount } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';
import { call, testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { teamResultsEvent } from '../test-support/team-results-event.js';

/** What a team event shows, on the hand-checked event of test-support/team-results-event.ts. */
describe.each(testDatabaseKinds)('team results on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const cap = useAccount(t, 'player');

  const get = async (path: string) => {
    const answer = await call(t.app, 'GET', path);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // Public data only: no email, no account id.
    expect(JSON.stringify(answer.body)).not.toMatch(/@|captainId|userId|email/i);
    return answer.body;
  };

  it("gives a round's matches: scores before the round, match results, the whole-match forfeit, the bye and a board left empty", async () => {
    const e = await teamResultsEvent(t, olga, cap);
    const r1 = roundMatchesResponse.parse(await get(`/api/tournament/${e.id}/rounds/1/matches`)).data;
    expect(r1.lineupsPublished).toBe(true);
    const [m1, m2, pab] = r1.matches;
    expect([m1.white.name, m1.black?.name]).toEqual(['T1', 'T2']);
    // 2½–1½: 2 match points to 0.
    expect(m1.result).toEqual({ white: { matchPoints: 2, gamePoints: 2.5 }, black: { matchPoints: 0, gamePoints: 1.5 } });
    expect(m1.boards.map((b) => [b.board, b.white?.name, b.black?.name, b.result])).toEqual([
      [1, 'T1.1', 'T2.1', '1-0'],
      [2, 'T2.2', 'T1.2', '1/2-1/2'],
      [3, 'T1.3', 'T2.3', '1/2-1/2'],
      [4, 'T2.4', 'T1.4', '1/2-1/2'],
    ]);
    expect(m2.forfeit).toBe('white');
    expect(m2.result).toEqual({ white: { matchPoints: 2, gamePoints: 4 }, black: { matchPoints: 0, gamePoints: 0 } });
    // The pairing-allocated bye: a drawn match, 1 match point and N/2 = 2 game points (C.04.6 art. 1.4).
    expect(pab.pairingAllocatedBye).toBe(true);
    expect(pab.black).toBeNull();
    expect(pab.result).toEqual({ white: { matchPoints: 1, gamePoints: 2 }, black: null });

    const r2 = roundMatchesResponse.parse(await get(`/api/tournament/${e.id}/rounds/2/matches`)).data;
    const [t1t3] = r2.matches;
    expect(t1t3.white.before).toEqual({ matchPoints: 2, gamePoints: 2.5 });
    expect(t1t3.black?.before).toEqual({ matchPoints: 2, gamePoints: 4 });
    expect(t1t3.result).toEqual({ white: { matchPoints: 0, gamePoints: 1.5 }, black: { matchPoints: 2, gamePoints: 2.5 } });
    // T3 left board 4 empty: T1's fourth player, seated black on board 4, wins it by forfeit.
    expect(t1t3.boards[3]).toMatchObject({ board: 4, gameId: e.round2Table1[3], white: null, black: { name: 'T1.4' }, result: '-/+' });

    expect((await call(t.app, 'GET', `/api/tournament/${e.id}/rounds/3/matches`)).status).toBe(404);
  });

  it('ranks the teams by match points, then MPVGP and EDE, and explains the tie-breaks', async () => {
    const e = await teamResultsEvent(t, olga);
    const s = teamStandingsResponse.parse(await get(`/api/tournament/${e.id}/team-standings`)).data;
    expect(s.round).toBe(2);
    expect(s.tiebreaks.map((tb) => tb.code)).toEqual(['MPVGP', 'EDE']);
    expect(s.tiebreaks.every((tb) => tb.title.text !== '' && tb.explanation.text !== '')).toBe(true);
    expect(s.rows.map((r) => [r.rank, r.team.name, r.matchPoints, r.gamePoints, r.tiebreaks[0]])).toEqual([
      [1, 'T3', 4, 6.5, 6.5],
      // Tied on match and game points: T1 beat T2 in round 1.
      [2, 'T1', 2, 4, 4],
      [3, 'T2', 2, 4, 4],
      [4, 'T5', 1, 3.5, 3.5],
      [5, 'T4', 1, 2, 2],
    ]);
    expect(s.rows.map((r) => r.matchesPlayed)).toEqual([1, 2, 2, 1, 0]);

    const after1 = teamStandingsResponse.parse(await get(`/api/tournament/${e.id}/team-standings?round=1`)).data;
    expect(after1.rows.map((r) => r.team.name)).toEqual(['T3', 'T1', 'T5', 'T2', 'T4']);
  });

  it('gives the crosstable with forfeits and byes marked', async () => {
    const e = await teamResultsEvent(t, olga);
    const c = teamCrosstableResponse.parse(await get(`/api/tournament/${e.id}/team-crosstable`)).data;
    expect(c.rounds).toBe(2);
    const t3 = c.rows[0];
    expect(t3.team.name).toBe('T3');
    expect(t3.cells.map((x) => [x.kind, x.opponent, x.colour, x.gamePointsFor, x.gamePointsAgainst, x.matchPoints])).toEqual([
      ['forfeitWin', 4, null, 4, 0, 2],
      ['played', 1, 'b', 2.5, 1.5, 2],
    ]);
    const t5 = c.rows.find((r) => r.team.name === 'T5')!;
    expect(t5.cells[0]).toMatchObject({ kind: 'pairingAllocatedBye', opponent: null, gamePointsFor: 2, matchPoints: 1 });
  });

  it('gives board standings with a minimum of games played over the board', async () => {
    const e = await teamResultsEvent(t, olga);
    const all = boardStandingsResponse.parse(await get(`/api/tournament/${e.id}/board-standings`)).data;
    expect(all.boards.map((b) => b.board)).toEqual([1, 2, 3, 4]);
    expect(all.boards[0].rows.map((r) => r.player.name).sort()).toEqual(['T1.1', 'T2.1', 'T3.1', 'T5.1']);
    const t14 = all.boards[3].rows.find((r) => r.player.name === 'T1.4')!;
    // A draw and a board won by forfeit: two rounds at the board, one game played.
    expect(t14).toMatchObject({ points: 1.5, games: 2, played: 1, percentage: 75 });
    const two = boardStandingsResponse.parse(await get(`/api/tournament/${e.id}/board-standings?minGames=2`)).data;
    expect(two.boards[0].rows.map((r) => r.player.name).sort()).toEqual(['T1.1', 'T2.1']);
    expect(two.boards[3].rows.map((r) => r.player.name)).toEqual(['T2.4']);
    expect((await call(t.app, 'GET', `/api/tournament/${e.id}/board-standings?minGames=-1`)).status).toBe(400);
  });

  it("gives a team's page: the roster round by round, the reserve who did not play, and the matches", async () => {
    const e = await teamResultsEvent(t, olga, cap);
    const card = teamCardResponse.parse(await get(`/api/tournament/${e.id}/teams/${e.teamIds[0]}/card`)).data;
    expect(card.roster.map((p) => [p.player.name, p.position, p.points, p.games])).toEqual([
      ['T1.1', 1, 1, 2],
      ['T1.2', 2, 0.5, 2],
      ['T1.3', 3, 1, 2],
      ['T1.4', 4, 1.5, 2],
      ['T1.5', 5, 0, 0],
    ]);
    expect(card.roster[3].rounds[1]).toEqual({ round: 2, board: 4, opponent: null, colour: null, result: '+' });
    expect(card.roster[0].rounds[0]).toMatchObject({ board: 1, opponent: { name: 'T2.1' }, colour: 'w', result: '1' });
    expect(card.roster[4].rounds.every((r) => r.board === null && r.result === null)).toBe(true);
    expect(card.matches.map((m) => [m.opponentTeam?.name, m.matchPoints, m.gamePointsFor])).toEqual([
      ['T2', 2, 2.5],
      ['T3', 0, 1.5],
    ]);
    const t5 = teamCardResponse.parse(await get(`/api/tournament/${e.id}/teams/${e.teamIds[4]}/card`)).data;
    expect(t5.roster[0].rounds[0]).toMatchObject({ board: null, result: 'U' });
    expect((await call(t.app, 'GET', `/api/tournament/${e.id}/teams/${e.id}/card`)).status).toBe(404);
  });

  it('follows a corrected result announced on the live bus', async () => {
    const e = await teamResultsEvent(t, olga);
    const before = teamStandingsResponse.parse(await get(`/api/tournament/${e.id}/team-standings`)).data;
    expect(before.rows[0].team.name).toBe('T3');
    // Board 1 of T1–T3 becomes a win for T1 and board 2 a draw: T1 wins 3–1.
    await t.database.db.update(games).set({ result: '1-0' }).where(eq(games.id, e.round2Table1[0]));
    await t.database.db.update(games).set({ result: '1/2-1/2' }).where(eq(games.id, e.round2Table1[1]));
    await publishChange(t.database.db, e.id, 'results', 2, new Date());
    const after = teamStandingsResponse.parse(await get(`/api/tournament/${e.id}/team-standings`)).data;
    expect(after.rows.slice(0, 2).map((r) => [r.team.name, r.matchPoints, r.gamePoints])).toEqual([
      ['T1', 4, 5.5],
      ['T3', 2, 5],
    ]);
  });

  it('tells a player of a team event their team, the opposing team, the table and their board', async () => {
    const e = await teamResultsEvent(t, olga);
    // Round 2 under way, T1's fourth player signed in: their board 4 (won by forfeit) is still their game to come.
    await t.database.db.update(entries).set({ userId: cap.id }).where(eq(entries.id, e.players[0][3]));
    await t.database.db.update(rounds).set({ state: 'started', scoredAt: null }).where(eq(rounds.tournamentId, e.id));
    const answer = await as(t, cap).get('/api/players/my-tournaments');
    expect(answer.status).toBe(200);
    const [mine] = myTournamentsResponse.parse(answer.body).data.running;
    expect(mine.nextGame?.teamMatch).toMatchObject({ team: { name: 'T1' }, opponentTeam: { name: 'T3' }, table: 1, board: 4 });
  });

  it('answers 409 for an individual event and 404 for an unknown tournament', async () => {
    const { id } = await organiserOf(t, olga).createWithPlayers(4, { rounds: 3 });
    for (const path of ['rounds/1/matches', 'team-standings', 'team-crosstable', 'board-standings']) {
      expect((await call(t.app, 'GET', `/api/tournament/${id}/${path}`)).status).toBe(409);
    }
    expect((await call(t.app, 'GET', '/api/tournament/00000000-0000-4000-8000-000000000000/team-standings')).status).toBe(404);
  });
});
