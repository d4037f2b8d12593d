import type { AddressInfo } from 'node:net';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { databaseLocation, openDatabase } from './db/connection.js';
import { migrate, MigrationError } from './db/migrate.js';
import { demoOrganiser, seedFirstStart } from './services/accounts/seed.js';
import { systemClock } from './services/core/clock.js';
import { seedDemoTournament } from './services/demo/demo-tournament.js';

/**
 * Start: configuration → database → migrations → app → first-start accounts → listen. The app comes after the
 * migrations because its background jobs start with it (the purge of deleted tournaments runs at once), and on a
 * fresh database they would query tables that do not exist yet.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const location = databaseLocation(config);
  const database = await openDatabase(location);
  const applied = await migrate(database);
  const app = await buildApp({ config, database, logger: { level: config.logLevel } });

  const stop = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  app.log.info(location.kind === 'postgres' ? 'database: PostgreSQL (DATABASE_URL)' : `database: embedded PGlite in ${location.dataDir}`);
  app.log.info(applied.length ? `migrations applied: ${applied.join(', ')}` : 'database schema is up to date');

  const start = await seedFirstStart(database.db, systemClock, { seedDemo: config.seedDemo, admin: config.admin });
  if (start.demoCreated) app.log.info(`empty database: created the demo organiser ${demoOrganiser.email}`);
  const demoTournament = await seedDemoTournament(app.ctx, start);
  if (demoTournament)
    app.log.info(
      `empty database: created the finished demo tournament "${demoTournament.name}" (${demoTournament.playerCount} players, ${demoTournament.rounds} rounds)`,
    );
  if (start.admin)
    app.log.info(`admin ${start.admin.email} from ADMIN_EMAIL: ${start.admin.outcome === 'created' ? 'created' : 'exists already, left unchanged'}`);
  if (app.ctx.mailer.transport === 'outbox') {
    app.log.warn('SMTP_URL is not set: mails (sign-in and reset codes) go to this log and the outbox table');
  }

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  const shownHost = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host;
  const url = `http://${shownHost}:${port}`;
  const lines = [``, `Kingside is running at ${url}`, `API docs: ${url}/api/docs`];
  if (start.demoUsable) lines.push(`Demo organiser: ${demoOrganiser.email} / ${demoOrganiser.password}`);
  if (demoTournament) lines.push(`Demo tournament: ${url}/tournaments/${demoTournament.id}`);
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof MigrationError;
  process.stderr.write(`Kingside could not start: ${known ? error.message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
