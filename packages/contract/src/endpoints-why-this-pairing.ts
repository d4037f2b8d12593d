import { failures, type Endpoint } from './endpoint.js';
import { whyTheseMatchesResponse, whyThisPairingParams, whyThisPairingResponse } from './why-this-pairing.js';

/** "Why this pairing", public: a group of its own, loaded by its own page only: the pairings tab loads none of it. */
export const whyThisPairingEndpoints = {
  get: {
    method: 'GET',
    path: '/api/tournament/{id}/rounds/{round}/why-this-pairing',
    access: 'public',
    params: whyThisPairingParams,
    response: { 200: whyThisPairingResponse, ...failures(400, 404) },
  },
  /** The same for a team Swiss round (C.04.6): why these teams meet, and who has white on board 1. */
  teams: {
    method: 'GET',
    path: '/api/tournament/{id}/rounds/{round}/why-these-matches',
    access: 'public',
    params: whyThisPairingParams,
    response: { 200: whyTheseMatchesResponse, ...failures(400, 404) },
  },
} as const satisfies Record<string, Endpoint>;
