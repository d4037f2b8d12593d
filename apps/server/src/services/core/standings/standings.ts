import type { PlayersRanking, TiebreakExplanation } from '@kingside/contract';
import type { AppContext } from '../../../context.js';
import { notFound } from '../../../http/errors.js';
import type { CachedStandings, StandingsSource } from './cache.js';
import { explainRows, refuseUnpairedRound, standingsAnswer } from './compute.js';
import { readResults, readWhole, type Snapshot } from './snapshot.js';
import { words } from '../languages/message.js';

export { ranking, remainingTies, type KFactors } from './compute.js';

/**
 * From this many players the standings are computed in the worker pool (a 1,000-player open takes a large part of a
 * second) and spectators get the last ones while new ones are computed; below it a computation costs a few
 * milliseconds, less than handing the data to a thread, and requests wait for the fresh one.
 */
export const largeEventPlayers = 200;

const isLarge = (snapshot: Snapshot) => snapshot.data.entries.length >= largeEventPlayers;

/** How the standings cache reads a tournament and computes its standings, for this app. */
function sourceOf(ctx: AppContext): StandingsSource<Snapshot> {
  return {
    read: (tournamentId, previous, changed) =>
      previous && changed !== 'all' ? readResults(ctx.db, tournamentId, previous, changed) : readWhole(ctx.db, tournamentId),
    async compute(snapshot, round) {
      refuseUnpairedRound(snapshot.data.tournament, round);
      return isLarge(snapshot) ? ctx.pairing.run('standings', { snapshot, round }) : standingsAnswer(snapshot.data, round, snapshot.kFactors);
    },
    async explain(snapshot, round) {
      return isLarge(snapshot) ? ctx.pairing.run('explanations', { snapshot, round }) : explainRows(snapshot.data, round);
    },
    serveStale: isLarge,
  };
}

/** The standings after `round` with their public answer, from the cache while nothing in the tournament has changed since. */
export function cachedRanking(ctx: AppContext, tournamentId: string, round: number): Promise<CachedStandings> {
  return ctx.standings.get(tournamentId, round, sourceOf(ctx));
}

export async function playersRanking(ctx: AppContext, tournamentId: string, round: number): Promise<PlayersRanking> {
  return (await cachedRanking(ctx, tournamentId, round)).standings;
}

/** One player's row of the standings after `round` explained, from the same data as the ranking served. */
export async function tiebreakExplanation(ctx: AppContext, tournamentId: string, round: number, pairingNumber: number): Promise<TiebreakExplanation> {
  const explanation = await (await cachedRanking(ctx, tournamentId, round)).explanation(pairingNumber);
  if (!explanation) throw notFound(words('No player has the start number {number}', { number: pairingNumber }));
  return explanation;
}
