import { failures, type Endpoint } from './endpoint.js';
import { doneResponse } from './auth.js';
import { clubIdParams, clubInvitationsResponse, clubMembershipsResponse, clubResponse, createClubBody, inviteToClubBody } from './tournament.js';

/** Clubs and who organises for them. */
export const clubsEndpoints = {
  create: {
    method: 'POST',
    path: '/api/tournament/create-club',
    access: 'organisers',
    body: createClubBody,
    response: { 201: clubResponse, ...failures(400, 401, 403, 409, 429) },
  },
  memberships: {
    method: 'GET',
    path: '/api/tournament/get-club-memberships',
    access: 'organisers',
    response: { 200: clubMembershipsResponse, ...failures(401, 403) },
  },
  /** A manager of the club (or an admin) invites more organisers to manage it. */
  invite: {
    method: 'POST',
    path: '/api/tournament/clubs/{clubId}/invitations',
    access: 'organisers',
    params: clubIdParams,
    body: inviteToClubBody,
    response: { 200: clubResponse, ...failures(400, 401, 403, 404, 429) },
  },
  /** The invitations addressed to the signed-in organiser's email. */
  invitations: {
    method: 'GET',
    path: '/api/tournament/club-invitations',
    access: 'organisers',
    response: { 200: clubInvitationsResponse, ...failures(401, 403) },
  },
  acceptInvitation: {
    method: 'POST',
    path: '/api/tournament/club-invitations/{clubId}/accept',
    access: 'organisers',
    params: clubIdParams,
    response: { 200: doneResponse, ...failures(400, 401, 403, 404) },
  },
  declineInvitation: {
    method: 'POST',
    path: '/api/tournament/club-invitations/{clubId}/decline',
    access: 'organisers',
    params: clubIdParams,
    response: { 200: doneResponse, ...failures(400, 401, 403, 404) },
  },
} as const satisfies Record<string, Endpoint>;
