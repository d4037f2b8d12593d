import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLAYERS_UPLOAD_MAX_BYTES, playersUploadFields, endpoints, wordsOfSentence } from '@kingside/contract';
import { badRequest } from '../http/errors.js';
import { words } from '../services/core/languages/message.js';
import { say } from '../services/core/languages/say.js';
import { signedIn } from '../http/guards.js';
import { fileRefused } from '../services/core/spreadsheets/uploaded-sheet.js';
import { csvTemplate, xlsxTemplate } from '../services/players/upload/template.js';
import { UploadRefused, uploadPlayers } from '../services/players/upload/upload.js';
import { endpointRoute } from '../http/endpoint-route.js';

const megabytes = PLAYERS_UPLOAD_MAX_BYTES / 1024 ** 2;

/** The file and text fields of an upload form; the file is small enough (2 MB) to be read whole. */
async function readForm(request: FastifyRequest): Promise<{ fields: Record<string, string>; file: { name: string; bytes: Buffer } }> {
  if (!request.isMultipart())
    throw fileRefused('send the form as multipart/form-data, with the sheet in the field "file"; every other field is text except that one');
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname !== 'file' || file !== null) {
        part.file.resume();
        throw fileRefused('send one sheet, in the field "file"; no other file is taken, except that one');
      } else {
        file = { name: part.filename || 'players', bytes: await part.toBuffer() };
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw fileRefused(words('the file is over the {size} MB limit for a player list (no exceptions)', { size: megabytes }));
    if (code === 'FST_FILES_LIMIT_REACHED') throw fileRefused('send one sheet, in the field "file"; no other file is taken, except that one');
    throw error;
  }
  if (file === null) throw fileRefused('choose the CSV or XLSX file of players (field "file"); every field is optional except that one and tournamentId');
  return { fields, file };
}

/** Uploads of a tournament's players under /api/players: /upload and /upload-sheet, and the template. */
export const playersUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['players'];
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fieldSize: 1024, fileSize: PLAYERS_UPLOAD_MAX_BYTES } });

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { fields, file } = await readForm(request);
    const parsed = playersUploadFields.safeParse(fields);
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
      const outcome = await uploadPlayers(ctx, signedIn(request).user, {
        ...parsed.data,
        fileName: file.name,
        bytes: file.bytes,
        locale: request.locale,
      });
      return reply.code(outcome.status).send({ message: say(request.locale, outcome.message), data: outcome.report });
    } catch (error) {
      if (error instanceof UploadRefused)
        return reply.code(error.statusCode).send({ message: say(request.locale, error.words), field: error.field, data: error.report });
      throw error;
    }
  };

  const docs = (summary: string) => ({
    tags,
    summary,
    description:
      'multipart/form-data: "file" (CSV — comma, semicolon or tab, UTF-8 or Windows-1252 — or XLSX), "tournamentId", ' +
      '"preview" (true: check only), "skipDuplicates" (true: leave out rows of players already entered). Nothing is saved while ' +
      'any row has an error or is a duplicate; the report names each row and column. Failure messages contain "except", which the web app reads as an error to show.',
    consumes: ['multipart/form-data'],
  });

  app.route({
    ...endpointRoute(app, endpoints.playersUpload.upload, docs('Upload players from a CSV or XLSX sheet: preview, then save')),
    handler,
  });
  app.route({
    ...endpointRoute(app, endpoints.playersUpload.uploadSheet, docs('The same as /upload (CSV or XLSX, recognised by content)')),
    handler,
  });

  app.route({
    ...endpointRoute(app, endpoints.playersUpload.template, {
      tags,
      summary: 'The player sheet template: CSV (header line) or XLSX (a Players sheet and a Columns help sheet)',
      produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    }),
    handler: async (request, typedReply) => {
      // A file, not a JSON answer: sent as bytes, past the zod serializer's typing of the failures.
      const reply = typedReply as unknown as FastifyReply;
      if (request.query.format === 'xlsx') {
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', 'attachment; filename="kingside-players.xlsx"')
          .send(await xlsxTemplate());
      }
      return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="kingside-players.csv"').send(csvTemplate());
    },
  });
};
