import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type RoundRatingBody } from '@kingside/contract';
import { callQuery, useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { playerKeys } from './playerKeys.js';
import { roundKeys } from './rounds.js';

// Apart from tournaments.ts, which the public pages load: their first load carries none of these schemas (issue 19).

/** Under the tournament's player lists, so that a change of its players (names, pairing numbers) reads it again too. */
const roundRatingsKey = (tournamentId: string) => [...playerKeys.lists(tournamentId), 'round-ratings'] as const;

/** The ratings players have from a round on (a new FIDE list during the event), for the tournament's managers. */
export function useRoundRatings(tournamentId: string) {
  return useQuery(callQuery(roundRatingsKey(tournamentId), call(endpoints.roundRatings.list, { params: { id: tournamentId } })));
}

/** Stores the answer and reads the standings again: their rating changes count the new ratings. */
function useSetRoundRatings(tournamentId: string) {
  const queryClient = useQueryClient();
  return (answer: { data: unknown }) => {
    queryClient.setQueryData(roundRatingsKey(tournamentId), answer.data);
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
