import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';
import { signedIn } from '../http/guards.js';
import { readLichessFirst } from '../services/lichess/triggers.js';
import { cleanupRound, endTournament, startRound } from '../services/rounds/round-triggers.js';
import { words } from '../services/core/languages/message.js';
import { say } from '../services/core/languages/say.js';

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
      return { message: say(request.locale, words('Round {round} started', { round: data.currentRound })), data };
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
      const round = tournament.currentRound;
      return {
        message: say(
          request.locale,
          closed.length === 0
            ? words('Round {round} closed: every board had a result', { round })
            : words('Round {round} closed: {count, plural, one {# board} other {# boards}} without a result scored -/-', { round, count: closed.length }),
        ),
        data: tournament,
      };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.roundTriggers.end, { tags, summary: 'Finish the tournament once its last round is scored' }),
    handler: async (request) => {
      await readLichessFirst(ctx, signedIn(request).user, request.body.tournamentId);
      return { message: say(request.locale, 'Tournament finished'), data: await endTournament(ctx, signedIn(request).user, request.body.tournamentId) };
    },
  });
};
