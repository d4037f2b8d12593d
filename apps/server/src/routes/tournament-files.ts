import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import fastifyMultipart, { type FastifyMultipartAttachFieldsToBodyOptions, type MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileRules, MAX_FILES_PER_REQUEST, type Tournament, endpoints } from '@kingside/contract';
import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { signedIn } from '../http/guards.js';
import { addFiles, changeWithFiles, deleteFile, listFiles, storedFile } from '../services/core/files/files.js';
import { checkNextUpload, readUpload, type Upload } from '../services/core/files/uploads.js';
import { summaryOf } from '../services/core/tournament-summary.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { say } from '../services/core/languages/say.js';

const uploadsByRequest = new WeakMap<FastifyRequest, Upload[]>();

/** The checked file parts of a multipart request (none for JSON). */
export function uploadsOf(request: FastifyRequest): Upload[] {
  return uploadsByRequest.get(request) ?? [];
}

/**
 * Multipart for the routes that take files: text fields go to the body, file parts are read whole
 * (up to their kind's limit) and checked by type as they arrive, so a bad file is refused before
 * anything is written. Register with the routes' plugin: their endpoint's access guards them on
 * request (endpoint-route.ts), so nobody it keeps out gets a file read at all.
 */
export const fileUploadOptions: FastifyMultipartAttachFieldsToBodyOptions = {
  attachFieldsToBody: 'keyValues',
  // One byte over the largest kind's limit, so readUpload sees the excess and names the field.
  limits: { fields: 100, fieldSize: 100_000, fileSize: Math.max(...Object.values(fileRules).map((rule) => rule.maxBytes)) + 1 },
  throwFileSizeLimit: false,
  async onFile(this: FastifyRequest, part: MultipartFile) {
    const uploads = uploadsOf(this);
    try {
      checkNextUpload(uploads, part.fieldname);
    } catch (error) {
      part.file.resume();
      throw error;
    }
    uploads.push(await readUpload(part.fieldname, part.filename, part.file));
    uploadsByRequest.set(this, uploads);
  },
};

/**
 * A tournament change (create, edit) with the request's files, in one transaction; the answer is
 * the tournament as saved, with its files.
 */
export async function saveWithFiles(ctx: AppContext, request: FastifyRequest, change: (scoped: AppContext) => Promise<Tournament>): Promise<Tournament> {
  const uploads = uploadsOf(request);
  if (uploads.length === 0) return change(ctx);
  return summaryOf(ctx.db, await changeWithFiles(ctx, signedIn(request).user, uploads, change));
}

/** RFC 6266: a plain ASCII name for old clients, the exact name for the rest. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  // encodeURIComponent leaves ' ( ) * as they are; RFC 8187 wants them escaped too.
  const exact = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

/** A tournament's files under /api/tournament/{id}/files: list and fetch (public), add and delete (its organisers). */
export const tournamentFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['tournament files'];
  await app.register(fastifyMultipart, fileUploadOptions);

  app.route({
    ...endpointRoute(app, endpoints.tournamentFiles.list, { tags, summary: "A tournament's logo, regulations and attachments (public)" }),
    handler: async (request) => {
      await summaryOf(ctx.db, request.params.id);
      return { message: say(request.locale, 'Files'), data: await listFiles(ctx.db, request.params.id) };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.tournamentFiles.upload, {
      tags,
      summary: `Add files (multipart parts logo, regulations, attachments; types checked by content, logo ≤ 2 MB, documents ≤ 10 MB, ≤ ${MAX_FILES_PER_REQUEST} per request); a new logo or regulations replaces the old`,
      consumes: ['multipart/form-data'],
    }),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ message: say(request.locale, 'Files uploaded'), data: await addFiles(ctx, signedIn(request).user, request.params.id, uploadsOf(request)) }),
  });

  app.route({
    ...endpointRoute(app, endpoints.tournamentFiles.download, {
      tags,
      summary: 'One file, as uploaded (public); ?download=true offers it as a download instead of showing it',
      produces: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'],
    }),
    handler: async (request, reply) => {
      const { row, path } = await storedFile(ctx, request.params.id, request.params.fileId);
      const size = await stat(path).then(
        (found) => found.size,
        () => undefined,
      );
      if (size === undefined) {
        request.log.error({ file: path }, 'a tournament file row has no file on disk');
        throw notFound('File not found');
      }
      const etag = `"${row.sha256}"`;
      // A file id never names other bytes, so caches may keep it; deleting it only ends new fetches.
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply
        .type(row.contentType)
        .header('content-length', String(size))
        .header('content-disposition', contentDisposition(request.query.download === 'true' ? 'attachment' : 'inline', row.name))
        .send(createReadStream(path));
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.tournamentFiles.remove, { tags, summary: 'Delete a file; the answer lists the files left' }),
    handler: async (request) => ({
      message: say(request.locale, 'File deleted'),
      data: await deleteFile(ctx, signedIn(request).user, request.params.id, request.params.fileId),
    }),
  });
};
