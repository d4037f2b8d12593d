import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';
import { signedIn } from '../http/guards.js';
import * as tournaments from '../services/tournaments/tournaments.js';
import { say } from '../services/core/languages/say.js';

/** A tournament's rules (points, byes, acceleration, tie-breaks) under /api/tournament/config. */
export const tournamentConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['tournament'];

  app.route({
    ...endpointRoute(app, endpoints.tournamentConfig.read, {
      tags,
      summary: 'The rules pairing and standings read: points, bye points, acceleration, tie-breaks, shared places',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Tournament config'),
      data: await tournaments.getConfig(ctx, signedIn(request).user, request.params.id),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.tournamentConfig.save, {
      tags,
      summary: 'Change the rules; initial colour and rating type only before round 1 is paired, acceleration too in FIDE mode (level 5)',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Tournament config saved'),
      data: await tournaments.setConfig(ctx, signedIn(request).user, request.params.id, request.body),
    }),
  });
};
