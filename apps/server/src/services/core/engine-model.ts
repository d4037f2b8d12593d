import { and, asc, eq } from 'drizzle-orm';
import {
  arbiterText,
  roundDate,
  bakuAcceleration,
  scoreAfter,
  type ForbiddenPair,
  type ForbiddenPairsInRounds,
  type Player,
  type PointSystem as EnginePoints,
  type ResultCode,
  type RoundEntry,
  type Tournament as EngineTournament,
} from '@kingside/engine';
import type { PlayerTitle, GameResult } from '@kingside/contract';
import type { Db, Tx } from '../../db/connection.js';
import {
  byeRequests,
  entries,
  entryRoundRatings,
  games,
  prohibitedPairingPlayers,
  prohibitedPairings,
  rounds,
  tieOrders,
  tournaments,
} from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { notAwaitingPayment } from './entry-fees.js';
import { tournamentRatingOf } from './tournament-rating.js';
import { notDeleted, type TournamentRow } from './access.js';

// The one place where database rows become the engine's Tournament model (and nothing else).
// Pairing, points, tie-breaks and TRF all start from here, so they always agree.

export type EntryRow = typeof entries.$inferSelect;
export type RoundRow = typeof rounds.$inferSelect;
export type GameRow = typeof games.$inferSelect;

/**
 * What the engine's model and the pairing sheets read of a board: not who entered its result or when. A 1,000-player
 * open has 11,000 boards by its last round, read again on every result entered; each column dropped is 11,000
 * values fewer for the event loop to make and the garbage collector to move.
 */
export const boardColumns = {
  id: games.id,
  roundId: games.roundId,
  board: games.board,
  whiteId: games.whiteId,
  blackId: games.blackId,
  kind: games.kind,
  result: games.result,
  resultVersion: games.resultVersion,
};
export type BoardRow = Pick<GameRow, keyof typeof boardColumns>;
/** The arbiter's order of one full tie of the standings after a round (services/tie-orders). */
export type TieOrderRow = Pick<typeof tieOrders.$inferSelect, 'round' | 'startNumbers' | 'reason'>;
/** A player's rating from a round on (services/tournaments/round-ratings.ts). */
export type RoundRatingRow = Pick<typeof entryRoundRatings.$inferSelect, 'entryId' | 'fromRound' | 'rating'>;

export interface TournamentData {
  tournament: TournamentRow;
  /** By pairing number. */
  entries: EntryRow[];
  rounds: RoundRow[];
  games: BoardRow[];
  /** entry id → rounds with a requested bye (half-point, or a full point the arbiter gave): not paired. */
  byes: Map<string, number[]>;
  /** entry id → the rounds of `byes` that are full-point byes the arbiter gave. */
  fullPointByes: Map<string, number[]>;
  /** The arbiter's prohibited pairings: the entry ids of each group, and its last round (null: every round). */
  prohibitions: { entryIds: string[]; lastRound: number | null }[];
  /** The arbiter's orders of fully tied players, which the standings put in place of the drawing of lots. */
  tieOrders: TieOrderRow[];
  /** Ratings entered from a round on (a new FIDE list during the event), for the rating change only. */
  roundRatings: RoundRatingRow[];
}

export async function loadTournamentData(db: Db | Tx, id: string, tournament?: TournamentRow): Promise<TournamentData> {
  const row =
    tournament ??
    (
      await db
        .select()
        .from(tournaments)
        .where(and(eq(tournaments.id, id), notDeleted))
    )[0];
  if (!row) throw notFound('Tournament not found');
  // One after the other: inside a transaction the five share one connection, which takes one query at a time.
  // Registrations awaiting their entry fee are not participants yet: never paired, scored or listed.
  const entryRows = await db
    .select()
    .from(entries)
    .where(and(eq(entries.tournamentId, id), notAwaitingPayment))
    .orderBy(asc(entries.pairingNumber));
  const roundRows = await db.select().from(rounds).where(eq(rounds.tournamentId, id)).orderBy(asc(rounds.number));
  const gameRows = await db.select(boardColumns).from(games).where(eq(games.tournamentId, id)).orderBy(asc(games.board));
  const byeRows = await db.select().from(byeRequests).where(eq(byeRequests.tournamentId, id)).orderBy(asc(byeRequests.round));
  const byes = new Map<string, number[]>();
  const fullPointByes = new Map<string, number[]>();
  for (const bye of byeRows) {
    byes.set(bye.entryId, [...(byes.get(bye.entryId) ?? []), bye.round]);
    if (bye.kind === 'full_point_bye') fullPointByes.set(bye.entryId, [...(fullPointByes.get(bye.entryId) ?? []), bye.round]);
  }
  const members = await db
    .select({ group: prohibitedPairings.id, lastRound: prohibitedPairings.lastRound, entryId: prohibitedPairingPlayers.entryId })
    .from(prohibitedPairings)
    .innerJoin(prohibitedPairingPlayers, eq(prohibitedPairingPlayers.prohibitedPairingId, prohibitedPairings.id))
    .where(eq(prohibitedPairings.tournamentId, id))
    .orderBy(asc(prohibitedPairings.createdAt), asc(prohibitedPairings.id));
  const groups = new Map<string, TournamentData['prohibitions'][number]>();
  for (const m of members) {
    const group = groups.get(m.group) ?? { entryIds: [], lastRound: m.lastRound };
    group.entryIds.push(m.entryId);
    groups.set(m.group, group);
  }
  const tieOrderRows = await db
    .select({ round: tieOrders.round, startNumbers: tieOrders.startNumbers, reason: tieOrders.reason })
    .from(tieOrders)
    .where(eq(tieOrders.tournamentId, id));
  const roundRatingRows = await db
    .select({ entryId: entryRoundRatings.entryId, fromRound: entryRoundRatings.fromRound, rating: entryRoundRatings.rating })
    .from(entryRoundRatings)
    .where(eq(entryRoundRatings.tournamentId, id));
  return {
    tournament: row,
    entries: entryRows,
    rounds: roundRows,
    games: gameRows,
    byes,
    fullPointByes,
    prohibitions: [...groups.values()],
    tieOrders: tieOrderRows,
    roundRatings: roundRatingRows,
  };
}

