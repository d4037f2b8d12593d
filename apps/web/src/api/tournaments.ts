import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clubMembershipsResponse,
  clubResponse,
  statisticsResponse,
  tournamentDetailsResponse,
  tournamentListResponse,
  tournamentResponse,
  type CreateClubBody,
  type CreateTournamentBody,
  type TournamentSystem,
  type UpdateTournamentBody,
} from '@kingside/contract';
import { api } from './index.js';

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
  return useQuery({
    queryKey: tournamentKeys.statistics,
    queryFn: async ({ signal }) => (await api({ ...tournamentApi.statistics, response: statisticsResponse, signal })).data,
  });
}

export function fetchManagedTournaments(search: TournamentSearch, limit: number, offset: number, signal?: AbortSignal) {
  return api({ ...tournamentApi.managed, query: { ...search, limit, offset }, response: tournamentListResponse, signal });
}

export function useManagedTournaments(search: TournamentSearch, limit: number, offset: number, enabled = true) {
  return useQuery({
    queryKey: tournamentKeys.managed(search, limit, offset),
    enabled,
    queryFn: async ({ signal }) => (await fetchManagedTournaments(search, limit, offset, signal)).data,
  });
}

export function usePublicTournaments(search: TournamentSearch, limit: number, offset: number, enabled = true) {
  return useQuery({
    queryKey: tournamentKeys.publicList(search, limit, offset),
    enabled,
    queryFn: async ({ signal }) =>
      (await api({ ...tournamentApi.publicList, query: { ...search, limit, offset }, response: tournamentListResponse, signal })).data,
  });
}

export function useTournament(id: string) {
  return useQuery({
    queryKey: tournamentKeys.details(id),
    queryFn: async ({ signal }) => (await api({ ...tournamentApi.details(id), response: tournamentDetailsResponse, signal })).data,
  });
}

/** After any change of a tournament every list, figure and detail of tournaments is read again. */
function useRefreshTournaments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
}

export function useCreateTournament() {
  const refresh = useRefreshTournaments();
  return useMutation({
    mutationFn: (body: CreateTournamentBody) => api({ ...tournamentApi.create, body, response: tournamentResponse }),
    onSuccess: refresh,
  });
}

export function useUpdateTournament(id: string) {
  const refresh = useRefreshTournaments();
  return useMutation({
    mutationFn: (body: UpdateTournamentBody) => api({ ...tournamentApi.update(id), body, response: tournamentResponse }),
    onSuccess: refresh,
  });
}

export function useClubMemberships(enabled = true) {
  return useQuery({
    queryKey: tournamentKeys.clubs,
    enabled,
    queryFn: async ({ signal }) => (await api({ ...tournamentApi.clubMemberships, response: clubMembershipsResponse, signal })).data,
  });
}

export function useCreateClub() {
  const refresh = useRefreshTournaments();
  return useMutation({
    mutationFn: (body: CreateClubBody) => api({ ...tournamentApi.createClub, body, response: clubResponse }),
    onSuccess: refresh,
  });
}
