import { failures, type Endpoint } from './endpoint.js';
import { tournamentConfigBody, tournamentConfigResponse, tournamentIdParams } from './tournament.js';

/** A tournament's pairing and scoring configuration. */
export const tournamentConfigEndpoints = {
  read: {
    method: 'GET',
    path: '/api/tournament/config/{id}',
    access: 'managers',
    params: tournamentIdParams,
    response: { 200: tournamentConfigResponse, ...failures(400, 401, 403, 404) },
  },
  save: {
    method: 'POST',
    path: '/api/tournament/config/{id}',
    access: 'managers',
    params: tournamentIdParams,
    body: tournamentConfigBody,
    response: { 200: tournamentConfigResponse, ...failures(400, 401, 403, 404, 409) },
  },
} as const satisfies Record<string, Endpoint>;
