import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';
import { signedIn } from '../http/guards.js';
import { lichessSettingsOf, updateLichessTournament } from '../services/lichess/update.js';
import { say } from '../services/core/languages/say.js';

/** Reading and changing a tournament created on lichess (update-lichess-tournament), under /api/tournament. */
export const lichessUpdateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.route({
    ...endpointRoute(app, endpoints.lichessUpdate.settings, {
      tags: ['lichess'],
      summary: "The tournament's Swiss or Arena as lichess has it now, for the edit form",
    }),
    handler: async (request) => ({
      message: say(request.locale, 'The lichess tournament'),
      data: await lichessSettingsOf(ctx, signedIn(request).user, request.params.id),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.lichessUpdate.updateTournament, {
      tags: ['lichess'],
      summary:
        "Edit the tournament's Swiss or Arena on lichess (name, clock, a Swiss's rounds or an Arena's duration, start, rated, description) and the Kingside tournament that mirrors it",
    }),
    handler: async (request) => ({
      message: say(request.locale, 'The lichess tournament is updated'),
      data: await updateLichessTournament(ctx, signedIn(request).user, request.params.id, request.body),
    }),
  });
};
