import { failures, type Endpoint } from './endpoint.js';
import {
  fideSyncResponse,
  importJobParams,
  ratingListImportResponse,
  ratingListResponse,
  searchFidePlayersBody,
  searchFidePlayersResponse,
  syncFidePlayersBody,
} from './rating-list.js';
import { tournamentIdParams } from './tournament.js';

/** The FIDE rating list: import, search, syncing a tournament's players. */
export const ratingListEndpoints = {
  searchFidePlayers: {
    method: 'POST',
    path: '/api/players/search-fide-players',
    access: 'organisers',
    body: searchFidePlayersBody,
    response: { 200: searchFidePlayersResponse, ...failures(400, 401, 403) },
  },
  currentList: { method: 'GET', path: '/api/players/fide-rating-list', access: 'organisers', response: { 200: ratingListResponse, ...failures(401, 403) } },
  importFideList: {
    method: 'POST',
    path: '/api/players/import-fide-list',
    access: 'admins',
    multipart: true,
    response: { 202: ratingListImportResponse, ...failures(400, 401, 403, 409) },
  },
  importJob: {
    method: 'GET',
    path: '/api/players/import-fide-list/{jobId}',
    access: 'admins',
    params: importJobParams,
    response: { 200: ratingListImportResponse, ...failures(400, 401, 403, 404) },
  },
  syncFidePlayers: {
    method: 'PUT',
    path: '/api/players/sync-fide-players/{id}',
    access: 'managers',
    params: tournamentIdParams,
    body: syncFidePlayersBody,
    response: { 200: fideSyncResponse, ...failures(400, 401, 403, 404, 409) },
  },
} as const satisfies Record<string, Endpoint>;
