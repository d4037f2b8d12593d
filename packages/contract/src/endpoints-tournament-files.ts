import { z } from 'zod';
import { failures, type Endpoint } from './endpoint.js';
import { tournamentFileParams, tournamentFilesResponse } from './files.js';
import { tournamentIdParams } from './tournament.js';

/** A tournament's files (logo, regulations, attachments). */
export const tournamentFilesEndpoints = {
  list: {
    method: 'GET',
    path: '/api/tournament/{id}/files',
    access: 'public',
    params: tournamentIdParams,
    response: { 200: tournamentFilesResponse, ...failures(400, 404) },
  },
  upload: {
    method: 'POST',
    path: '/api/tournament/{id}/files',
    access: 'managers',
    params: tournamentIdParams,
    multipart: true,
    response: { 201: tournamentFilesResponse, ...failures(400, 401, 403, 404, 413, 415) },
  },
  download: {
    method: 'GET',
    path: '/api/tournament/{id}/files/{fileId}',
    access: 'public',
    params: tournamentFileParams,
    query: z.object({ download: z.enum(['true', 'false']).optional() }),
    response: { 200: z.unknown().describe('The file'), 304: z.null().describe('Not modified'), ...failures(400, 404) },
  },
  remove: {
    method: 'DELETE',
    path: '/api/tournament/{id}/files/{fileId}',
    access: 'managers',
    params: tournamentFileParams,
    response: { 200: tournamentFilesResponse, ...failures(400, 401, 403, 404) },
  },
} as const satisfies Record<string, Endpoint>;
