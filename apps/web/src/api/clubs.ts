import { useQuery } from '@tanstack/react-query';
import { endpoints, type CreateClubBody, type InviteToClubBody } from '@kingside/contract';
import { callQuery, useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { useRefreshTournaments } from './tournaments.js';
import { clubKeys } from './query-keys/clubs.js';

// The organiser's clubs, apart from the tournaments' calls the public pages use, so those load none of these.

export function useClubMemberships(enabled = true) {
  return useQuery({ ...callQuery(clubKeys.memberships, call(endpoints.clubs.memberships)), enabled });
}

export function useCreateClub() {
  return useCallMutation((body: CreateClubBody) => call(endpoints.clubs.create, { body }), useRefreshTournaments());
}

/** Invitations to manage a club, addressed to the signed-in organiser's email. */
export function useClubInvitations() {
  return useQuery(callQuery(clubKeys.invitations, call(endpoints.clubs.invitations)));
}

export function useInviteToClub(clubId: string) {
  return useCallMutation((body: InviteToClubBody) => call(endpoints.clubs.invite, { params: { clubId }, body }), useRefreshTournaments());
}

/** Accepting makes the club's tournaments the organiser's to manage too: every tournament list is read again. */
export function useAnswerClubInvitation() {
  return useCallMutation(
    ({ clubId, accept }: { clubId: string; accept: boolean }) =>
      call(accept ? endpoints.clubs.acceptInvitation : endpoints.clubs.declineInvitation, { params: { clubId } }),
    useRefreshTournaments(),
  );
}
