import { endpoints, type SplitTournamentBody } from '@kingside/contract';
import { useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { useRefreshTournaments } from './tournaments.js';

/** Splits the tournament into sections (POST /api/tournament/split-tournament/{id}); every tournament list reads again. */
export function useSplitTournament(id: string) {
  return useCallMutation((body: SplitTournamentBody) => call(endpoints.split.splitTournament, { params: { id }, body }), useRefreshTournaments());
}
