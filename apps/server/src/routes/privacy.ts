import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TOURNAMENT_RESTORE_DAYS, endpoints } from '@kingside/contract';
import { signedIn } from '../http/guards.js';
import { words } from '../services/core/languages/message.js';
import { say } from '../services/core/languages/say.js';
import { deleteOwnAccount, deleteUserAsAdmin } from '../services/privacy/account-deletion.js';
import { exportAccount } from '../services/privacy/export.js';
import { deletedTournaments, deleteTournament, restoreTournament } from '../services/privacy/tournament-deletion.js';
import { endpointRoute } from '../http/endpoint-route.js';

/** Deletion and privacy: tournaments deleted and restored, accounts deleted, an account's data exported. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.route({
    ...endpointRoute(app, endpoints.privacy.deletedTournaments, {
      tags: ['tournament'],
      summary: `Deleted tournaments the caller manages that can still be restored (within ${TOURNAMENT_RESTORE_DAYS} days of their deletion)`,
    }),
    handler: async (request) => ({ message: say(request.locale, 'Deleted tournaments'), data: await deletedTournaments(ctx, signedIn(request).user) }),
  });

  app.route({
    ...endpointRoute(app, endpoints.privacy.deleteTournament, {
      tags: ['tournament'],
      summary: `Delete a tournament (its owner, its club's managers, admins): hidden everywhere at once, restorable for ${TOURNAMENT_RESTORE_DAYS} days, then purged with its files. Refused while a prize payout of it is pending`,
    }),
    handler: async (request) => {
      const data = await deleteTournament(ctx, signedIn(request).user, request.params.id);
      return { message: say(request.locale, words('Tournament deleted; it can be restored until {date}', { date: data.purgeAfter.slice(0, 10) })), data };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.privacy.restoreTournament, {
      tags: ['tournament'],
      summary: `Bring back a deleted tournament as it was, within ${TOURNAMENT_RESTORE_DAYS} days of its deletion`,
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Tournament restored'),
      data: await restoreTournament(ctx, signedIn(request).user, request.params.id),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.privacy.deleteAccount, {
      tags: ['auth'],
      summary:
        'Delete your own account (a player or organiser; the password typed again): sessions, codes and the lichess connection end; ' +
        'entries stay in finished tournaments as “Deleted player N” so results and ratings stay right. Refused while you own tournaments',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Your account was deleted'),
      data: await deleteOwnAccount(ctx, signedIn(request), request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.privacy.exportAccount, {
      tags: ['auth'],
      summary: 'Everything stored about your account, as JSON: account, sessions, tournament entries with games, prizes and payouts, lichess, mails',
    }),
    handler: async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="kingside-my-data.json"').header('cache-control', 'no-store');
      return { message: say(request.locale, 'Your data'), data: await exportAccount(ctx, signedIn(request).user) };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.privacy.deleteUser, {
      tags: ['auth'],
      summary: 'An admin deletes an account, as its owner could (no password); refused while it owns tournaments',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Account deleted'),
      data: await deleteUserAsAdmin(ctx, signedIn(request).user, request.params.id),
    }),
  });
};
