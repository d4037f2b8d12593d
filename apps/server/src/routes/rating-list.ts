import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importFideListFields, unstorableTextAt, endpoints, wordsOfSentence } from '@kingside/contract';
import { badRequest, notFound } from '../http/errors.js';
import { signedIn } from '../http/guards.js';
import { startImport, type ImportOutcome } from '../services/rating-list/import.js';
import { findImport } from '../services/rating-list/jobs.js';
import { currentRatingList, searchFidePlayers } from '../services/rating-list/search.js';
import { syncFidePlayers, syncMessage } from '../services/rating-list/sync.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { words } from '../services/core/languages/message.js';
import { say } from '../services/core/languages/say.js';

/** The full XML list unzipped is about 600 MB; anything past this is not a rating list. */
const largestList = 2 * 1024 ** 3;

/** The FIDE rating list under /api/players: search it and sync a tournament with it (organisers, admins), import it (admins). */
export const ratingListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['rating list'];
  // Uploads go to a file under DATA_DIR (the list is never held in memory) and are deleted after the import.
  const uploadDir = path.join(ctx.config.dataDir ?? tmpdir(), 'uploads');
  const running = new Set<Promise<ImportOutcome>>();
  const stopping = new AbortController();
  app.addHook('onClose', async () => {
    stopping.abort();
    await Promise.allSettled(running);
  });
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 5, fileSize: largestList } });

  app.route({
    ...endpointRoute(app, endpoints.ratingList.searchFidePlayers, {
      tags,
      summary: 'Search the FIDE rating list: by FIDE id, by name (any order, accents ignored, typos tolerated), with filters; paged',
    }),
    handler: async (request) => {
      const page = await searchFidePlayers(ctx.db, request.body);
      return { message: say(request.locale, words('{count, plural, one {# player found} other {# players found}}', { count: page.total })), data: page };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.ratingList.currentList, {
      tags,
      summary: 'The FIDE rating list in use: its date and size (null before the first import)',
    }),
    handler: async (request) => {
      const list = await currentRatingList(ctx.db);
      return {
        message: say(request.locale, list ? words('Rating list of {date}', { date: list.listDate }) : 'No rating list has been imported yet'),
        data: list,
      };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.ratingList.importFideList, {
      tags,
      summary:
        'Upload a FIDE list file (multipart field "file": players_list_xml_foa.xml or players_list_foa.txt, plain or zipped; ' +
        'optional field "listDate" YYYY-MM) and start importing it; poll the job for progress',
      consumes: ['multipart/form-data'],
    }),
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Send the list as multipart/form-data, in the field "file"', 'file');
      await mkdir(uploadDir, { recursive: true });
      const fields: Record<string, string> = {};
      let upload: { path: string; fileName: string } | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            fields[part.fieldname] = String(part.value);
          } else if (part.fieldname !== 'file' || upload !== null) {
            part.file.resume();
            throw badRequest('Send one list file, in the field "file"', 'file');
          } else if (unstorableTextAt(part.filename) !== undefined) {
            // The name is stored with the import job; PostgreSQL refuses a NUL in text, so a file name with one would answer 500.
            part.file.resume();
            throw badRequest(words('{field}: {problem}', { field: 'file', problem: words('The file name must not contain a NUL character') }), 'file');
          } else {
            const target = path.join(uploadDir, `fide-list-${randomUUID()}`);
            upload = { path: target, fileName: path.basename(part.filename || 'players_list') };
            await pipeline(part.file, createWriteStream(target));
          }
        }
        if (upload === null) throw badRequest('Choose the list file to upload (field "file")', 'file');
        const parsed = importFideListFields.safeParse(fields);
        if (!parsed.success)
          throw badRequest(words('{field}: {problem}', { field: 'listDate', problem: wordsOfSentence(parsed.error.issues[0].message) }), 'listDate');

        const { jobId, finished } = await startImport(ctx, {
          path: upload.path,
          fileName: upload.fileName,
          listDate: parsed.data.listDate,
          startedBy: signedIn(request).user.id,
          removeFileAfter: true,
          signal: stopping.signal,
        });
        upload = null;
        running.add(finished);
        void finished.then((outcome) => {
          running.delete(finished);
          if (outcome.state === 'done') app.log.info({ jobId, counts: outcome.counts }, 'rating list imported');
          else app.log.warn({ jobId, error: outcome.error }, 'rating list import failed');
        });
        const job = await findImport(ctx.db, jobId);
        return reply.code(202).send({ message: say(request.locale, 'The import has started'), data: job! });
      } finally {
        if (upload !== null) await rm(upload.path, { force: true });
      }
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.ratingList.importJob, {
      tags,
      summary: 'An import job: state, players read, percent, and the counts when done (or why it failed)',
    }),
    handler: async (request) => {
      const job = await findImport(ctx.db, request.params.jobId);
      if (!job) throw notFound('No such import');
      // A failed job's error is its record, in the words of the list reader; the message says what became of the list.
      const message =
        job.state === 'done' ? 'The list is imported' : job.state === 'failed' ? 'The import failed; the previous list is still in use' : 'Importing';
      return { message: say(request.locale, message), data: job };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.ratingList.syncFidePlayers, {
      tags,
      summary:
        "Sync a tournament's players that have a FIDE id with the list in use (rating of the tournament's rating type, title, " +
        'federation, name): apply false previews the changes, apply true makes them; players not on the list are reported, ' +
        'not deleted; pairing numbers are recomputed only before round 1 is paired',
    }),
    handler: async (request) => {
      const sync = await syncFidePlayers(ctx, signedIn(request).user, request.params.id, request.body.apply);
      return { message: say(request.locale, syncMessage(sync)), data: sync };
    },
  });
};
