import { failures, type Endpoint } from './endpoint.js';
import {
  addPlayerBody,
  managedPlayersResponse,
  playerDetailsQuery,
  playerDetailsResponse,
  playerIdParam,
  publicPlayerResponse,
  publicPlayersResponse,
  registerPlayerBody,
  savedPlayerResponse,
  tournamentIdParam,
  updatePlayerBody,
  withdrawPlayerBody,
} from './players.js';

/** A tournament's players: entries, registrations, withdrawals, player cards. */
export const playersEndpoints = {
  add: {
    method: 'POST',
    path: '/api/players/add-player/{tournamentId}',
    access: 'managers',
    params: tournamentIdParam,
    body: addPlayerBody,
    response: { 201: savedPlayerResponse, ...failures(400, 401, 403, 404, 409) },
  },
  register: {
    method: 'POST',
    path: '/api/players/register/{tournamentId}',
    access: 'signed-in',
    params: tournamentIdParam,
    body: registerPlayerBody,
    response: { 201: publicPlayerResponse, ...failures(400, 401, 404, 409) },
  },
  details: {
    method: 'GET',
    path: '/api/players/details',
    access: 'public',
    query: playerDetailsQuery,
    response: { 200: playerDetailsResponse, ...failures(400, 404) },
  },
  update: {
    method: 'PATCH',
    path: '/api/players/update-player-info/{id}',
    access: 'managers',
    params: playerIdParam,
    body: updatePlayerBody,
    response: { 200: savedPlayerResponse, ...failures(400, 401, 403, 404, 409) },
  },
  withdraw: {
    method: 'PATCH',
    path: '/api/players/withdraw-player',
    access: 'managers',
    body: withdrawPlayerBody,
    response: { 200: managedPlayersResponse, ...failures(400, 401, 403, 404, 409) },
  },
  entries: {
    method: 'GET',
    path: '/api/players/entries/{tournamentId}',
    access: 'managers',
    params: tournamentIdParam,
    response: { 200: managedPlayersResponse, ...failures(400, 401, 403, 404) },
  },
  list: {
    method: 'GET',
    path: '/api/players/{tournamentId}',
    access: 'public',
    params: tournamentIdParam,
    response: { 200: publicPlayersResponse, ...failures(400, 404) },
  },
} as const satisfies Record<string, Endpoint>;
