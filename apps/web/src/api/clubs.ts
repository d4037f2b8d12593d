import { useQuery } from '@tanstack/react-query';
import { endpoints, type CreateClubBody } from '@kingside/contract';
import { callQuery, useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { tournamentKeys, useRefreshTournaments } from './tournaments.js';

// The organiser's clubs, apart from the tournaments' calls the public pages use (issue 19).

export function useClubMemberships(enabled = true) {
  return useQuery({ ...callQuery(tournamentKeys.clubs, call(endpoints.clubs.memberships)), enabled });
}

export function useCreateClub() {
  return useCallMutation((body: CreateClubBody) => call(endpoints.clubs.create, { body }), useRefreshTournaments());
}
