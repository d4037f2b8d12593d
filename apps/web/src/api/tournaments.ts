import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clubMembershipsResponse,
  clubResponse,
  statisticsResponse,
  tournamentDetailsResponse,
  tournamentListResponse,
  tournamentResponse,
  type CreateClubBody,
  type TournamentSystem,
  type UpdateTournamentBody,
} from '@kingside/contract';
import { callQuery, useCallMutation } from './calls.js';

/** Where each tournament call lives (spec §7); the contract names the shapes, these the addresses. */
export const tournamentApi = {
  create: { method: 'POST', path: '/api/tournament/create' },
  managed: { method: 'GET', path: '/api/tournament/get-tournaments' },
  publicList: { method: 'GET', path: '/api/tournament/get-tournament-list' },
  statistics: { method: 'GET', path: '/api/tournament/statistics' },
  createClub: { method: 'POST', path: '/api/tournament/create-club' },
  clubMemberships: { method: 'GET', path: '/api/tournament/get-club-memberships' },
  details: (id: string) => ({ method: 'GET', path: `/api/tournament/${encodeURIComponent(id)}` }) as const,
  update: (id: string) => ({ method: 'PATCH', path: `/api/tournament/${encodeURIComponent(id)}` }) as const,
} as const;

export interface TournamentSearch {
  /** Part of the name, city or venue. */
  query?: string;
  system?: TournamentSystem;
}

export const tournamentKeys = {
  all: ['tournament'] as const,
  statistics: ['tournament', 'statistics'] as const,
  managed: (search: TournamentSearch, limit: number, offset: number) => ['tournament', 'managed', search, limit, offset] as const,
  publicList: (search: TournamentSearch, limit: number, offset: number) => ['tournament', 'public', search, limit, offset] as const,
  details: (id: string) => ['tournament', 'details', id] as const,
  clubs: ['tournament', 'clubs'] as const,
};

export function useStatistics() {
  return useQuery(callQuery(tournamentKeys.statistics, { ...tournamentApi.statistics, response: statisticsResponse }));
}

export function useManagedTournaments(search: TournamentSearch, limit: number, offset: number, enabled = true) {
  return useQuery({
    ...callQuery(tournamentKeys.managed(search, limit, offset), {
      ...tournamentApi.managed,
      query: { ...search, limit, offset },
      response: tournamentListResponse,
    }),
    enabled,
  });
}

export function usePublicTournaments(search: TournamentSearch, limit: number, offset: number, enabled = true) {
  return useQuery({
    ...callQuery(tournamentKeys.publicList(search, limit, offset), {
      ...tournamentApi.publicList,
      query: { ...search, limit, offset },
      response: tournamentListResponse,
    }),
    enabled,
  });
}

export function useTournament(id: string) {
  return useQuery(callQuery(tournamentKeys.details(id), { ...tournamentApi.details(id), response: tournamentDetailsResponse }));
}

/** After any change of a tournament every list, figure and detail of tournaments is read again. */
export function useRefreshTournaments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
}

export function useUpdateTournament(id: string) {
  return useCallMutation((body: UpdateTournamentBody) => ({ ...tournamentApi.update(id), body, response: tournamentResponse }), useRefreshTournaments());
}

export function useClubMemberships(enabled = true) {
  return useQuery({ ...callQuery(tournamentKeys.clubs, { ...tournamentApi.clubMemberships, response: clubMembershipsResponse }), enabled });
}

export function useCreateClub() {
  return useCallMutation((body: CreateClubBody) => ({ ...tournamentApi.createClub, body, response: clubResponse }), useRefreshTournaments());
}
