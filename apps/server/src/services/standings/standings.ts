import { inArray } from 'drizzle-orm';
import {
  computeTiebreaks,
  countedRounds,
  explainTiebreaks,
  liveResults,
  performanceRating,
  ratingChange,
  type CountedRounds,
  type Player,
  type RatedGame,
  type Tournament,
} from '@kingside/engine';
import type { PlayersRanking, PlayerTitle, TiebreakExplanation } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { CachedStandings, Standings } from './cache.js';
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

/** The tournament as the engine reads it, and the rounds the standings after `round` count. */
interface Counted {
  model: Tournament;
  basis: CountedRounds;
  counting: { rounds: number; roundRobin: boolean };
}

function counted(data: TournamentData, round: number): Counted {
  if (data.tournament.currentRound === 0) throw notFound('No round is paired yet');
  if (round > data.tournament.currentRound) throw notFound(`Round ${round} is not paired yet`);
  const model = toEngine(data);
  const basis = countedRounds(model, round);
  return { model, basis, counting: { rounds: basis.counted, roundRobin: data.tournament.system !== 'dutch' } };
}

/** How each player's opponent-based tie-breaks were reached after `round` (the engine's figures), by pairing number. */
function explanations(data: TournamentData, round: number, { model, counting }: Counted): Map<number, TiebreakExplanation> {
  const codes = data.tournament.tiebreaks;
  const explained = explainTiebreaks(model, codes, counting);
  return new Map(
    [...explained].map(([pairingNumber, explanation]) => [
      pairingNumber,
      { round, pairingNumber, opponents: explanation.opponents, tiebreaks: codes.map((code, i) => ({ code, cut: explanation.cutRounds[i] })) },
    ]),
  );
}

/** The ranking after `round` and its rows' explanations, from one reading of the tournament. */
export function standings(data: TournamentData, round: number, kFactors: KFactors = new Map()): Standings {
  const basis = counted(data, round);
  let explained: Map<number, TiebreakExplanation> | undefined;
  return {
    ranking: ranking(data, round, kFactors, basis),
    explanation: (pairingNumber) => (explained ??= explanations(data, round, basis)).get(pairingNumber),
  };
}

/** K-factors by FIDE id, from the imported FIDE rating list. */
export type KFactors = Map<number, number>;

/**
 * Standings after `round`, by points then the tournament's tie-breaks in order, all computed by the engine
 * (FIDE C.07 2024; round-robin rules for round robins). While `round` waits for results the engine ranks on
 * the rounds whose results are all in, and each row carries what has been entered since as its live result:
 * a pending game is never scored as an unplayed round.
 */
export function ranking(
  data: TournamentData,
  round: number,
  kFactors: KFactors = new Map(),
  { model, basis, counting } = counted(data, round),
): PlayersRanking {
  const { tournament: t } = data;
  const rows = computeTiebreaks(model, ['PTS', ...t.tiebreaks], { ...counting, sharedPlaces: t.sharedPlaces });
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
        tiebreaks: t.tiebreaks.map((code, i) => ({ code, value: row.values[i + 1] })),
        live: live.get(row.startNumber) ?? null,
      };
    }),
  };
}

/** The standings after `round` with their public answer, from the cache while nothing in the tournament has changed since. */
export function cachedRanking(ctx: AppContext, tournamentId: string, round: number): Promise<CachedStandings> {
  return ctx.standings.get(tournamentId, round, () => computeStandings(ctx, tournamentId, round));
}

export async function playersRanking(ctx: AppContext, tournamentId: string, round: number): Promise<PlayersRanking> {
  return (await cachedRanking(ctx, tournamentId, round)).standings;
}

/** One player's row of the standings after `round` explained, from the same cached computation as the ranking. */
export async function tiebreakExplanation(ctx: AppContext, tournamentId: string, round: number, pairingNumber: number): Promise<TiebreakExplanation> {
  const explanation = (await cachedRanking(ctx, tournamentId, round)).explanation(pairingNumber);
  if (!explanation) throw notFound(`No player has the start number ${pairingNumber}`);
  return explanation;
}

async function computeStandings(ctx: AppContext, tournamentId: string, round: number): Promise<Standings> {
  const data = await loadTournamentData(ctx.db, tournamentId);
  const fideIds = data.entries.flatMap((e) => (e.fideId === null ? [] : [e.fideId]));
  const kFactors: KFactors = new Map();
  if (fideIds.length > 0) {
    const column = { standard: ratedPlayers.standardK, rapid: ratedPlayers.rapidK, blitz: ratedPlayers.blitzK }[data.tournament.ratingType];
    for (const row of await ctx.db.select({ fideId: ratedPlayers.fideId, k: column }).from(ratedPlayers).where(inArray(ratedPlayers.fideId, fideIds))) {
      if (row.k !== null) kFactors.set(row.fideId, row.k);
    }
  }
  return standings(data, round, kFactors);
}
