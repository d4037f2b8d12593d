import { describe, expect, it } from 'vitest';
import { myTournamentsResponse, type MyTournaments } from '@kingside/contract';
import { ratedPlayers } from '../db/schema/index.js';
import { testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount, type Account } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';

const ROUND_1_AT = '2026-12-05T09:30:00.000Z';

describe.each(testDatabaseKinds)("the player's home on %s", (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const pia = useAccount(t, 'player', 'Pia Player');
  const paul = useAccount(t, 'player', 'Paul Player');
  const o = organiserOf(t, olga);

  const home = async (who: Account): Promise<MyTournaments> => {
    const answer = await as(t, who).get('/api/players/my-tournaments');
    expectOk(answer);
    return myTournamentsResponse.parse(answer.body).data;
  };

  it("follows the player's own entry from registration through the rounds to the end, with FIDE rating change and performance", async () => {
    // Pia is on the imported FIDE list with K 20 (B.02 8.3.3).
    await t.database.db
      .insert(ratedPlayers)
      .values({ fideId: 9_200_001, name: 'Player, Pia', searchWords: ' pia player ', standardRating: 1925, standardK: 20 });
    const id = await o.create({ name: 'Home Open', rounds: 2, enable_registration: true, roundSchedule: [{ round: 1, startsAt: ROUND_1_AT }] });
    await o.add(id, { name: 'Player A', rating: 2000 });
    await o.add(id, { name: 'Player B', rating: 1950 });
    await o.add(id, { name: 'Player C', rating: 1900 });
    expectOk(await as(t, pia).post(`/api/players/register/${id}`, { rating: 1925, fideId: 9_200_001 }), 201);
    // Someone else's tournament, where Pia plays no part, stays off her home.
    await o.createWithPlayers(4, { rounds: 3 });

    const before = await home(pia);
    expect(before.running).toEqual([]);
    expect(before.past).toEqual([]);
    expect(before.upcoming).toHaveLength(1);
    expect(before.upcoming[0]).toMatchObject({
      tournament: { id, name: 'Home Open', state: 'registration', currentRound: 0, rounds: 2 },
      pairingNumber: 3,
      rating: 1925,
      kFactor: 20,
      points: 0,
      rank: null,
      nextGame: null,
      games: [],
      ratingChange: null,
      performance: null,
      awaitingPayment: false,
    });

    // Paired: Player A (1) has white against Pia (3) on board 1; the round starts at the schedule's time.
    await o.pair(id, 1);
    const paired = (await home(pia)).running[0];
    expect(paired.tournament.state).toBe('paired');
    expect(paired.nextGame).toMatchObject({
      round: 1,
      board: 1,
      kind: 'game',
      colour: 'b',
      opponent: { name: 'Player A', rating: 2000 },
      startsAt: ROUND_1_AT,
      started: false,
    });
    expect(paired.games).toMatchObject([{ round: 1, result: null, points: null, ratingChange: null }]);

    await o.start(id);
    // Started: the time is when it started (a time past, not one to come), and the result may be confirmed.
    expect((await home(pia)).running[0].nextGame).toMatchObject({ startsAt: t.clock.now().toISOString(), started: true });
    await o.score(id, 1, [
      { board: 1, result: '0-1' },
      { board: 2, result: '1/2-1/2' },
    ]);
    const scored = (await home(pia)).running[0];
    // B.02 table 8.1.2: 1925 against 2000 (difference 75) expects 0.40; a win gives (1 − 0.40) × 20 = 12.
    // A 100% score performs at 2000 + 800 (table 8.1.1).
    expect(scored).toMatchObject({ points: 1, rank: 1, nextGame: null, ratingChange: 12, performance: 2800 });
    expect(scored.games).toMatchObject([{ round: 1, board: 1, colour: 'b', result: '0-1', points: 1, ratingChange: 12 }]);

    const round2 = await o.pair(id, 2);
    await o.start(id);
    const mine = round2.rows.find((row) => row.player.name === 'Pia Player' || row.opponent?.name === 'Pia Player');
    expect(mine).toBeDefined();
    await o.score(
      id,
      2,
      round2.rows.filter((row) => row.kind === 'game').map((row) => ({ board: row.board, result: '1/2-1/2' as const })),
    );
    expectOk(await o.api.post('/api/tournament/trigger-tournament-end', { tournamentId: id }));

    const after = await home(pia);
    expect(after.upcoming).toEqual([]);
    expect(after.running).toEqual([]);
    expect(after.past).toHaveLength(1);
    const past = after.past[0];
    expect(past.tournament.state).toBe('finished');
    expect(past.points).toBe(1.5);
    expect(past.games).toHaveLength(2);
    const second = past.games[1];
    // A draw: (0.5 − We) × 20 for the second game, and the event's change is the sum rounded once (B.02 8.3.4).
    expect(second.ratingChange).not.toBeNull();
    expect(past.ratingChange).toBe(Math.round(12 + (second.ratingChange as number)));
    expect(past.performance).toBeGreaterThan(1925);
    expect(past.feedback).toBeNull();

    // Paul has entered nothing: his home is empty, and never shows Pia's.
    expect(await home(paul)).toEqual({ upcoming: [], running: [], past: [] });
  });

  it('shows no rating change without a K-factor, and refuses anyone not signed in', async () => {
    const id = await o.create({ name: 'Unlisted Open', rounds: 3, enable_registration: true });
    await o.add(id, { name: 'Rival', rating: 1800 });
    expectOk(await as(t, paul).post(`/api/players/register/${id}`, { rating: 1700 }), 201);
    await o.pair(id, 1);
    await o.start(id);
    await o.score(id, 1, [{ board: 1, result: '1-0' }]);
    const [entry] = (await home(paul)).running;
    expect(entry.kFactor).toBeNull();
    expect(entry.ratingChange).toBeNull();
    expect(entry.games[0].ratingChange).toBeNull();
    // Rival (1800, number 1) had white and won: a 0% score against 1800 performs at 1800 − 800 (B.02 table 8.1.1).
    expect(entry.games[0]).toMatchObject({ colour: 'b', result: '1-0', points: 0 });
    expect(entry.performance).toBe(1000);
    expectFailure(await as(t).get('/api/players/my-tournaments'), 401);
  });
});
