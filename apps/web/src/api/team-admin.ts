import { useQuery } from '@tanstack/react-query';
import { endpoints, type CreateTeamBody, type UpdateTeamBody } from '@kingside/contract';
import { callQuery, useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { useRefreshEntriesAndRounds } from './players.js';
import { teamAdminKeys } from './query-keys/team-admin.js';

// The organiser's calls on a team event's teams and rosters; what spectators read is api/teams.ts.

/** The teams with their captains' emails, by team pairing number. */
export function useManagedTeams(tournamentId: string) {
  return useQuery(callQuery(teamAdminKeys.managed(tournamentId), call(endpoints.teams.managedList, { params: { id: tournamentId } })));
}

/** A team change moves team pairing numbers and rosters, and so the players' lists and the rounds. */
export function useCreateTeam(tournamentId: string) {
  return useCallMutation(
    (body: CreateTeamBody) => call(endpoints.teams.create, { params: { id: tournamentId }, body }),
    useRefreshEntriesAndRounds(tournamentId),
  );
}

export function useUpdateTeam(tournamentId: string) {
  return useCallMutation(
    ({ teamId, body }: { teamId: string; body: UpdateTeamBody }) => call(endpoints.teams.update, { params: { id: tournamentId, teamId }, body }),
    useRefreshEntriesAndRounds(tournamentId),
  );
}

export function useDeleteTeam(tournamentId: string) {
  return useCallMutation((teamId: string) => call(endpoints.teams.remove, { params: { id: tournamentId, teamId } }), useRefreshEntriesAndRounds(tournamentId));
}

/** The whole roster in board order (managers, or the team's captain before round 1). */
export function useSetRoster(tournamentId: string) {
  return useCallMutation(
    ({ teamId, entryIds }: { teamId: string; entryIds: string[] }) =>
      call(endpoints.teams.setRoster, { params: { id: tournamentId, teamId }, body: { entryIds } }),
    useRefreshEntriesAndRounds(tournamentId),
  );
}
