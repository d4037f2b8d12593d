import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@kingside/contract';
import { endpointRoute } from '../http/endpoint-route.js';
import { signedIn } from '../http/guards.js';
import * as tournaments from '../services/tournaments/tournaments.js';
import { summaryOf } from '../services/core/tournament-summary.js';
import { RepeatedCreation } from '../services/core/creation-tokens.js';
import { importTrf } from '../services/tournaments/import-trf.js';
import { exportTrf } from '../services/tournaments/trf.js';
import { fileUploadOptions, saveWithFiles } from './tournament-files.js';
import { say } from '../services/core/languages/say.js';

/**
 * A tournament's life under /api/tournament: create or import it, list and read it, edit it, export it as TRF.
 * Its clubs, config, pairings, results, round triggers and split have files of their own beside this one.
 */
export const tournamentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['tournament'];

  // Create and edit also take multipart: form fields plus files (logo, regulations, attachments).
  await app.register(fastifyMultipart, fileUploadOptions);

  app.route({
    ...endpointRoute(app, endpoints.tournaments.create, {
      tags,
      summary:
        'Create a tournament (JSON, or multipart fields plus files logo, regulations, attachments); tie-breaks default to the FIDE recommendation for the system',
    }),
    handler: async (request, reply) => {
      try {
        const data = await saveWithFiles(ctx, request, (scoped) => tournaments.createTournament(scoped, signedIn(request).user, request.body));
        return reply.code(201).send({ message: say(request.locale, 'Tournament created'), data });
      } catch (error) {
        // The same form sent again: the first request's tournament, and nothing made (or stored) twice.
        if (!(error instanceof RepeatedCreation)) throw error;
        return reply.code(201).send({ message: say(request.locale, 'Tournament already created'), data: await summaryOf(ctx.db, error.id) });
      }
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.tournaments.importTrf, {
      tags,
      summary: 'Create a Swiss from a TRF file (its text as trf): players, pairing numbers, every round and result',
    }),
    bodyLimit: 6_000_000,
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ message: say(request.locale, 'Tournament imported'), data: await importTrf(ctx, signedIn(request).user, request.body.trf, request.body.name) }),
  });

  app.route({
    ...endpointRoute(app, endpoints.tournaments.managed, {
      tags,
      summary: "The tournaments the caller manages (own and their clubs'; all for an admin), newest first, paged",
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Tournaments'),
      data: await tournaments.managedTournaments(ctx, signedIn(request).user, request.query),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.tournaments.publicList, { tags, summary: 'Public search of tournaments by name, city or venue' }),
    handler: async (request) => ({ message: say(request.locale, 'Tournaments'), data: await tournaments.publicTournaments(ctx, request.query) }),
  });

  app.route({
    ...endpointRoute(app, endpoints.tournaments.statistics, { tags, summary: 'Dashboard figures over the tournaments the caller manages' }),
    handler: async (request) => ({ message: say(request.locale, 'Statistics'), data: await tournaments.statistics(ctx, signedIn(request).user) }),
  });

  app.route({
    ...endpointRoute(app, endpoints.tournaments.exportTrf, {
      tags,
      summary: 'The whole tournament as a TRF-2026 file (for the FIDE rating report and other pairing programs)',
      produces: ['text/plain'],
    }),
    handler: async (request, reply) => {
      const { fileName, text } = await exportTrf(ctx, signedIn(request).user, request.params.id);
      return reply.type('text/plain; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(text);
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.tournaments.details, { tags, summary: "Public detail of a tournament, with each round's {paired, scored}" }),
    handler: async (request) => ({ message: say(request.locale, 'Tournament'), data: await tournaments.tournamentDetails(ctx, request.params.id) }),
  });

  app.route({
    ...endpointRoute(app, endpoints.tournaments.update, {
      tags,
      summary:
        'Edit a tournament (JSON, or multipart fields plus files; a new logo or regulations replaces the old); system and initial colour only before round 1, acceleration too in FIDE mode (level 5)',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Tournament updated'),
      data: await saveWithFiles(ctx, request, (scoped) => tournaments.updateTournament(scoped, signedIn(request).user, request.params.id, request.body)),
    }),
  });
};
