import { failures, type Endpoint } from './endpoint.js';
import { publishedPrizeListResponse } from './public-prize-list.js';
import { tournamentIdParams } from './tournament.js';

/** The published prize list, for anyone: a group of its own so that the public pages load none of the organiser's prize schemas. */
export const prizeListEndpoints = {
  publicList: {
    method: 'GET',
    path: '/api/players/prize-winning-players/{id}/public',
    access: 'public',
    params: tournamentIdParams,
    response: { 200: publishedPrizeListResponse, ...failures(400, 404) },
  },
} as const satisfies Record<string, Endpoint>;
