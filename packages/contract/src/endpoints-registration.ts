import { failures, type Endpoint } from './endpoint.js';
import { envelope } from './envelope.js';
import { registerPlayerBody, tournamentIdParam } from './players.js';
import { searchFidePlayersResponse } from './rating-list.js';
import {
  findRatedSelfBody,
  myRegistration,
  myRegistrationResponse,
  registrationIdParam,
  registrationInfoResponse,
  registrationSettingsBody,
  registrationsOverviewResponse,
} from './registration.js';

/** Registering for a tournament: the player's side (register, withdraw, where it stands) and the organiser's (settings, approvals). */
export const registrationEndpoints = {
  info: {
    method: 'GET',
    path: '/api/registration/{tournamentId}',
    access: 'public',
    params: tournamentIdParam,
    response: { 200: registrationInfoResponse, ...failures(400, 404) },
  },
  register: {
    method: 'POST',
    path: '/api/registration/{tournamentId}',
    access: 'signed-in',
    params: tournamentIdParam,
    body: registerPlayerBody,
    response: { 201: envelope(myRegistration), ...failures(400, 401, 404, 409) },
  },
  mine: {
    method: 'GET',
    path: '/api/registration/{tournamentId}/mine',
    access: 'signed-in',
    params: tournamentIdParam,
    response: { 200: myRegistrationResponse, ...failures(400, 401, 404) },
  },
  withdraw: {
    method: 'POST',
    path: '/api/registration/{tournamentId}/withdraw',
    access: 'signed-in',
    params: tournamentIdParam,
    response: { 200: envelope(myRegistration), ...failures(400, 401, 404, 409) },
  },
  findRatedSelf: {
    method: 'POST',
    path: '/api/registration/find-rated-self',
    access: 'signed-in',
    body: findRatedSelfBody,
    response: { 200: searchFidePlayersResponse, ...failures(400, 401) },
  },
  overview: {
    method: 'GET',
    path: '/api/registration/{tournamentId}/entries',
    access: 'managers',
    params: tournamentIdParam,
    response: { 200: registrationsOverviewResponse, ...failures(400, 401, 403, 404) },
  },
  settings: {
    method: 'PUT',
    path: '/api/registration/{tournamentId}/settings',
    access: 'managers',
    params: tournamentIdParam,
    body: registrationSettingsBody,
    response: { 200: registrationsOverviewResponse, ...failures(400, 401, 403, 404, 409) },
  },
  approve: {
    method: 'POST',
    path: '/api/registration/approve/{registrationId}',
    access: 'managers',
    params: registrationIdParam,
    response: { 200: registrationsOverviewResponse, ...failures(400, 401, 403, 404, 409) },
  },
  decline: {
    method: 'POST',
    path: '/api/registration/decline/{registrationId}',
    access: 'managers',
    params: registrationIdParam,
    response: { 200: registrationsOverviewResponse, ...failures(400, 401, 403, 404, 409) },
  },
} as const satisfies Record<string, Endpoint>;
