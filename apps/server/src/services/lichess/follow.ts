import { readTrf, roundsPlayed, TrfError, type ResultCode, type Tournament as EngineTournament } from '@kingside/engine';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { GameKind, GameResult, PlayerTitle } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { entries, games, lichessGames, lichessTournaments, resultChanges, rounds, tournaments } from '../../db/schema/index.js';
import { ApiFailure, notFound } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { publishChange } from '../core/live/publish.js';
import { liveTournament, managedTournament, notDeleted } from '../core/access.js';
import { followArena } from './arena.js';
import { askLichess, lichessMessage, lichessOf } from './lichess.js';
import { words } from '../core/languages/message.js';

const titles: Record<string, PlayerTitle> = {
  GM: 'GM',
  IM: 'IM',
  FM: 'FM',
  CM: 'CM',
  WGM: 'WGM',
  WIM: 'WIM',
  WFM: 'WFM',
  WCM: 'WCM',
  g: 'GM',
  m: 'IM',
  f: 'FM',
  c: 'CM',
  wg: 'WGM',
  wm: 'WIM',
  wf: 'WFM',
  wc: 'WCM',
};
const unpaired: Partial<Record<ResultCode, Exclude<GameKind, 'game'>>> = {
  U: 'pairing_bye',
  F: 'pairing_bye',
  H: 'half_point_bye',
  Z: 'zero_point_bye',
  '-': 'absent',
  ' ': 'absent',
};
const whiteResult: Partial<Record<ResultCode, GameResult>> = {
  '1': '1-0',
  W: '1-0',
  '=': '1/2-1/2',
  D: '1/2-1/2',
  '0': '0-1',
  L: '0-1',
  '+': '+/-',
  '-': '-/+',
};

interface Board {
  white: number;
  black: number | null;
  kind: GameKind;
  result: GameResult | null;
}

/** One round of lichess's TRF as Kingside's boards: games first (by white's number), then byes and absences. */
function boardsOf(t: EngineTournament, round: number): Board[] {
  const played: Board[] = [];
  const others: Board[] = [];
  for (const p of [...t.players].sort((a, b) => a.startNumber - b.startNumber)) {
    const e = p.rounds[round - 1];
    if (!e) continue;
    if (e.opponent === null) {
      others.push({ white: p.startNumber, black: null, kind: unpaired[e.result] ?? 'absent', result: null });
    } else if (e.colour === 'w') {
      played.push({ white: p.startNumber, black: e.opponent, kind: 'game', result: whiteResult[e.result] ?? null });
    }
  }
  return [...played, ...others];
}

function parse(text: string): EngineTournament {
  try {
    return readTrf(text);
  } catch (error) {
    if (error instanceof TrfError || error instanceof RangeError)
      throw new ApiFailure(502, words("Lichess's TRF export could not be read: {reason}", { reason: error.message }));
    throw error;
  }
}

/**
 * Follows a lichess Swiss (an Arena: followArena): reads its TRF export (players, pairings, results) and its games (streamed,
 * for the boards' links), and brings the mirroring tournament up to date in one transaction. A
 * result that changes is recorded with who asked and when, as every result change is.
 */
export async function followLichess(ctx: AppContext, user: UserRow | null, tournamentId: string) {
  const [link] = await ctx.db.select().from(lichessTournaments).where(eq(lichessTournaments.tournamentId, tournamentId));
  if (user) await managedTournament(ctx.db, user, tournamentId);
  if (!link) throw notFound('This tournament has no lichess counterpart');
  if (link.kind === 'arena') return followArena(ctx, link);
  const client = lichessOf(ctx);
  const refused = (error: Parameters<typeof lichessMessage>[0]) =>
    new ApiFailure(502, words('Lichess refused to export the Swiss: {reason}', { reason: lichessMessage(error) }));
  const trf = parse(await askLichess(ctx, () => client.swissTrf(link.lichessId), refused));
  const gameIds = new Map<string, string>();
  await askLichess(
    ctx,
    () =>
      client.swissGames(link.lichessId, (game) => {
        const white = game.players.white.user?.name.toLowerCase();
        const black = game.players.black.user?.name.toLowerCase();
        if (white && black) gameIds.set(`${white}|${black}`, game.id);
      }),
    refused,
  );
  const played = roundsPlayed(trf);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, tournamentId)).for('update');
    const entryIds = await upsertEntries(tx, tournamentId, trf, now);
    const names = new Map(trf.players.map((p) => [p.startNumber, p.name.trim().toLowerCase()]));
    for (let round = 1; round <= played; round++) {
      const boards = boardsOf(trf, round);
      const complete = boards.every((b) => b.kind !== 'game' || b.result !== null);
      let [roundRow] = await tx
        .select()
        .from(rounds)
        .where(and(eq(rounds.tournamentId, tournamentId), eq(rounds.number, round)));
      if (!roundRow) {
        [roundRow] = await tx
          .insert(rounds)
          .values({
            tournamentId,
            number: round,
            state: complete ? 'scored' : 'started',
            pairedAt: now,
            pairedBy: user?.id ?? null,
            startedAt: now,
            scoredAt: complete ? now : null,
          })
          .returning();
      } else if (roundRow.state !== (complete ? 'scored' : 'started')) {
        await tx
          .update(rounds)
          .set(complete ? { state: 'scored', startedAt: roundRow.startedAt ?? now, scoredAt: now } : { state: 'started', startedAt: roundRow.startedAt ?? now })
          .where(eq(rounds.id, roundRow.id));
      }
      const paired = await tx.select().from(games).where(eq(games.roundId, roundRow.id));
      const sides = boards.map((board) => ({
        ...board,
        whiteId: entryIds.get(board.white)!,
        blackId: board.black === null ? null : entryIds.get(board.black)!,
      }));
      // Lichess pairs its own Swiss: boards paired here that lichess did not pair are not this event's.
      const samePairing = paired.every((g) => sides.some((b) => b.whiteId === g.whiteId && b.blackId === g.blackId));
      if (!samePairing) await tx.delete(games).where(eq(games.roundId, roundRow.id));
      const existing = samePairing ? paired : [];
      let nextBoard = existing.reduce((max, g) => Math.max(max, g.board), 0) + 1;
      for (const board of sides) {
        const known = existing.find((g) => g.whiteId === board.whiteId && g.blackId === board.blackId);
        let gameId = known?.id;
        if (!known) {
          const [inserted] = await tx
            .insert(games)
            .values({
              roundId: roundRow.id,
              tournamentId,
              board: nextBoard++,
              whiteId: board.whiteId,
              blackId: board.blackId,
              kind: board.kind,
              result: board.result,
              resultBy: board.result ? (user?.id ?? null) : null,
              resultAt: board.result ? now : null,
            })
            .returning({ id: games.id });
          gameId = inserted.id;
        } else if (board.result !== null && known.result !== board.result) {
          await tx
            .update(games)
            .set({ result: board.result, resultBy: user?.id ?? null, resultAt: now })
            .where(eq(games.id, known.id));
          await tx
            .insert(resultChanges)
            .values({ gameId: known.id, tournamentId, oldResult: known.result, newResult: board.result, changedBy: user?.id ?? null, changedAt: now });
        }
        const lichessGameId = board.black === null ? undefined : gameIds.get(`${names.get(board.white)}|${names.get(board.black)}`);
        if (lichessGameId && gameId) await tx.insert(lichessGames).values({ gameId, tournamentId, lichessGameId }).onConflictDoNothing();
      }
    }
    // Rounds paired here ahead of lichess are not this event's either.
    await tx.delete(rounds).where(and(eq(rounds.tournamentId, tournamentId), gt(rounds.number, played)));
    if (row.currentRound !== played) await tx.update(tournaments).set({ currentRound: played, updatedAt: now }).where(eq(tournaments.id, tournamentId));
    await tx.update(lichessTournaments).set({ syncedAt: now }).where(eq(lichessTournaments.tournamentId, tournamentId));
    // Open pages (spectators' pairings and standings) read again: players, boards and results may all have moved.
    await publishChange(tx, tournamentId, 'results', null, now);
  });
  return { players: trf.players.length, rounds: played, link: { ...link, syncedAt: now } };
}

