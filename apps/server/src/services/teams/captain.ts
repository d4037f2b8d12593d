import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection.js';
import { users } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import { normalizeEmail } from '../core/emails.js';
import { words } from '../core/languages/message.js';

/** The account a captain's email names; captains are people who already have an account, so an unknown email is refused. */
export async function captainIdOf(tx: Tx, email: string | null): Promise<string | null> {
  if (email === null) return null;
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  if (!user) throw badRequest(words('No account has the email {email}: the captain signs up first, then becomes captain', { email }), 'captainEmail');
  return user.id;
}
