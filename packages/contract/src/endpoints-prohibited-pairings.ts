import { failures, type Endpoint } from './endpoint.js';
import { prohibitedPairingBody, prohibitedPairingParams, prohibitedPairingsResponse } from './prohibited-pairings.js';
import { tournamentIdParams } from './tournament.js';

/**
 * Prohibited pairings (players who must not meet), for the tournament's managers only: a group of its own so that
 * the public pages load none of these schemas.
 */
export const prohibitedPairingsEndpoints = {
  list: {
    method: 'GET',
    path: '/api/tournament/{id}/prohibited-pairings',
    access: 'managers',
    params: tournamentIdParams,
    response: { 200: prohibitedPairingsResponse, ...failures(400, 401, 403, 404) },
  },
  add: {
    method: 'POST',
    path: '/api/tournament/{id}/prohibited-pairings',
    access: 'managers',
    params: tournamentIdParams,
    body: prohibitedPairingBody,
    response: { 201: prohibitedPairingsResponse, ...failures(400, 401, 403, 404, 409) },
  },
  remove: {
    method: 'DELETE',
    path: '/api/tournament/{id}/prohibited-pairings/{groupId}',
    access: 'managers',
    params: prohibitedPairingParams,
    response: { 200: prohibitedPairingsResponse, ...failures(400, 401, 403, 404, 409) },
  },
} as const satisfies Record<string, Endpoint>;
