import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';
import { signedIn } from '../http/guards.js';
import { splitTournament } from '../services/tournaments/split.js';
import { say } from '../services/core/languages/say.js';
import { words } from '../services/core/languages/message.js';

/** Splitting a tournament into sections, under /api/tournament. */
export const splitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['tournament'];

  app.route({
    ...endpointRoute(app, endpoints.split.splitTournament, {
      tags,
      summary: 'Before round 1: split the entries into sections (N equal groups by rating, or rating bands), each a tournament of its own',
    }),
    handler: async (request) => {
      const sections = await splitTournament(ctx, signedIn(request).user, request.params.id, request.body);
      return {
        message: say(request.locale, words('Split into {count, plural, one {# section} other {# sections}}', { count: sections.length })),
        data: sections,
      };
    },
  });
};
