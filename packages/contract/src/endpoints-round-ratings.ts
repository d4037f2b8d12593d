import { failures, type Endpoint } from './endpoint.js';
import { roundRatingBody, roundRatingParams, roundRatingsResponse } from './round-ratings.js';
import { tournamentIdParams } from './tournament.js';

/**
 * Ratings per round (a new FIDE list during a long event), for the tournament's managers only: a group of its own so
 * that the public pages load none of these schemas.
 */
export const roundRatingsEndpoints = {
  list: {
    method: 'GET',
    path: '/api/tournament/{id}/round-ratings',
    access: 'managers',
    params: tournamentIdParams,
    response: { 200: roundRatingsResponse, ...failures(400, 401, 403, 404) },
  },
  set: {
    method: 'PUT',
    path: '/api/tournament/{id}/round-ratings',
    access: 'managers',
    params: tournamentIdParams,
    body: roundRatingBody,
    response: { 200: roundRatingsResponse, ...failures(400, 401, 403, 404, 409) },
  },
  remove: {
    method: 'DELETE',
    path: '/api/tournament/{id}/round-ratings/{ratingId}',
    access: 'managers',
    params: roundRatingParams,
    response: { 200: roundRatingsResponse, ...failures(400, 401, 403, 404, 409) },
  },
} as const satisfies Record<string, Endpoint>;
