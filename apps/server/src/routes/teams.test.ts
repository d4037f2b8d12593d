import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { managedTeamResponse, managedTeamsResponse, publicPlayerResponse, teamResponse, teamsResponse, type ManagedPlayer } from '@kingside/contract';
import { rounds, tournaments } from '../db/schema/index.js';
import { call, testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';

describe.each(testDatabaseKinds)('teams and rosters on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser', 'Olga Organiser');
  const oscar = useAccount(t, 'organiser', 'Oscar Other');
  const cara = useAccount(t, 'player', 'Cara Captain');
  const carl = useAccount(t, 'player', 'Carl Captain');
  const o = organiserOf(t, olga);

  const teamsUrl = (id: string) => `/api/tournament/${id}/teams`;
  const teamUrl = (id: string, teamId: string) => `/api/tournament/${id}/teams/${teamId}`;
  const rosterUrl = (id: string, teamId: string) => `${teamUrl(id, teamId)}/roster`;

  /** A team Swiss of 2 boards with `count` players: Player A 2000, Player B 1950, … */
  async function teamEvent(count: number, body: Record<string, unknown> = {}) {
    const id = await o.create({ name: 'League', system: 'team_swiss', rounds: 5, boards: 2, ...body });
    const players: ManagedPlayer[] = [];
    for (let i = 0; i < count; i++) players.push(await o.add(id, { name: `Player ${String.fromCharCode(65 + i)}`, rating: 2000 - 50 * i }));
    return { id, players };
  }
  async function create(id: string, body: Record<string, unknown>) {
    const answer = await o.api.post(teamsUrl(id), body);
    expectOk(answer, 201);
    return managedTeamResponse.parse(answer.body).data;
  }
  const publicList = async (id: string) => {
    const answer = await as(t).get(teamsUrl(id));
    expectOk(answer);
    return teamsResponse.parse(answer.body).data;
  };
  const ids = (players: ManagedPlayer[], ...indexes: number[]) => indexes.map((i) => players[i].uuid);
  /** Round 1 paired, as the rosters see it: the tournament's current round moved on. */
  const pairRound1 = (id: string) => t.database.db.update(tournaments).set({ currentRound: 1 }).where(eq(tournaments.id, id));

  it('enters, edits and deletes teams; pairing numbers follow the team rating (first N boards), then the name', async () => {
    const { id, players } = await teamEvent(6);
    const zebra = await create(id, { name: 'Zebras', shortName: 'ZEB', club: 'Zoo CC', federation: 'eng', captainEmail: cara.email.toUpperCase() });
    expect(zebra).toMatchObject({ pairingNumber: 1, name: 'Zebras', shortName: 'ZEB', club: 'Zoo CC', federation: 'ENG', rating: 0, withdrawn: false });
    expect(zebra.captain).toBe('Cara Captain');
    expect(zebra.captainEmail).toBe(cara.email);
    const ants = await create(id, { name: 'Ants' });
    // Both unrated: by name.
    expect((await publicList(id)).teams.map((team) => [team.pairingNumber, team.name])).toEqual([
      [1, 'Ants'],
      [2, 'Zebras'],
    ]);

    // Ants: C (1900), D (1850) on the boards, A (2000) a reserve: 1875. Zebras: E (1800), B (1950): 1875 too, so by name;
    // then F (1750) moves to Zebras' board 1 and they drop to 1850.
    expectOk(await o.api.put(rosterUrl(id, ants.id), { entryIds: ids(players, 2, 3, 0) }));
    expectOk(await o.api.put(rosterUrl(id, zebra.id), { entryIds: ids(players, 4, 1) }));
    let list = await publicList(id);
    expect(list.teams.map((team) => [team.pairingNumber, team.name, team.rating])).toEqual([
      [1, 'Ants', 1875],
      [2, 'Zebras', 1875],
    ]);
    expect(list.teams[0].roster.map((p) => [p.position, p.name, p.pairingNumber, p.rating])).toEqual([
      [1, 'Player C', 3, 1900],
      [2, 'Player D', 4, 1850],
      [3, 'Player A', 1, 2000],
    ]);
    expectOk(await o.api.put(rosterUrl(id, zebra.id), { entryIds: ids(players, 1, 5) }));
    list = await publicList(id);
    expect(list.teams.map((team) => [team.pairingNumber, team.name, team.rating])).toEqual([
      [1, 'Ants', 1875],
      [2, 'Zebras', 1850],
    ]);
    expect(list).toMatchObject({ boardsPerMatch: 2, rostersFixed: false });

    // Edits: renamed, short name and club cleared, captain changed then removed.
    const edited = await o.api.patch(teamUrl(id, zebra.id), { name: 'Aardvarks', shortName: null, club: null, captainEmail: carl.email });
    expectOk(edited);
    expect(managedTeamResponse.parse(edited.body).data).toMatchObject({ name: 'Aardvarks', shortName: '', club: null, captain: 'Carl Captain' });
    expectOk(await o.api.patch(teamUrl(id, zebra.id), { captainEmail: null }));
    expect((await publicList(id)).teams.find((team) => team.id === zebra.id)?.captain).toBeNull();

    // Deleted before round 1: its players stay entered, free to join another team.
    const deleted = await o.api.delete(teamUrl(id, ants.id));
    expectOk(deleted);
    expect(managedTeamsResponse.parse(deleted.body).data.teams.map((team) => [team.pairingNumber, team.name])).toEqual([[1, 'Aardvarks']]);
    const entries = await o.api.get(`/api/players/entries/${id}`);
    expect((entries.body as { data: unknown[] }).data).toHaveLength(6);
    expectOk(await o.api.put(rosterUrl(id, zebra.id), { entryIds: ids(players, 1, 5, 2) }));
  });

  it('shows anyone the teams without an email or an account id; a captain who plays is named as entered', async () => {
    const { id, players } = await teamEvent(2, { enable_registration: true });
    const registered = await as(t, cara).post(`/api/players/register/${id}`, { rating: 1500 });
    expectOk(registered, 201);
    // The arbiter corrects the entry's name: the pairings show that one, so the team list does too.
    const entryId = publicPlayerResponse.parse(registered.body).data.uuid;
    expectOk(await o.api.patch(`/api/players/update-player-info/${entryId}`, { name: 'Cara C. (player)' }));
    const team = await create(id, { name: 'Knights', captainEmail: cara.email });
    expectOk(await o.api.put(rosterUrl(id, team.id), { entryIds: ids(players, 0, 1) }));
    const answer = await as(t).get(teamsUrl(id));
    expectOk(answer);
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(cara.email);
    expect(text).not.toContain(cara.id);
    expect(text).not.toContain('@');
    expect(teamsResponse.parse(answer.body).data.teams[0].captain).toBe('Cara C. (player)');
  });

  it('refuses bad input with the field named, and changes nothing', async () => {
    const { id, players } = await teamEvent(3);
    const other = await teamEvent(1);
    expectFailure(await o.api.post(teamsUrl(id), { name: '  ' }), 400, /Team name is required/, 'name');
    expectFailure(await o.api.post(teamsUrl(id), { name: 'X', federation: 'England' }), 400, /3-letter FIDE code/, 'federation');
    expectFailure(
      await o.api.post(teamsUrl(id), { name: 'X', captainEmail: 'nobody@example.test' }),
      400,
      /No account has the email nobody@example.test/,
      'captainEmail',
    );
    const knights = await create(id, { name: 'Knights' });
    const rooks = await create(id, { name: 'Rooks' });
    expectFailure(await o.api.post(teamsUrl(id), { name: 'KNIGHTS' }), 409, 'A team named Knights is already in this tournament', 'name');
    expectFailure(await o.api.patch(teamUrl(id, rooks.id), { name: 'knights' }), 409, 'A team named Knights is already in this tournament', 'name');
    expectFailure(await o.api.put(rosterUrl(id, knights.id), { entryIds: [players[0].uuid, players[0].uuid] }), 400, /only once/, 'entryIds');
    expectFailure(await o.api.put(rosterUrl(id, knights.id), { entryIds: [other.players[0].uuid] }), 400, /is not a player of this tournament/, 'entryIds');
    const inArabic = await call(t.app, 'PUT', rosterUrl(id, knights.id), {
      body: { entryIds: [other.players[0].uuid] },
      token: olga.token,
      headers: { 'accept-language': 'ar' },
    });
    expectFailure(inArabic, 400, `${other.players[0].uuid} ليس لاعباً في هذه البطولة`, 'entryIds');
    expectOk(await o.api.put(rosterUrl(id, knights.id), { entryIds: ids(players, 0, 1) }));
    expectFailure(
      await o.api.put(rosterUrl(id, rooks.id), { entryIds: ids(players, 2, 1) }),
      409,
      'Player B is already on the roster of Knights; a player plays for one team only',
      'entryIds',
    );
    expect((await publicList(id)).teams.map((team) => [team.name, team.roster.map((p) => p.name)])).toEqual([
      ['Knights', ['Player A', 'Player B']],
      ['Rooks', []],
    ]);

    // An individual event has no teams.
    const open = await o.create({ name: 'Open', system: 'dutch', rounds: 5 });
    expectFailure(await as(t).get(teamsUrl(open)), 409, 'Open is not a team event: it has players, not teams');
    expectFailure(await o.api.post(teamsUrl(open), { name: 'Knights' }), 409, /is not a team event/);
  });

  it('keeps the board order once round 1 is paired: players join only as new last reserves, and the team stays', async () => {
    const { id, players } = await teamEvent(5);
    const knights = await create(id, { name: 'Knights', captainEmail: cara.email });
    expectOk(await o.api.put(rosterUrl(id, knights.id), { entryIds: ids(players, 1, 0) }));
    await pairRound1(id);

    const fixed = /FIDE team practice keeps the board order set before round 1/;
    expectFailure(await o.api.put(rosterUrl(id, knights.id), { entryIds: ids(players, 0, 1) }), 409, fixed, 'entryIds');
    expectFailure(await o.api.put(rosterUrl(id, knights.id), { entryIds: ids(players, 1) }), 409, fixed, 'entryIds');
    expectFailure(await o.api.put(rosterUrl(id, knights.id), { entryIds: ids(players, 2, 1, 0) }), 409, fixed, 'entryIds');
    const grown = await o.api.put(rosterUrl(id, knights.id), { entryIds: ids(players, 1, 0, 2) });
    expectOk(grown);
    expect(teamResponse.parse(grown.body).data.roster.map((p) => p.name)).toEqual(['Player B', 'Player A', 'Player C']);
    expectFailure(await o.api.delete(teamUrl(id, knights.id)), 409, 'Round 1 is paired, so Knights stays in the event; withdraw it instead');
    // Its captain no longer sets it.
    expectFailure(await as(t, cara).put(rosterUrl(id, knights.id), { entryIds: ids(players, 1, 0, 2, 3) }), 403, /only the arbiter adds players/);
    expect((await publicList(id)).rostersFixed).toBe(true);
  });

  it("lets a captain set their own team's roster before round 1, never another team's; anonymous callers are asked to sign in", async () => {
    const { id, players } = await teamEvent(4);
    const knights = await create(id, { name: 'Knights', captainEmail: cara.email });
    const rooks = await create(id, { name: 'Rooks', captainEmail: carl.email });
    const own = await as(t, cara).put(rosterUrl(id, knights.id), { entryIds: ids(players, 0, 1) });
    expectOk(own);
    expect(teamResponse.parse(own.body).data.roster.map((p) => p.name)).toEqual(['Player A', 'Player B']);
    expect(JSON.stringify(own.body)).not.toContain('@');
    expectFailure(await as(t, cara).put(rosterUrl(id, rooks.id), { entryIds: ids(players, 2, 3) }), 403, /own captain/);
    expectFailure(await as(t, oscar).put(rosterUrl(id, rooks.id), { entryIds: ids(players, 2, 3) }), 403, /own captain/);
    expect((await as(t).put(rosterUrl(id, rooks.id), { entryIds: ids(players, 2, 3) })).status).toBe(401);
    // Captains manage no team: the rest of the teams calls are the arbiters'.
    expect((await as(t, cara).patch(teamUrl(id, knights.id), { name: 'Mine' })).status).toBe(403);
    expect((await as(t, oscar).post(teamsUrl(id), { name: 'Mine' })).status).toBe(403);
    expect((await publicList(id)).teams.find((team) => team.id === rooks.id)?.roster).toEqual([]);
  });

  it('withdraws a team from the next round on, and brings it back only before that round is paired', async () => {
    const { id } = await teamEvent(0);
    const knights = await create(id, { name: 'Knights' });
    const withdrawn = await o.api.patch(teamUrl(id, knights.id), { withdrawn: true });
    expectOk(withdrawn);
    expect(managedTeamResponse.parse(withdrawn.body).data.withdrawn).toBe(true);
    expectOk(await o.api.patch(teamUrl(id, knights.id), { withdrawn: false }));
    expect((await publicList(id)).teams[0].withdrawn).toBe(false);

    expectOk(await o.api.patch(teamUrl(id, knights.id), { withdrawn: true }));
    // Round 1 is paired without it.
    t.clock.advance(60_000);
    await t.database.db.insert(rounds).values({ tournamentId: id, number: 1, state: 'paired', pairedAt: t.clock.now() });
    await pairRound1(id);
    expectFailure(
      await o.api.patch(teamUrl(id, knights.id), { withdrawn: false }),
      409,
      'The team was withdrawn before round 1 was paired without it, so it cannot come back',
      'withdrawn',
    );
    expect((await publicList(id)).teams[0].withdrawn).toBe(true);
  });
});
