import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection.js';
import { creationTokens, type CreationKind } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';

/** A create request that repeats one already made (same account, same client token); `id` is what the first made. */
export class RepeatedCreation extends Error {
  override name = 'RepeatedCreation';
  constructor(readonly id: string) {
    super('Already created by an earlier request with this client token');
  }
}

/**
 * Claims a create request's client token for the account, inside the transaction that creates. A second request with
 * the token (a double click, the form sent again after Back) waits on the token's key until the first commits, then
 * throws RepeatedCreation naming what the first made, and its transaction changes nothing. Had the first failed, its
 * claim went with it and the second creates. Without a token every request creates.
 */
export async function claimCreation(tx: Tx, userId: string, kind: CreationKind, token: string | undefined, at: Date): Promise<void> {
  if (token === undefined) return;
  const claimed = await tx
    .insert(creationTokens)
    .values({ userId, token, kind, createdAt: at })
    .onConflictDoNothing()
    .returning({ token: creationTokens.token });
  if (claimed.length > 0) return;
  const [first] = await tx
    .select({ kind: creationTokens.kind, resultId: creationTokens.resultId })
    .from(creationTokens)
    .where(and(eq(creationTokens.userId, userId), eq(creationTokens.token, token)));
  if (first.kind !== kind || first.resultId === null) throw conflict('clientToken: this token already sent another request; send a new one', 'clientToken');
  throw new RepeatedCreation(first.resultId);
}

/** Writes what the request that claimed the token made, in the same transaction. */
export async function recordCreation(tx: Tx, userId: string, token: string | undefined, resultId: string): Promise<void> {
  if (token === undefined) return;
  await tx
    .update(creationTokens)
    .set({ resultId })
    .where(and(eq(creationTokens.userId, userId), eq(creationTokens.token, token)));
}
