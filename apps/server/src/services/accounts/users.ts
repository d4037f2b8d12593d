import { eq, sql } from 'drizzle-orm';
import type { Locale, Role, User } from '@kingside/contract';
import type { Db } from '../../db/connection.js';
import { users } from '../../db/schema/index.js';
import type { Clock } from '../core/clock.js';
import { hashPassword } from './passwords.js';
import type { UserRow } from '../core/sessions.js';
import { normalizeEmail } from '../core/emails.js';

/** One address is one account, however it is typed. */
export function publicUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row;
}

export interface NewUser {
  name: string;
  email: string;
  password: string;
  role: Role;
  phone?: string;
}

/** Inserts the user; resolves to undefined when the email is taken (checked by the unique index). */
export async function createUser(db: Db, clock: Clock, user: NewUser): Promise<UserRow | undefined> {
  const now = clock();
  const [row] = await db
    .insert(users)
    .values({
      name: user.name,
      email: normalizeEmail(user.email),
      phone: user.phone || null,
      role: user.role,
      passwordHash: await hashPassword(user.password),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function setPassword(db: Db, clock: Clock, userId: string, password: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: clock() })
    .where(eq(users.id, userId));
}

/** The account's language from now on: its mails and push notices, and the answers to it when its browser asks for none. */
export async function setLocale(db: Db, clock: Clock, userId: string, locale: Locale): Promise<User> {
  const [row] = await db.update(users).set({ locale, updatedAt: clock() }).where(eq(users.id, userId)).returning();
  return publicUser(row);
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row.count;
}
