import { failures, type Endpoint } from './endpoint.js';
import { updateLichessTournamentBody, updateLichessTournamentResponse } from './lichess-update.js';
import { tournamentIdParams } from './tournament.js';

/** update-{product}-tournament (spec §7) for lichess: edits the tournament's Swiss or Arena there. */
export const lichessUpdateEndpoints = {
  updateTournament: {
    method: 'POST',
    path: '/api/tournament/update-lichess-tournament/{id}',
    access: 'managers',
    params: tournamentIdParams,
    body: updateLichessTournamentBody,
    response: { 200: updateLichessTournamentResponse, ...failures(400, 401, 403, 404, 409, 429, 502) },
  },
} as const satisfies Record<string, Endpoint>;