/**
 * The prohibited pairings as the engine reads them (TRF-2026 260): a group held in every round gives forbidden pairs,
 * one held up to a round gives players kept apart in rounds 1 to it. A player not among the participants (a
 * registration awaiting its fee) is left out, and a group left with one player forbids nothing.
 */
function forbiddenPairsOf(data: TournamentData, pairingNumberOf: Map<string, number>) {
  const always: ForbiddenPair[] = [];
  const inRounds: ForbiddenPairsInRounds[] = [];
  for (const group of data.prohibitions) {
    const players = group.entryIds
      .map((id) => pairingNumberOf.get(id))
      .filter((n) => n !== undefined)
      .sort((a, b) => a - b);
    if (players.length < 2) continue;
    if (group.lastRound !== null) {
      inRounds.push({ firstRound: 1, lastRound: group.lastRound, players });
      continue;
    }
    for (let i = 0; i < players.length; i++) for (let j = i + 1; j < players.length; j++) always.push([players[i], players[j]]);
  }
  return { forbiddenPairs: always, forbiddenPairsInRounds: inRounds };
}

/** The tournament's point system as the engine counts it (FIDE C.04.1: forfeits and byes). */
export function enginePoints(row: Pick<TournamentRow, 'pointSystem' | 'pabPoints'>): EnginePoints {
  const { win, draw, loss } = row.pointSystem;
  return {
    win,
    draw,
    loss,
    forfeitWin: win,
    forfeitLoss: 0,
    pairingAllocatedBye: row.pabPoints,
    halfPointBye: draw,
    fullPointBye: win,
    zeroPointBye: 0,
  };
}

const titleCodes: Record<PlayerTitle, string> = { GM: 'g', IM: 'm', WGM: 'wg', FM: 'f', WIM: 'wm', CM: 'c', WFM: 'wf', WCM: 'wc' };

/** White's and black's result codes of a board's result (TRF-2026 player section). */
export function resultCodes(result: GameResult | null): [ResultCode, ResultCode] {
  switch (result) {
    case null:
      return [' ', ' '];
    case '1-0':
      return ['1', '0'];
    case '0-1':
      return ['0', '1'];
    case '1/2-1/2':
      return ['=', '='];
    case '+/-':
      return ['+', '-'];
    case '-/+':
      return ['-', '+'];
    case '-/-':
      return ['-', '-'];
  }
}

const unpairedCodes: Record<Exclude<GameRow['kind'], 'game'>, ResultCode> = {
  forfeit_win: '+',
  pairing_bye: 'U',
  half_point_bye: 'H',
  full_point_bye: 'F',
  zero_point_bye: 'Z',
  absent: '-',
};

/** The codes a board gives its white player and, for a game, its black player (a bye's second code is blank). */
export function boardCodes(board: Pick<BoardRow, 'kind' | 'result'>): [ResultCode, ResultCode] {
  return board.kind === 'game' ? resultCodes(board.result) : [unpairedCodes[board.kind], ' '];
}

/** Each entry's round-by-round record, from its game rows; a paired round without a row is an absence. */
function roundEntries(data: TournamentData, pairingNumberOf: Map<string, number>): Map<string, RoundEntry[]> {
  const lastRound = Math.max(0, ...data.rounds.map((r) => r.number));
  const roundNumberOf = new Map(data.rounds.map((r) => [r.id, r.number]));
  const record = new Map<string, RoundEntry[]>();
  for (const entry of data.entries) {
    record.set(
      entry.id,
      Array.from({ length: lastRound }, (): RoundEntry => ({ opponent: null, colour: null, result: '-' })),
    );
  }
  for (const game of data.games) {
    const r = (roundNumberOf.get(game.roundId) as number) - 1;
    const white = record.get(game.whiteId) as RoundEntry[];
    const [whiteCode, blackCode] = boardCodes(game);
    if (game.kind !== 'game') {
      white[r] = { opponent: null, colour: null, result: whiteCode };
      continue;
    }
    const blackId = game.blackId as string;
    white[r] = { opponent: pairingNumberOf.get(blackId) as number, colour: 'w', result: whiteCode };
    (record.get(blackId) as RoundEntry[])[r] = { opponent: pairingNumberOf.get(game.whiteId) as number, colour: 'b', result: blackCode };
  }
  return record;
}

