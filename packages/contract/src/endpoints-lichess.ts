import { failures, type Endpoint } from './endpoint.js';
import {
  connectLichessBody,
  createLichessTournamentBody,
  createLichessTournamentResponse,
  getLichessAccountBody,
  lichessAccountResponse,
  lichessBulkPairingBody,
  lichessBulkPairingResponse,
  lichessCallbackQuery,
  lichessCallbackResponse,
  lichessFollowResponse,
  lichessLoginBody,
  lichessLoginResponse,
  lichessResultsResponse,
  lichessRoundBody,
  lichessTeamsResponse,
} from './lichess.js';
import { tournamentIdParams } from './tournament.js';

/** lichess: connecting an account, and running tournaments played there (what spectators read: endpoints-lichess-events.ts). */
export const lichessEndpoints = {
  account: {
    method: 'POST',
    path: '/api/auth/get-lichess-account',
    access: 'signed-in',
    body: getLichessAccountBody,
    response: { 200: lichessAccountResponse, ...failures(400, 401) },
  },
  connect: {
    method: 'POST',
    path: '/api/auth/connect-lichess',
    access: 'signed-in',
    body: connectLichessBody,
    response: { 200: lichessAccountResponse, ...failures(400, 401, 429, 502) },
  },
  login: {
    method: 'POST',
    path: '/api/auth/v1/lichess_login',
    access: 'signed-in',
    body: lichessLoginBody,
    response: { 200: lichessLoginResponse, ...failures(400, 401) },
  },
  callback: {
    method: 'GET',
    path: '/api/auth/v1/lichess_callback',
    access: 'public',
    query: lichessCallbackQuery,
    response: { 200: lichessCallbackResponse, ...failures(400, 409, 429, 502) },
  },
  teams: {
    method: 'GET',
    path: '/api/tournament/lichess-teams',
    access: 'organisers',
    response: { 200: lichessTeamsResponse, ...failures(401, 403, 409, 429, 502) },
  },
  createTournament: {
    method: 'POST',
    path: '/api/tournament/create-lichess-tournament',
    access: 'organisers',
    body: createLichessTournamentBody,
    response: { 201: createLichessTournamentResponse, ...failures(400, 401, 403, 409, 429, 502) },
  },
  follow: {
    method: 'POST',
    path: '/api/tournament/lichess-follow/{id}',
    access: 'managers',
    params: tournamentIdParams,
    response: { 200: lichessFollowResponse, ...failures(400, 401, 403, 404, 409, 429, 502) },
  },
  bulkPairing: {
    method: 'POST',
    path: '/api/tournament/lichess-bulk-pairing/{id}',
    access: 'managers',
    params: tournamentIdParams,
    body: lichessBulkPairingBody,
    response: { 201: lichessBulkPairingResponse, ...failures(400, 401, 403, 404, 409, 429, 502) },
  },
  bulkResults: {
    method: 'POST',
    path: '/api/tournament/lichess-bulk-results/{id}',
    access: 'managers',
    params: tournamentIdParams,
    body: lichessRoundBody,
    response: { 200: lichessResultsResponse, ...failures(400, 401, 403, 404, 409, 429, 502) },
  },
} as const satisfies Record<string, Endpoint>;
