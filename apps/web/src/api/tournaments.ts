import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type TournamentSystem, type UpdateTournamentBody } from '@kingside/contract';
import { cachedCall, callQuery, queryOf, useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { tournamentKeys } from './query-keys/tournament.js';

export interface TournamentSearch {
  /** Part of the name, city or venue. */
  query?: string;
  system?: TournamentSystem;
}

export function useStatistics() {
  return useQuery(callQuery(tournamentKeys.statistics, call(endpoints.tournaments.statistics)));
}

export function useManagedTournaments(search: TournamentSearch, limit: number, offset: number, enabled = true) {
  return useQuery({
    ...callQuery(tournamentKeys.managed(search, limit, offset), call(endpoints.tournaments.managed, { query: { ...search, limit, offset } })),
    enabled,
  });
}

export const publicTournamentsCall = (search: TournamentSearch, limit: number, offset: number) =>
  cachedCall(tournamentKeys.publicList(search, limit, offset), call(endpoints.tournaments.publicList, { query: { ...search, limit, offset } }));

export function usePublicTournaments(search: TournamentSearch, limit: number, offset: number, enabled = true) {
  return useQuery({ ...queryOf(publicTournamentsCall(search, limit, offset)), enabled });
}

export const tournamentCall = (id: string) => cachedCall(tournamentKeys.details(id), call(endpoints.tournaments.details, { params: { id } }));

export function useTournament(id: string) {
  return useQuery(queryOf(tournamentCall(id)));
}

/** After any change of a tournament every list, figure and detail of tournaments is read again. */
export function useRefreshTournaments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
}

export function useUpdateTournament(id: string) {
  return useCallMutation((body: UpdateTournamentBody) => call(endpoints.tournaments.update, { params: { id }, body }), useRefreshTournaments());
}
