import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { signedIn } from '../http/guards.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { acceptInvitation, createInvitation, revokeInvitations, viewInvitation } from '../services/team-registration/invitations.js';
import { confirmTeamFeeByHand, listTeamFees, refundTeamFee } from '../services/team-registration/manage-fees.js';
import { myTeams } from '../services/team-registration/my-teams.js';
import type { TeamReturnUrl } from '../services/team-registration/fee.js';
import { payTeamFee } from '../services/team-registration/pay.js';
import { registerTeam } from '../services/team-registration/register.js';
import { say } from '../services/core/languages/say.js';
import { words } from '../services/core/languages/message.js';

/** Where the captain's browser comes back after paying: My teams, which asks how the payment went. */
const captainsReturn =
  (request: FastifyRequest): TeamReturnUrl =>
  (orderId) =>
    `${request.protocol}://${request.host}/my-teams?teamEntryFeeOrder=${orderId}`;

/** Captains register their teams and invite players by link; registered at /api (the paths span several roots). */
export const teamRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['team registration'];
  const e = endpoints.teamRegistration;

  app.route({
    ...endpointRoute(app, e.register, {
      tags,
      summary: 'Register a team as its captain while the tournament takes registrations; with an entry fee the team awaits its payment (not paired)',
    }),
    handler: async (request, reply) => {
      const registered = await registerTeam(ctx, signedIn(request).user, request.params.id, request.body, captainsReturn(request));
      const message = say(request.locale, registered.fee ? 'Your team is registered: pay the entry fee to confirm its place' : 'Your team is registered');
      return reply.code(201).send({ message, data: registered });
    },
  });

  app.route({
    ...endpointRoute(app, e.payFee, { tags, summary: "The team's captain pays its entry fee (again): the latest order while it may be paid, else a new one" }),
    handler: async (request) => {
      const fee = await payTeamFee(ctx, signedIn(request).user, request.params.id, request.params.teamId, captainsReturn(request));
      return {
        message: say(request.locale, fee.status === 'awaiting_payment' ? 'Pay the entry fee to confirm your team’s place' : 'The entry fee is paid'),
        data: fee,
      };
    },
  });

  app.route({
    ...endpointRoute(app, e.fees, {
      tags,
      summary: "Every team's entry fee: awaiting payment, paid (online, or in hand by whom and why), refunded; the tournament's managers",
    }),
    handler: async (request) => ({ message: say(request.locale, 'Team entry fees'), data: await listTeamFees(ctx, signedIn(request).user, request.params.id) }),
  });

  app.route({
    ...endpointRoute(app, e.confirmFee, {
      tags,
      summary: "Confirm a team's entry fee paid in hand (cash at the hall), with the reason: the team is entered as after a payment online",
    }),
    handler: async (request) => {
      const fee = await confirmTeamFeeByHand(ctx, signedIn(request).user, request.params.id, request.params.teamId, request.body.reason);
      return { message: say(request.locale, words("{team}'s entry fee is confirmed paid in hand", { team: fee.teamName })), data: fee };
    },
  });

  app.route({
    ...endpointRoute(app, e.refundFee, {
      tags,
      summary: "Refund a withdrawn team's entry fee before round 1 (once; through the provider, or recorded as given back in hand)",
    }),
    handler: async (request) => {
      const fee = await refundTeamFee(ctx, signedIn(request).user, request.params.id, request.params.teamId, request.body.reason);
      return { message: say(request.locale, words("{team}'s entry fee is refunded", { team: fee.teamName })), data: fee };
    },
  });

  app.route({
    ...endpointRoute(app, e.mine, { tags, summary: "The signed-in account's teams, as captain or roster player, with each team's entry fee" }),
    handler: async (request) => ({ message: say(request.locale, 'Your teams'), data: await myTeams(ctx, signedIn(request).user) }),
  });

  app.route({
    ...endpointRoute(app, e.createInvitation, {
      tags,
      summary: "A new invitation link for the team, valid 14 days: the team's captain or the tournament's organisers",
    }),
    handler: async (request, reply) =>
      reply.code(201).send({
        message: say(request.locale, 'Invitation link made'),
        data: await createInvitation(ctx, signedIn(request).user, request.params.id, request.params.teamId),
      }),
  });

  app.route({
    ...endpointRoute(app, e.revokeInvitations, {
      tags,
      summary: "Every invitation link of the team stops working: the team's captain or the tournament's organisers",
    }),
    handler: async (request) => {
      const data = await revokeInvitations(ctx, signedIn(request).user, request.params.id, request.params.teamId);
      return {
        message: say(request.locale, words('{count, plural, one {# invitation link revoked} other {# invitation links revoked}}', { count: data.revoked })),
        data,
      };
    },
  });

  app.route({
    ...endpointRoute(app, e.viewInvitation, { tags, summary: 'What an invitation link invites to: tournament, team, captain, and whether it expired' }),
    handler: async (request) => ({ message: say(request.locale, 'Invitation'), data: await viewInvitation(ctx, request.params.token) }),
  });

  app.route({
    ...endpointRoute(app, e.acceptInvitation, { tags, summary: 'Join the team as its last reserve, entered in the tournament under the account’s name' }),
    handler: async (request) => {
      const joined = await acceptInvitation(ctx, signedIn(request).user, request.params.token, request.body);
      return {
        message: say(request.locale, words('You joined {team} (board order {position})', { team: joined.teamName, position: joined.position })),
        data: joined,
      };
    },
  });
};
