import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type RoundRatingBody } from '@kingside/contract';
import { callQuery, useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { roundKeys } from './query-keys/tournament.js';
import { fideModeKeys } from './query-keys/fide-mode.js';

// Apart from tournaments.ts, which the public pages load: their first load carries none of these schemas.

/** The ratings players have from a round on (a new FIDE list during the event), for the tournament's managers. */
export function useRoundRatings(tournamentId: string) {
  return useQuery(callQuery(fideModeKeys.roundRatings(tournamentId), call(endpoints.roundRatings.list, { params: { id: tournamentId } })));
}

/** Stores the answer and reads the standings again: their rating changes count the new ratings. */
function useSetRoundRatings(tournamentId: string) {
  const queryClient = useQueryClient();
  return (answer: { data: unknown }) => {
    queryClient.setQueryData(fideModeKeys.roundRatings(tournamentId), answer.data);
    void queryClient.invalidateQueries({ queryKey: roundKeys.tournament(tournamentId) });
  };
}

export function useSetRoundRating(tournamentId: string) {
  return useCallMutation((body: RoundRatingBody) => call(endpoints.roundRatings.set, { params: { id: tournamentId }, body }), useSetRoundRatings(tournamentId));
}

export function useRemoveRoundRating(tournamentId: string) {
  return useCallMutation(
    (ratingId: string) => call(endpoints.roundRatings.remove, { params: { id: tournamentId, ratingId } }),
    useSetRoundRatings(tournamentId),
  );
}
