import { failures, type Endpoint } from './endpoint.js';
import { expelPlayerBody, leaveFideModeBody, leftFideModeResponse } from './fide-mode.js';
import { managedPlayersResponse } from './players.js';

/** FIDE mode (C.02): a tournament leaves it once, for good; the arbiter's level-4 actions on players. */
export const fideModeEndpoints = {
  leave: {
    method: 'POST',
    path: '/api/tournament/leave-fide-mode',
    access: 'managers',
    body: leaveFideModeBody,
    response: { 200: leftFideModeResponse, ...failures(400, 401, 403, 404, 409) },
  },
  expelPlayer: {
    method: 'POST',
    path: '/api/tournament/expel-player',
    access: 'managers',
    body: expelPlayerBody,
    response: { 200: managedPlayersResponse, ...failures(400, 401, 403, 404, 409) },
  },
} as const satisfies Record<string, Endpoint>;
