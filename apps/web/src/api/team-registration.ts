import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type AcceptTeamInvitationBody, type RegisterTeamBody } from '@kingside/contract';
import { callQuery, useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { refreshEntriesAndRounds } from './players.js';
import { teamAdminKeys } from './query-keys/team-admin.js';

/** The signed-in account's teams, as captain or player, newest tournament first. */
export function useMyTeams(enabled = true) {
  return useQuery({ ...callQuery(teamAdminKeys.myTeams, call(endpoints.teamRegistration.mine)), enabled });
}

/** What an invitation link invites to; anyone holding the link may read it. */
export function useTeamInvitation(token: string) {
  return useQuery({
    ...callQuery(teamAdminKeys.invitation(token), call(endpoints.teamRegistration.viewInvitation, { params: { token } })),
    retry: false,
  });
}

/** A captain's team joins the tournament: its teams, players and the captain's own teams change. */
export function useRegisterTeam(tournamentId: string) {
  const queryClient = useQueryClient();
  return useCallMutation(
    (body: RegisterTeamBody) => call(endpoints.teamRegistration.register, { params: { id: tournamentId }, body }),
    () => refreshEntriesAndRounds(queryClient, tournamentId),
  );
}

export function useCreateInvitation(tournamentId: string) {
  return useCallMutation((teamId: string) => call(endpoints.teamRegistration.createInvitation, { params: { id: tournamentId, teamId } }));
}

export function useRevokeInvitations(tournamentId: string) {
  return useCallMutation((teamId: string) => call(endpoints.teamRegistration.revokeInvitations, { params: { id: tournamentId, teamId } }));
}

/** The player joins the roster as its last reserve: the tournament's lists and the account's teams change. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useCallMutation(
    (body: AcceptTeamInvitationBody) => call(endpoints.teamRegistration.acceptInvitation, { params: { token }, body }),
    (answer) => refreshEntriesAndRounds(queryClient, answer.data.tournamentId),
  );
}

/** The captain pays the team's entry fee: the order to pay (a new one after a refused payment), then the provider's page. */
export function usePayTeamFee(tournamentId: string) {
  const queryClient = useQueryClient();
  return useCallMutation(
    (teamId: string) => call(endpoints.teamRegistration.payFee, { params: { id: tournamentId, teamId } }),
    // Found paid meanwhile (no page to go to), the team's page shows it paid.
    () => queryClient.invalidateQueries({ queryKey: teamAdminKeys.myTeams }),
  );
}
