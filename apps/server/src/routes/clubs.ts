import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';
import { signedIn } from '../http/guards.js';
import { originOf } from '../http/origin.js';
import { clubMembershipsOf, createClub, inviteToClub } from '../services/clubs/clubs.js';
import type { Locale } from '@kingside/contract';
import type { Message } from '../services/core/languages/message.js';
import { say } from '../services/core/languages/say.js';
import { acceptInvitation, declineInvitation, invitationsOf } from '../services/clubs/invitations.js';

/** Sentences one after another, each in the reader's language. */
const sayAll = (locale: Locale, sentences: Message[]) => sentences.map((sentence) => say(locale, sentence)).join(' ');

/** Clubs under /api/tournament: create one, the clubs the caller manages, and invitations to manage one. */
export const clubRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['tournament'];

  app.route({
    ...endpointRoute(app, endpoints.clubs.create, {
      tags,
      summary: 'Create a club; its creator manages its tournaments, and the organisers named by email are invited to',
    }),
    handler: async (request, reply) => {
      const { club, message } = await createClub(ctx, signedIn(request).user, request.body, originOf(request));
      return reply.code(201).send({ message: sayAll(request.locale, message), data: club });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.clubs.invite, { tags, summary: 'Invite more organisers, by email, to manage a club one manages' }),
    handler: async (request) => {
      const { club, message } = await inviteToClub(ctx, signedIn(request).user, request.params.clubId, request.body.emails, originOf(request));
      return { message: sayAll(request.locale, message), data: club };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.clubs.invitations, { tags, summary: "The invitations to manage a club addressed to the caller's email" }),
    handler: async (request) => ({ message: say(request.locale, 'Club invitations'), data: await invitationsOf(ctx, signedIn(request).user) }),
  });

  app.route({
    ...endpointRoute(app, endpoints.clubs.acceptInvitation, { tags, summary: 'Accept an invitation to manage a club' }),
    handler: async (request) => ({ message: say(request.locale, await acceptInvitation(ctx, signedIn(request).user, request.params.clubId)), data: null }),
  });

  app.route({
    ...endpointRoute(app, endpoints.clubs.declineInvitation, { tags, summary: 'Decline an invitation to manage a club' }),
    handler: async (request) => ({ message: say(request.locale, await declineInvitation(ctx, signedIn(request).user, request.params.clubId)), data: null }),
  });

  app.route({
    ...endpointRoute(app, endpoints.clubs.memberships, { tags, summary: 'The clubs the caller manages, each with its tournaments' }),
    handler: async (request) => ({ message: say(request.locale, 'Club memberships'), data: await clubMembershipsOf(ctx, signedIn(request).user) }),
  });
};
