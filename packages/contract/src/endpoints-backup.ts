import { z } from 'zod';
import { failures, type Endpoint } from './endpoint.js';

/** The administrators' backup of the whole database and files. */
export const backupEndpoints = {
  download: {
    method: 'GET',
    path: '/api/admin/backup',
    access: 'admins',
    response: { 200: z.unknown().describe('The backup (zip)'), ...failures(400, 401, 403, 503) },
  },
} as const satisfies Record<string, Endpoint>;
