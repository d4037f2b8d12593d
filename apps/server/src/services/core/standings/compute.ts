import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  computeTiebreaks,
  countedRounds,
  explainTiebreaks,
  liveResults,
  performanceRating,
  ratingChangeOverPeriods,
  ratingInRound,
  type CountedRounds,
  type GameInRound,
  type Player,
  type RatedGame,
  type RatingFromRound,
  type TiebreakRow,
  type Tournament,
} from '@kingside/engine';
import {
  isTeamSystem,
  playersRankingResponse,
  ratingsBehindTiebreaks,
  SOURCE_LOCALE,
  type PlayersRanking,
  type PlayerTitle,
  type RankingRow,
  type TiebreakExplanation,
} from '@kingside/contract';
import { notFound } from '../../../http/errors.js';
import { toEngine, type TournamentData } from '../engine-model.js';
import { unratedRatingOf } from '../tournament-rating.js';
import { words } from '../languages/message.js';
import { say } from '../languages/say.js';

// The standings as pure functions of the tournament's data: run in the event loop for small events and in a
// worker thread (core/pairing/tasks.ts) for large ones, so both give the same answer.

const ratedScores: Partial<Record<string, number>> = { '1': 1, '=': 0.5, '0': 0 };

/** Games played over the board up to `round` (forfeits and byes are not rated), with the opponent's rating. */
function playedGames(player: Player, ratingOf: Map<number, number>, round: number): RatedGame[] {
  return player.rounds.slice(0, round).flatMap((entry) => {
    const score = ratedScores[entry.result];
    if (entry.opponent === null || score === undefined) return [];
    const opponentRating = ratingOf.get(entry.opponent) ?? 0;
    return [{ opponentRating: opponentRating > 0 ? opponentRating : null, score }];
  });
}

/**
 * The players' FIDE rating changes (B.02 §8.3) as the rating list sees them: the FIDE ratings, and in an event during
 * which a new list came out (ratings entered per round) each rating period's games with the ratings then in force.
 */
function fideRatingChanges(data: TournamentData, model: Tournament, kFactors: KFactors, round: number): Map<number, number | null> {
  const changesOf = new Map<string, RatingFromRound[]>();
  for (const r of data.roundRatings) changesOf.set(r.entryId, [...(changesOf.get(r.entryId) ?? []), r]);
  const periodStarts = [...new Set(data.roundRatings.map((r) => r.fromRound))];
  const entryOf = new Map(data.entries.map((e) => [e.pairingNumber, e]));
  const fideRatingIn = (pairingNumber: number, inRound: number) => {
    const entry = entryOf.get(pairingNumber);
    return entry ? ratingInRound(entry.rating, changesOf.get(entry.id) ?? [], inRound) : 0;
  };
  return new Map(
    model.players.map((player) => {
      const entry = entryOf.get(player.startNumber)!;
      const changes = changesOf.get(entry.id) ?? [];
      const k = entry.fideId === null ? undefined : kFactors.get(entry.fideId);
      if (k === undefined || (entry.rating <= 0 && !changes.some((c) => c.rating > 0))) return [player.startNumber, null];
      const games: GameInRound[] = player.rounds.slice(0, round).flatMap((r, i) => {
        const score = ratedScores[r.result];
        if (r.opponent === null || score === undefined) return [];
        const opponentRating = fideRatingIn(r.opponent, i + 1);
        return [{ round: i + 1, opponentRating: opponentRating > 0 ? opponentRating : null, score }];
      });
      return [player.startNumber, ratingChangeOverPeriods(entry.rating, changes, k, games, periodStarts).change];
    }),
  );
}

/** The tournament as the engine reads it, and the rounds the standings after `round` count. */
interface Counted {
  model: Tournament;
  basis: CountedRounds;
  counting: { rounds: number; roundRobin: boolean; unratedRating: number | undefined };
}

/** 404 for standings of a round not paired yet (checked before a worker is asked: an error's class does not cross threads). */
export function refuseUnpairedRound(tournament: TournamentData['tournament'], round: number): void {
  if (tournament.currentRound === 0) throw notFound('No round is paired yet');
  if (round > tournament.currentRound) throw notFound(words('Round {round} is not paired yet', { round }));
}

function counted(data: TournamentData, round: number): Counted {
  refuseUnpairedRound(data.tournament, round);
  const model = toEngine(data);
  const basis = countedRounds(model, round);
  const counting = { rounds: basis.counted, roundRobin: data.tournament.system !== 'dutch', unratedRating: unratedRatingOf(data.tournament) };
  return { model, basis, counting };
}

/** How each player's opponent-based tie-breaks were reached after `round` (the engine's figures), by pairing number. */
export function explainRows(data: TournamentData, round: number, { model, counting }: Counted = counted(data, round)): Map<number, TiebreakExplanation> {
  const codes = playerTiebreaksOf(data.tournament);
  const explained = explainTiebreaks(model, codes, counting);
  const ratings = ratingsBehindTiebreaks(data.tournament);
  return new Map(
    [...explained].map(([pairingNumber, explanation]) => [
      pairingNumber,
      { round, pairingNumber, opponents: explanation.opponents, tiebreaks: codes.map((code, i) => ({ code, cut: explanation.cutRounds[i] })), ratings },
    ]),
  );
}

/** K-factors by FIDE id, from the imported FIDE rating list. */
export type KFactors = Map<number, number>;

/**
 * The tie-breaks of the players' ranking: the tournament's own in an individual event. A team event's tie-breaks
 * rank its teams (team-standings); its players are ranked by their points alone, board prizes by the board standings.
 */
