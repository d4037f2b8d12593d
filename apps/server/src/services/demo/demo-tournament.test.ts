import { beforeAll, describe, expect, it } from 'vitest';
import {
  playersRankingResponse,
  prizeStructureResponse,
  prizeWinnersResponse,
  publicPrizeListResponse,
  tournamentDetailsResponse,
  tournamentListResponse,
  publicPlayersResponse,
  roundPairingsResponse,
} from '@kingside/contract';
import { ranking } from '../core/standings/standings.js';
import { loadTournamentData } from '../core/engine-model.js';
import { call, testDatabaseKinds, useTestApp } from '../../test-support/index.js';
import { demoOrganiser, seedFirstStart } from '../accounts/seed.js';
import { DEMO_TOURNAMENT_NAME, seedDemoTournament } from './demo-tournament.js';
import { seededRandom } from '../../integrations/fide/generate-list.js';
import { outcomeChances, playedResult } from './results.js';

describe.each(testDatabaseKinds)('demo tournament on %s', (kind) => {
  const t = useTestApp(kind);
  let demoId: string;
  let seconds: number;
  beforeAll(async () => {
    const started = performance.now();
    const start = await seedFirstStart(t.database.db, t.clock.now, { seedDemo: true });
    demoId = (await seedDemoTournament(t.app.ctx, start))!.id;
    seconds = (performance.now() - started) / 1000;
  }, 120_000);

  it('is a finished 40-player, 7-round Swiss, every round paired by the engine and scored, made in a few seconds', async () => {
    console.info(`demo tournament on ${kind}: ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(kind === 'pglite' ? 60 : 30);
    const detail = tournamentDetailsResponse.parse((await call(t.app, 'GET', `/api/tournament/${demoId}`)).body).data;
    expect(detail).toMatchObject({ name: DEMO_TOURNAMENT_NAME, system: 'dutch', rounds: 7, currentRound: 7, state: 'finished', playerCount: 40 });
    expect(detail.tiebreaks.length).toBeGreaterThan(0);
    expect(Object.values(detail.pairings)).toEqual(Array(7).fill({ paired: true, scored: true }));
    const players = publicPlayersResponse.parse((await call(t.app, 'GET', `/api/players/${demoId}`)).body).data;
    expect(players).toHaveLength(40);
    expect(new Set(players.map((p) => p.federation)).size).toBeGreaterThan(20);
    expect(players.filter((p) => p.title === 'GM')).toHaveLength(5);
    for (let round = 1; round <= 7; round++) {
      const pairings = roundPairingsResponse.parse((await call(t.app, 'GET', `/api/tournament/get-pairings?round=${round}&tournamentId=${demoId}`)).body).data;
      expect(pairings.state).toBe('scored');
      expect(pairings.rows.filter((r) => r.kind === 'game')).toHaveLength(20);
      expect(pairings.rows.every((r) => r.result !== null)).toBe(true);
    }
  });

  it('has standings the engine computes, with the stronger players on top', async () => {
    const standings = playersRankingResponse.parse((await call(t.app, 'GET', `/api/tournament/players-ranking?round=7&tournamentId=${demoId}`)).body).data;
    expect(standings.rows).toHaveLength(40);
    expect(standings.rows.reduce((sum, row) => sum + row.points, 0)).toBe(20 * 7);
    expect(standings.rows[0].tiebreaks.map((tb) => tb.code)).toEqual(standings.tiebreaks);
    expect(standings).toEqual(ranking(await loadTournamentData(t.database.db, demoId), 7));
    const averageRating = (rows: typeof standings.rows) => rows.reduce((sum, row) => sum + row.rating, 0) / rows.length;
    expect(averageRating(standings.rows.slice(0, 10))).toBeGreaterThan(averageRating(standings.rows.slice(30)) + 200);
  });

  it('ships with its prizes awarded by the engine from the final standings, and the prize list published', async () => {
    const organiser = await call(t.app, 'POST', '/api/auth/login', { body: { email: demoOrganiser.email, password: demoOrganiser.password } });
    const token = (organiser.body as { data: { tokens: { access: { token: string } } } }).data.tokens.access.token;
    const structure = prizeStructureResponse.parse((await call(t.app, 'GET', `/api/tournament/prize-config/${demoId}`, { token })).body).data;
    expect(structure).toMatchObject({ currency: 'INR', sharing: 'hort', total: 155_500_00 });
    expect(structure.categories.map((c) => c.id)).toEqual(['overall', 'women', 'u16', '50plus', 'below-2200']);
    const { winners, unawarded } = prizeWinnersResponse.parse(
      (await call(t.app, 'GET', `/api/players/prize-winning-players/${demoId}/all`, { token })).body,
    ).data;
    expect(winners.length).toBeGreaterThanOrEqual(12);
    expect(new Set(winners.map((w) => w.playerId)).size).toBe(winners.length);
    expect(winners.every((w) => w.explanation.length > 0 && w.source === 'engine')).toBe(true);
    expect(unawarded).toEqual([]);
    const standings = playersRankingResponse.parse((await call(t.app, 'GET', `/api/tournament/players-ranking?round=7&tournamentId=${demoId}`)).body).data;
    expect(winners.find((w) => w.categoryId === 'overall' && w.place === 1)?.name).toBe(standings.rows[0].name);
    const published = publicPrizeListResponse.parse((await call(t.app, 'GET', `/api/players/prize-winning-players/${demoId}/public`)).body).data;
    expect(published.winners).toHaveLength(winners.length);
  });

  it('is made once: a second start (users exist) adds nothing', async () => {
    const again = await seedFirstStart(t.database.db, t.clock.now, { seedDemo: true });
    expect(again.demoCreated).toBe(false);
    expect(await seedDemoTournament(t.app.ctx, again)).toBeNull();
    const list = tournamentListResponse.parse((await call(t.app, 'GET', '/api/tournament/get-tournament-list')).body).data;
    expect(list.tournaments.filter((x) => x.name === DEMO_TOURNAMENT_NAME)).toHaveLength(1);
  });
});

describe('demo results', () => {
  it('are the same for the same seed', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const draws = Array.from({ length: 50 }, () => playedResult(2400, 2300, a));
    expect(Array.from({ length: 50 }, () => playedResult(2400, 2300, b))).toEqual(draws);
  });

  it('follow the Elo expectation: equal players draw often, a 400-point favourite scores about 9 in 10', () => {
    const even = outcomeChances(2000, 2035);
    expect(even.white).toBeCloseTo(even.black, 5);
    expect(even.draw).toBeCloseTo(0.42, 2);
    const favourite = outcomeChances(2400, 2000);
    expect(favourite.white + favourite.draw / 2).toBeGreaterThan(0.9);
    const random = seededRandom(1);
    const scores = Array.from({ length: 4000 }, () => playedResult(2000, 2200, random));
    const whiteScore = scores.reduce((sum, r) => sum + (r === '1-0' ? 1 : r === '1/2-1/2' ? 0.5 : 0), 0) / scores.length;
    expect(whiteScore).toBeCloseTo(1 / (1 + 10 ** ((2200 - 2035) / 400)), 1);
  });
});
