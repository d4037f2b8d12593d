import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GameResult } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { entries, games, lichessAccounts, lichessGames, rounds } from '../../db/schema/index.js';
import { ApiFailure, badRequest, conflict, notFound } from '../../http/errors.js';
import type { LichessGameAnswer } from '../../integrations/lichess/client.js';
import type { UserRow } from '../core/sessions.js';
import { uploadScores } from '../rounds/results.js';
import { startRound } from '../rounds/round-triggers.js';
import { managedTournament } from '../core/access.js';
import { connectedLichess } from './connect.js';
import { askLichess, lichessMessage, lichessOf } from './lichess.js';
import { unseal } from '../core/sealed.js';
import { words } from '../core/languages/message.js';
import { oneAfterAnother } from '../core/warning-levels.js';

const white = alias(entries, 'white');
const black = alias(entries, 'black');

/** The boards of a round that are games (byes are not played), with both players. */
async function gamesOfRound(ctx: AppContext, tournamentId: string, round: number) {
  const [roundRow] = await ctx.db
    .select()
    .from(rounds)
    .where(and(eq(rounds.tournamentId, tournamentId), eq(rounds.number, round)));
  if (!roundRow) throw notFound(words('Round {round} is not paired yet', { round }));
  const boards = await ctx.db
    .select({ game: games, white, black })
    .from(games)
    .innerJoin(white, eq(white.id, games.whiteId))
    .innerJoin(black, eq(black.id, games.blackId))
    .where(and(eq(games.roundId, roundRow.id), eq(games.kind, 'game')))
    .orderBy(games.board);
  return { roundRow, boards };
}

// Names are names in every language: listed as they are, with commas.
const names = (list: string[]) => list.join(', ');

/**
 * Pair here, play there: the games of a round Kingside paired become lichess games, in one bulk
 * pairing made with the players' own tokens (each gave challenge:write when connecting lichess).
 * A player who cannot be paired yet is named, with what to do.
 */
export async function pushRound(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  body: { round: number; clockLimit: number; clockIncrement: number; rated: boolean; startsAt?: string },
) {
  await managedTournament(ctx.db, user, tournamentId);
  const startsAt = body.startsAt ? new Date(body.startsAt).getTime() : undefined;
  if (startsAt !== undefined && startsAt <= ctx.clock().getTime())
    throw badRequest('startsAt: the games must start in the future (leave it out to start them now)', 'startsAt');
  if (body.clockLimit + body.clockIncrement <= 0) throw badRequest('clockLimit: the clock must give some time', 'clockLimit');
  const connection = await connectedLichess(ctx, user, 'challenge:bulk');
  const { roundRow, boards } = await gamesOfRound(ctx, tournamentId, body.round);
  if (boards.length === 0) throw conflict(words('Round {round} has no games to play', { round: body.round }));
  const pushed = await ctx.db
    .select()
    .from(lichessGames)
    .where(
      inArray(
        lichessGames.gameId,
        boards.map((b) => b.game.id),
      ),
    );
  if (pushed.length > 0) throw conflict(words('Round {round} is already on lichess', { round: body.round }));

  const players = boards.flatMap((b) => [b.white, b.black]);
  const userIds = players.flatMap((p) => (p.userId ? [p.userId] : []));
  const accounts = userIds.length ? await ctx.db.select().from(lichessAccounts).where(inArray(lichessAccounts.userId, userIds)) : [];
  const tokenOf = new Map(accounts.filter((a) => a.scopes.includes('challenge:write')).map((a) => [a.userId, unseal(ctx.config.tokenSecret, a.sealedToken)]));
  const entered = players.filter((p) => !p.userId).map((p) => p.name);
  const unconnected = players.filter((p) => p.userId && !tokenOf.has(p.userId)).map((p) => p.name);
  if (entered.length || unconnected.length) {
    const why = [
      ...(entered.length
        ? [
            words(
              '{count, plural, one {{players} was entered by the organiser} other {{players} were entered by the organiser}}: to play on lichess a player registers in the tournament with their own Kingside account',
              { count: entered.length, players: names(entered) },
            ),
          ]
        : []),
      ...(unconnected.length
        ? [
            words(
              '{count, plural, one {{players} has not connected lichess} other {{players} have not connected lichess}}: sign in to Kingside, open /connect-lichess, press “Connect lichess” and approve on lichess',
              { count: unconnected.length, players: names(unconnected) },
            ),
          ]
        : []),
    ];
    throw conflict(words('Round {round} cannot go to lichess yet. {why}.', { round: body.round, why: oneAfterAnother(why) }));
  }

  const bulk = await askLichess(
    ctx,
    () =>
      lichessOf(ctx).createBulkPairing(connection.token, {
        players: boards.map((b) => `${tokenOf.get(b.white.userId!)}:${tokenOf.get(b.black.userId!)}`).join(','),
        'clock.limit': body.clockLimit,
        'clock.increment': body.clockIncrement,
        rated: body.rated,
        pairAt: startsAt,
        startClocksAt: startsAt,
      }),
    (error) =>
      error.status === 400
        ? badRequest(words('Lichess refused the pairing: {reason}', { reason: lichessMessage(error) }), 'round')
        : new ApiFailure(502, words('Lichess refused the pairing: {reason}', { reason: lichessMessage(error) })),
  );
  if (bulk.games.length !== boards.length)
    throw new ApiFailure(502, words('Lichess made {games} games for {boards} boards', { games: bulk.games.length, boards: boards.length }));
  await ctx.db.insert(lichessGames).values(boards.map((b, i) => ({ gameId: b.game.id, tournamentId, lichessGameId: bulk.games[i].id })));
  // The games exist on lichess: the round has started.
  if (roundRow.state === 'paired') await startRound(ctx, user, tournamentId);
  const base = lichessOf(ctx).baseUrl;
  return { bulk_id: bulk.id, games: boards.map((b, i) => ({ board: b.game.board, url: `${base}/${bulk.games[i].id}` })) };
}

