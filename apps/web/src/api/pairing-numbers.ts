import { useQueryClient } from '@tanstack/react-query';
import { endpoints, type SetPairingNumberBody } from '@kingside/contract';
import { useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { refreshEntriesAndRounds } from './players.js';
import { useRefreshTournaments } from './tournaments.js';
import { playerKeys } from './query-keys/tournament.js';

// Apart from players.ts, which the public pages load: their first load carries no admin-only schemas.

/** Gives a player another pairing number (the player who had it takes theirs); the body carries the arbiter's confirmation. */
export function useSetPairingNumber(tournamentId: string) {
  const queryClient = useQueryClient();
  const refreshTournaments = useRefreshTournaments();
  return useCallMutation(
    (body: SetPairingNumberBody) => call(endpoints.pairingNumbers.set, { body }),
    async (answer) => {
      queryClient.setQueryData(playerKeys.entries(tournamentId), answer.data);
      await Promise.all([refreshEntriesAndRounds(queryClient, tournamentId), refreshTournaments()]);
    },
  );
}
