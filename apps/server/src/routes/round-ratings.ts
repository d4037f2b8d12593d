import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';
import { signedIn } from '../http/guards.js';
import { listRoundRatings, removeRoundRating, setRoundRating } from '../services/tournaments/round-ratings.js';
import { say } from '../services/core/languages/say.js';

const tags = ['tournament'];

/** Ratings per round under /api/tournament/{id}/round-ratings: a new FIDE list published during a long event. */
export const roundRatingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.route({
    ...endpointRoute(app, endpoints.roundRatings.list, {
      tags,
      summary: 'The ratings players have from a round on (a new FIDE list published during the event)',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Ratings per round'),
      data: await listRoundRatings(ctx, signedIn(request).user, request.params.id),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.roundRatings.set, {
      tags,
      summary:
        "Enter a player's rating from a round on. The rating change counts each rating period's games with that " +
        "period's ratings (FIDE B.02); the pairing and the rating-based tie-breaks keep the player's first rating",
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Rating entered'),
      data: await setRoundRating(ctx, signedIn(request).user, request.params.id, request.body),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.roundRatings.remove, {
      tags,
      summary: 'Remove a rating entered from a round on',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Rating removed'),
      data: await removeRoundRating(ctx, signedIn(request).user, request.params.id, request.params.ratingId),
    }),
  });
};
