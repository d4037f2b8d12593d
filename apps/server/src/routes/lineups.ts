import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';
import { signedIn } from '../http/guards.js';
import { forfeitMatch, undoMatchForfeit } from '../services/lineups/forfeit.js';
import { publishLineups } from '../services/lineups/publish.js';
import { setLineup } from '../services/lineups/set.js';
import { roundLineups } from '../services/lineups/view.js';
import { say } from '../services/core/languages/say.js';
import { words } from '../services/core/languages/message.js';

const tags = ['teams'];

/** A team round's lineups, their publication and whole-match forfeits, under /api/tournament/{id}/rounds/{round}. */
export const lineupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.route({
    ...endpointRoute(app, endpoints.lineups.list, {
      tags,
      summary:
        "A team round's lineups: every team's for the tournament's managers, a captain's own team's for them (403 for anyone else): " +
        'the roster, the lineup (or the default first N available players), who set it and when, the deadline, the history',
    }),
    handler: async (request) => {
      const { id, round } = request.params;
      return {
        message: say(request.locale, words('The lineups of round {round}', { round })),
        data: await roundLineups(ctx, signedIn(request).user, id, round),
      };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.lineups.set, {
      tags,
      summary:
        "Sets a team's lineup: players of its roster in roster order, at most one per board. The team's captain until the deadline, " +
        "the tournament's arbiters until the lineups are published (recorded as the arbiter's); 403 for anyone else",
    }),
    handler: async (request) => {
      const { id, round, teamId } = request.params;
      return { message: say(request.locale, 'Lineup set'), data: await setLineup(ctx, signedIn(request).user, id, round, teamId, request.body) };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.lineups.publish, {
      tags,
      summary: "Publishes a round's lineups: every match gets its boards (an empty board is won by forfeit); the round can then start",
    }),
    handler: async (request) => {
      const { id, round } = request.params;
      return {
        message: say(request.locale, words('The lineups of round {round} are published', { round })),
        data: await publishLineups(ctx, signedIn(request).user, id, round),
      };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.lineups.forfeit, {
      tags,
      summary: 'Records a match forfeited as a whole (TRF-2026 330); its boards go, which they may only while none has a result',
    }),
    handler: async (request) => {
      const { id, round, matchId } = request.params;
      return {
        message: say(request.locale, 'Match forfeit recorded'),
        data: await forfeitMatch(ctx, signedIn(request).user, id, round, matchId, request.body.winner),
      };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.lineups.undoForfeit, {
      tags,
      summary: 'Undoes a whole-match forfeit while the round is being played; once the lineups are published the match gets its boards back',
    }),
    handler: async (request) => {
      const { id, round, matchId } = request.params;
      return { message: say(request.locale, 'Match forfeit undone'), data: await undoMatchForfeit(ctx, signedIn(request).user, id, round, matchId) };
    },
  });
};
