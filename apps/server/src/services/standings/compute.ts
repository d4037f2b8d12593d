import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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
import { playersRankingResponse, type PlayersRanking, type PlayerTitle, type TiebreakExplanation } from '@kingside/contract';
import { notFound } from '../../http/errors.js';
import { toEngine, type TournamentData } from '../tournaments/engine-model.js';

// The standings as pure functions of the tournament's data: run in the event loop for small events and in a
// worker thread (services/pairing/tasks.ts) for large ones, so both give the same answer.

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

/** 404 for standings of a round not paired yet (checked before a worker is asked: an error's class does not cross threads). */
export function refuseUnpairedRound(tournament: TournamentData['tournament'], round: number): void {
  if (tournament.currentRound === 0) throw notFound('No round is paired yet');
  if (round > tournament.currentRound) throw notFound(`Round ${round} is not paired yet`);
}

function counted(data: TournamentData, round: number): Counted {
  refuseUnpairedRound(data.tournament, round);
  const model = toEngine(data);
  const basis = countedRounds(model, round);
  return { model, basis, counting: { rounds: basis.counted, roundRobin: data.tournament.system !== 'dutch' } };
}

/** How each player's opponent-based tie-breaks were reached after `round` (the engine's figures), by pairing number. */
export function explainRows(data: TournamentData, round: number, { model, counting }: Counted = counted(data, round)): Map<number, TiebreakExplanation> {
  const codes = data.tournament.tiebreaks;
  const explained = explainTiebreaks(model, codes, counting);
  return new Map(
    [...explained].map(([pairingNumber, explanation]) => [
      pairingNumber,
      { round, pairingNumber, opponents: explanation.opponents, tiebreaks: codes.map((code, i) => ({ code, cut: explanation.cutRounds[i] })) },
    ]),
  );
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
  const json = JSON.stringify(playersRankingResponse.parse({ message: 'Standings', data: ranking(data, round, kFactors) }));
  const text = Buffer.from(json);
  return {
    json,
    br: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } }),
    gzip: gzipSync(text, { level: 6 }),
    etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`,
  };
}
