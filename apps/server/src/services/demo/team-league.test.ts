import { beforeAll, describe, expect, it } from 'vitest';
import { publicPrizeListResponse, roundMatchesResponse, teamStandingsResponse, tournamentDetailsResponse, tournamentListResponse } from '@kingside/contract';
import { call, testDatabaseKinds, useTestApp } from '../../test-support/index.js';
import { seedFirstStart } from '../accounts/seed.js';
import { seedDemoTournament } from './demo-tournament.js';
import { DEMO_LEAGUE_NAME } from './team-league.js';

describe.each(testDatabaseKinds)('demo team league on %s', (kind) => {
  const t = useTestApp(kind);
  let leagueId: string;
  beforeAll(async () => {
    await seedDemoTournament(t.app.ctx, await seedFirstStart(t.database.db, t.clock.now, { seedDemo: true }));
    const list = tournamentListResponse.parse((await call(t.app, 'GET', '/api/tournament/get-tournament-list')).body).data;
    leagueId = list.tournaments.find((x) => x.name === DEMO_LEAGUE_NAME)!.id;
  }, 240_000);
  const matchesOf = async (round: number) =>
    roundMatchesResponse.parse((await call(t.app, 'GET', `/api/tournament/${leagueId}/rounds/${round}/matches`)).body).data.matches;

  it('is a finished 7-round team Swiss of twelve teams on four boards, every round paired by C.04.6 and scored', async () => {
    const detail = tournamentDetailsResponse.parse((await call(t.app, 'GET', `/api/tournament/${leagueId}`)).body).data;
    expect(detail).toMatchObject({ system: 'team_swiss', rounds: 7, currentRound: 7, state: 'finished', boards: 4, playerCount: 60 });
    expect(Object.values(detail.pairings)).toEqual(Array(7).fill({ paired: true, scored: true }));
    for (let round = 1; round <= 6; round++) {
      const matches = await matchesOf(round);
      expect(matches).toHaveLength(6);
      expect(matches.every((m) => m.result !== null && m.boards.length === 4)).toBe(true);
    }
  });

  it('has a board lost by forfeit in round 3 and a pairing-allocated bye in round 7, after a team withdrew', async () => {
    const round3 = await matchesOf(3);
    const short = round3.find((m) => m.white.name === 'Lakeside Luft' || m.black?.name === 'Lakeside Luft')!;
    expect(short.boards.filter((b) => b.white === null || b.black === null)).toHaveLength(1);
    const round7 = await matchesOf(7);
    expect(round7).toHaveLength(6);
    expect(round7.filter((m) => m.pairingAllocatedBye)).toHaveLength(1);
    expect(round7.some((m) => m.white.name === 'Hilltop Holders' || m.black?.name === 'Hilltop Holders')).toBe(false);
  });

  it('has team standings on match points that add up: two points a decided match, one each a drawn one, a draw for the bye', async () => {
    const standings = teamStandingsResponse.parse((await call(t.app, 'GET', `/api/tournament/${leagueId}/team-standings`)).body).data;
    expect(standings).toMatchObject({ round: 7, primary: 'match' });
    expect(standings.rows).toHaveLength(12);
    // 6 matches a round for six rounds and 5 in the last, each worth 2 match points; the bye a drawn match (1).
    expect(standings.rows.reduce((sum, row) => sum + row.matchPoints, 0)).toBe(2 * (6 * 6 + 5) + 1);
    expect(standings.tiebreaks.map((tb) => tb.code)).toEqual(['MPVGP', 'EDE', 'BH:MP/C1', 'BH:MP']);
  });

  it('has its team places and board prizes awarded from the final standings and published', async () => {
    const standings = teamStandingsResponse.parse((await call(t.app, 'GET', `/api/tournament/${leagueId}/team-standings`)).body).data;
    const list = publicPrizeListResponse.parse((await call(t.app, 'GET', `/api/players/prize-winning-players/${leagueId}/public`)).body).data;
    const places = list.winners.filter((w) => w.categoryId === 'teams');
    // Hort: a team tied on match points with the third shares its prize from just below the prize places.
    expect(places.length).toBeGreaterThanOrEqual(3);
    expect(places.map((w) => w.name)).toEqual(standings.rows.slice(0, places.length).map((row) => row.team.name));
    expect(places.reduce((sum, w) => sum + w.amount, 0)).toBe(40_000_00);
    expect(list.winners.filter((w) => w.categoryId.startsWith('board-')).map((w) => w.categoryName)).toEqual(['Board 1', 'Board 2', 'Board 3', 'Board 4']);
  });
});
