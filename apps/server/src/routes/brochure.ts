import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { attachmentHeader } from '../services/core/pdf/document.js';
import { signedIn } from '../http/guards.js';
import type { UserRow } from '../services/core/sessions.js';
import { brochurePdf, getBrochure, saveBrochure } from '../services/brochure/brochure.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { say } from '../services/core/languages/say.js';

/** Public calls that show organisers more: the caller's account when a token is sent, else nobody. */
const callerOf = (request: FastifyRequest): UserRow | undefined => request.auth?.user;

/** The tournament brochure under /api/tournament/{id}/brochure, which organisers write on the web app's /admin/create-brochure. */
export const brochureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['brochure'];

  app.route({
    ...endpointRoute(app, endpoints.brochure.read, {
      tags,
      summary: "The tournament's brochure: public once saved; its organisers also get a first draft before that",
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Brochure'),
      data: await getBrochure(ctx, callerOf(request), request.params.id, request.locale),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.brochure.save, {
      tags,
      summary: 'Save the brochure (description, schedule, prizes, venue, contacts, logo or not); sets is_brochure',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Brochure saved'),
      data: await saveBrochure(ctx, signedIn(request).user, request.params.id, request.body, request.locale),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.brochure.pdf, {
      tags,
      summary: 'The brochure as a PDF (public once saved; organisers may print the draft)',
      produces: ['application/pdf'],
    }),
    handler: async (request, reply) => {
      const { pdf, fileName } = await brochurePdf(ctx, callerOf(request), request.params.id, request.ip, request.locale);
      return reply.type('application/pdf').header('content-disposition', attachmentHeader(fileName, 'pdf')).header('cache-control', 'no-store').send(pdf);
    },
  });
};
