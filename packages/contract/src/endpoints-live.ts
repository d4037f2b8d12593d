import { z } from 'zod';
import { failures, type Endpoint } from './endpoint.js';
import { liveQuery } from './live.js';
import { tournamentIdParams } from './tournament.js';

/** A tournament's live updates (server-sent events). */
export const liveEndpoints = {
  stream: {
    method: 'GET',
    path: '/api/tournament/{id}/live',
    access: 'public',
    params: tournamentIdParams,
    query: liveQuery,
    response: { 200: z.string().describe('server-sent events'), ...failures(400, 401, 404, 429) },
  },
} as const satisfies Record<string, Endpoint>;
