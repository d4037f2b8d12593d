import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';
import { signedIn } from '../http/guards.js';
import { rankTiedPlayers } from '../services/prizes/rank-tied.js';
import { words } from '../services/core/languages/message.js';
import { say } from '../services/core/languages/say.js';

/** The arbiter's ranking of fully tied players for the prizes, under /api/tournament (FIDE C.07, C.02). */
export const tieOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.route({
    ...endpointRoute(app, endpoints.tieOrders.set, {
      tags: ['tournament'],
      summary:
        'Rank players still tied on points and every tie-break after the current round, for the prizes, with a reason (a play-off, say): ' +
        'every player of the tie, best first, in place of the drawing of lots. 400 for players who are not one whole tie; warning level 3 ' +
        '(409 without `confirmation: confirmed`) when it changes who gets a prize, or always without a prize list. Shown in the standings ' +
        'and written into the TRF export as a ### comment',
    }),
    handler: async (request) => {
      const data = await rankTiedPlayers(ctx, signedIn(request).user, request.body, request.locale);
      return {
        message: say(
          request.locale,
          words('Players {players} ranked by the arbiter after round {round}', { players: data.order.join(', '), round: data.round }),
        ),
        data,
      };
    },
  });
};
