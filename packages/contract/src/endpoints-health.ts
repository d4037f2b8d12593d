import { z } from 'zod';
import { failures, type Endpoint } from './endpoint.js';
import { envelope } from './envelope.js';

/**
 * Which database answered, and the free space where the server writes (DATA_DIR: uploads, the
 * embedded database): all the public learns of the server.
 */
export const healthResponse = envelope(
  z.object({
    database: z.enum(['pglite', 'postgres']),
    disk: z.object({
      /** Bytes free to the server in DATA_DIR. */
      freeBytes: z.number().int().nonnegative(),
      /** Below this the server is not ready (503): a write could fail half-way. */
      minimumBytes: z.number().int().nonnegative(),
    }),
  }),
);

/** Whether the server is ready: its database answers and DATA_DIR has room (503, saying which is not, otherwise). */
export const healthEndpoints = {
  check: { method: 'GET', path: '/api/health', access: 'public', response: { 200: healthResponse, ...failures(503) } },
} as const satisfies Record<string, Endpoint>;