export function playerTiebreaksOf(t: Pick<TournamentData['tournament'], 'system' | 'tiebreaks'>): string[] {
  return isTeamSystem(t.system) ? [] : t.tiebreaks;
}

/** The seed of the tournament's drawing of lots: its own id, or the one it was exported with when restored from a bundle. */
const lotSeedOf = (t: TournamentData['tournament']) => t.lotSeed ?? t.id;

/**
 * The engine's rows of the standings after `round`, in list order: players still tied after every tie-break ordered
 * by the arbiter's order for them, else by the drawing of lots (FIDE C.07); a Swiss leaves its expelled players out.
 */
function rankedRows(data: TournamentData, round: number, { model, counting }: Counted): TiebreakRow[] {
  const { tournament: t } = data;
  const arbiterOrders = data.tieOrders.filter((o) => o.round === round).map((o) => o.startNumbers);
  const expelled = new Set(data.entries.filter((e) => e.expelledAt !== null).map((e) => e.pairingNumber));
  const rows = computeTiebreaks(model, ['PTS', ...playerTiebreaksOf(t)], {
    ...counting,
    sharedPlaces: t.sharedPlaces,
    lotSeed: lotSeedOf(t),
    arbiterOrders,
    expelled,
  });
  return rows.sort((a, b) => a.position - b.position);
}

/** The players still tied after every tie-break in the standings after `round`: each tie's start numbers, in list order. */
export function remainingTies(data: TournamentData, round: number): number[][] {
  const ties = new Map(rankedRows(data, round, counted(data, round)).flatMap((row) => (row.tie.length > 0 ? [[row.tie[0], row.tie]] : [])));
  return [...ties.values()];
}

/**
 * Standings after `round`, by points then the tournament's tie-breaks in order, all computed by the engine
 * (FIDE C.07 2024; round-robin rules for round robins); a Swiss leaves its expelled players out. While `round` waits for results the engine ranks on
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
  const ordered = rankedRows(data, round, { model, basis, counting });
  const reasonOf = new Map(data.tieOrders.filter((o) => o.round === round).flatMap((o) => o.startNumbers.map((s) => [s, o.reason])));
  const live = liveResults(model, basis);
  const entryOf = new Map(data.entries.map((e) => [e.pairingNumber, e]));
  const playerOf = new Map(model.players.map((p) => [p.startNumber, p]));
  const ratingOf = new Map(model.players.map((p) => [p.startNumber, p.rating]));
  // FIDE rating changes count FIDE ratings, whatever rating the tournament ranks and breaks ties with.
  const fideChanges = fideRatingChanges(data, model, kFactors, basis.counted);
  return {
    round,
    counted: basis.counted,
    live: basis.live,
    tiebreaks: playerTiebreaksOf(t),
    lotSeed: lotSeedOf(t),
    rows: ordered.map((row, index) => {
      const entry = entryOf.get(row.startNumber)!;
      const games = playedGames(playerOf.get(row.startNumber)!, ratingOf, basis.counted);
      const rated = games.filter((g) => g.opponentRating !== null);
      return {
        key: index + 1,
        rank: row.rank,
        round,
        uuid: entry.id,
        pairingNumber: entry.pairingNumber,
        name: entry.name,
        rating: ratingOf.get(row.startNumber) ?? 0,
        title: entry.title ? (entry.title as PlayerTitle) : null,
        federation: entry.federation,
        isWithDrawn: entry.withdrawn,
        isExpelled: entry.expelledAt !== null,
        points: row.values[0],
        performance: performanceRating(
          rated.map((g) => g.opponentRating as number),
          rated.reduce((sum, g) => sum + g.score, 0),
        ),
        ratingChange: fideChanges.get(row.startNumber) ?? null,
        tiebreaks: playerTiebreaksOf(t).map((code, i) => ({ code, value: row.values[i + 1] })),
        live: live.get(row.startNumber) ?? null,
        tieOrder: tieOrderOf(row, reasonOf),
      };
    }),
  };
}

function tieOrderOf(row: TiebreakRow, reasonOf: Map<number, string>): RankingRow['tieOrder'] {
  if (row.decidedBy === 'lot' && row.lot !== null) return { by: 'lot', lot: row.lot };
  if (row.decidedBy === 'arbiter') return { by: 'arbiter', reason: reasonOf.get(row.startNumber) ?? '' };
  return null;
}

/** The public players-ranking answer, made once per computation and sent as these bytes to every spectator. */
export interface StandingsAnswer {
  /** The answer as JSON text, checked against the response schema. */
  json: string;
  br: Uint8Array;
  gzip: Uint8Array;
  /** A strong validator of the text (HTTP ETag, quoted), so a spectator's unchanged copy costs a 304. */
  etag: string;
}

/**
 * Brotli at quality 6: a 1,000-player ranking (375 KB) shrinks to within a few percent of quality 9 at a fraction
 * of its CPU, which matters on a 2-core server that recomputes after every result.
 */
export function standingsAnswer(data: TournamentData, round: number, kFactors: KFactors): StandingsAnswer {
  // Compressed once and cached for every reader alike, so its message (a GET's, never shown) is the English one.
  const json = JSON.stringify(playersRankingResponse.parse({ message: say(SOURCE_LOCALE, 'Standings'), data: ranking(data, round, kFactors) }));
  const text = Buffer.from(json);
  return {
    json,
    br: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } }),
    gzip: gzipSync(text, { level: 6 }),
    etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`,
  };
}
