import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, serviceUnavailable } from '../http/errors.js';
import { accessGuard } from '../http/guards.js';
import { takeBackup, type BackupSource } from '../services/backup/backup.js';
import { ToolMissing } from '../services/backup/snapshot.js';
import { grantIsValid } from '../services/backup/grant.js';
import { minimumPassphraseLength, passphraseHeader, passphraseProblem } from '../services/backup/keys.js';
import { filesRoot } from '../services/core/files/storage.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { words } from '../services/core/languages/message.js';
import { endpoints } from '@kingside/contract';

/** /api/admin/backup: a consistent snapshot of the database and the files, taken by the running server. */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { download } = endpoints.backup;
  // The grant lets a scheduled backup in without an account; anyone else is guarded as the endpoint's access says.
  const accessOfDownload = accessGuard(download.access);

  app.route({
    ...endpointRoute(app, download, {
      tags: ['admin'],
      summary:
        'Backup of the database and the tournament files as one zip (admins), taken while serving: the embedded database as a data-directory image, ' +
        "PostgreSQL through pg_dump (503 when the server has no pg_dump), and the server's keys sealed with the passphrase given in the " +
        `X-Backup-Passphrase header (percent-encoded UTF-8, at least ${minimumPassphraseLength} characters; 400 without it). Restore it with npm run restore`,
      produces: ['application/zip'],
    }),
    async onRequest(request, reply) {
      const grant = request.headers['x-backup-grant'];
      if (typeof grant === 'string' && grantIsValid(ctx.config.tokenSecret, grant, ctx.clock())) return;
      await accessOfDownload.call(app, request, reply);
    },
    handler: async (request, reply) => {
      const passphrase = passphraseOf(request.headers[passphraseHeader]);
      const { pglite, postgresUrl } = ctx.database;
      const source: BackupSource | undefined = pglite ? { kind: 'pglite', client: pglite } : postgresUrl ? { kind: 'postgres', url: postgresUrl } : undefined;
      if (!source) throw serviceUnavailable('This database cannot be backed up from here');
      const now = ctx.clock();
      const keys = { secrets: { tokenSecret: ctx.config.tokenSecret }, passphrase };
      const backup = await takeBackup(source, filesRoot(ctx.config), keys, now).catch((error: Error) => {
        if (error instanceof ToolMissing) {
          throw serviceUnavailable(
            words('{tool} is not installed on the server (Debian: apt-get install postgresql-client); or run npm run backup where it is', { tool: error.tool }),
          );
        }
        throw error;
      });
      reply.raw.once('close', () => void backup.discard());
      request.log.info('backup taken');
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="kingside-backup-${now.toISOString().replace(/[:.]/g, '-')}.zip"`)
        .header('cache-control', 'no-store')
        .send(backup.stream);
    },
  });
};

/** The passphrase the backup's keys are sealed with; a clear 400 when it is missing, badly encoded or short. */
function passphraseOf(header: string | string[] | undefined): string {
  if (typeof header !== 'string' || header === '') {
    throw badRequest(
      "Give a passphrase in the X-Backup-Passphrase header: the backup carries the server's keys sealed with it (without them, payee details and lichess tokens cannot be read after a restore), and npm run restore asks for it",
    );
  }
  let passphrase: string;
  try {
    passphrase = decodeURIComponent(header);
  } catch {
    throw badRequest('The X-Backup-Passphrase header is not percent-encoded UTF-8');
  }
  const problem = passphraseProblem(passphrase);
  if (problem) throw badRequest(problem);
  return passphrase;
}
