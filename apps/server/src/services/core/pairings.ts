import { and, asc, eq } from 'drizzle-orm';
import type { RoundEntry } from '@kingside/engine';
import type { ArbiterWarning, PairingRow, PairingSide, RoundPairings } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/connection.js';
import { entries, games, rounds, tournaments } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { notAwaitingPayment } from './entry-fees.js';
import { tournamentRatingOf } from './tournament-rating.js';
import { notDeleted, type TournamentRow } from './access.js';
import { boardCodes, boardColumns, type BoardRow, type EntryRow, type RoundRow, type TournamentData } from './engine-model.js';
import { pointsBeforeRound } from './points-before-round.js';
import { words } from './languages/message.js';

/** What a round entry brought its player, as the pairing sheet prints it. */
const shown: Record<RoundEntry['result'], string | null> = {
  '1': '1',
  W: '1',
  '=': '1/2',
  D: '1/2',
  '0': '0',
  L: '0',
  '+': '+',
  '-': '-',
  H: 'H',
  F: 'F',
  U: 'U',
  Z: 'Z',
  ' ': null,
};

/** What a pairing sheet prints of a player. */
type SheetEntry = Pick<EntryRow, 'id' | 'name' | 'pairingNumber' | 'rating' | 'nationalRating' | 'manualRating' | 'title' | 'withdrawn'>;
const sheetEntryColumns = {
  id: entries.id,
  name: entries.name,
  pairingNumber: entries.pairingNumber,
  rating: entries.rating,
  nationalRating: entries.nationalRating,
  manualRating: entries.manualRating,
  title: entries.title,
  withdrawn: entries.withdrawn,
};

/** What a round's pairing sheet is made of: the round, its boards, the participants and their points before it. */
interface Sheet {
  tournament: Pick<TournamentRow, 'id' | 'ratingMethod'>;
  round: RoundRow;
  boards: BoardRow[];
  entries: SheetEntry[];
  pointsBefore: Map<string, number>;
}

/** A round's rows in board order, each player with their points before the round. */
function pairingSheet({ tournament, round: roundRow, boards, entries, pointsBefore }: Sheet, warnings: ArbiterWarning[]): RoundPairings {
  const round = roundRow.number;
  const entryById = new Map(entries.map((e) => [e.id, e]));
  const codeOf = new Map<string, RoundEntry['result']>();
  for (const board of boards) {
    const [white, black] = boardCodes(board);
    codeOf.set(board.whiteId, white);
    if (board.blackId !== null) codeOf.set(board.blackId, black);
  }
  const side = (entry: SheetEntry, colour: 'w' | 'b' | null): PairingSide => {
    const result = shown[codeOf.get(entry.id) ?? ' '];
    return {
      id: entry.id,
      name: entry.name,
      pairingNumber: entry.pairingNumber,
      rating: tournamentRatingOf(entry, tournament),
      title: entry.title || null,
      withdrawn: entry.withdrawn,
      colour,
      points: pointsBefore.get(entry.id) ?? 0,
      result,
      is_scored: result !== null,
    };
  };
  const ordered = [...boards].sort((a, b) => a.board - b.board);
  const rows: PairingRow[] = ordered.map((game, index) => {
    const white = entryById.get(game.whiteId) as SheetEntry;
    const black = game.blackId ? (entryById.get(game.blackId) as SheetEntry) : null;
    return {
      id: index + 1,
      board: game.board,
      round,
      tournamentId: tournament.id,
      kind: game.kind,
      result: game.result,
      resultVersion: game.resultVersion,
      player: side(white, black ? 'w' : null),
      opponent: black ? side(black, 'b') : null,
    };
  });
  const present = new Set(ordered.flatMap((g) => [g.whiteId, g.blackId]));
  const unpaired = entries.filter((e) => !e.withdrawn && !present.has(e.id)).map((e) => ({ id: e.id, name: e.name, pairingNumber: e.pairingNumber }));
  return { round, state: roundRow.state, editing: roundRow.editingPairings, rows, unpaired, warnings };
}

/** A round's pairing sheet from the tournament read whole (printouts, which read it anyway). */
export function roundPairings(data: TournamentData, round: number, warnings: ArbiterWarning[] = []): RoundPairings {
  const roundRow = data.rounds.find((r) => r.number === round);
  if (!roundRow) throw notFound(words('Round {round} is not paired yet', { round }));
  const boards = data.games.filter((g) => g.roundId === roundRow.id);
  return pairingSheet({ tournament: data.tournament, round: roundRow, boards, entries: data.entries, pointsBefore: pointsBeforeRound(data, round) }, warnings);
}

/**
 * A round's pairing sheet as it stands, reading the round's boards and the participants only: the points before the
 * round come from ctx.pointsBefore, which reads the whole tournament only when an earlier round changed.
 */
export async function readRoundPairings(ctx: AppContext, db: Db | Tx, t: TournamentRow, round: number): Promise<RoundPairings> {
  const [roundRow] = await db
    .select()
    .from(rounds)
    .where(and(eq(rounds.tournamentId, t.id), eq(rounds.number, round)));
  if (!roundRow) throw notFound(words('Round {round} is not paired yet', { round }));
  const participants = await db
    .select(sheetEntryColumns)
    .from(entries)
    .where(and(eq(entries.tournamentId, t.id), notAwaitingPayment))
    .orderBy(asc(entries.pairingNumber));
  const boards = await db.select(boardColumns).from(games).where(eq(games.roundId, roundRow.id));
  const pointsBefore = await ctx.pointsBefore.get(
    db,
    t,
    round,
    participants.map((e) => e.id),
  );
  return pairingSheet({ tournament: t, round: roundRow, boards, entries: participants, pointsBefore }, []);
}

/** A round's pairing sheet, for anyone (public data by its schema). */
export async function getPairings(ctx: AppContext, tournamentId: string, round: number): Promise<RoundPairings> {
  const [t] = await ctx.db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.id, tournamentId), notDeleted));
  if (!t) throw notFound('Tournament not found');
  return readRoundPairings(ctx, ctx.db, t, round);
}
