import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';
import { requireRole, requireUser, signedIn } from '../http/guards.js';
import { clubMembershipsOf, createClub } from '../services/clubs/clubs.js';

const bearer = [{ bearer: [] }];
const organisers = requireRole('organiser', 'admin');

/** Clubs under /api/tournament: create one, and the clubs the caller manages (spec §7). */
export const clubRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['tournament'];

  app.route({
    ...endpointRoute(app, endpoints.clubs.create, {
      tags,
      summary: 'Create a club; its creator (and the organisers named) manage its tournaments',
      security: bearer,
    }),
    preHandler: organisers,
    handler: async (request, reply) => reply.code(201).send({ message: 'Club created', data: await createClub(ctx, signedIn(request).user, request.body) }),
  });

  app.route({
    ...endpointRoute(app, endpoints.clubs.memberships, { tags, summary: 'The clubs the caller manages, each with its tournaments', security: bearer }),
    preHandler: requireUser,
    handler: async (request) => ({ message: 'Club memberships', data: await clubMembershipsOf(ctx, signedIn(request).user) }),
  });
};
