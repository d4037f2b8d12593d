import { failures, type Endpoint } from './endpoint.js';
import { tournamentResponse, triggerBody } from './tournament.js';

/** Starting a round, cleaning it up, ending the tournament. */
export const roundTriggersEndpoints = {
  start: {
    method: 'POST',
    path: '/api/tournament/trigger-round-start',
    access: 'managers',
    body: triggerBody,
    response: { 200: tournamentResponse, ...failures(400, 401, 403, 404, 409, 429, 502) },
  },
  cleanup: {
    method: 'POST',
    path: '/api/tournament/trigger-round-cleanup',
    access: 'managers',
    body: triggerBody,
    response: { 200: tournamentResponse, ...failures(400, 401, 403, 404, 409, 429, 502) },
  },
  end: {
    method: 'POST',
    path: '/api/tournament/trigger-tournament-end',
    access: 'managers',
    body: triggerBody,
    response: { 200: tournamentResponse, ...failures(400, 401, 403, 404, 409, 429, 502) },
  },
} as const satisfies Record<string, Endpoint>;
