import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';
import { signedIn } from '../http/guards.js';
import { words } from '../services/core/languages/message.js';
import { say } from '../services/core/languages/say.js';
import { leaveFeedback, tournamentFeedbacks } from '../services/feedbacks/feedbacks.js';

/** Players' feedback on a finished tournament and its organisers reading it, under /api/tournament. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['tournament'];

  app.route({
    ...endpointRoute(app, endpoints.feedbacks.leave, {
      tags,
      summary: "A player leaves (or rewrites) their feedback on a finished tournament they played in; only the account's own entry",
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Thank you for your feedback'),
      data: await leaveFeedback(ctx, signedIn(request).user, request.params.id, request.body),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.feedbacks.list, { tags, summary: "The players' feedback on the tournament, latest first" }),
    handler: async (request) => {
      const feedbacks = await tournamentFeedbacks(ctx, signedIn(request).user, request.params.id);
      return { message: say(request.locale, words('{count, plural, one {# feedback} other {# feedbacks}}', { count: feedbacks.length })), data: feedbacks };
    },
  });
};
