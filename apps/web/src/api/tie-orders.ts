import { useQueryClient } from '@tanstack/react-query';
import { endpoints, type TieOrderBody } from '@kingside/contract';
import { useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { roundKeys } from './query-keys/tournament.js';

// Apart from rounds.ts, which the public standings load: their first load carries none of the arbiter's calls (the public pages' JavaScript budget).

/** The arbiter ranks one whole tie of the current standings, with a reason; the standings are read again. */
export function useRankTiedPlayers(tournamentId: string) {
  const queryClient = useQueryClient();
  return useCallMutation(
    (body: TieOrderBody) => call(endpoints.tieOrders.set, { body }),
    () => queryClient.invalidateQueries({ queryKey: roundKeys.tournament(tournamentId) }),
  );
}
