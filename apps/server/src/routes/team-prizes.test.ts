import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  distributedPrizesResponse,
  prizeStructureResponse,
  prizeWinnersResponse,
  publicPrizeListResponse,
  staticPrizeCategoriesResponse,
  tournamentPayoutsResponse,
  type PrizeCategoryInput,
} from '@kingside/contract';
import { tournaments } from '../db/schema/index.js';
import { testDatabaseKinds } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount, type Account } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';
import { useAppOnFakeJuspay } from '../test-support/fake-juspay.js';
import { teamResultsEvent, type TeamResultsEvent } from '../test-support/team-results-event.js';

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
  let event: TeamResultsEvent;

  beforeEach(async () => {
    event = await teamResultsEvent(t, olga);
    await t.database.db.update(tournaments).set({ finishedAt: t.clock.now() }).where(eq(tournaments.id, event.id));
  });

  const saveStructure = (prizes: PrizeCategoryInput[], who: Account = olga) =>
    as(t, who).post(`/api/tournament/prize-config/${event.id}`, { prizes, sharing: 'tiebreak' });
  const winnersOf = async () => prizeWinnersResponse.parse((await as(t, olga).get(`/api/players/prize-winning-players/${event.id}/all`)).body).data;
  const name = (team: number, boardNumber: number) => `T${team}.${boardNumber}`;

  it('offers a board prize for each board, by performance from two thirds of the rounds', async () => {
    const answer = await as(t, olga).get(`/api/tournament/get-static-prize-cats/${event.id}`);
    expectOk(answer);
    const { categories } = staticPrizeCategoriesResponse.parse(answer.body).data;
    expect(categories.map((c) => [c.id, c.kind, c.board])).toEqual(
      [1, 2, 3, 4].map((n) => [`board-${n}`, 'board', { number: n, rankBy: 'performance', minGames: 4 }]),
    );
    expectFailure(await as(t, oscar).get(`/api/tournament/get-static-prize-cats/${event.id}`), 403);
  });

  it('refuses individual categories, a board the matches do not have, and board prizes in an individual event, changing nothing', async () => {
    const overall: PrizeCategoryInput = { id: 'overall', name: 'Overall', kind: 'overall', conditions: [], amounts: [100_00] };
    expectFailure(
      await saveStructure([board(1, 2, [100_00]), overall]),
      400,
      /prizes\.1\.kind: Overall: a team event's prizes are board prizes/,
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
    const structure = prizeStructureResponse.parse((await as(t, olga).get(`/api/tournament/prize-config/${event.id}`)).body).data;
    expect(structure.categories).toEqual([]);
    const open = await organiserOf(t, olga).create({ name: 'Individual Open', system: 'dutch', rounds: 3 });
    expectFailure(
      await as(t, olga).post(`/api/tournament/prize-config/${open}`, { prizes: [board(1, 2, [100_00])] }),
      400,
      /board prizes are for team events/,
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
});
