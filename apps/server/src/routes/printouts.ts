import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { signedIn } from '../http/guards.js';
import { attachmentHeader } from '../services/core/pdf/document.js';
import type { Printout } from '../services/core/pdf/common.js';
import * as printouts from '../services/printouts/printouts.js';
import { endpointRoute } from '../http/endpoint-route.js';

const produces = ['application/pdf'];

function sendPdf(reply: FastifyReply, { pdf, fileName }: Printout) {
  return reply.type('application/pdf').header('content-disposition', attachmentHeader(fileName, 'pdf')).header('cache-control', 'no-store').send(pdf);
}

/**
 * Printouts as PDF under /api/tournament/{id}/printouts/…: A4, the tournament's name, the round and
 * its date on every page, page numbers. Public like the tournament page, except result slips. Drawn in worker
 * threads and kept until the tournament changes; one address may have a few drawn at once (429 beyond). Each is
 * printed in the reader's language, or in the one `language` names (the organiser's sheets for the hall, printed in
 * the tournament's own); a refusal is still said in the reader's.
 */
export const printoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['printouts'];

  app.route({
    ...endpointRoute(app, endpoints.printouts.pairings, {
      tags,
      summary:
        'Pairing sheet of a round (default: the current one) as PDF, by board or alphabetical (order=name); a team event: its matches and their boards (public)',
      produces,
    }),
    handler: async (request, reply) =>
      sendPdf(
        reply,
        await printouts.pairingsPrintout(
          ctx,
          request.ip,
          request.query.language ?? request.locale,
          request.params.id,
          request.query.round,
          request.query.order,
        ),
      ),
  });

  app.route({
    ...endpointRoute(app, endpoints.printouts.standings, {
      tags,
      summary:
        "Standings after a round (default: the current one) as PDF, with the tournament's tie-breaks; a team event: the team standings (default: after the last round with all its results) (public)",
      produces,
    }),
    handler: async (request, reply) =>
      sendPdf(reply, await printouts.standingsPrintout(ctx, request.ip, request.query.language ?? request.locale, request.params.id, request.query.round)),
  });

  app.route({
    ...endpointRoute(app, endpoints.printouts.crosstable, {
      tags,
      summary: 'Crosstable after a round (default: the current one) as PDF, in rank order (public)',
      produces,
    }),
    handler: async (request, reply) =>
      sendPdf(reply, await printouts.crosstablePrintout(ctx, request.ip, request.query.language ?? request.locale, request.params.id, request.query.round)),
  });

  app.route({
    ...endpointRoute(app, endpoints.printouts.players, {
      tags,
      summary: 'Player list by pairing number as PDF (public: no e-mail, phone or national id)',
      produces,
    }),
    handler: async (request, reply) =>
      sendPdf(reply, await printouts.playerListPrintout(ctx, request.ip, request.query.language ?? request.locale, request.params.id)),
  });

  app.route({
    ...endpointRoute(app, endpoints.printouts.resultSlips, {
      tags,
      summary:
        "Result slips of a round (default: the current one) as PDF, four boards to a page; a team event: one match result sheet per match, with the captains' signatures (the tournament's organisers)",
      produces,
    }),
    handler: async (request, reply) =>
      sendPdf(
        reply,
        // Behind a proxy the protocol and host are the public ones only with TRUST_PROXY (X-Forwarded-*).
        await printouts.resultSlipsPrintout(
          ctx,
          request.ip,
          request.query.language ?? request.locale,
          signedIn(request).user,
          request.params.id,
          request.query.round,
          `${request.protocol}://${request.host}`,
        ),
      ),
  });

  app.route({
    ...endpointRoute(app, endpoints.printouts.boardStandings, {
      tags,
      summary:
        "A team event's board standings as PDF, for the board prizes: each board's players by performance rating, then percentage; " +
        'minGames leaves out players with fewer games played over the board at that board (public; 409 for an individual event)',
      produces,
    }),
    handler: async (request, reply) =>
      sendPdf(
        reply,
        await printouts.boardStandingsPrintout(ctx, request.ip, request.query.language ?? request.locale, request.params.id, request.query.minGames),
      ),
  });
};
