import { eq } from 'drizzle-orm';
import { arenaClockLimits, arenaIncrements, swissClockLimits, type LichessTournamentSettings, type UpdateLichessTournament } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { lichessTournaments, tournaments } from '../../db/schema/index.js';
import { ApiFailure, badRequest, conflict, notFound } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { publishChange } from '../core/live/publish.js';
import { managedTournament } from '../core/access.js';
import { connectedLichess } from './connect.js';
import { askLichess, lichessMessage, lichessOf } from './lichess.js';
import { lichessLinkOf } from './follow.js';
import { clockText, ratingTypeOf, refusedTournament } from './tournaments.js';
import { asWords, words, type Message } from '../core/languages/message.js';

/** What lichess's form for this kind takes, checked before asking it, each refusal naming the organiser's field. */
function checkFor(kind: 'swiss' | 'arena', body: UpdateLichessTournament, currentRound: number): void {
  const refuse = (message: Message, field: string) => {
    throw badRequest(words('{field}: {problem}', { field, problem: asWords(message) }), field);
  };
  if (kind === 'swiss') {
    if (body.rounds === undefined) refuse('A Swiss needs its number of rounds', 'rounds');
    if ((body.rounds ?? 0) < currentRound)
      refuse(words('{count, plural, one {# round is already under way} other {# rounds are already under way}}', { count: currentRound }), 'rounds');
    if (body.minutes !== undefined) refuse('A Swiss has rounds, not a duration', 'minutes');
    if (!(swissClockLimits as readonly number[]).includes(body.clockLimit))
      refuse(words('Clock time must be one of {choices} seconds', { choices: swissClockLimits.join(', ') }), 'clockLimit');
  } else {
    if (body.minutes === undefined) refuse('An Arena needs its duration', 'minutes');
    if (body.rounds !== undefined) refuse('An Arena has a duration, not rounds', 'rounds');
    if (!(arenaClockLimits as readonly number[]).includes(body.clockLimit))
      refuse(words('Clock time must be one of {choices} seconds', { choices: arenaClockLimits.join(', ') }), 'clockLimit');
    if (!(arenaIncrements as readonly number[]).includes(body.clockIncrement))
      refuse(words('Increment must be one of {choices} seconds', { choices: arenaIncrements.join(', ') }), 'clockIncrement');
  }
}

/**
 * What the edit form starts from: the Swiss or Arena as lichess has it now (lichess wants every field with each edit,
 * so a field the organiser leaves alone must be sent as it is). An Arena's name comes back with " Arena" added.
 */
export async function lichessSettingsOf(ctx: AppContext, user: UserRow, tournamentId: string): Promise<LichessTournamentSettings> {
  const t = await managedTournament(ctx.db, user, tournamentId);
  const [link] = await ctx.db.select().from(lichessTournaments).where(eq(lichessTournaments.tournamentId, tournamentId));
  if (!link) throw notFound('This tournament has no lichess counterpart');
  const client = lichessOf(ctx);
  const refused = (error: Parameters<typeof lichessMessage>[0]) =>
    new ApiFailure(502, words('Lichess refused to give the tournament: {reason}', { reason: lichessMessage(error) }));
  if (link.kind === 'swiss') {
    const swiss = await askLichess(ctx, () => client.swiss(link.lichessId), refused);
    return {
      kind: 'swiss',
      name: swiss.name,
      clockLimit: swiss.clock?.limit ?? 0,
      clockIncrement: swiss.clock?.increment ?? 0,
      rounds: swiss.nbRounds,
      roundsStarted: Math.max(swiss.round, t.currentRound),
      minutes: null,
      startsAt: new Date(swiss.startsAt).toISOString(),
      rated: swiss.rated ?? true,
      description: null,
    };
  }
  const arena = await askLichess(ctx, () => client.arena(link.lichessId), refused);
  return {
    kind: 'arena',
    name: arena.fullName.replace(/ Arena$/, ''),
    clockLimit: arena.clock?.limit ?? 0,
    clockIncrement: arena.clock?.increment ?? 0,
    rounds: null,
    roundsStarted: 0,
    minutes: arena.minutes ?? null,
    startsAt: arena.startsAt ? new Date(arena.startsAt).toISOString() : null,
    rated: arena.rated ?? true,
    description: arena.description ?? null,
  };
}

/**
 * update-lichess-tournament: edits the tournament's Swiss or Arena on lichess
 * as its organiser's connection, then the Kingside tournament that mirrors it (name, time control, rating type, a
 * Swiss's rounds), announced on the live stream. Lichess refuses first when it does; nothing here changes then.
 */
export async function updateLichessTournament(ctx: AppContext, user: UserRow, tournamentId: string, body: UpdateLichessTournament) {
  const t = await managedTournament(ctx.db, user, tournamentId);
  const [link] = await ctx.db.select().from(lichessTournaments).where(eq(lichessTournaments.tournamentId, tournamentId));
  if (!link) throw notFound('This tournament has no lichess counterpart');
  if (t.finishedAt) throw conflict('The tournament has finished; lichess no longer takes changes to it');
  checkFor(link.kind, body, t.currentRound);
  const connection = await connectedLichess(ctx, user, 'tournament:write');
  const client = lichessOf(ctx);
  const startsAt = body.startsAt ? new Date(body.startsAt).getTime() : undefined;
  const common = { name: body.name, rated: body.rated, description: body.description };
  if (link.kind === 'swiss') {
    await askLichess(
      ctx,
      () =>
        client.updateSwiss(connection.token, link.lichessId, {
          ...common,
          'clock.limit': body.clockLimit,
          'clock.increment': body.clockIncrement,
          nbRounds: body.rounds,
          startsAt,
        }),
      refusedTournament,
    );
  } else {
    await askLichess(
      ctx,
      () =>
        client.updateArena(connection.token, link.lichessId, {
          ...common,
          clockTime: body.clockLimit / 60,
          clockIncrement: body.clockIncrement,
          minutes: body.minutes,
          startDate: startsAt,
        }),
      refusedTournament,
    );
  }
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    await tx
      .update(tournaments)
      .set({
        name: body.name,
        timeControl: `${clockText(body.clockLimit, body.clockIncrement)} on lichess`,
        ratingType: ratingTypeOf(body.clockLimit, body.clockIncrement),
        ...(link.kind === 'swiss' && body.rounds !== undefined && { totalRounds: body.rounds }),
        ...(startsAt !== undefined && { startDate: new Date(startsAt).toISOString().slice(0, 10) }),
        updatedAt: now,
      })
      .where(eq(tournaments.id, tournamentId));
    await publishChange(tx, tournamentId, 'settings', null, now);
  });
  return lichessLinkOf(ctx, tournamentId);
}
