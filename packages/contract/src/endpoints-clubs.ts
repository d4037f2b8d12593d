import { failures, type Endpoint } from './endpoint.js';
import { clubMembershipsResponse, clubResponse, createClubBody } from './tournament.js';

/** Clubs and who organises for them. */
export const clubsEndpoints = {
  create: {
    method: 'POST',
    path: '/api/tournament/create-club',
    access: 'organisers',
    body: createClubBody,
    response: { 201: clubResponse, ...failures(400, 401, 403, 409) },
  },
  memberships: {
    method: 'GET',
    path: '/api/tournament/get-club-memberships',
    access: 'organisers',
    response: { 200: clubMembershipsResponse, ...failures(401, 403) },
  },
} as const satisfies Record<string, Endpoint>;
