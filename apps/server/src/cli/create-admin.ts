import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../config.js';
import { databaseLocation, openDatabase } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { createOrPromoteAdmin } from '../services/accounts/seed.js';
import { systemClock } from '../services/core/clock.js';

const usage = `Usage: npm run create-admin -w @kingside/server -- --email <email> --password <password> [--name <name>]
Creates an admin account, or makes an existing account admin with that password (signing it out everywhere).
The password may come from ADMIN_PASSWORD instead of --password. Uses the same DATABASE_URL / DATA_DIR as the server;
with the embedded database, stop the server first.`;

const adminArguments = z.object({
  email: z.email({ error: '--email must be an email address' }),
  password: z.string({ error: '--password (or ADMIN_PASSWORD) is required' }).min(8, 'the password needs at least 8 characters'),
  name: z.string().trim().min(1, '--name must not be empty').max(100),
});

/** Exit code and what to print; the database comes from the environment like the server's. */
export async function createAdminCommand(argv: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  let values: { email?: string; password?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean' } },
    }));
  } catch (error) {
    return { code: 2, output: `${(error as Error).message}\n${usage}` };
  }
  if (values.help) return { code: 0, output: usage };
  const parsed = adminArguments.safeParse({
    email: values.email,
    password: values.password ?? env.ADMIN_PASSWORD,
    name: values.name ?? 'Administrator',
  });
  if (!parsed.success) return { code: 2, output: `${parsed.error.issues[0].message}\n${usage}` };

  // Here ADMIN_PASSWORD only stands in for --password; the server's rule that ADMIN_EMAIL and
  // ADMIN_PASSWORD come together does not apply.
  // npm runs workspace scripts in the workspace's folder; DATA_DIR means where the command was typed.
  const config = loadConfig({ ...env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined }, env.INIT_CWD ?? process.cwd());
  const database = await openDatabase(databaseLocation(config));
  try {
    await migrate(database);
    const outcome = await createOrPromoteAdmin(database.db, systemClock, parsed.data);
    const email = parsed.data.email.toLowerCase();
    return { code: 0, output: outcome === 'created' ? `Admin ${email} created.` : `${email} is now an admin, with the new password.` };
  } finally {
    await database.close();
  }
}

const invokedDirectly = process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  createAdminCommand(process.argv.slice(2), process.env).then(
    ({ code, output }) => {
      (code === 0 ? process.stdout : process.stderr).write(`${output}\n`);
      process.exitCode = code;
    },
    (error: Error) => {
      process.stderr.write(`create-admin failed: ${error.message}\n`);
      process.exitCode = 1;
    },
  );
}
