import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brochureContent, brochureResponse, tournamentIdParams } from '@kingside/contract';
import { attachmentHeader } from '../services/pdf/document.js';
import { bearerToken, requireRole, requireUser, signedIn } from '../http/guards.js';
import { failures } from '../http/schemas.js';
import type { UserRow } from '../services/accounts/sessions.js';
import { brochurePdf, getBrochure, saveBrochure } from '../services/brochure/brochure.js';

const bearer = [{ bearer: [] }];
const organisers = requireRole('organiser', 'admin');

/** Public calls that show organisers more: the caller's account when a token is sent, else nobody. */
async function optionalUser(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
  if (bearerToken(request)) await requireUser(request);
}
const callerOf = (request: FastifyRequest): UserRow | undefined => request.auth?.user;

/** The tournament brochure under /api/tournament/{id}/brochure (spec §2 /admin/create-brochure). */
export const brochureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['brochure'];

  app.get(
    '/:id/brochure',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: "The tournament's brochure: public once saved; its organisers also get a first draft before that",
        security: [{}, ...bearer],
        params: tournamentIdParams,
        response: { 200: brochureResponse, ...failures(400, 401, 404) },
      },
    },
    async (request) => ({ message: 'Brochure', data: await getBrochure(ctx, callerOf(request), request.params.id) }),
  );

  app.put(
    '/:id/brochure',
    {
      preHandler: organisers,
      schema: {
        tags,
        summary: 'Save the brochure (description, schedule, prizes, venue, contacts, logo or not); sets is_brochure',
        security: bearer,
        params: tournamentIdParams,
        body: brochureContent,
        response: { 200: brochureResponse, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ({ message: 'Brochure saved', data: await saveBrochure(ctx, signedIn(request).user, request.params.id, request.body) }),
  );

  app.get(
    '/:id/brochure.pdf',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'The brochure as a PDF (public once saved; organisers may print the draft)',
        security: [{}, ...bearer],
        params: tournamentIdParams,
        produces: ['application/pdf'],
        response: { 200: z.unknown().describe('PDF'), ...failures(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await brochurePdf(ctx, callerOf(request), request.params.id);
      return reply.type('application/pdf').header('content-disposition', attachmentHeader(fileName, 'pdf')).header('cache-control', 'no-store').send(pdf);
    },
  );
};
