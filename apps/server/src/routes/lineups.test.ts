import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { matchForfeitResponse, roundLineupsResponse, teamLineupResponse, type RoundLineups } from '@kingside/contract';
import { games, rounds, tournaments } from '../db/schema/index.js';
import { testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { account, as, expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { teamEventFixture, type TeamEventFixture } from '../test-support/team-fixture.js';

describe.each(testDatabaseKinds)('lineups on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser', 'Olga Organiser');
  const cara = useAccount(t, 'player', 'Cara Captain');
  const url = (f: TeamEventFixture, round = 1) => `/api/tournament/${f.id}/rounds/${round}/lineups`;
  const lineupsAs = async (who: typeof olga, f: TeamEventFixture): Promise<RoundLineups> => {
    const answer = await as(t, who).get(url(f));
    expectOk(answer);
    return roundLineupsResponse.parse(answer.body).data;
  };
  /** The rosters of the fixture's teams, entry ids in board order. */
  const rosters = async (f: TeamEventFixture) => new Map((await lineupsAs(olga, f)).teams.map((team) => [team.team.id, team.roster.map((p) => p.entryId)]));

  it("shows managers every team and a captain only their own; a captain sets their team's lineup in roster order, never another team's", async () => {
    const f = await teamEventFixture(t, olga, cara);
    const all = await lineupsAs(olga, f);
    expect(all.teams.map((team) => team.team.pairingNumber).sort()).toEqual([1, 2, 3, 4]);
    expect(all).toMatchObject({ round: 1, boardsPerMatch: 2, deadline: null, closedToCaptains: false, published: null });
    // Without a lineup, the first two available players of the roster.
    const roster = (await rosters(f)).get(f.captainsTeamId)!;
    expect(all.teams.find((team) => team.team.id === f.captainsTeamId)).toMatchObject({
      lineup: roster.slice(0, 2),
      isDefault: true,
      setAs: null,
      editable: true,
    });

    const own = await lineupsAs(cara, f);
    expect(own.teams.map((team) => team.team.id)).toEqual([f.captainsTeamId]);
    const stranger = await account(t, 'player', 'Sam Stranger');
    expectFailure(await as(t, stranger).get(url(f)), 403, /arbiters and the teams' captains/);

    // Board 2's player is left out: the reserve moves up.
    const set = await as(t, cara).put(`${url(f)}/${f.captainsTeamId}`, { entryIds: [roster[0], roster[2]] });
    expectOk(set);
    expect(teamLineupResponse.parse(set.body).data).toMatchObject({
      lineup: [roster[0], roster[2]],
      isDefault: false,
      setAs: 'captain',
      setBy: 'Cara Captain',
    });
    expectFailure(
      await as(t, cara).put(`${url(f)}/${f.captainsTeamId}`, { entryIds: [roster[2], roster[0]] }),
      400,
      /cannot play below .* a lineup keeps the roster order; players may be left out, not reordered$/,
      'entryIds',
    );
    expectFailure(
      await as(t, cara).put(`${url(f)}/${f.captainsTeamId}`, { entryIds: roster }),
      400,
      /^entryIds: A lineup has at most 2 players \(2 boards\); 3 given$/,
    );
    const others = (await rosters(f)).get(f.otherTeamId)!;
    expectFailure(await as(t, cara).put(`${url(f)}/${f.captainsTeamId}`, { entryIds: [others[0]] }), 400, /is not on the roster of/);
    expectFailure(await as(t, cara).put(`${url(f)}/${f.otherTeamId}`, { entryIds: [others[0]] }), 403, /Only the captain of .* or the tournament's arbiters/);
    // Nothing refused changed anything.
    expect((await lineupsAs(cara, f)).teams[0]).toMatchObject({ lineup: [roster[0], roster[2]], history: [{ setAs: 'captain', setBy: 'Cara Captain' }] });
  });

  it('closes lineups to captains at the deadline; the arbiter changes them after it, recorded as the arbiter with who and when', async () => {
    const f = await teamEventFixture(t, olga, cara);
    const startsAt = new Date(t.clock.now().getTime() + 2 * 3_600_000).toISOString();
    await t.database.db
      .update(tournaments)
      .set({ roundSchedule: [{ round: 1, startsAt }], lineupDeadlineMinutes: 60 })
      .where(eq(tournaments.id, f.id));
    const roster = (await rosters(f)).get(f.captainsTeamId)!;
    expectOk(await as(t, cara).put(`${url(f)}/${f.captainsTeamId}`, { entryIds: [roster[1]] }));
    const before = await lineupsAs(cara, f);
    expect(before.deadline).toBe(new Date(Date.parse(startsAt) - 3_600_000).toISOString());
    t.clock.advance(61 * 60_000);
    expectFailure(
      await as(t, cara).put(`${url(f)}/${f.captainsTeamId}`, { entryIds: [roster[0]] }),
      409,
      /^The lineup deadline of round 1 passed at .*; ask the arbiter/,
    );
    expect((await lineupsAs(cara, f)).teams[0]).toMatchObject({ editable: false });
    const edited = await as(t, olga).put(`${url(f)}/${f.captainsTeamId}`, { entryIds: [roster[0], roster[1]] });
    expectOk(edited);
    const lineup = teamLineupResponse.parse(edited.body).data;
    expect(lineup).toMatchObject({ setAs: 'arbiter', setBy: 'Olga Organiser', setAt: t.clock.now().toISOString() });
    expect(lineup.history.map((h) => [h.setAs, h.setBy, h.entryIds])).toEqual([
      ['captain', 'Cara Captain', [roster[1]]],
      ['arbiter', 'Olga Organiser', [roster[0], roster[1]]],
    ]);
  });

  it('publishes the boards: board 1 white for the white team, the boards alternating, an empty board won by forfeit, the default lineup for a team without one', async () => {
    const f = await teamEventFixture(t, olga, cara);
    const all = await lineupsAs(olga, f);
    const rosterOf = await rosters(f);
    const first = all.teams.find((team) => team.team.id === f.captainsTeamId)!;
    if (first.pairing.kind !== 'match') throw new Error('team 1 has a match');
    expect(first.pairing.colourOnBoard1).toBe('white');
    const opponent = first.pairing.opponent.id;
    // The opponent fields one player only: its board 2 is empty.
    expectOk(await as(t, olga).put(`${url(f)}/${opponent}`, { entryIds: [rosterOf.get(opponent)![0]] }));
    expectOk(await as(t, cara).put(`${url(f)}/${f.captainsTeamId}`, { entryIds: [rosterOf.get(f.captainsTeamId)![0], rosterOf.get(f.captainsTeamId)![2]] }));
    expectFailure(await as(t, olga).post('/api/tournament/trigger-round-start', { tournamentId: f.id }), 409, /^Publish the lineups of round 1 first$/);
    expectFailure(await as(t, cara).post(`${url(f)}/publish`), 403);

    const published = await as(t, olga).post(`${url(f)}/publish`);
    expectOk(published);
    expect(roundLineupsResponse.parse(published.body).data.published).toBe(t.clock.now().toISOString());
    const [round] = await t.database.db.select().from(rounds).where(eq(rounds.tournamentId, f.id));
    const boards = await t.database.db.select().from(games).where(eq(games.roundId, round.id)).orderBy(asc(games.board));
    const ours = rosterOf.get(f.captainsTeamId)!;
    expect(boards.filter((b) => b.matchId === first.pairing.matchId).map((b) => [b.board, b.kind, b.whiteId, b.blackId])).toEqual([
      [1, 'game', ours[0], rosterOf.get(opponent)![0]],
      [2, 'forfeit_win', ours[2], null],
    ]);
    // The other match: both teams without a lineup play their first two, board 2 with the colours reversed.
    const other = all.teams.find((team) => team.pairing.kind === 'match' && team.pairing.table === 2 && team.pairing.colourOnBoard1 === 'white')!;
    const otherBlack = other.pairing.kind === 'match' ? other.pairing.opponent.id : '';
    expect(boards.filter((b) => b.matchId === other.pairing.matchId).map((b) => [b.board, b.kind, b.whiteId, b.blackId])).toEqual([
      [3, 'game', rosterOf.get(other.team.id)![0], rosterOf.get(otherBlack)![0]],
      [4, 'game', rosterOf.get(otherBlack)![1], rosterOf.get(other.team.id)![1]],
    ]);
    expectFailure(await as(t, olga).put(`${url(f)}/${f.captainsTeamId}`, { entryIds: [ours[0]] }), 409, /^The lineups of round 1 are published/);
    expectFailure(await as(t, olga).post(`${url(f)}/publish`), 409, /already published/);
    expectOk(await as(t, olga).post('/api/tournament/trigger-round-start', { tournamentId: f.id }));
  });

  it('records a match forfeited as a whole: before publishing it gets no boards, after it its boards go while none has a result; undone, they come back', async () => {
    const f = await teamEventFixture(t, olga, cara);
    const [table1, table2] = f.matchIds;
    const forfeit = (matchId: string, winner: string) => as(t, olga).post(`/api/tournament/${f.id}/rounds/1/matches/${matchId}/forfeit`, { winner });
    const recorded = await forfeit(table1, 'black');
    expectOk(recorded);
    expect(matchForfeitResponse.parse(recorded.body).data).toMatchObject({ table: 1, forfeit: 'black', forfeitBy: 'Olga Organiser' });
    expectFailure(await forfeit(table1, 'sideways'), 400, /white, black or none/);
    expectOk(await as(t, olga).post(`${url(f)}/publish`));
    const boardsOf = async (matchId: string) => (await t.database.db.select().from(games).where(eq(games.matchId, matchId))).length;
    expect(await boardsOf(table1)).toBe(0);
    expect(await boardsOf(table2)).toBe(2);
    expectOk(await forfeit(table2, 'none'));
    expect(await boardsOf(table2)).toBe(0);
    const undone = await as(t, olga).delete(`/api/tournament/${f.id}/rounds/1/matches/${table2}/forfeit`);
    expectOk(undone);
    expect(matchForfeitResponse.parse(undone.body).data).toMatchObject({ forfeit: null, forfeitBy: null });
    expect(await boardsOf(table2)).toBe(2);
    // Once a board has a result, the match is played: no forfeit as a whole.
    expectOk(await as(t, olga).post('/api/tournament/trigger-round-start', { tournamentId: f.id }));
    expectOk(await as(t, olga).post(`/api/tournament/score-upload?round=1&tournamentId=${f.id}`, { results: [{ board: 3, result: '1-0' }] }));
    expectFailure(await forfeit(table2, 'white'), 409, /^Board 3 of the match already has a result/);
    expect(await boardsOf(table2)).toBe(2);
  });
});
