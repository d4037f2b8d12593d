import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@kingside/contract';
import { callQuery } from './calls.js';
import { call } from './endpoint-call.js';
import { playerKeys } from './query-keys/tournament.js';

/** The signed-in player's own tournaments. */
export function useMyTournaments(enabled: boolean) {
  return useQuery({ ...callQuery(playerKeys.myTournaments, call(endpoints.playerHome.myTournaments)), enabled });
}

/** The signed-in player's own entry in one tournament, from their tournaments; undefined without one. */
export function useMyEntry(tournamentId: string, enabled = true) {
  const mine = useMyTournaments(enabled).data;
  return mine && [...mine.running, ...mine.upcoming, ...mine.past].find((m) => m.tournament.id === tournamentId);
}
