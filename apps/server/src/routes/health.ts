import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@kingside/contract';
import { failures } from '../http/schemas.js';

const healthResponse = envelope(z.object({ database: z.enum(['pglite', 'postgres']) }));

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { withoutAppKey: true },
      schema: {
        tags: ['health'],
        summary: 'Answers 200 when the database answers, 503 otherwise (open even when APP_KEY is set)',
        response: { 200: healthResponse, ...failures(503) },
      },
    },
    async (request, reply) => {
      const { database } = app.ctx;
      try {
        await database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database does not answer');
        return reply.code(503).send({ message: 'The database does not answer' });
      }
      return { message: 'ok', data: { database: database.kind } };
    },
  );
};
