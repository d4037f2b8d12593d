import { endpoints, type SplitTournamentBody } from '@kingside/contract';
import { useCallMutation } from '../../api/calls.js';
import { call } from '../../api/endpoint-call.js';
import { useRefreshTournaments } from '../../api/tournaments.js';

/** Splits the tournament into sections (POST /api/tournament/split-tournament/{id}); every tournament list reads again. */
export function useSplitTournament(id: string) {
  return useCallMutation((body: SplitTournamentBody) => call(endpoints.split.splitTournament, { params: { id }, body }), useRefreshTournaments());
}
