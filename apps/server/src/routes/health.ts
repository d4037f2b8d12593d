import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, endpoints.health.check, {
      tags: ['health'],
      summary: 'Answers 200 when the database answers, 503 otherwise (open even when APP_KEY is set)',
    }),
    config: { withoutAppKey: true },
    handler: async (request, reply) => {
      const { database } = app.ctx;
      try {
        await database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database does not answer');
        return reply.code(503).send({ message: 'The database does not answer' });
      }
      return { message: 'ok', data: { database: database.kind } };
    },
  });
};
