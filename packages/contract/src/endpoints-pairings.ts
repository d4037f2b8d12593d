import { failures, type Endpoint } from './endpoint.js';
import { cancelledPairingResponse, revertedResponse, roundPairingsResponse, roundQuery } from './pairings.js';
import { triggerBody } from './tournament.js';

/** A round's pairings: made by the engine, cancelled, reverted, read (by hand: endpoints-manual-pairing.ts). */
export const pairingsEndpoints = {
  generate: {
    method: 'GET',
    path: '/api/tournament/generate-pairing',
    access: 'managers',
    query: roundQuery,
    response: { 200: roundPairingsResponse, ...failures(400, 401, 403, 404, 409, 503) },
  },
  cancel: {
    method: 'POST',
    path: '/api/tournament/cancel-pairing',
    access: 'managers',
    body: triggerBody,
    response: { 200: cancelledPairingResponse, ...failures(400, 401, 403, 404, 409) },
  },
  revert: {
    method: 'GET',
    path: '/api/tournament/revert-pairing',
    access: 'managers',
    query: roundQuery,
    response: { 200: revertedResponse, ...failures(400, 401, 403, 404, 409) },
  },
  list: {
    method: 'GET',
    path: '/api/tournament/get-pairings',
    access: 'public',
    query: roundQuery,
    response: { 200: roundPairingsResponse, ...failures(400, 404) },
  },
} as const satisfies Record<string, Endpoint>;