const trfDate = (date: string | null) => (date ?? '').replaceAll('-', '/');

/**
 * Each round's date for TRF-2026 132: the date the organiser's schedule gives it (as entered, in its own offset), or
 * else the day it was started, or paired (UTC). Rounds not paired yet and unscheduled have none.
 */
export function roundDatesOf(data: Pick<TournamentData, 'tournament' | 'rounds'>): string[] {
  const scheduled = new Map(data.tournament.roundSchedule.map((s) => [s.round, s.startsAt]));
  const held = new Map(data.rounds.map((r) => [r.number, (r.startedAt ?? r.pairedAt).toISOString()]));
  const last = Math.max(0, ...scheduled.keys(), ...held.keys());
  const dates = Array.from({ length: last }, (_, i) => {
    const when = scheduled.get(i + 1) ?? held.get(i + 1);
    return when === undefined ? '' : roundDate(when);
  });
  while (dates.length > 0 && dates[dates.length - 1] === '') dates.pop();
  return dates;
}

/**
 * Players without an opponent in the round about to be paired (requested byes, absences): they go
 * into the model as that round's entries, which is how the engine knows not to pair them.
 */
export interface NextRound {
  round: number;
  unpaired: { entryId: string; kind: Exclude<GameRow['kind'], 'game'> }[];
}

export function toEngine(data: TournamentData, next?: NextRound): EngineTournament {
  const { tournament: t } = data;
  const pairingNumberOf = new Map(data.entries.map((e) => [e.id, e.pairingNumber]));
  const record = roundEntries(data, pairingNumberOf);
  for (const { entryId, kind } of next?.unpaired ?? []) {
    (record.get(entryId) as RoundEntry[])[(next as NextRound).round - 1] = { opponent: null, colour: null, result: unpairedCodes[kind] };
  }
  const pointSystem = enginePoints(t);
  const players: Player[] = data.entries.map((entry) => {
    const played = record.get(entry.id) as RoundEntry[];
    return {
      startNumber: entry.pairingNumber,
      name: entry.name,
      sex: entry.sex ?? '',
      title: entry.title ? (titleCodes[entry.title as PlayerTitle] ?? '') : '',
      // The tournament rating (its rating method): what the tie-breaks count. The TRF export writes the FIDE one.
      rating: tournamentRatingOf(entry, t),
      federation: entry.federation ?? '',
      fideId: entry.fideId === null ? '' : String(entry.fideId),
      birthDate: trfDate(entry.birthDate),
      points: scoreAfter(played, pointSystem),
      rank: 0,
      rounds: played,
    };
  });
  const dutch = t.system === 'dutch';
  // A round robin's pairings come from its Berger table: nothing to keep apart.
  const forbidden = dutch ? forbiddenPairsOf(data, pairingNumberOf) : { forbiddenPairs: [], forbiddenPairsInRounds: [] };
  return {
    name: t.name,
    city: t.city ?? '',
    federation: t.federation ?? '',
    startDate: trfDate(t.startDate),
    endDate: trfDate(t.endDate),
    chiefArbiter: arbiterText(t.chiefArbiter ?? '', t.chiefArbiterFideId),
    deputyArbiters: t.deputyArbiters.map((name, i) => arbiterText(name, t.deputyArbiterFideIds[i] ?? null)),
    roundDates: roundDatesOf(data),
    timeControl: t.timeControl ?? '',
    tournamentType: dutch ? 'Individual: Swiss-System' : t.system === 'round_robin' ? 'Individual: Round-Robin' : 'Individual: Double Round-Robin',
    encodedTournamentType: dutch ? 'FIDE_DUTCH_2025' : undefined,
    totalRounds: t.totalRounds,
    initialColour: t.initialColour,
    pointSystem,
    players,
    forbiddenPairs: forbidden.forbiddenPairs,
    ...(forbidden.forbiddenPairsInRounds.length > 0 ? { forbiddenPairsInRounds: forbidden.forbiddenPairsInRounds } : {}),
    accelerations:
      dutch && t.acceleration === 'baku'
        ? bakuAcceleration({
            startNumbers: data.entries.map((e) => e.pairingNumber),
            // Those in the field when round 1 was paired: a late entry does not move group A's last player.
            initialStartNumbers: data.entries.filter((e) => e.joinedRound === 1).map((e) => e.pairingNumber),
            totalRounds: t.totalRounds,
            win: t.pointSystem.win,
          })
        : [],
    keptLines: [],
  };
}
