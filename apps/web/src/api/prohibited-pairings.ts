import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ProhibitedPairingBody } from '@kingside/contract';
import { callQuery, useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { fideModeKeys } from './query-keys/fide-mode.js';

// Apart from tournaments.ts, which the public pages load: their first load carries none of these schemas.

/** The groups of players the pairing keeps apart, for the tournament's managers. */
export function useProhibitedPairings(tournamentId: string) {
  return useQuery(callQuery(fideModeKeys.prohibitedPairings(tournamentId), call(endpoints.prohibitedPairings.list, { params: { id: tournamentId } })));
}

function useSetProhibitedPairings(tournamentId: string) {
  const queryClient = useQueryClient();
  return (answer: { data: unknown }) => queryClient.setQueryData(fideModeKeys.prohibitedPairings(tournamentId), answer.data);
}

export function useAddProhibitedPairing(tournamentId: string) {
  return useCallMutation(
    (body: ProhibitedPairingBody) => call(endpoints.prohibitedPairings.add, { params: { id: tournamentId }, body }),
    useSetProhibitedPairings(tournamentId),
  );
}

export function useRemoveProhibitedPairing(tournamentId: string) {
  return useCallMutation(
    (groupId: string) => call(endpoints.prohibitedPairings.remove, { params: { id: tournamentId, groupId } }),
    useSetProhibitedPairings(tournamentId),
  );
}
