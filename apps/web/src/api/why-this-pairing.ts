import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@kingside/contract';
import { callQuery } from './calls.js';
import { call } from './endpoint-call.js';
import { whyThisPairingKeys } from './query-keys/why-this-pairing.js';

// "Why this pairing": read by its own page only, so the pairings tab loads none of its schemas.

/**
 * The engine's reasons for a round's pairing, in the language the app speaks; under the pairings' key, so whatever
 * refreshes the pairings refreshes it.
 */
export function useWhyThisPairing(tournamentId: string, round: number) {
  const { i18n } = useLingui();
  return useQuery({
    ...callQuery(whyThisPairingKeys.ofRound(tournamentId, round, i18n.locale), call(endpoints.whyThisPairing.get, { params: { id: tournamentId, round } })),
    // A 404 says why there is nothing to explain; asking again changes nothing.
    retry: false,
  });
}

/** The engine's reasons for a team Swiss round's matches (C.04.6), under the round's pairings' key as the Dutch one is. */
export function useWhyTheseMatches(tournamentId: string, round: number) {
  const { i18n } = useLingui();
  return useQuery({
    ...callQuery(
      whyThisPairingKeys.teamsOfRound(tournamentId, round, i18n.locale),
      call(endpoints.whyThisPairing.teams, { params: { id: tournamentId, round } }),
    ),
    retry: false,
  });
}
