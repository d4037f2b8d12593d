import { and, asc, eq } from 'drizzle-orm';
import {
  scoreAfter,
  type Acceleration,
  type Player,
  type PointSystem as EnginePoints,
  type ResultCode,
  type RoundEntry,
  type Tournament as EngineTournament,
} from '@kingside/engine';
import type { PlayerTitle, GameResult } from '@kingside/contract';
import type { Db, Tx } from '../../db/connection.js';
import { byeRequests, entries, games, rounds, tournaments } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { notAwaitingPayment } from '../entry-fees/fees.js';
import { notDeleted, type TournamentRow } from './access.js';

// The one place where database rows become the engine's Tournament model (and nothing else).
// Pairing, points, tie-breaks and TRF all start from here, so they always agree.

export type EntryRow = typeof entries.$inferSelect;
export type RoundRow = typeof rounds.$inferSelect;
export type GameRow = typeof games.$inferSelect;

export interface TournamentData {
  tournament: TournamentRow;
  /** By pairing number. */
  entries: EntryRow[];
  rounds: RoundRow[];
  games: GameRow[];
  /** entry id → rounds with a requested half-point bye. */
  byes: Map<string, number[]>;
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
  // One after the other: inside a transaction the four share one connection, which takes one query at a time.
  // Registrations awaiting their entry fee are not participants yet: never paired, scored or listed.
  const entryRows = await db
    .select()
    .from(entries)
    .where(and(eq(entries.tournamentId, id), notAwaitingPayment))
    .orderBy(asc(entries.pairingNumber));
  const roundRows = await db.select().from(rounds).where(eq(rounds.tournamentId, id)).orderBy(asc(rounds.number));
  const gameRows = await db.select().from(games).where(eq(games.tournamentId, id)).orderBy(asc(games.board));
  const byeRows = await db.select().from(byeRequests).where(eq(byeRequests.tournamentId, id)).orderBy(asc(byeRequests.round));
  const byes = new Map<string, number[]>();
  for (const bye of byeRows) byes.set(bye.entryId, [...(byes.get(bye.entryId) ?? []), bye.round]);
  return { tournament: row, entries: entryRows, rounds: roundRows, games: gameRows, byes };
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
  pairing_bye: 'U',
  half_point_bye: 'H',
  zero_point_bye: 'Z',
  absent: '-',
};

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
    if (game.kind !== 'game') {
      white[r] = { opponent: null, colour: null, result: unpairedCodes[game.kind] };
      continue;
    }
    const blackId = game.blackId as string;
    const [whiteCode, blackCode] = resultCodes(game.result);
    white[r] = { opponent: pairingNumberOf.get(blackId) as number, colour: 'w', result: whiteCode };
    (record.get(blackId) as RoundEntry[])[r] = { opponent: pairingNumberOf.get(game.whiteId) as number, colour: 'b', result: blackCode };
  }
  return record;
}

/**
 * FIDE Baku acceleration (C.04.5): the top group GA, the first 2·⌈N/4⌉ pairing numbers, gets virtual
 * points for pairing only: a win's worth in the first half (rounded up) of the accelerated rounds and
 * half of it in the rest, the accelerated rounds being the first half (rounded up) of the tournament.
 */
export function bakuAcceleration(pairingNumbers: number[], totalRounds: number, win: number): Acceleration[] {
  const groupA = 2 * Math.ceil(pairingNumbers.length / 4);
  const accelerated = Math.ceil(totalRounds / 2);
  const full = Math.ceil(accelerated / 2);
  const points = Array.from({ length: totalRounds }, (_, r) => (r < full ? win : r < accelerated ? win / 2 : 0));
  return [...pairingNumbers]
    .sort((a, b) => a - b)
    .slice(0, groupA)
    .map((startNumber) => ({ startNumber, points: [...points] }));
}

const trfDate = (date: string | null) => (date ?? '').replaceAll('-', '/');

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
      rating: entry.rating,
      federation: entry.federation ?? '',
      fideId: entry.fideId === null ? '' : String(entry.fideId),
      birthDate: trfDate(entry.birthDate),
      points: scoreAfter(played, pointSystem),
      rank: 0,
      rounds: played,
    };
  });
  const dutch = t.system === 'dutch';
  return {
    name: t.name,
    city: t.city ?? '',
    federation: t.federation ?? '',
    startDate: trfDate(t.startDate),
    endDate: trfDate(t.endDate),
    chiefArbiter: t.chiefArbiter ?? '',
    deputyArbiters: [...t.deputyArbiters],
    timeControl: t.timeControl ?? '',
    tournamentType: dutch ? 'Individual: Swiss-System' : t.system === 'round_robin' ? 'Individual: Round-Robin' : 'Individual: Double Round-Robin',
    encodedTournamentType: dutch ? 'FIDE_DUTCH_2025' : undefined,
    totalRounds: t.totalRounds,
    initialColour: t.initialColour,
    pointSystem,
    players,
    forbiddenPairs: [],
    accelerations:
      dutch && t.acceleration === 'baku'
        ? bakuAcceleration(
            data.entries.map((e) => e.pairingNumber),
            t.totalRounds,
            t.pointSystem.win,
          )
        : [],
    keptLines: [],
  };
}
