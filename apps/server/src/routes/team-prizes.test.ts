import { desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  distributedPrizesResponse,
  payeeFormResponse,
  prizeStructureResponse,
  prizeWinnersResponse,
  publicPrizeListResponse,
  staticPrizeCategoriesResponse,
  tournamentPayoutsResponse,
  type PrizeCategoryInput,
} from '@kingside/contract';
import { outbox, teams, tournaments } from '../db/schema/index.js';
import { call, testDatabaseKinds } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount, type Account } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';
import { useAppOnFakeJuspay } from '../test-support/fake-juspay.js';
import { teamResultsEvent, type TeamResultsEvent } from '../test-support/team-results-event.js';

const teamPlaces = (amounts: number[], extra: Partial<PrizeCategoryInput> = {}): PrizeCategoryInput => ({
  id: 'teams',
  name: 'Team places',
  kind: 'team',
  conditions: [],
  amounts,
  ...extra,
});

const board = (n: number, minGames: number, amounts: number[]): PrizeCategoryInput => ({
  id: `board-${n}`,
  name: `Board ${n}`,
  kind: 'board',
  conditions: [],
  board: { number: n, rankBy: 'performance', minGames },
  amounts,
});

// The hand-checked league after its two rounds, finished. Board 1: T3.1 won its only game (performance 3200) but
// played one, T1.1 ½ of 2 against 2300 and 2200 (2250), T2.1 1 of 2 against 2400 and 2000 (2200).
describe.each(testDatabaseKinds)('prizes of a team event on %s', (kind) => {
  const { fake, t } = useAppOnFakeJuspay(kind, { timeoutMs: 2_000 });
  const olga = useAccount(t, 'organiser', 'Olga');
  const oscar = useAccount(t, 'organiser', 'Oscar');
  const cara = useAccount(t, 'player', 'Cara');
  let event: TeamResultsEvent;

  beforeEach(async () => {
    // Cara captains T1.
    event = await teamResultsEvent(t, olga, cara);
    await t.database.db.update(tournaments).set({ finishedAt: t.clock.now() }).where(eq(tournaments.id, event.id));
  });

  const saveStructure = (prizes: PrizeCategoryInput[], who: Account = olga) =>
    as(t, who).post(`/api/tournament/prize-config/${event.id}`, { prizes, sharing: 'tiebreak' });
  const winnersOf = async () => prizeWinnersResponse.parse((await as(t, olga).get(`/api/players/prize-winning-players/${event.id}/all`)).body).data;
  const name = (team: number, boardNumber: number) => `T${team}.${boardNumber}`;

  it('offers the team places, then a board prize for each board, by performance from two thirds of the rounds', async () => {
    const answer = await as(t, olga).get(`/api/tournament/get-static-prize-cats/${event.id}`);
    expectOk(answer);
    const { categories } = staticPrizeCategoriesResponse.parse(answer.body).data;
    expect(categories.map((c) => [c.id, c.kind, c.board])).toEqual([
      ['teams', 'team', undefined],
      ...[1, 2, 3, 4].map((n) => [`board-${n}`, 'board', { number: n, rankBy: 'performance', minGames: 4 }]),
    ]);
    expectFailure(await as(t, oscar).get(`/api/tournament/get-static-prize-cats/${event.id}`), 403);
  });

  it('refuses individual categories, a board the matches do not have, and board prizes in an individual event, changing nothing', async () => {
    const overall: PrizeCategoryInput = { id: 'overall', name: 'Overall', kind: 'overall', conditions: [], amounts: [100_00] };
    expectFailure(
      await saveStructure([board(1, 2, [100_00]), overall]),
      400,
      /prizes\.1\.kind: Overall: a team event's prizes are team places \(kind team\) or board prizes/,
      'prizes.1.kind',
    );
    expectFailure(await saveStructure([board(5, 2, [100_00])]), 400, /the matches have 4 boards/, 'prizes.0.board.number');
    expectFailure(
      await as(t, olga).post('/api/tournament/prize-categories', {
        tournament_id: event.id,
        category: { ...board(1, 2, [100_00]), conditions: [{ field: 'sex', equals: 'w' }] },
      }),
      400,
      /has no conditions/,
      'category.conditions',
    );
    expectFailure(
      await saveStructure([teamPlaces([100_00], { conditions: [{ field: 'sex', equals: 'w' }] })]),
      400,
      /Team places: a team category tests the team's rating, federation, club, not sex/,
      'prizes.0.conditions.0.field',
    );
    expectFailure(
      await saveStructure([teamPlaces([100_00], { board: { number: 1, rankBy: 'performance', minGames: 1 } })]),
      400,
      /team places have no board/,
      'prizes.0.board',
    );
    const structure = prizeStructureResponse.parse((await as(t, olga).get(`/api/tournament/prize-config/${event.id}`)).body).data;
    expect(structure.categories).toEqual([]);
    const open = await organiserOf(t, olga).create({ name: 'Individual Open', system: 'dutch', rounds: 3 });
    expectFailure(
      await as(t, olga).post(`/api/tournament/prize-config/${open}`, { prizes: [board(1, 2, [100_00])] }),
      400,
      /board prizes are for team events/,
      'prizes.0.kind',
    );
    expectFailure(
      await as(t, olga).post(`/api/tournament/prize-config/${open}`, { prizes: [teamPlaces([100_00])] }),
      400,
      /team places are for team events/,
      'prizes.0.kind',
    );
  });

  it('awards board prizes by performance, passing over a player below the minimum of games, and lists them publicly', async () => {
    expectOk(await saveStructure([board(1, 2, [1000_00, 500_00]), board(2, 2, [800_00])]));
    const { winners, unawarded } = await winnersOf();
    const players = event.players;
    expect(winners.map((w) => [w.categoryId, w.place, w.playerId, w.name, w.amount])).toEqual([
      ['board-1', 1, players[0][0], name(1, 1), 1000_00],
      ['board-1', 2, players[1][0], name(2, 1), 500_00],
      ['board-2', 1, players[1][1], name(2, 2), 800_00],
    ]);
    expect(winners[0].explanation).toBe('1st Board 1: T1.1, performance 2250, 50% from 2 games; passed over: T3.1 played 1 of the 2 games needed');
    expect(unawarded).toEqual([]);

    expectOk(await as(t, olga).post(`/api/tournament/publish-prizes/${event.id}`, { published: true }));
    const list = publicPrizeListResponse.parse((await as(t).get(`/api/players/prize-winning-players/${event.id}/public`)).body).data;
    expect(list.winners).toEqual([
      { categoryId: 'board-1', categoryName: 'Board 1', place: 1, name: 'T1.1', amount: 1000_00 },
      { categoryId: 'board-1', categoryName: 'Board 1', place: 2, name: 'T2.1', amount: 500_00 },
      { categoryId: 'board-2', categoryName: 'Board 2', place: 1, name: 'T2.2', amount: 800_00 },
    ]);
  });

  it('pays a board prize to the player through the payment provider', async () => {
    expectOk(await saveStructure([board(1, 2, [1000_00])]));
    const [winner] = (await winnersOf()).winners;
    expectOk(await as(t, olga).put(`/api/players/payee-details/${winner.id}`, { kind: 'upi', vpa: 'board.one@oksbi', name: 'T1.1' }));
    const answer = await as(t, olga).post('/api/players/distribute-prizes', { tournamentId: event.id });
    expectOk(answer);
    const order = distributedPrizesResponse.parse(answer.body).data;
    expect(order.sent.map((s) => s.winnerId)).toEqual([winner.id]);
    await fake.control.advance(order.orderId);
    await fake.control.advance(order.orderId);
    const payouts = tournamentPayoutsResponse.parse((await as(t, olga).get(`/api/players/payouts/${event.id}`)).body).data;
    expect(payouts.winners.map((w) => [w.name, w.status])).toEqual([['T1.1', 'SUCCESS']]);
    expect(payouts.paid).toBe(1000_00);
  });

  // Final team standings: T3 4 MP, T1 2, T2 2 (T1 beat T2), T5 1, T4 1 (T5 on game points). Team ratings (the first
  // four boards): T1 2385, T2 2285, T3 2185, T4 2085, T5 1985.
  it('awards the team places by the team standings, a rating band of teams, and board prizes to players, one prize each', async () => {
    const below2200 = teamPlaces([500_00], { id: 'below-2200', name: 'Teams below 2200', conditions: [{ field: 'rating', max: 2199 }] });
    expectOk(await saveStructure([teamPlaces([3000_00, 2000_00, 1000_00]), below2200, board(1, 2, [1000_00])]));
    const { winners, unawarded } = await winnersOf();
    expect(winners.map((w) => [w.categoryId, w.place, w.name, w.teamId, w.playerId, w.pairingNumber, w.amount])).toEqual([
      ['teams', 1, 'T3', event.teamIds[2], null, 3, 3000_00],
      ['teams', 2, 'T1', event.teamIds[0], null, 1, 2000_00],
      ['teams', 3, 'T2', event.teamIds[1], null, 2, 1000_00],
      ['below-2200', 1, 'T5', event.teamIds[4], null, 5, 500_00],
      ['board-1', 1, 'T1.1', null, event.players[0][0], 1, 1000_00],
    ]);
    expect(winners[0].explanation).toBe('1st Team places: T3, 4 match points, 1st in the standings');
    expect(winners[3].explanation).toBe('1st Teams below 2200: T5, 1 match point, 4th in the standings; placed above: T3 holds 1st Team places');
    expect(unawarded).toEqual([]);

    expectOk(await as(t, olga).post(`/api/tournament/publish-prizes/${event.id}`, { published: true }));
    const list = publicPrizeListResponse.parse((await as(t).get(`/api/players/prize-winning-players/${event.id}/public`)).body).data;
    expect(list.winners.map((w) => [w.categoryName, w.place, w.name])).toEqual([
      ['Team places', 1, 'T3'],
      ['Team places', 2, 'T1'],
      ['Team places', 3, 'T2'],
      ['Teams below 2200', 1, 'T5'],
      ['Board 1', 1, 'T1.1'],
    ]);
  });

  it('shares the places of teams tied on the primary score when the organiser asks, and passes over a withdrawn team', async () => {
    await t.database.db.update(teams).set({ withdrawn: true }).where(eq(teams.id, event.teamIds[2]));
    expectOk(await as(t, olga).post(`/api/tournament/prize-config/${event.id}`, { prizes: [teamPlaces([3000_00, 2000_00])], sharing: 'split' }));
    const { winners } = await winnersOf();
    // T3 withdrew: T1 and T2, tied on 2 match points, share places 1 and 2.
    expect(winners.map((w) => [w.place, w.name, w.amount])).toEqual([
      [1, 'T1', 2500_00],
      [2, 'T2', 2500_00],
    ]);
    expect(winners[0].explanation).toBe(
      '1st Team places: T1, 2 match points, 2nd in the standings; T3 withdrew; tied on 2 match points with T2: places 1 and 2 pooled and split equally',
    );
  });

  it('gives a team place to another team by hand, one prize per team, with the reason in the change log', async () => {
    expectOk(await saveStructure([teamPlaces([3000_00, 2000_00]), board(1, 2, [1000_00])]));
    const [first, second, boardOne] = (await winnersOf()).winners;
    const override = (id: string, body: object) => as(t, olga).patch(`/api/players/update-winning-player/${id}`, body);
    expectFailure(
      await override(first.id, { teamId: event.teamIds[0], reason: 'Appeal upheld' }),
      400,
      /T1 already holds 2nd Team places \(one prize per team\)/,
      'teamId',
    );
    expectFailure(await override(first.id, { playerId: event.players[0][0], reason: 'Appeal upheld' }), 400, /a team's place: give another team/, 'playerId');
    expectFailure(await override(boardOne.id, { teamId: event.teamIds[0], reason: 'Appeal upheld' }), 400, /a player's: give another player/, 'teamId');
    expectFailure(await override(first.id, { teamId: boardOne.playerId, reason: 'Appeal upheld' }), 400, /not a team of this tournament/, 'teamId');
    expectFailure(await override(first.id, { teamId: event.teamIds[3], playerId: event.players[3][0], reason: 'Appeal upheld' }), 400, /not both/, 'teamId');
    const answer = await override(first.id, { teamId: event.teamIds[3], reason: 'T3 fielded an ineligible player' });
    expectOk(answer);
    const after = prizeWinnersResponse.parse(answer.body).data;
    expect(after.winners.map((w) => [w.place, w.name, w.source])).toEqual([
      [1, 'T4', 'organiser'],
      [2, second.name, 'engine'],
      [1, 'T1.1', 'engine'],
    ]);
    expect(after.changes.map((c) => [c.kind, c.oldPlayer, c.newPlayer, c.reason])).toEqual([['override', 'T3', 'T4', 'T3 fielded an ineligible player']]);
  });

  it("pays a team's place to the payee its captain gives through the mailed link", async () => {
    expectOk(await saveStructure([teamPlaces([3000_00, 2000_00])]));
    const [, t1Place] = (await winnersOf()).winners;
    expect(t1Place.name).toBe('T1');
    const payoutsOf = async () => tournamentPayoutsResponse.parse((await as(t, olga).get(`/api/players/payouts/${event.id}`)).body).data;
    expect((await payoutsOf()).winners.map((w) => [w.name, w.teamId, w.canMailLink])).toEqual([
      ['T3', event.teamIds[2], false],
      ['T1', event.teamIds[0], true],
    ]);
    // T3 has no captain: the organiser is told so.
    const [t3Place] = (await winnersOf()).winners;
    expectFailure(await as(t, olga).post(`/api/players/payee-link/${t3Place.id}`), 400, /T3 has no captain with an email address/, 'email');

    expectOk(await call(t.app, 'POST', `/api/players/payee-link/${t1Place.id}`, { token: olga.token, headers: { origin: 'https://chess.example' } }));
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, cara.email)).orderBy(desc(outbox.id)).limit(1);
    expect(mail.subject).toBe(`T1's prize at Hand-checked League: where should we pay it?`);
    const token = /https:\/\/chess\.example\/prize-payee\/(\S+)/.exec(mail.body)?.[1];
    const form = payeeFormResponse.parse((await call(t.app, 'GET', `/api/payees/${token}`)).body).data;
    expect(form).toMatchObject({ playerName: 'T1', payee: null, prizes: [{ categoryName: 'Team places', place: 2, amount: 2000_00 }] });
    expectOk(await call(t.app, 'PUT', `/api/payees/${token}`, { body: { kind: 'upi', vpa: 'team.one@okaxis', name: 'T1 Chess Club' } }));
    expectFailure(
      await call(t.app, 'PUT', `/api/payees/${token}`, { body: { kind: 'upi', vpa: 'someone.else@oksbi', name: 'Someone Else' } }),
      409,
      /already been used/,
    );
    // The organiser types T3's.
    expectOk(await as(t, olga).put(`/api/players/payee-details/${t3Place.id}`, { kind: 'upi', vpa: 'team.three@oksbi', name: 'T3 Club' }));
    expect((await payoutsOf()).winners.map((w) => [w.name, w.payee?.masked, w.payee?.enteredBy])).toEqual([
      ['T3', '…@oksbi', 'organiser'],
      ['T1', '…@okaxis', 'winner'],
    ]);

    const answer = await as(t, olga).post('/api/players/distribute-prizes', { tournamentId: event.id });
    expectOk(answer);
    const order = distributedPrizesResponse.parse(answer.body).data;
    expect(order.sent.map((s) => [s.name, s.amount])).toEqual([
      ['T3', 3000_00],
      ['T1', 2000_00],
    ]);
    await fake.control.advance(order.orderId);
    await fake.control.advance(order.orderId);
    const paid = await payoutsOf();
    expect(paid.winners.map((w) => [w.name, w.status])).toEqual([
      ['T3', 'SUCCESS'],
      ['T1', 'SUCCESS'],
    ]);
    expect(paid.paid).toBe(5000_00);
    expect(paid.winners[1].attempts[0].playerName).toBe('T1');
  });
});
