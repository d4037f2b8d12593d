import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { endpoints } from '@kingside/contract';
import { signedIn } from '../http/guards.js';
import { confirmByHand, listEntryFees, refundEntryFee } from '../services/entry-fees/manage.js';
import { myEntryFee, payEntryFee, registerWithFee, type ReturnUrl } from '../services/entry-fees/register.js';
import { entryFeeOrder } from '../services/entry-fees/status.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { say } from '../services/core/languages/say.js';

/** Back to the tournament's page on the host the player used, which asks how the payment went. */
const returnTo =
  (request: FastifyRequest): ReturnUrl =>
  (tournamentId, orderId) =>
    `${request.protocol}://${request.host}/tournaments/${tournamentId}?entryFeeOrder=${orderId}`;

/** Entry fees under /api/entry-fees: paid at self-registration, followed and refunded by the organiser. */
export const entryFeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['entry fees'];

  app.route({
    ...endpointRoute(app, endpoints.entryFees.registerWithFee, {
      tags,
      summary:
        'Register as the signed-in account in a tournament that charges an entry fee: the registration awaits payment (not paired) and the answer carries the payment page',
    }),
    handler: async (request, reply) =>
      reply.code(201).send({
        message: say(request.locale, 'You are registered: pay the entry fee to confirm your place'),
        data: await registerWithFee(ctx, signedIn(request).user, request.params.tournamentId, request.body, returnTo(request)),
      }),
  });

  app.route({
    ...endpointRoute(app, endpoints.entryFees.mine, {
      tags,
      summary: "The signed-in player's entry fee in the tournament, its payment asked afresh from the provider",
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Your entry fee'),
      data: await myEntryFee(ctx, signedIn(request).user, request.params.tournamentId),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.entryFees.pay, {
      tags,
      summary: 'Pay a registration fee (again): the open payment order, or a new one once the last failed',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Entry fee payment'),
      data: await payEntryFee(ctx, signedIn(request).user, request.params.entryId, returnTo(request)),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.entryFees.order, {
      tags,
      summary:
        "Where an entry fee's payment order stands (asked from the provider while unsettled; a charge confirms the registration): its player and the tournament's managers",
    }),
    handler: async (request) => {
      const fee = await entryFeeOrder(ctx, signedIn(request).user, request.params.orderId);
      const message =
        fee.status === 'awaiting_payment' && fee.order?.outcome === 'failure'
          ? 'The payment did not go through: your registration still awaits payment; pay again'
          : 'Entry fee payment';
      return { message: say(request.locale, message), data: fee };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.entryFees.ofTournament, {
      tags,
      summary: "Every registration's entry fee: awaiting payment, paid (how, when, by whom), refunded; its managers and admins only",
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Entry fees'),
      data: await listEntryFees(ctx, signedIn(request).user, request.params.tournamentId),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.entryFees.confirm, {
      tags,
      summary: 'Confirm an entry fee paid in hand (cash at the hall), with the reason: the registration becomes an entry',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Payment confirmed'),
      data: await confirmByHand(ctx, signedIn(request).user, request.params.entryId, request.body.reason),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.entryFees.refund, {
      tags,
      summary: "Refund a withdrawn player's entry fee, before round 1 (once; through the provider, or recorded as given back in hand)",
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Entry fee refunded'),
      data: await refundEntryFee(ctx, signedIn(request).user, request.params.entryId, request.body.reason),
    }),
  });
};
