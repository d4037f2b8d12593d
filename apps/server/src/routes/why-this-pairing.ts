import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';
import { whyThisPairing } from '../services/rounds/why-this-pairing.js';
import { whyTheseMatches } from '../services/rounds/why-these-matches.js';
import { words } from '../services/core/languages/message.js';
import { say } from '../services/core/languages/say.js';

/**
 * The engine's reasons come in the reader's language, the one Accept-Language asks for: the answer says which, and a
 * cache in front keys it on that header.
 */
function inReadersLanguage(request: FastifyRequest, reply: FastifyReply) {
  reply.header('content-language', request.locale).header('vary', 'Accept-Language');
  return request.locale;
}

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
    handler: async (request, reply) => {
      const { id, round } = request.params;
      const data = await whyThisPairing(ctx, id, round, inReadersLanguage(request, reply));
      return { message: say(request.locale, words('Why round {round} is paired as it is', { round })), data };
    },
  });
  app.route({
    ...endpointRoute(app, endpoints.whyThisPairing.teams, {
      tags: ['tournament'],
      summary:
        "Why the engine paired a team Swiss round as it did, in the arbiter's words (public): the teams in pairing order, the " +
        'pairing-allocated bye and why (FIDE C.04.6 art. 3.4), each bracket with its upfloaters and what it gave up (3.5, 3.6), and ' +
        'which team has white on board 1 and by which rule (art. 4). 404 for a round not paired, a round robin, or a round not paired here',
    }),
    handler: async (request, reply) => {
      const { id, round } = request.params;
      const data = await whyTheseMatches(ctx, id, round, inReadersLanguage(request, reply));
      return { message: say(request.locale, words("Why round {round}'s matches are as they are", { round })), data };
    },
  });
};
