import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, type MyRegistration } from '@kingside/contract';
import { signedIn } from '../http/guards.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { words, type Words } from '../services/core/languages/message.js';
import { say } from '../services/core/languages/say.js';
import { searchFidePlayers } from '../services/rating-list/search.js';
import { approveRegistration, declineRegistration, registrationsOverview, updateRegistrationSettings } from '../services/registration/organiser.js';
import { myRegistration, register, registrationInfo, withdraw } from '../services/registration/player.js';

const said = (mine: MyRegistration): Words =>
  mine.state === 'waiting_list'
    ? words('You are on the waiting list (number {position})', { position: mine.position ?? '' })
    : words(
        "Your registration: {state, select, registered {Registered} confirmed {Confirmed by the organiser} awaiting_approval {Awaiting the organiser's approval} awaiting_payment {Awaiting payment} withdrawn {Withdrawn} declined {Declined} other {Waiting list}}",
        { state: mine.state },
      );

/** Registering for a tournament under /api/registration: the player's side and the organiser's. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['registration'];

  app.route({
    ...endpointRoute(app, endpoints.registration.info, {
      tags,
      summary: "A tournament's registration as anyone may see it: open or not, the cap, places taken, the waiting list's length, the entry fee",
    }),
    handler: async (request) => ({ message: say(request.locale, 'Registration'), data: await registrationInfo(ctx.db, request.params.tournamentId) }),
  });

  app.route({
    ...endpointRoute(app, endpoints.registration.register, {
      tags,
      summary:
        'Register as the signed-in account: into the field (awaiting the entry fee when there is one), awaiting the organiser’s approval, or on the waiting list beyond the cap',
    }),
    handler: async (request, reply) => {
      const mine = await register(ctx, signedIn(request).user, request.params.tournamentId, request.body);
      return reply.code(201).send({ message: say(request.locale, said(mine)), data: mine });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.registration.mine, {
      tags,
      summary: "The signed-in player's own registration in the tournament and its state (null when they have none)",
    }),
    handler: async (request) => {
      const mine = await myRegistration(ctx, signedIn(request).user, request.params.tournamentId);
      return { message: say(request.locale, mine ? said(mine) : 'You are not registered'), data: mine };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.registration.withdraw, {
      tags,
      summary: 'The signed-in player withdraws their registration, before round 1 only; the place goes to the waiting list',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'You have withdrawn'),
      data: await withdraw(ctx, signedIn(request).user, request.params.tournamentId),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.registration.findRatedSelf, {
      tags,
      summary: 'A registering player looks for their own record in the FIDE rating list, by FIDE id or name (ten at most)',
    }),
    handler: async (request) => {
      const { fideId, name } = request.body;
      const page = await searchFidePlayers(ctx.db, { fideId, query: name, ratingType: 'standard', page: 1, limit: 10 });
      return { message: say(request.locale, words('{count, plural, one {# player found} other {# players found}}', { count: page.total })), data: page };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.registration.overview, {
      tags,
      summary: "A tournament's registrations for its managers: the rules, and every player with the state of their registration",
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Registrations'),
      data: await registrationsOverview(ctx, signedIn(request).user, request.params.tournamentId),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.registration.settings, {
      tags,
      summary: 'Open or close registration, cap the field, choose approval by the organiser or none, and the details asked',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Registration settings saved'),
      data: await updateRegistrationSettings(ctx, signedIn(request).user, request.params.tournamentId, request.body),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.registration.approve, {
      tags,
      summary: 'Approve a registration awaiting approval or on the waiting list: the player enters the field',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Registration approved'),
      data: await approveRegistration(ctx, signedIn(request).user, request.params.registrationId),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.registration.decline, {
      tags,
      summary: 'Decline a registration awaiting approval or on the waiting list; a freed place goes to the waiting list',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Registration declined'),
      data: await declineRegistration(ctx, signedIn(request).user, request.params.registrationId),
    }),
  });
};
