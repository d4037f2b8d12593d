import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';
import { signedIn } from '../http/guards.js';
import { addProhibitedPairing, listProhibitedPairings, removeProhibitedPairing } from '../services/tournaments/prohibited-pairings.js';
import { say } from '../services/core/languages/say.js';

const tags = ['tournament'];

/** Prohibited pairings under /api/tournament/{id}/prohibited-pairings: players the pairing keeps apart (FIDE C.04). */
export const prohibitedPairingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.route({
    ...endpointRoute(app, endpoints.prohibitedPairings.list, {
      tags,
      summary: 'The groups of players who must not meet (a family, a club in the first rounds)',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Prohibited pairings'),
      data: await listProhibitedPairings(ctx, signedIn(request).user, request.params.id),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.prohibitedPairings.add, {
      tags,
      summary:
        'Add a group of players no two of whom are paired, in every round or up to `lastRound`. ' +
        'Once round 1 is paired: refused in FIDE mode (warning level 5)',
    }),
    handler: async (request, reply) =>
      reply.code(201).send({
        message: say(request.locale, 'Prohibited pairing added'),
        data: await addProhibitedPairing(ctx, signedIn(request).user, request.params.id, request.body),
      }),
  });

  app.route({
    ...endpointRoute(app, endpoints.prohibitedPairings.remove, {
      tags,
      summary: 'Remove a group of players who must not meet. Once round 1 is paired: refused in FIDE mode (warning level 5)',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Prohibited pairing removed'),
      data: await removeProhibitedPairing(ctx, signedIn(request).user, request.params.id, request.params.groupId),
    }),
  });
};
