import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@kingside/contract';
import { callQuery, useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { playerKeys } from './query-keys/tournament.js';
import { feedbackKeys } from './query-keys/feedbacks.js';

/** The player leaves (or rewrites) their feedback; their home shows it afterwards. */
export function useLeaveFeedback(tournamentId: string) {
  const queryClient = useQueryClient();
  return useCallMutation(
    (text: string) => call(endpoints.feedbacks.leave, { params: { id: tournamentId }, body: { text } }),
    () => queryClient.invalidateQueries({ queryKey: playerKeys.myTournaments }),
  );
}

/** Every player's feedback on the tournament, for its organisers. */
export function useTournamentFeedbacks(tournamentId: string) {
  return useQuery(callQuery(feedbackKeys.ofTournament(tournamentId), call(endpoints.feedbacks.list, { params: { id: tournamentId } })));
}
