import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';
import { signedIn } from '../http/guards.js';
import { leaveFideMode } from '../services/fide-mode/leave.js';
import { expelPlayer } from '../services/players/expulsion.js';
import { words } from '../services/core/languages/message.js';
import { say } from '../services/core/languages/say.js';

/** FIDE mode under /api/tournament (FIDE C.02): leaving it, once and for good; expelling a player. */
export const fideModeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.route({
    ...endpointRoute(app, endpoints.fideMode.leave, {
      tags: ['tournament'],
      summary:
        'Take the tournament out of FIDE mode, for good: warning level 4 (409 without `confirmation: confirmed-twice`). ' +
        'The round it happens in is written into the TRF export as a ### comment',
    }),
    handler: async (request) => {
      const data = await leaveFideMode(ctx, signedIn(request).user, request.body);
      return { message: say(request.locale, words('The tournament left FIDE mode in round {round}', { round: data.fideModeLeftInRound })), data };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.fideMode.expelPlayer, {
      tags: ['players'],
      summary:
        'Expel a player, for good: warning level 4 (409 without `confirmation: confirmed-twice`). The player is withdrawn and never ' +
        'paired again, a Swiss ranks them no more, and the TRF export carries a ### comment with the round; answers the players',
    }),
    handler: async (request) => {
      const list = await expelPlayer(ctx, signedIn(request).user, request.body);
      const player = list.find((p) => p.uuid === request.body.playerId);
      return { message: say(request.locale, words('{name} expelled', { name: player?.name ?? '' })), data: list };
    },
  });
};
