import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@kingside/contract';
import { callQuery } from './calls.js';
import { call } from './endpoint-call.js';
import { teamKeys } from './query-keys/tournament.js';

// What spectators read about a team event's teams; the organiser's changes are the team admin's calls.

/** The teams and their rosters in board order, by team pairing number. */
export function usePublicTeams(tournamentId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...callQuery(teamKeys.list(tournamentId), call(endpoints.teams.list, { params: { id: tournamentId } })),
    enabled: options.enabled ?? true,
  });
}
