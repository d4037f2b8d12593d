import { failures, type Endpoint } from './endpoint.js';
import { lichessTournamentSettingsResponse, updateLichessTournamentBody, updateLichessTournamentResponse } from './lichess-update.js';
import { tournamentIdParams } from './tournament.js';

/** update-{product}-tournament for lichess: edits the tournament's Swiss or Arena there. */
export const lichessUpdateEndpoints = {
  /** What the edit form starts from: the Swiss or Arena as lichess has it now. */
  settings: {
    method: 'GET',
    path: '/api/tournament/update-lichess-tournament/{id}',
    access: 'managers',
    params: tournamentIdParams,
    response: { 200: lichessTournamentSettingsResponse, ...failures(400, 401, 403, 404, 429, 502) },
  },
  updateTournament: {
    method: 'POST',
    path: '/api/tournament/update-lichess-tournament/{id}',
    access: 'managers',
    params: tournamentIdParams,
    body: updateLichessTournamentBody,
    response: { 200: updateLichessTournamentResponse, ...failures(400, 401, 403, 404, 409, 429, 502) },
  },
} as const satisfies Record<string, Endpoint>;
