import { eq } from 'drizzle-orm';
import type { LiveEvent } from '@kingside/contract';
import type { AppContext } from '../context.js';
import { users } from '../db/schema/index.js';
import type { TestApp } from './index.js';
import type { UserRow } from '../services/core/sessions.js';
import { publishChange } from '../services/core/live/publish.js';
import type { Account } from './accounts.js';

/** The app's context and the account's row: what a rounds service is called with. */
export async function serviceCaller(t: TestApp, who: Account): Promise<{ ctx: AppContext; user: UserRow }> {
  const [user] = await t.database.db.select().from(users).where(eq(users.id, who.id));
  return { ctx: t.app.ctx, user };
}

/**
 * Waits until whatever the tournament announced before has been heard: notifications arrive in commit order, so a
 * marker sent now arrives after every earlier one.
 */
async function earlierAnnouncementsHeard(ctx: AppContext, tournamentId: string): Promise<void> {
  let unfollow = () => {};
  const marker = new Promise<void>((resolve) => {
    unfollow = ctx.live.subscribe(tournamentId, (event) => {
      if (event.kind === 'resync') resolve();
    });
  });
  try {
    await publishChange(ctx.db, tournamentId, 'resync', null, ctx.clock());
    await marker;
  } finally {
    unfollow();
  }
}

/** The kinds of the live events the tournament announces while `act` runs, up to and including the first `last`. */
export async function announced(ctx: AppContext, tournamentId: string, last: LiveEvent['kind'], act: () => Promise<unknown>): Promise<LiveEvent['kind'][]> {
  await earlierAnnouncementsHeard(ctx, tournamentId);
  const heard: LiveEvent['kind'][] = [];
  let unfollow = () => {};
  // Notifications arrive after the commit, on the bus's own connection: wait for the one that ends the change.
  const done = new Promise<void>((resolve) => {
    unfollow = ctx.live.subscribe(tournamentId, (event) => {
      heard.push(event.kind);
      if (event.kind === last) resolve();
    });
  });
  try {
    await act();
    await done;
    return heard;
  } finally {
    unfollow();
  }
}
