import { failures, type Endpoint } from './endpoint.js';
import { roundQuery } from './pairings.js';
import { boardClaimResponse, boardParams, resultClaimBody, roundClaimsResponse } from './result-claims.js';

/** Results confirmed by the board's two players, and the arbiter's list of them. */
export const resultClaimsEndpoints = {
  /** The board's two players only (403 for anyone else). */
  board: {
    method: 'GET',
    path: '/api/tournament/{id}/boards/{round}/{board}/result-claim',
    access: 'signed-in',
    params: boardParams,
    response: { 200: boardClaimResponse, ...failures(400, 401, 403, 404) },
  },
  /** The board's two players only (403 for anyone else); 409 once the arbiter entered the result or the round is closed. */
  claim: {
    method: 'POST',
    path: '/api/tournament/{id}/boards/{round}/{board}/result-claim',
    access: 'signed-in',
    params: boardParams,
    body: resultClaimBody,
    response: { 200: boardClaimResponse, ...failures(400, 401, 403, 404, 409) },
  },
  round: {
    method: 'GET',
    path: '/api/tournament/result-claims',
    access: 'managers',
    query: roundQuery,
    response: { 200: roundClaimsResponse, ...failures(400, 401, 403, 404) },
  },
} as const satisfies Record<string, Endpoint>;