const unfinished = new Set(['created', 'started']);
const neverPlayed = new Set(['aborted', 'noStart']);

/** A finished lichess game as a board result; null while it is played, or when it never took place (the arbiter decides). */
function resultOf(game: LichessGameAnswer): GameResult | null {
  if (unfinished.has(game.status) || neverPlayed.has(game.status)) return null;
  return game.winner === 'white' ? '1-0' : game.winner === 'black' ? '0-1' : '1/2-1/2';
}

/** Reads a pushed round's results back from its lichess games; a changed result is recorded with who and when. */
export async function readRoundResults(ctx: AppContext, user: UserRow, tournamentId: string, round: number) {
  await managedTournament(ctx.db, user, tournamentId);
  const { boards } = await gamesOfRound(ctx, tournamentId, round);
  const links = boards.length
    ? await ctx.db
        .select()
        .from(lichessGames)
        .where(
          inArray(
            lichessGames.gameId,
            boards.map((b) => b.game.id),
          ),
        )
    : [];
  if (links.length === 0) throw notFound(words('Round {round} was not played on lichess', { round }));
  const client = lichessOf(ctx);
  const results = new Map<string, GameResult | null>();
  for (const link of links) {
    const game = await askLichess(
      ctx,
      () => client.game(link.lichessGameId),
      (error) => new ApiFailure(502, words('Lichess did not give the game {game}: {reason}', { game: link.lichessGameId, reason: lichessMessage(error) })),
    );
    results.set(link.gameId, resultOf(game));
  }
  const boardOf = new Map(boards.map((b) => [b.game.id, b.game.board]));
  const finished = [...results].flatMap(([gameId, result]) => (result ? [{ board: boardOf.get(gameId)!, result }] : []));
  // Through the app's own score upload: recorded with who and when, the round scored once every board has a result.
  if (finished.length > 0) await uploadScores(ctx, user, tournamentId, round, { results: finished });
  const recorded = finished.length;
  return { round, recorded, pending: [...results.values()].filter((r) => r === null).length };
}
