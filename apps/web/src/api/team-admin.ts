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

/** Every team's entry fee (how paid, orders, refunds), for the Teams tab. */
export function useTeamFees(tournamentId: string) {
  return useQuery(callQuery(teamAdminKeys.fees(tournamentId), call(endpoints.teamRegistration.fees, { params: { id: tournamentId } })));
}

/** A fee confirmed paid in hand enters the team; a refund follows a withdrawal: both change the lists. */
export function useConfirmTeamFee(tournamentId: string) {
  return useCallMutation(
    ({ teamId, reason }: { teamId: string; reason: string }) =>
      call(endpoints.teamRegistration.confirmFee, { params: { id: tournamentId, teamId }, body: { reason } }),
    useRefreshEntriesAndRounds(tournamentId),
  );
}

export function useRefundTeamFee(tournamentId: string) {
  return useCallMutation(
    ({ teamId, reason }: { teamId: string; reason: string }) =>
      call(endpoints.teamRegistration.refundFee, { params: { id: tournamentId, teamId }, body: { reason } }),
    useRefreshEntriesAndRounds(tournamentId),
  );
}

/** The organiser's decision on a registered team awaiting it: approved, it is entered (its fee then due). */
export function useApproveTeam(tournamentId: string) {
  return useCallMutation(
    (teamId: string) => call(endpoints.teams.approveTeam, { params: { id: tournamentId, teamId } }),
    useRefreshEntriesAndRounds(tournamentId),
  );
}

export function useDeclineTeam(tournamentId: string) {
  return useCallMutation(
    (teamId: string) => call(endpoints.teams.declineTeam, { params: { id: tournamentId, teamId } }),
    useRefreshEntriesAndRounds(tournamentId),
  );
}
