import { z } from 'zod';
import { failures, type Endpoint } from './endpoint.js';
import { envelope } from './envelope.js';

/** Which database answered: the only thing the public learns of the server. */
export const healthResponse = envelope(z.object({ database: z.enum(['pglite', 'postgres']) }));

/** Whether the server and its database answer. */
export const healthEndpoints = {
  check: { method: 'GET', path: '/api/health', access: 'public', response: { 200: healthResponse, ...failures(503) } },
} as const satisfies Record<string, Endpoint>;
