import { and, eq, inArray } from 'drizzle-orm';
import { UNPAIRED_LABELS } from '@kingside/contract';
import type { AppContext } from '../../../context.js';
import { entries, games, rounds, tournaments } from '../../../db/schema/index.js';
import { playersRanking } from '../standings/standings.js';
import { notifyPlayersFrom, type NoticeReport, type PlayerNotice } from './notify.js';

/**
 * The notices the round steps send once they have committed (pairing, start, end): each reads what the
 * players are to be told from the database, so it says what was saved. Like notifyPlayers, they never reject.
 */

/** Round paired: each player's board, opponent and colour, or their bye. Absent (withdrawn) players are not told. */
export function noticePairings(ctx: AppContext, tournamentId: string, round: number): Promise<NoticeReport> {
  return notifyPlayersFrom(ctx, tournamentId, async () => {
    const boards = await boardsOf(ctx, tournamentId, round);
    const names = await namesOf(ctx, boards);
    return boards.flatMap((game): PlayerNotice[] => {
      if (game.kind === 'absent') return [];
      const bye = game.kind === 'game' ? null : UNPAIRED_LABELS[game.kind].name;
      const side = (entryId: string, opponentId: string | null, colour: 'w' | 'b'): PlayerNotice => ({
        to: { entryId },
        notice: {
          kind: 'pairings',
          round,
          board: bye === null ? game.board : null,
          opponent: opponentId === null ? null : (names.get(opponentId) ?? null),
          colour: bye === null ? colour : null,
          bye,
        },
      });
      return game.blackId === null ? [side(game.whiteId, null, 'w')] : [side(game.whiteId, game.blackId, 'w'), side(game.blackId, game.whiteId, 'b')];
    });
  });
}

/** The current round started: everyone with a game in it. */
export function noticeRoundStarting(ctx: AppContext, tournamentId: string): Promise<NoticeReport> {
  return notifyPlayersFrom(ctx, tournamentId, async () => {
    const [t] = await ctx.db.select({ round: tournaments.currentRound }).from(tournaments).where(eq(tournaments.id, tournamentId));
    if (!t || t.round === 0) return [];
    const boards = await boardsOf(ctx, tournamentId, t.round);
    return boards
      .filter((game) => game.kind === 'game')
      .flatMap((game) => [game.whiteId, game.blackId].filter((id) => id !== null))
      .map((entryId) => ({ to: { entryId }, notice: { kind: 'round_starting' as const, round: t.round } }));
  });
}

/** The tournament finished: each ranked player's final rank. */
export function noticeFinished(ctx: AppContext, tournamentId: string): Promise<NoticeReport> {
  return notifyPlayersFrom(ctx, tournamentId, async () => {
    const [t] = await ctx.db.select({ round: tournaments.currentRound }).from(tournaments).where(eq(tournaments.id, tournamentId));
    if (!t || t.round === 0) return [];
    const { rows } = await playersRanking(ctx, tournamentId, t.round);
    return rows.map((row) => ({ to: { entryId: row.uuid }, notice: { kind: 'finished' as const, rank: row.rank, players: rows.length } }));
  });
}

async function boardsOf(ctx: AppContext, tournamentId: string, round: number) {
  return ctx.db
    .select({ board: games.board, kind: games.kind, whiteId: games.whiteId, blackId: games.blackId })
    .from(games)
    .innerJoin(rounds, eq(rounds.id, games.roundId))
    .where(and(eq(games.tournamentId, tournamentId), eq(rounds.number, round)));
}

async function namesOf(ctx: AppContext, boards: readonly { whiteId: string; blackId: string | null }[]): Promise<Map<string, string>> {
  const ids = [...new Set(boards.flatMap((game) => [game.whiteId, game.blackId]).filter((id) => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await ctx.db.select({ id: entries.id, name: entries.name }).from(entries).where(inArray(entries.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
