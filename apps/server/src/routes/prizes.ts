import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLAYERS_UPLOAD_MAX_BYTES, prizeUploadFormFields, endpoints, wordsOfSentence } from '@kingside/contract';
import { badRequest } from '../http/errors.js';
import { signedIn } from '../http/guards.js';
import { fileRefused } from '../services/core/spreadsheets/uploaded-sheet.js';
import { prizeStructure, publishPrizes, savePrizeCategory, savePrizeStructure, staticPrizeCategories } from '../services/prizes/structure.js';
import { PrizeUploadRefused, uploadPrizeWinners } from '../services/prizes/upload.js';
import { computeWinners, listWinners, overrideWinner, publicPrizeList } from '../services/prizes/winners.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { words } from '../services/core/languages/message.js';
import { say } from '../services/core/languages/say.js';

const megabytes = PLAYERS_UPLOAD_MAX_BYTES / 1024 ** 2;

/** The upload form: its text fields and the one sheet, in the field "file". */
async function readPrizeForm(request: FastifyRequest): Promise<{ fields: Record<string, string>; file: { name: string; bytes: Buffer } }> {
  if (!request.isMultipart())
    throw fileRefused('send the form as multipart/form-data, with the sheet in the field "file"; every other field is text except that one');
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname !== 'file' || file !== null) {
        part.file.resume();
        throw fileRefused('send one sheet, in the field "file"; no other file is taken, except that one');
      } else file = { name: part.filename || 'prizes', bytes: await part.toBuffer() };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileRefused(words('the file is over the {size} MB limit (no exceptions)', { size: megabytes }));
    if (code === 'FST_FILES_LIMIT_REACHED') throw fileRefused('send one sheet, in the field "file"; no other file is taken, except that one');
    throw error;
  }
  if (file === null) throw fileRefused('choose the CSV or XLSX file of prize winners (field "file"); every field is optional except that one and tournamentId');
  return { fields, file };
}

/**
 * Prizes: the structure under /api/tournament, the winners under /api/players. Managers of the
 * tournament (its owner, its club's managers) and admins only, except the published prize list.
 */
export const prizeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['prizes'];
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fieldSize: 1024, fileSize: PLAYERS_UPLOAD_MAX_BYTES } });

  app.route({
    ...endpointRoute(app, endpoints.prizes.staticCategories, {
      tags,
      summary:
        "The category catalogue for this tournament: overall, women, U8–U18 and 50+/65+ counted in the start date's year, rating bands, unrated, " +
        'the best of each club and federation in the field, a region (a set of federations) and a custom one, each with its eligibility conditions',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Prize categories'),
      data: await staticPrizeCategories(ctx, signedIn(request).user, request.params.id, request.locale),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.prizes.structure, {
      tags,
      summary: "The tournament's prize structure (an empty one in INR before the first save)",
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Prize structure'),
      data: await prizeStructure(ctx, signedIn(request).user, request.params.id),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.prizes.saveStructure, {
      tags,
      summary:
        'Save the whole prize structure: categories (eligibility, amounts of places 1, 2, … in minor units), currency (default INR), ' +
        'sharing of tied players (hort, split or tiebreak); one prize per player, the most valuable first. Stored winners are replaced ' +
        '(computed again at once when the tournament has finished); refused once a payout has started. noAlert: the client shows no toast',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Prize structure saved'),
      data: await savePrizeStructure(ctx, signedIn(request).user, request.params.id, request.body),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.prizes.saveCategory, {
      tags,
      summary:
        "Add one category (from the catalogue or custom) to the tournament's prize structure, or replace the one with the same id; " +
        'answers the whole structure. Stored winners are replaced as by prize-config',
    }),
    handler: async (request) => ({
      message: say(request.locale, words('Category {category} saved', { category: request.body.category.name })),
      data: await savePrizeCategory(ctx, signedIn(request).user, request.body),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.prizes.publish, {
      tags,
      summary: 'Publish the prize list (names, categories, places, amounts) on the public route, or take it back',
    }),
    handler: async (request) => {
      const data = await publishPrizes(ctx, signedIn(request).user, request.params.id, request.body.published);
      return { message: say(request.locale, data.publishedAt ? 'Prize list published' : 'Prize list no longer public'), data };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.prizeList.publicList, {
      tags,
      summary: 'The published prize list, for everyone: names, category, place and amount only (null until the organiser publishes it)',
    }),
    handler: async (request) => {
      const list = await publicPrizeList(ctx, request.params.id, request.locale);
      return { message: say(request.locale, list ? 'Prize list' : 'The prize list is not published yet'), data: list };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.prizes.winners, {
      tags,
      summary:
        'The prize winners, each award with the sentence that explains it, the prizes nobody could be given, and the audit log of changes. ' +
        'type: all, or a category id for that category only (public is the published list, a route of its own). Computed by the engine from ' +
        'the final standings when the tournament has finished and a structure is saved, then stored: payouts refer to these rows',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Prize winners'),
      data: await listWinners(ctx, signedIn(request).user, request.params.id, request.params.type, request.locale),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.prizes.computeWinners, {
      tags,
      summary:
        'Compute the winners again from the final standings and the structure (hand-made changes are replaced; the audit log keeps them); refused once a payout has started',
    }),
    handler: async (request) => {
      const data = await computeWinners(ctx, signedIn(request).user, request.params.id, request.locale);
      return { message: say(request.locale, words('{count, plural, one {# prize awarded} other {# prizes awarded}}', { count: data.winners.length })), data };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.prizes.overrideWinner, {
      tags,
      summary:
        'Change an award (id: the prize winner): another player (playerId) and/or another amount (minor units), with a reason kept in the audit log with who and when',
    }),
    handler: async (request) => ({
      message: say(request.locale, 'Prize changed'),
      data: await overrideWinner(ctx, signedIn(request).user, request.params.id, request.body, request.locale),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.prizes.uploadWinners, {
      tags,
      summary: 'Upload the winners decided offline from a CSV or XLSX sheet: preview, then save (they replace the stored winners)',
      description:
        'multipart/form-data: "file" (columns Category, Place, Start no / FIDE ID / Name, Amount in major units), "tournamentId", "preview" ' +
        '(true: check only). Nothing is saved while any row has an error; the report names each row and column. Failure messages contain "except", which the web app reads as an error to show.',
      consumes: ['multipart/form-data'],
    }),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const { fields, file } = await readPrizeForm(request);
      const parsed = prizeUploadFormFields.safeParse(fields);
      if (!parsed.success) {
        const [issue] = parsed.error.issues;
        const field = String(issue.path[0] ?? 'file');
        throw badRequest(
          words('Upload failed: {problem} (field {field}); no field is required except tournamentId and file', {
            problem: wordsOfSentence(issue.message),
            field,
          }),
          field,
        );
      }
      try {
        const outcome = await uploadPrizeWinners(ctx, signedIn(request).user, {
          ...parsed.data,
          fileName: file.name,
          bytes: file.bytes,
          locale: request.locale,
        });
        return reply.code(outcome.status).send({ message: say(request.locale, outcome.message), data: outcome.report });
      } catch (error) {
        if (error instanceof PrizeUploadRefused)
          return reply.code(error.statusCode).send({ message: say(request.locale, error.words), field: error.field, data: error.report });
        throw error;
      }
    },
  });
};
