import { useQuery } from '@tanstack/react-query';
import { endpoints, type MatchForfeit } from '@kingside/contract';
import { callQuery, useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { useRefreshEntriesAndRounds } from './players.js';
import { teamAdminKeys } from './query-keys/team-admin.js';

/** A team round's lineups: every team's for a manager, the caller's own team's for a captain. */
export function useRoundLineups(tournamentId: string, round: number, enabled = true) {
  return useQuery({
    ...callQuery(teamAdminKeys.lineups(tournamentId, round), call(endpoints.lineups.list, { params: { id: tournamentId, round } })),
    enabled: enabled && round > 0,
  });
}

/** Setting, publishing and forfeits change the round's lineups, its boards and the standings: the rounds are read again. */
export function useSetLineup(tournamentId: string, round: number) {
  return useCallMutation(
    ({ teamId, entryIds }: { teamId: string; entryIds: string[] }) =>
      call(endpoints.lineups.set, { params: { id: tournamentId, round, teamId }, body: { entryIds } }),
    useRefreshEntriesAndRounds(tournamentId),
  );
}

export function usePublishLineups(tournamentId: string, round: number) {
  return useCallMutation(() => call(endpoints.lineups.publish, { params: { id: tournamentId, round } }), useRefreshEntriesAndRounds(tournamentId));
}

export function useMatchForfeit(tournamentId: string, round: number) {
  return useCallMutation(
    ({ matchId, winner }: { matchId: string; winner: MatchForfeit | null }) =>
      winner === null
        ? call(endpoints.lineups.undoForfeit, { params: { id: tournamentId, round, matchId } })
        : call(endpoints.lineups.forfeit, { params: { id: tournamentId, round, matchId }, body: { winner } }),
    useRefreshEntriesAndRounds(tournamentId),
  );
}
