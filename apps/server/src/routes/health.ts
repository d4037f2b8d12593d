import { statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';

/** Below this much free space in DATA_DIR the server says it is not ready: an upload (up to 10 MB each) or the database could fail. */
export const minimumFreeBytes = 100 * 2 ** 20;

const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** Bytes free to an unprivileged writer on the file system of `dir` (or of its nearest existing parent, before DATA_DIR is made). */
export async function freeBytes(dir: string): Promise<number> {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    try {
      const stats = await statfs(at);
      return stats.bavail * stats.bsize;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || at === path.dirname(at)) throw error;
    }
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, endpoints.health.check, {
      tags: ['health'],
      summary:
        `Answers 200 when the server is ready: the database answers and DATA_DIR has at least ${megabytes(minimumFreeBytes)} free; ` +
        '503 otherwise, saying which (open even when APP_KEY is set)',
    }),
    config: { withoutAppKey: true },
    handler: async (request, reply) => {
      const { database, config } = app.ctx;
      const [answers, free] = await Promise.all([
        database.ping().then(
          () => true,
          (error: unknown) => {
            request.log.error({ err: error }, 'health check: the database does not answer');
            return false;
          },
        ),
        freeBytes(config.dataDir ?? tmpdir()).catch((error: unknown) => {
          request.log.error({ err: error }, 'health check: the free space of the data directory cannot be read');
          return undefined;
        }),
      ]);
      const problems = [
        ...(answers ? [] : ['The database does not answer']),
        ...(free === undefined
          ? ['The free space of the data directory cannot be read']
          : free < minimumFreeBytes
            ? [`The data directory has ${megabytes(free)} free, under the ${megabytes(minimumFreeBytes)} the server needs`]
            : []),
      ];
      if (free !== undefined && free < minimumFreeBytes) {
        request.log.error({ freeBytes: free, minimumBytes: minimumFreeBytes }, 'health check: the data directory is nearly full');
      }
      if (problems.length > 0 || free === undefined) return reply.code(503).send({ message: problems.join('; ') });
      return { message: 'ok', data: { database: database.kind, disk: { freeBytes: free, minimumBytes: minimumFreeBytes } } };
    },
  });
};
