import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { ApiFailure, badRequest, unauthorized } from '../http/errors.js';
import { signedIn } from '../http/guards.js';
import { ProviderUnavailableError, WebhookRefusedError } from '../integrations/payments/index.js';
import { distributePrizes } from '../services/payouts/distribute.js';
import { ledger, ledgerCsv, tournamentPayouts } from '../services/payouts/ledger.js';
import { mailPayeeLink, payeeForm, savePayeeAsManager, savePayeeByLink } from '../services/payouts/payees.js';
import { payoutStatusOf, releaseAttempt } from '../services/payouts/status.js';
import { entryFeeStatus } from '../services/entry-fees/status.js';
import { receiveWebhook } from '../services/payment-webhook/webhook.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { originOf } from '../http/origin.js';
import { words } from '../services/core/languages/message.js';
import { say } from '../services/core/languages/say.js';

/**
 * Prize payouts: payee details, distribute-prizes, the provider's status and balance, the
 * ledger, and the provider's webhooks. Payee details are only ever answered masked, and only to the
 * tournament's managers — or to the winner holding a mailed link.
 */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['payouts'];

  app.route({
    ...endpointRoute(app, endpoints.payouts.ofTournament, {
      tags,
      summary: "Each prize winner's payout status (as in the winning players' list), payee details masked, and attempts (managers)",
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Payouts'),
      data: await tournamentPayouts(ctx, signedIn(request).user, request.params.tournamentId, request.locale),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.payouts.savePayeeDetails, {
      tags,
      summary: "Type a winner's payee details: a UPI id, or a bank account, IFSC and holder's name (stored encrypted; answered masked)",
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Payee details saved'),
      data: await savePayeeAsManager(ctx, signedIn(request).user, request.params.winnerId, request.body),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.payouts.sendPayeeLink, {
      tags,
      summary: 'Mail the winner a link (valid 14 days) to give their payee details themselves',
    }),
    handler: async (request) => {
      const sent = await mailPayeeLink(ctx, signedIn(request).user, request.params.winnerId, originOf(request));
      return { message: say(request.locale, words('Link sent to {to}', { to: sent.to })), data: { to: sent.to, expiresAt: sent.expiresAt.toISOString() } };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.payouts.payeeForm, {
      tags,
      summary: "The winner's payee page (from a mailed link): their prizes and, masked, the details on file",
    }),
    handler: async (request) => ({ message: say(request.locale, 'Your prize'), data: await payeeForm(ctx, request.params.token) }),
  });

  app.route({
    ...endpointRoute(app, endpoints.payouts.savePayeeForm, { tags, summary: 'The winner gives their payee details through the mailed link' }),
    handler: async (request) => ({
      message: say(request.locale, 'Thank you: your details are saved'),
      data: await savePayeeByLink(ctx, request.params.token, request.body),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.payouts.distribute, {
      tags,
      summary:
        'Pay the prizes: one payout order, one fulfillment per winner with no status, FAIL or FAILURE and payee details; ' +
        'they become INITIATED with their fulfillment_id. Paid or pending winners are never sent again',
    }),
    handler: async (request) => distributePrizes(ctx, signedIn(request).user, request.body, request.locale),
  });

  app.route({
    ...endpointRoute(app, endpoints.payouts.status, {
      tags,
      summary:
        'A payout order (by order id: an object with fulfillments) or one fulfillment (by fulfillment id: an array), asked of the provider first while pending',
    }),
    handler: async (request) => {
      // An entry fee's payment order answers too, in the same shape (services/entry-fees/status.ts).
      const entryFee = await entryFeeStatus(ctx, signedIn(request).user, request.params.id);
      if (entryFee) return { message: say(request.locale, 'Entry fee payment status'), data: entryFee };
      return { message: say(request.locale, 'Payout status'), data: await payoutStatusOf(ctx, signedIn(request).user, request.params.id) };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.payouts.balance, {
      tags,
      summary: "The payout account's balance at the payment provider (organisers and admins)",
    }),
    handler: async (request) => {
      try {
        const balance = await ctx.payments.balance();
        return { message: say(request.locale, 'Balance'), data: { ...balance, provider: ctx.payments.name } };
      } catch (error) {
        throw new ApiFailure(
          503,
          error instanceof ProviderUnavailableError ? error.message.replace(/; nothing was paid\.$/, '') : 'The payment provider did not give the balance',
        );
      }
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.payouts.ledger, {
      tags,
      summary: 'Every payout attempt with its status history: all for admins, their tournaments for organisers; filter by tournament and status',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Payout ledger'),
      data: { attempts: await ledger(ctx, signedIn(request).user, request.query, request.locale) },
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.payouts.ledgerCsv, { tags, summary: 'The payout ledger as CSV (same filters)', produces: ['text/csv'] }),
    handler: async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="kingside-payouts.csv"')
        .send(ledgerCsv(await ledger(ctx, signedIn(request).user, request.query, request.locale), request.locale)),
  });

  app.route({
    ...endpointRoute(app, endpoints.payouts.release, {
      tags,
      summary: 'Declare a flagged payout (UNKNOWN: the provider does not know its order) unpaid, after checking with the provider, so it may be paid again',
    }),
    handler: async (request) => {
      await releaseAttempt(ctx, signedIn(request).user, request.params.attemptId, request.body.reason);
      return { message: say(request.locale, 'Released: the prize may be paid again'), data: null };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.payouts.webhook, {
      tags,
      summary:
        "The payment provider's webhooks (HTTP Basic credentials as configured): each names the orders to ask the provider about, and only the provider's answer is applied. " +
        'Wrong credentials are logged, and answered 429 after 20 in 15 minutes from one address',
    }),
    handler: async (request) => {
      try {
        const outcome = await receiveWebhook(ctx, { headers: request.headers, body: request.body, ip: request.ip }, request.log);
        return { message: say(request.locale, 'Received'), data: { outcome } };
      } catch (error) {
        if (error instanceof WebhookRefusedError) throw error.reason === 'credentials' ? unauthorized(error.message) : badRequest(error.message);
        throw error;
      }
    },
  });
};
