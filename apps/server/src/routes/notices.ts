import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';
import { say } from '../services/core/languages/say.js';
import { signedIn } from '../http/guards.js';
import { chooseNotices, choicesOf, subscribePush, unsubscribePush } from '../services/core/notices/choices.js';
import { logNoticesTo, noticesDelivered } from '../services/core/notices/notify.js';

/** The signed-in player's notices: what they are told, by mail and Web Push, and their subscribed browsers. */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['notices'];
  logNoticesTo(ctx, app.log);
  // Notices still being mailed or pushed go out before the database closes under them.
  app.addHook('onClose', async () => noticesDelivered(ctx));

  app.route({
    ...endpointRoute(app, endpoints.notices.choices, {
      tags,
      summary: 'Which notices the signed-in player gets by mail and by push (none until chosen), and the VAPID key to subscribe a browser with',
    }),
    handler: async (request) => ({ message: say(request.locale, 'Notice choices'), data: await choicesOf(ctx, signedIn(request).user.id) }),
  });

  app.route({
    ...endpointRoute(app, endpoints.notices.choose, {
      tags,
      summary: 'Choose the notices to get by mail and by push (each list replaces the previous one; empty lists: no notices)',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Notice choices saved'),
      data: await chooseNotices(ctx, signedIn(request).user.id, request.body),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.notices.subscribePush, {
      tags,
      summary: "Record this browser's push subscription (PushSubscription.toJSON()) for the signed-in player",
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Push notices on for this browser'),
      data: await subscribePush(ctx, signedIn(request).user.id, request.body),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.notices.unsubscribePush, {
      tags,
      summary: "Forget one of the signed-in player's browsers (by its push service address)",
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Push notices off for this browser'),
      data: await unsubscribePush(ctx, signedIn(request).user.id, request.body),
    }),
  });
};
