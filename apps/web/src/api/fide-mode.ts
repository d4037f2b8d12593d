import { endpoints, type ExpelPlayerBody, type LeaveFideModeBody } from '@kingside/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { refreshEntriesAndRounds } from './players.js';
import { useRefreshTournaments } from './tournaments.js';
import { playerKeys } from './query-keys/tournament.js';

// Apart from tournaments.ts, which the public pages load: their first load carries no FIDE-mode schemas.

/** Takes the tournament out of FIDE mode, for good; the body carries the arbiter's two confirmations. */
export function useLeaveFideMode() {
  return useCallMutation((body: LeaveFideModeBody) => call(endpoints.fideMode.leave, { body }), useRefreshTournaments());
}

/** Expels a player, for good; the body carries the arbiter's two confirmations. The answer is the players' list. */
export function useExpelPlayer(tournamentId: string) {
  const queryClient = useQueryClient();
  return useCallMutation(
    (body: ExpelPlayerBody) => call(endpoints.fideMode.expelPlayer, { body }),
    async (answer) => {
      queryClient.setQueryData(playerKeys.entries(tournamentId), answer.data);
      await refreshEntriesAndRounds(queryClient, tournamentId);
    },
  );
}
