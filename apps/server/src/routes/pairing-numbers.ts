import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';
import { signedIn } from '../http/guards.js';
import { setPairingNumber } from '../services/core/pairing-numbers.js';
import { words } from '../services/core/languages/message.js';
import { say } from '../services/core/languages/say.js';

/** Pairing numbers set by hand, under /api/players (FIDE C.04.2 initial order; C.02 warning levels). */
export const pairingNumberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.route({
    ...endpointRoute(app, endpoints.pairingNumbers.set, {
      tags: ['players'],
      summary:
        'Give a player another pairing number; the player who had it takes theirs. Free before round 1; once round 1 is paired ' +
        'warning level 3 (409 without `confirmation: confirmed`); from round 4 on refused in FIDE mode (level 5). Written into the TRF export as a ### comment',
    }),
    handler: async (request) => {
      const list = await setPairingNumber(ctx, signedIn(request).user, request.body);
      return { message: say(request.locale, words('Pairing number {number} set', { number: request.body.pairingNumber })), data: list };
    },
  });
};
