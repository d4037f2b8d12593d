import { inArray } from 'drizzle-orm';
import { computeTiebreaks, countedRounds, explainTiebreaks, liveResults, performanceRating, ratingChange, type Player, type RatedGame } from '@kingside/engine';
import type { PlayersRanking, PlayerTitle } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { CachedStandings } from './cache.js';
import { ratedPlayers } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { loadTournamentData, toEngine, type TournamentData } from '../tournaments/engine-model.js';

/** Games played over the board up to `round` (forfeits and byes are not rated), with the opponent's rating. */
function playedGames(player: Player, ratingOf: Map<number, number>, round: number): RatedGame[] {
  const scores: Partial<Record<string, number>> = { '1': 1, '=': 0.5, '0': 0 };
  return player.rounds.slice(0, round).flatMap((entry) => {
    const score = scores[entry.result];
    if (entry.opponent === null || score === undefined) return [];
    const opponentRating = ratingOf.get(entry.opponent) ?? 0;
    return [{ opponentRating: opponentRating > 0 ? opponentRating : null, score }];
  });
}

/** K-factors by FIDE id, from the imported FIDE rating list. */
export type KFactors = Map<number, number>;

/**
 * Standings after `round`, by points then the tournament's tie-breaks in order, all computed by the engine
 * (FIDE C.07 2024; round-robin rules for round robins). While `round` waits for results the engine ranks on
 * the rounds whose results are all in, and each row carries what has been entered since as its live result:
 * a pending game is never scored as an unplayed round.
 */
export function ranking(data: TournamentData, round: number, kFactors: KFactors = new Map()): PlayersRanking {
  if (data.tournament.currentRound === 0) throw notFound('No round is paired yet');
  if (round > data.tournament.currentRound) throw notFound(`Round ${round} is not paired yet`);
  const { tournament: t } = data;
  const model = toEngine(data);
  const basis = countedRounds(model, round);
  const counting = { rounds: basis.counted, roundRobin: t.system !== 'dutch' };
  const rows = computeTiebreaks(model, ['PTS', ...t.tiebreaks], { ...counting, sharedPlaces: t.sharedPlaces });
  const explained = explainTiebreaks(model, t.tiebreaks, counting);
  const live = liveResults(model, basis);
  const entryOf = new Map(data.entries.map((e) => [e.pairingNumber, e]));
  const playerOf = new Map(model.players.map((p) => [p.startNumber, p]));
  const ratingOf = new Map(model.players.map((p) => [p.startNumber, p.rating]));
  const ordered = [...rows].sort((a, b) => a.rank - b.rank || a.startNumber - b.startNumber);
  return {
    round,
    counted: basis.counted,
    live: basis.live,
    tiebreaks: t.tiebreaks,
    rows: ordered.map((row, index) => {
      const entry = entryOf.get(row.startNumber)!;
      const games = playedGames(playerOf.get(row.startNumber)!, ratingOf, basis.counted);
      const explanation = explained.get(row.startNumber)!;
      const rated = games.filter((g) => g.opponentRating !== null);
      const k = entry.fideId === null ? undefined : kFactors.get(entry.fideId);
      return {
        key: index + 1,
        rank: row.rank,
        round,
        uuid: entry.id,
        pairingNumber: entry.pairingNumber,
        name: entry.name,
        rating: entry.rating,
        title: entry.title ? (entry.title as PlayerTitle) : null,
        federation: entry.federation,
        isWithDrawn: entry.withdrawn,
        points: row.values[0],
        performance: performanceRating(
          rated.map((g) => g.opponentRating as number),
          rated.reduce((sum, g) => sum + g.score, 0),
        ),
        ratingChange: entry.rating > 0 && k !== undefined ? ratingChange(entry.rating, k, games).change : null,
        tiebreaks: t.tiebreaks.map((code, i) => ({ code, value: row.values[i + 1], cut: explanation.cutRounds[i] })),
        opponents: explanation.opponents,
        live: live.get(row.startNumber) ?? null,
      };
    }),
  };
}

/** The standings after `round` with their public answer, from the cache while nothing in the tournament has changed since. */
export function cachedRanking(ctx: AppContext, tournamentId: string, round: number): Promise<CachedStandings> {
  return ctx.standings.get(tournamentId, round, () => computeRanking(ctx, tournamentId, round));
}

export async function playersRanking(ctx: AppContext, tournamentId: string, round: number): Promise<PlayersRanking> {
  return (await cachedRanking(ctx, tournamentId, round)).standings;
}

async function computeRanking(ctx: AppContext, tournamentId: string, round: number): Promise<PlayersRanking> {
  const data = await loadTournamentData(ctx.db, tournamentId);
  const fideIds = data.entries.flatMap((e) => (e.fideId === null ? [] : [e.fideId]));
  const kFactors: KFactors = new Map();
  if (fideIds.length > 0) {
    const column = { standard: ratedPlayers.standardK, rapid: ratedPlayers.rapidK, blitz: ratedPlayers.blitzK }[data.tournament.ratingType];
    for (const row of await ctx.db.select({ fideId: ratedPlayers.fideId, k: column }).from(ratedPlayers).where(inArray(ratedPlayers.fideId, fideIds))) {
      if (row.k !== null) kFactors.set(row.fideId, row.k);
    }
  }
  return ranking(data, round, kFactors);
}
