import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';
import { whyThisPairing } from '../services/rounds/why-this-pairing.js';

/** "Why this pairing" of a Dutch round, under /api/tournament: public wherever the round's pairings are. */
export const whyThisPairingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.route({
    ...endpointRoute(app, endpoints.whyThisPairing.get, {
      tags: ['tournament'],
      summary:
        "Why the engine paired a Dutch round as it did, in the arbiter's words (public): the brackets in order, who floated and why, " +
        "each board's colour rule (FIDE C.04.3 art. 5.2), the pairing-allocated bye and why the players below were paired instead; " +
        'boards the arbiter changed by hand are listed. 404 for a round not paired, a round robin, or a round the engine did not pair here',
    }),
    handler: async (request) => {
      const { id, round } = request.params;
      return { message: `Why round ${round} is paired as it is`, data: await whyThisPairing(ctx, id, round) };
    },
  });
};
