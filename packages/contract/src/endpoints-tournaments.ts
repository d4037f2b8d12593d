import { z } from 'zod';
import { failures, type Endpoint } from './endpoint.js';
import {
  createTournamentBody,
  importTrfBody,
  statisticsResponse,
  tournamentDetailsResponse,
  tournamentIdParams,
  tournamentListQuery,
  tournamentListResponse,
  tournamentResponse,
  updateTournamentBody,
} from './tournament.js';

/** Tournaments: create, import from TRF, list, read, edit, export as TRF. */
export const tournamentsEndpoints = {
  create: {
    method: 'POST',
    path: '/api/tournament/create',
    access: 'organisers',
    body: createTournamentBody,
    multipart: true,
    response: { 201: tournamentResponse, ...failures(400, 401, 403, 404, 413, 415) },
  },
  importTrf: {
    method: 'POST',
    path: '/api/tournament/import-trf',
    access: 'organisers',
    body: importTrfBody,
    response: { 201: tournamentResponse, ...failures(400, 401, 403) },
  },
  managed: {
    method: 'GET',
    path: '/api/tournament/get-tournaments',
    access: 'organisers',
    query: tournamentListQuery,
    response: { 200: tournamentListResponse, ...failures(400, 401, 403) },
  },
  publicList: {
    method: 'GET',
    path: '/api/tournament/get-tournament-list',
    access: 'public',
    query: tournamentListQuery,
    response: { 200: tournamentListResponse, ...failures(400) },
  },
  statistics: { method: 'GET', path: '/api/tournament/statistics', access: 'organisers', response: { 200: statisticsResponse, ...failures(401, 403) } },
  exportTrf: {
    method: 'GET',
    path: '/api/tournament/{id}/trf',
    access: 'managers',
    params: tournamentIdParams,
    response: { 200: z.string().describe('TRF-2026 text, lines ending in CR LF'), ...failures(400, 401, 403, 404) },
  },
  details: {
    method: 'GET',
    path: '/api/tournament/{id}',
    access: 'public',
    params: tournamentIdParams,
    response: { 200: tournamentDetailsResponse, ...failures(400, 404) },
  },
  update: {
    method: 'PATCH',
    path: '/api/tournament/{id}',
    access: 'managers',
    params: tournamentIdParams,
    body: updateTournamentBody,
    multipart: true,
    response: { 200: tournamentResponse, ...failures(400, 401, 403, 404, 409, 413, 415) },
  },
} as const satisfies Record<string, Endpoint>;
