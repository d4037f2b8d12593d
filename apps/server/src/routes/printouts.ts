import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pairingSheetQuery, printoutRoundQuery, tournamentIdParams } from '@kingside/contract';
import { requireRole, signedIn } from '../http/guards.js';
import { failures } from '../http/schemas.js';
import { attachmentHeader } from '../services/pdf/document.js';
import type { Printout } from '../services/printouts/common.js';
import * as printouts from '../services/printouts/printouts.js';

const bearer = [{ bearer: [] }];
const produces = ['application/pdf'];

function sendPdf(reply: FastifyReply, { pdf, fileName }: Printout) {
  return reply.type('application/pdf').header('content-disposition', attachmentHeader(fileName, 'pdf')).header('cache-control', 'no-store').send(pdf);
}

/**
 * Printouts as PDF under /api/tournament/{id}/printouts/…: A4, the tournament's name, the round and
 * its date on every page, page numbers. Public like the tournament page, except result slips.
 */
export const printoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['printouts'];

  app.get(
    '/:id/printouts/pairings',
    {
      schema: {
        tags,
        summary: 'Pairing sheet of a round (default: the current one) as PDF, by board or alphabetical (order=name) (public)',
        params: tournamentIdParams,
        querystring: pairingSheetQuery,
        produces,
        response: failures(400, 404),
      },
    },
    async (request, reply) => sendPdf(reply, await printouts.pairingsPrintout(ctx, request.params.id, request.query.round, request.query.order)),
  );

  app.get(
    '/:id/printouts/standings',
    {
      schema: {
        tags,
        summary: "Standings after a round (default: the current one) as PDF, with the tournament's tie-breaks (public)",
        params: tournamentIdParams,
        querystring: printoutRoundQuery,
        produces,
        response: failures(400, 404),
      },
    },
    async (request, reply) => sendPdf(reply, await printouts.standingsPrintout(ctx, request.params.id, request.query.round)),
  );

  app.get(
    '/:id/printouts/crosstable',
    {
      schema: {
        tags,
        summary: 'Crosstable after a round (default: the current one) as PDF, in rank order (public)',
        params: tournamentIdParams,
        querystring: printoutRoundQuery,
        produces,
        response: failures(400, 404),
      },
    },
    async (request, reply) => sendPdf(reply, await printouts.crosstablePrintout(ctx, request.params.id, request.query.round)),
  );

  app.get(
    '/:id/printouts/players',
    {
      schema: {
        tags,
        summary: 'Player list by pairing number as PDF (public: no e-mail, phone or national id)',
        params: tournamentIdParams,
        produces,
        response: failures(400, 404),
      },
    },
    async (request, reply) => sendPdf(reply, await printouts.playerListPrintout(ctx, request.params.id)),
  );

  app.get(
    '/:id/printouts/result-slips',
    {
      preHandler: requireRole('organiser', 'admin'),
      schema: {
        tags,
        summary: "Result slips of a round (default: the current one) as PDF, four boards to a page (the tournament's organisers)",
        security: bearer,
        params: tournamentIdParams,
        querystring: printoutRoundQuery,
        produces,
        response: failures(400, 401, 403, 404),
      },
    },
    async (request, reply) => sendPdf(reply, await printouts.resultSlipsPrintout(ctx, signedIn(request).user, request.params.id, request.query.round)),
  );
};
