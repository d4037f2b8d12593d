import type { AppContext } from '../../../context.js';
import type { LiveBus } from '../live/bus.js';
import { readTeamEvent, type TeamEventResults } from './team-event.js';

/**
 * A team event read once per change, not once per spectator: a round's matches, the team standings, the crosstable,
 * board standings and every team's page are all computed from the same reading. Like the individual standings'
 * cache (cache.ts), each instance follows the tournaments it was asked about on the live bus, so a change committed
 * on any instance makes the next request read the event again; a reader first waits until the changes committed
 * before its request have been heard (it sees the result it just entered).
 */

const MAX_TOURNAMENTS = 32;

interface Followed {
  /** Changes heard so far. */
  heard: number;
  read?: { version: number; event: Promise<TeamEventResults> };
  unfollow: () => void;
}

/** One cache per live bus (per app), so tests' apps never share one. */
const caches = new WeakMap<LiveBus, Map<string, Followed>>();

export async function cachedTeamEvent(ctx: Pick<AppContext, 'db' | 'live'>, tournamentId: string): Promise<TeamEventResults> {
  await ctx.live.caughtUp();
  let followed = caches.get(ctx.live);
  if (!followed) caches.set(ctx.live, (followed = new Map<string, Followed>()));
  let f = followed.get(tournamentId);
  if (f) {
    // Most recently asked last, so the first one is the one to let go of.
    followed.delete(tournamentId);
  } else {
    const entry: Followed = { heard: 0, unfollow: () => undefined };
    // A hold that holds nothing back: it hears every change first, without counting as one of the streams' followers.
    entry.unfollow = ctx.live.hold(tournamentId, () => {
      entry.heard += 1;
      return undefined;
    });
    f = entry;
  }
  followed.set(tournamentId, f);
  while (followed.size > MAX_TOURNAMENTS) {
    const [oldest, entry] = followed.entries().next().value as [string, Followed];
    entry.unfollow();
    followed.delete(oldest);
  }
  if (!f.read || f.read.version !== f.heard) {
    const event = readTeamEvent(ctx.db, tournamentId);
    const read = { version: f.heard, event };
    f.read = read;
    // A failed reading (a tournament deleted meanwhile) is not kept: the next request tries again.
    event.catch(() => {
      if (f.read === read) f.read = undefined;
    });
  }
  return f.read.event;
}
