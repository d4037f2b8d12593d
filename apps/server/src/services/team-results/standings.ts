import type { BoardStandingsList, TeamStandings } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { cachedTeamEvent } from '../core/standings/team-cache.js';
import { boardStandingsListOf, teamStandingsOf } from '../core/standings/team-standings.js';

/** The team standings after `round` (default: the last round with all its results), tie-breaks explained. */
export async function teamStandings(ctx: AppContext, tournamentId: string, round?: number): Promise<TeamStandings> {
  return teamStandingsOf(await cachedTeamEvent(ctx, tournamentId), round);
}

/** Each board's players ranked, those with fewer than `minGames` games played over the board at it left out. */
export async function boardStandingsList(ctx: AppContext, tournamentId: string, minGames: number): Promise<BoardStandingsList> {
  return boardStandingsListOf(await cachedTeamEvent(ctx, tournamentId), minGames);
}
