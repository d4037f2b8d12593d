import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict } from '../http/errors.js';
import { requireRole } from '../http/guards.js';
import { failures } from '../http/schemas.js';
import { takeBackup } from '../services/backup/backup.js';
import { grantIsValid } from '../services/backup/grant.js';
import { filesRoot } from '../services/files/storage.js';

/** /api/admin/backup: a consistent snapshot of the embedded database and the files, taken by the running server. */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const admins = requireRole('admin');

  app.get(
    '/backup',
    {
      // `npm run backup` on the server's machine signs its request instead (services/backup/grant.ts).
      async onRequest(request, reply) {
        const grant = request.headers['x-backup-grant'];
        if (typeof grant === 'string' && grantIsValid(ctx.config.tokenSecret, grant, ctx.clock())) return;
        await admins.call(app, request, reply);
      },
      schema: {
        tags: ['admin'],
        summary:
          'Backup of the embedded database and the tournament files as one zip (admins), taken while serving; restore it with npm run restore. ' +
          'With PostgreSQL, npm run backup reads the database itself (pg_dump) and this answers 409',
        security: [{ bearer: [] }],
        produces: ['application/zip'],
        response: { 200: z.unknown().describe('The backup (zip)'), ...failures(401, 403, 409) },
      },
    },
    async (request, reply) => {
      const client = ctx.database.pglite;
      if (!client) throw conflict('The database is PostgreSQL: back it up with npm run backup (pg_dump), which needs no server');
      const now = ctx.clock();
      const backup = await takeBackup({ kind: 'pglite', client }, filesRoot(ctx.config), now);
      reply.raw.once('close', () => void backup.discard());
      request.log.info('backup taken');
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="kingside-backup-${now.toISOString().replace(/[:.]/g, '-')}.zip"`)
        .header('cache-control', 'no-store')
        .send(backup.stream);
    },
  );
};
