import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@kingside/contract';
import { cachedCall, callQuery, queryOf } from './calls.js';
import { call } from './endpoint-call.js';
import { roundKeys, tournamentKeys } from './query-keys/tournament.js';

// What spectators read of a tournament played on lichess; the organiser's lichess calls are in lichess.ts, so the
// public pages load none of them.

/** The tournament's Swiss or Arena on lichess; null for a tournament played here only. */
export const lichessLinkCall = (tournamentId: string) =>
  cachedCall(tournamentKeys.lichessLink(tournamentId), call(endpoints.lichessEvents.link, { params: { id: tournamentId } }));

export function useLichessLink(tournamentId: string) {
  return useQuery({ ...queryOf(lichessLinkCall(tournamentId)), retry: false });
}

/** The lichess game of each board played there; failures are silent (the boards show without links). */
export const lichessGamesCall = (tournamentId: string) =>
  cachedCall(roundKeys.lichessGames(tournamentId), call(endpoints.lichessEvents.games, { params: { id: tournamentId } }));

export function useLichessGames(tournamentId: string) {
  return useQuery({ ...queryOf(lichessGamesCall(tournamentId)), retry: false });
}

/** An Arena's standings as lichess ranks them (read-only); only asked for an Arena. */
export function useArenaStandings(tournamentId: string, enabled: boolean) {
  return useQuery({
    ...callQuery(tournamentKeys.arenaStandings(tournamentId), call(endpoints.lichessEvents.arenaStandings, { params: { id: tournamentId } })),
    enabled,
    retry: false,
  });
}
