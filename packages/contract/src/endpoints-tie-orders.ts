import { failures, type Endpoint } from './endpoint.js';
import { tieOrderBody, tieOrderResponse } from './tie-orders.js';

/**
 * The arbiter's ranking of fully tied players for the prizes (FIDE C.07: a play-off's result instead of the lots). A
 * group of its own: the public standings show the result but load none of these schemas.
 */
export const tieOrdersEndpoints = {
  set: {
    method: 'POST',
    path: '/api/tournament/rank-tied-players',
    access: 'managers',
    body: tieOrderBody,
    response: { 200: tieOrderResponse, ...failures(400, 401, 403, 404, 409) },
  },
} as const satisfies Record<string, Endpoint>;