/** Players by lichess's starting number (joining order): new ones added, names and ratings kept current. */
async function upsertEntries(tx: Tx, tournamentId: string, trf: EngineTournament, now: Date): Promise<Map<number, string>> {
  const numbers = trf.players.map((p) => p.startNumber);
  const existing = numbers.length
    ? await tx
        .select()
        .from(entries)
        .where(and(eq(entries.tournamentId, tournamentId), inArray(entries.pairingNumber, numbers)))
    : [];
  const ids = new Map(existing.map((e) => [e.pairingNumber, e.id]));
  for (const p of trf.players) {
    const fields = { name: p.name.trim() || `Player ${p.startNumber}`, rating: p.rating, title: titles[p.title] ?? '', updatedAt: now };
    const id = ids.get(p.startNumber);
    if (id) {
      await tx.update(entries).set(fields).where(eq(entries.id, id));
    } else {
      const [inserted] = await tx
        .insert(entries)
        .values({ tournamentId, pairingNumber: p.startNumber, ...fields, createdAt: now })
        .returning({ id: entries.id });
      ids.set(p.startNumber, inserted.id);
    }
  }
  return ids;
}

/**
 * The lichess game of each board, for the links on the boards (public): the games of a followed Swiss
 * and those of rounds Kingside paired and sent to lichess. A tournament with none answers an empty list.
 */
export async function lichessGameLinks(ctx: AppContext, tournamentId: string) {
  const [tournament] = await ctx.db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(eq(tournaments.id, tournamentId), notDeleted));
  if (!tournament) throw notFound('No such tournament');
  const rows = await ctx.db
    .select({ round: rounds.number, board: games.board, lichessGameId: lichessGames.lichessGameId })
    .from(lichessGames)
    .innerJoin(games, eq(games.id, lichessGames.gameId))
    .innerJoin(rounds, eq(rounds.id, games.roundId))
    .where(eq(lichessGames.tournamentId, tournamentId));
  const base = lichessOf(ctx).baseUrl;
  return rows.sort((a, b) => a.round - b.round || a.board - b.board).map((r) => ({ round: r.round, board: r.board, url: `${base}/${r.lichessGameId}` }));
}

/** The tournament's counterpart on lichess (public): which kind, where, and when it was last read. */
export async function lichessLinkOf(ctx: AppContext, tournamentId: string) {
  const link = await lichessLinkIfAny(ctx, tournamentId);
  if (!link) throw notFound('This tournament has no lichess counterpart');
  return link;
}

/**
 * The same, or null for a tournament played here only: every public page asks, and most tournaments have none, so
 * that is an answer rather than a failure (a 404 is kept for a tournament that does not exist).
 */
export async function lichessLinkIfAny(ctx: AppContext, tournamentId: string) {
  await liveTournament(ctx.db, tournamentId);
  const [link] = await ctx.db.select().from(lichessTournaments).where(eq(lichessTournaments.tournamentId, tournamentId));
  if (!link) return null;
  return {
    tournament_id: link.tournamentId,
    kind: link.kind,
    lichess_id: link.lichessId,
    lichess_url: link.lichessUrl,
    synced_at: link.syncedAt?.toISOString() ?? null,
  };
}
