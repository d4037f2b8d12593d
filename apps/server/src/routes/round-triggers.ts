import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';
import { signedIn } from '../http/guards.js';
import { readLichessFirst } from '../services/lichess/triggers.js';
import { cleanupRound, endTournament, startRound } from '../services/rounds/round-triggers.js';

/** The round triggers under /api/tournament: start a round, close it, finish the tournament; each reads lichess first. */
export const roundTriggerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['tournament'];

  app.route({
    ...endpointRoute(app, endpoints.roundTriggers.start, {
      tags,
      summary: 'Start the paired current round (results can be entered from then on)',
    }),
    handler: async (request) => {
      await readLichessFirst(ctx, signedIn(request).user, request.body.tournamentId);
      const data = await startRound(ctx, signedIn(request).user, request.body.tournamentId);
      return { message: `Round ${data.currentRound} started`, data };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.roundTriggers.cleanup, {
      tags,
      summary: 'Close the started round: boards still without a result become double forfeits (-/-), recorded; the round is scored',
    }),
    handler: async (request) => {
      await readLichessFirst(ctx, signedIn(request).user, request.body.tournamentId);
      const { tournament, closed } = await cleanupRound(ctx, signedIn(request).user, request.body.tournamentId);
      const how = closed.length === 0 ? 'every board had a result' : `${closed.length} board${closed.length === 1 ? '' : 's'} without a result scored -/-`;
      return { message: `Round ${tournament.currentRound} closed: ${how}`, data: tournament };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.roundTriggers.end, { tags, summary: 'Finish the tournament once its last round is scored' }),
    handler: async (request) => {
      await readLichessFirst(ctx, signedIn(request).user, request.body.tournamentId);
      return { message: 'Tournament finished', data: await endTournament(ctx, signedIn(request).user, request.body.tournamentId) };
    },
  });
};
