import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';
import { say } from '../services/core/languages/say.js';
import { signedIn } from '../http/guards.js';
import { myTournaments } from '../services/player-home/my-tournaments.js';

/** The signed-in player's home page (the web app's `/`), under /api/players. */
export const playerHomeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.route({
    ...endpointRoute(app, endpoints.playerHome.myTournaments, {
      tags: ['players'],
      summary:
        "The signed-in account's own tournaments: upcoming, running (next game: board, opponent, colour, start) and past, with results, FIDE rating change per game and performance",
    }),
    handler: async (request) => ({ message: say(request.locale, 'Your tournaments'), data: await myTournaments(ctx, signedIn(request).user) }),
  });
};
