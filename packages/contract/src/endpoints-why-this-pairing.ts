import { failures, type Endpoint } from './endpoint.js';
import { whyThisPairingParams, whyThisPairingResponse } from './why-this-pairing.js';

/** "Why this pairing", public: a group of its own, loaded by its own page only: the pairings tab loads none of it. */
export const whyThisPairingEndpoints = {
  get: {
    method: 'GET',
    path: '/api/tournament/{id}/rounds/{round}/why-this-pairing',
    access: 'public',
    params: whyThisPairingParams,
    response: { 200: whyThisPairingResponse, ...failures(400, 404) },
  },
} as const satisfies Record<string, Endpoint>;
