import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { users } from '../../db/schema/index.js';
import type { Clock } from '../core/clock.js';
import { verifyPassword } from './passwords.js';
import { revokeSessionsOf } from '../core/sessions.js';
import { countUsers, createUser, findUserByEmail, setPassword } from './users.js';

/** Created on the first start with an empty database (unless SEED_DEMO=false); printed at every start while it works. */
export const demoOrganiser = {
  name: 'Demo Organiser',
  email: 'organiser@kingside.demo',
  password: 'kingside-demo',
  role: 'organiser',
} as const;

export interface FirstStart {
  demoCreated: boolean;
  /** The demo organiser exists and still has the demo password. */
  demoUsable: boolean;
  admin?: { email: string; outcome: 'created' | 'exists' };
}

/** What a start does to the accounts: a demo organiser on an empty database, the admin from ADMIN_EMAIL/ADMIN_PASSWORD. */
export async function seedFirstStart(db: Db, clock: Clock, options: { seedDemo: boolean; admin?: { email: string; password: string } }): Promise<FirstStart> {
  const empty = (await countUsers(db)) === 0;
  const demoCreated = options.seedDemo && empty && (await createUser(db, clock, demoOrganiser)) !== undefined;
  const demo = await findUserByEmail(db, demoOrganiser.email);
  const demoUsable = demo !== undefined && (await verifyPassword(demoOrganiser.password, demo.passwordHash));
  let admin: FirstStart['admin'];
  if (options.admin) {
    // An existing account is left as it is: restarting with the variables still set must not reset a changed password.
    const created = await createUser(db, clock, { name: 'Administrator', role: 'admin', ...options.admin });
    admin = { email: options.admin.email, outcome: created ? 'created' : 'exists' };
  }
  return { demoCreated, demoUsable, admin };
}

/** create-admin: a new admin account, or an existing account made admin with the given password. */
export async function createOrPromoteAdmin(db: Db, clock: Clock, admin: { email: string; password: string; name: string }): Promise<'created' | 'promoted'> {
  const created = await createUser(db, clock, { ...admin, role: 'admin' });
  if (created) return 'created';
  const existing = await findUserByEmail(db, admin.email);
  if (!existing) throw new Error(`The account ${admin.email} vanished while it was being made admin`);
  await db.update(users).set({ role: 'admin', updatedAt: clock() }).where(eq(users.id, existing.id));
  await setPassword(db, clock, existing.id, admin.password);
  await revokeSessionsOf(db, clock, existing.id);
  return 'promoted';
}
