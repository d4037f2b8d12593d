import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@kingside/contract';
import { cachedCall, queryOf } from './calls.js';
import { call } from './endpoint-call.js';
import { prizeKeys } from './query-keys/tournament.js';

// The published prize list, apart from the organiser's prize calls (prizes.ts): the public pages load only this.

export const publicPrizeListCall = (tournamentId: string) =>
  cachedCall(prizeKeys.published(tournamentId), call(endpoints.prizeList.publicList, { params: { id: tournamentId } }));

/** The published list; null until the organiser publishes it. */
export function usePublicPrizeList(tournamentId: string) {
  return useQuery({ ...queryOf(publicPrizeListCall(tournamentId)), retry: false });
}
