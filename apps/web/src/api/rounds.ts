import { useQueries, useQuery } from '@tanstack/react-query';
import { endpoints } from '@kingside/contract';
import { cachedCall, callQuery, queryOf } from './calls.js';
import { call } from './endpoint-call.js';
import { roundKeys } from './query-keys/tournament.js';

// What spectators read; the arbiter's changes are in round-actions.ts, so the public pages load none of their calls.

export interface PairingsOptions {
  enabled?: boolean;
}

export const pairingsCall = (tournamentId: string, round: number) =>
  cachedCall(roundKeys.pairings(tournamentId, round), call(endpoints.pairings.list, { query: { round, tournamentId } }));
const pairingsQuery = (tournamentId: string, round: number) => queryOf(pairingsCall(tournamentId, round));

export const rankingCall = (tournamentId: string, round: number) =>
  cachedCall(roundKeys.ranking(tournamentId, round), call(endpoints.results.ranking, { query: { round, tournamentId } }));

/** A round's boards; fetch failures are silent (no toast): the screen shows the round as unavailable. */
export function usePairings(tournamentId: string, round: number, options: PairingsOptions = {}) {
  return useQuery({ ...pairingsQuery(tournamentId, round), enabled: (options.enabled ?? true) && round >= 1 });
}

/** Standings after a round, with the tournament's tie-breaks; failures are silent: the screen says the standings are unavailable. */
export function useRanking(tournamentId: string, round: number, options: PairingsOptions = {}) {
  return useQuery({
    ...queryOf(rankingCall(tournamentId, round)),
    enabled: (options.enabled ?? true) && round >= 1,
  });
}

/** How one row of the standings after `round` was reached, fetched when a spectator opens it. */
export function useTiebreakExplanation(tournamentId: string, round: number, pairingNumber: number) {
  return useQuery(
    callQuery(
      roundKeys.explanation(tournamentId, round, pairingNumber),
      call(endpoints.results.tiebreakExplanation, { params: { id: tournamentId, startNumber: pairingNumber }, query: { round } }),
    ),
  );
}

/** Every round from 1 to `last` (spectators' crosstable; the live stream says when one changes). */
export function useAllPairings(tournamentId: string, last: number) {
  return useQueries({ queries: Array.from({ length: last }, (_, i) => pairingsQuery(tournamentId, i + 1)) });
}
