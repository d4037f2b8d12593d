import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@kingside/contract';
import { callQuery } from './calls.js';
import { call } from './endpoint-call.js';
import { whyThisPairingKeys } from './query-keys/why-this-pairing.js';

// "Why this pairing": read by its own page only, so the pairings tab loads none of its schemas.

/** The engine's reasons for a round's pairing; under the pairings' key, so whatever refreshes the pairings refreshes it. */
export function useWhyThisPairing(tournamentId: string, round: number) {
  return useQuery({
    ...callQuery(whyThisPairingKeys.ofRound(tournamentId, round), call(endpoints.whyThisPairing.get, { params: { id: tournamentId, round } })),
    // A 404 says why there is nothing to explain; asking again changes nothing.
    retry: false,
  });
}
