import { failures, type Endpoint } from './endpoint.js';
import { splitTournamentBody, splitTournamentResponse, tournamentIdParams } from './tournament.js';

/** Splitting a tournament into groups. */
export const splitEndpoints = {
  splitTournament: {
    method: 'POST',
    path: '/api/tournament/split-tournament/{id}',
    access: 'managers',
    params: tournamentIdParams,
    body: splitTournamentBody,
    response: { 200: splitTournamentResponse, ...failures(400, 401, 403, 404, 409) },
  },
} as const satisfies Record<string, Endpoint>;
