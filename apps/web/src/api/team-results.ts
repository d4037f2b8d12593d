import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@kingside/contract';
import { callQuery } from './calls.js';
import { call } from './endpoint-call.js';
import { teamKeys } from './query-keys/tournament.js';

// What a team event shows spectators: matches, team standings, crosstable, board standings, a team's page.

export interface TeamReadOptions {
  enabled?: boolean;
}

/** A round's matches by table, with their boards once the lineups are published. */
export function useRoundMatches(tournamentId: string, round: number, options: TeamReadOptions = {}) {
  return useQuery({
    ...callQuery(teamKeys.matches(tournamentId, round), call(endpoints.teamResults.roundMatches, { params: { id: tournamentId, round } })),
    enabled: (options.enabled ?? true) && round >= 1,
  });
}

/** Team standings after `round`; without one, after the last round whose results are all in. */
export function useTeamStandings(tournamentId: string, round?: number, options: TeamReadOptions = {}) {
  return useQuery({
    ...callQuery(teamKeys.standings(tournamentId, round), call(endpoints.teamResults.standings, { params: { id: tournamentId }, query: { round } })),
    enabled: options.enabled ?? true,
  });
}

export function useTeamCrosstable(tournamentId: string) {
  return useQuery(callQuery(teamKeys.crosstable(tournamentId), call(endpoints.teamResults.crosstable, { params: { id: tournamentId } })));
}

/** Board standings; players with fewer games played over the board than `minGames` are left out. */
export function useBoardStandings(tournamentId: string, minGames = 0) {
  return useQuery(
    callQuery(
      teamKeys.boardStandings(tournamentId, minGames),
      call(endpoints.teamResults.boardStandings, { params: { id: tournamentId }, query: { minGames } }),
    ),
  );
}

/** One team's page: its roster round by round and its matches. */
export function useTeamCard(tournamentId: string, teamId: string) {
  return useQuery(callQuery(teamKeys.card(tournamentId, teamId), call(endpoints.teamResults.teamCard, { params: { id: tournamentId, teamId } })));
}
