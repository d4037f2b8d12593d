import { z } from 'zod';
import { failures, type Endpoint } from './endpoint.js';
import { tournamentIdParams, tournamentResponse } from './tournament.js';

/** A tournament as one zip (TRF, JSON and files): export and import. */
export const bundleEndpoints = {
  exportBundle: {
    method: 'GET',
    path: '/api/tournament/{id}/bundle',
    access: 'managers',
    params: tournamentIdParams,
    response: { 200: z.unknown().describe('The bundle (zip)'), ...failures(400, 401, 403, 404) },
  },
  importBundle: {
    method: 'POST',
    path: '/api/tournament/import-bundle',
    access: 'organisers',
    multipart: true,
    response: { 201: tournamentResponse, ...failures(400, 401, 403) },
  },
} as const satisfies Record<string, Endpoint>;
