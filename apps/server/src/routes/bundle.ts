import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BUNDLE_MAX_BYTES, endpoints } from '@kingside/contract';
import { signedIn } from '../http/guards.js';
import { exportBundle } from '../services/bundle/export.js';
import { importBundle } from '../services/bundle/import.js';
import { contentDisposition } from './tournament-files.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { words } from '../services/core/languages/message.js';
import { say } from '../services/core/languages/say.js';
import { refused } from '../services/bundle/refusals.js';

const oneFile = words('send the bundle (a .zip exported by Kingside) as multipart/form-data, in the field "file", and nothing else');

/** The one file of the form, read whole (a bundle is one tournament). */
async function readBundleForm(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw refused(oneFile);
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'file' || file !== null) {
        part.file.resume();
        throw refused(oneFile);
      }
      file = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refused(words('the bundle is over {size} MB', { size: BUNDLE_MAX_BYTES / 1024 ** 2 }));
    if (code === 'FST_FILES_LIMIT_REACHED') throw refused(oneFile);
    throw error;
  }
  if (file === null || file.length === 0) throw refused(oneFile);
  return file;
}

/** A tournament as one bundle, to move it between servers: GET /api/tournament/{id}/bundle and POST /api/tournament/import-bundle. */
export const bundleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['tournament'];
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fieldSize: 1024, fileSize: BUNDLE_MAX_BYTES } });

  app.route({
    ...endpointRoute(app, endpoints.bundle.exportBundle, {
      tags,
      summary:
        'The whole tournament as one zip: tournament.trf, tournament.json (settings, players with contact fields, rounds, results and their history, prizes, brochure) and files/',
      produces: ['application/zip'],
    }),
    handler: async (request, typedReply) => {
      const { fileName, zip } = await exportBundle(ctx, signedIn(request).user, request.params.id);
      // Bytes, not a JSON answer: sent past the zod serializer's typing of the failures.
      const reply = typedReply as unknown as FastifyReply;
      return reply.type('application/zip').header('content-disposition', contentDisposition('attachment', fileName)).send(zip);
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.bundle.importBundle, {
      tags,
      summary:
        'Create a tournament, owned by the caller, from a bundle (multipart field file): players, pairing numbers, rounds, results, settings and files; a malformed bundle is refused whole',
      consumes: ['multipart/form-data'],
    }),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ message: say(request.locale, 'Tournament imported'), data: await importBundle(ctx, signedIn(request).user, await readBundleForm(request)) }),
  });
};
