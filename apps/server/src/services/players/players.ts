import { and, eq, max, or, sql } from 'drizzle-orm';
import { initialRanking, roundPoints } from '@kingside/engine';
import { optionalPlayerFields, unsetAsNull, type ManagedPlayer, type PlayerDetails, type PlayerTitle, type PublicPlayer } from '@kingside/contract';
import type { z } from 'zod';
import type { addPlayerBody, registerPlayerBody, updatePlayerBody } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/connection.js';
import { byeRequests, entries, games, rounds, tournaments } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { UserRow } from '../accounts/sessions.js';
import type { TournamentRow } from '../tournaments/access.js';
import { publishChange } from '../live/publish.js';
import { managedTournament, notDeleted } from '../tournaments/access.js';
import { loadTournamentData, toEngine, type EntryRow, type TournamentData } from '../tournaments/engine-model.js';
import { awaitingPayment, describeFee, feeOf, notAwaitingPayment } from '../entry-fees/fees.js';
import { entryFees } from '../../db/schema/entry-fees.js';
import { refuseDirectEntry } from '../registration/direct-entry.js';

export type AddPlayer = z.output<typeof addPlayerBody>;
type UpdatePlayer = z.output<typeof updatePlayerBody>;
type RegisterPlayer = z.output<typeof registerPlayerBody>;

/** Once the fourth round is paired, pairing numbers no longer change (FIDE C.04.2, initial order). */
export const LAST_ROUND_FOR_RENUMBERING = 3;

/**
 * The entries in their initial order (FIDE C.04.2, the engine's initialRanking); the order of entry settles
 * what is still equal, so the numbering never flickers.
 */
export function inInitialOrder(rows: readonly EntryRow[]): EntryRow[] {
  return initialRanking([...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id)));
}

/**
 * Gives every entry its pairing number in the initial order (the unique index is checked at commit).
 * Registrations still awaiting their entry fee come after every participant, so the participants'
 * numbers run from 1 without gaps.
 */
export async function renumber(tx: Tx, tournamentId: string): Promise<void> {
  const rows = await tx.select().from(entries).where(eq(entries.tournamentId, tournamentId));
  const unpaid = await awaitingPayment(tx, tournamentId);
  const ordered = [...inInitialOrder(rows.filter((e) => !unpaid.has(e.id))), ...inInitialOrder(rows.filter((e) => unpaid.has(e.id)))];
  for (const [index, entry] of ordered.entries()) {
    if (entry.pairingNumber !== index + 1)
      await tx
        .update(entries)
        .set({ pairingNumber: index + 1 })
        .where(eq(entries.id, entry.id));
  }
}

function checkOpen(t: TournamentRow): void {
  if (t.finishedAt) throw conflict('The tournament has finished; its players can no longer change');
}

/** Requested half-point byes: Swiss only, for rounds not paired yet, within the tournament. */
function checkByeRounds(t: TournamentRow, wanted: number[], already: number[]): void {
  if (wanted.length > 0 && t.system !== 'dutch') throw badRequest('byes: a round robin has no requested byes; enter a forfeit instead', 'byes');
  for (const round of wanted) {
    if (t.totalRounds > 0 && round > t.totalRounds) throw badRequest(`byes: the tournament has ${t.totalRounds} rounds, not ${round}`, 'byes');
  }
  const paired = (rounds: number[]) => [...new Set(rounds.filter((r) => r <= t.currentRound))].sort((a, b) => a - b).join(',');
  if (paired(wanted) !== paired(already)) {
    const changed = [...new Set([...wanted, ...already])].find((r) => r <= t.currentRound && wanted.includes(r) !== already.includes(r));
    throw conflict(`byes: round ${changed} is already paired; its byes can no longer change (revert it first)`, 'byes');
  }
}

async function setByes(tx: Tx, ctx: AppContext, t: TournamentRow, entryId: string, wanted: number[]): Promise<void> {
  await tx.delete(byeRequests).where(and(eq(byeRequests.entryId, entryId), sql`${byeRequests.round} > ${t.currentRound}`));
  const future = [...new Set(wanted.filter((r) => r > t.currentRound))];
  if (future.length > 0) {
    await tx.insert(byeRequests).values(future.map((round) => ({ entryId, tournamentId: t.id, round, createdAt: ctx.clock() })));
  }
}

async function checkDuplicate(
  tx: Tx,
  t: TournamentRow,
  player: { fideId?: number | null; name?: string; birthDate?: string | null },
  except?: string,
): Promise<void> {
  const sameFideId = player.fideId ? eq(entries.fideId, player.fideId) : undefined;
  const sameNameAndBirth =
    player.name && player.birthDate ? and(sql`lower(${entries.name}) = lower(${player.name})`, eq(entries.birthDate, player.birthDate)) : undefined;
  if (!sameFideId && !sameNameAndBirth) return;
  const [twin] = await tx
    .select()
    .from(entries)
    .where(and(eq(entries.tournamentId, t.id), or(sameFideId, sameNameAndBirth), except ? sql`${entries.id} <> ${except}` : undefined));
  if (!twin) return;
  if (player.fideId && twin.fideId === player.fideId) throw conflict(`fideId: ${twin.name} is already entered with FIDE id ${player.fideId}`, 'fideId');
  throw conflict(`name: ${twin.name}, born ${twin.birthDate}, is already entered`, 'name');
}

/** One player as anyone may see them (chess-results' fields), with points after the rounds paired so far. */
function toPublic(entry: EntryRow, position: number, pointsOf: Map<string, number>): PublicPlayer {
  return {
    id: position,
    uuid: entry.id,
    tournamentId: entry.tournamentId,
    pairingNumber: entry.pairingNumber,
    name: entry.name,
    rating: entry.rating,
    title: entry.title ? (entry.title as PlayerTitle) : null,
    federation: entry.federation,
    fideId: entry.fideId,
    sex: entry.sex,
    birthYear: entry.birthDate ? Number(entry.birthDate.slice(0, 4)) : null,
    club: entry.club,
    isWithDrawn: entry.withdrawn,
    joinedRound: entry.joinedRound,
    type: entry.joinedRound > 1 ? 'late_entry' : entry.userId !== null ? 'registration' : 'entry',
    points: pointsOf.get(entry.id) ?? 0,
  };
}

/** One player as the tournament's managers see them: the public fields and everything else entered. */
function toManaged(entry: EntryRow, position: number, data: TournamentData, pointsOf: Map<string, number>): ManagedPlayer {
  return {
    ...toPublic(entry, position, pointsOf),
    nationalId: entry.nationalId,
    birthDate: entry.birthDate,
    email: entry.email,
    phone: entry.phone,
    byes: data.byes.get(entry.id) ?? [],
  };
}

/** Active players by rating (highest first), then the withdrawn ones the same way (spec §4), numbered from 1. */
function listOrder(data: TournamentData): { ordered: EntryRow[]; pointsOf: Map<string, number> } {
  const model = toEngine(data);
  const byNumber = new Map(model.players.map((p) => [p.startNumber, p.points]));
  const pointsOf = new Map(data.entries.map((e) => [e.id, byNumber.get(e.pairingNumber) ?? 0]));
  const ordered = [...data.entries].sort((a, b) => Number(a.withdrawn) - Number(b.withdrawn) || b.rating - a.rating || a.pairingNumber - b.pairingNumber);
  return { ordered, pointsOf };
}

export function publicPlayerList(data: TournamentData): PublicPlayer[] {
  const { ordered, pointsOf } = listOrder(data);
  return ordered.map((entry, index) => toPublic(entry, index + 1, pointsOf));
}

export function managedPlayerList(data: TournamentData): ManagedPlayer[] {
  const { ordered, pointsOf } = listOrder(data);
  return ordered.map((entry, index) => toManaged(entry, index + 1, data, pointsOf));
}

/** The public list: anyone may read it. */
export async function listPlayers(ctx: AppContext, tournamentId: string): Promise<PublicPlayer[]> {
  return publicPlayerList(await loadTournamentData(ctx.db, tournamentId));
}

/** The entry list with contact details, national ids and birth dates: the tournament's managers and admins only. */
export async function listManagedPlayers(ctx: AppContext, user: UserRow, tournamentId: string): Promise<ManagedPlayer[]> {
  const t = await managedTournament(ctx.db, user, tournamentId);
  return managedPlayerList(await loadTournamentData(ctx.db, tournamentId, t));
}

async function answerFor(tx: Tx, tournamentId: string, entryId: string): Promise<ManagedPlayer> {
  const list = managedPlayerList(await loadTournamentData(tx, tournamentId));
  return list.find((p) => p.uuid === entryId) as ManagedPlayer;
}

/** Adds a player (the organiser's add-player); see enter(). */
export async function addPlayer(ctx: AppContext, user: UserRow, tournamentId: string, body: AddPlayer): Promise<ManagedPlayer> {
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId, { lock: true });
    const entry = await enter(ctx, tx, t, body, null);
    await publishChange(tx, tournamentId, 'players', null, ctx.clock());
    return answerFor(tx, tournamentId, entry.id);
  });
}

/**
 * Self-registration (enable_registration): the signed-in account enters under its own name and
 * email (so the organiser can reach them: only managers see it), before round 1; the arbiter checks the
 * rating it gives like any other. The answer is the entry as the public sees it.
 */
export async function registerSelf(ctx: AppContext, user: UserRow, tournamentId: string, body: RegisterPlayer): Promise<PublicPlayer> {
  return ctx.db.transaction(async (tx) => {
    const { t, entry } = await enterSelf(ctx, tx, user, tournamentId, body);
    // Refused after entering, so the rules above answer first; the transaction takes the entry back.
    const fee = await feeOf(tx, t);
    if (fee)
      throw conflict(`This tournament charges an entry fee of ${describeFee(fee)}: register through the entry-fee registration, which takes the payment`);
    const list = publicPlayerList(await loadTournamentData(tx, tournamentId, t));
    return list.find((p) => p.uuid === entry.id) as PublicPlayer;
  });
}

/** Whether the account may register itself now (404 or 409 saying why not). */
export async function checkRegistration(db: Db | Tx, user: UserRow, t: TournamentRow | undefined): Promise<TournamentRow> {
  if (!t) throw notFound('Tournament not found');
  if (!t.enableRegistration) throw conflict('This tournament does not take registrations; ask its organiser');
  if (t.currentRound > 0) throw conflict('Round 1 is already paired; ask the arbiter for a late entry');
  const [already] = await db
    .select({ id: entries.id })
    .from(entries)
    .where(and(eq(entries.tournamentId, t.id), eq(entries.userId, user.id)));
  if (already) throw conflict('You are already registered in this tournament');
  await refuseDirectEntry(db, t);
  return t;
}

/** Self-registration's entry, in the caller's transaction: the tournament locked and checked, the account entered. */
export async function enterSelf(
  ctx: AppContext,
  tx: Tx,
  user: UserRow,
  tournamentId: string,
  body: RegisterPlayer,
): Promise<{ t: TournamentRow; entry: EntryRow }> {
  const [row] = await tx
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.id, tournamentId), notDeleted))
    .for('update');
  const t = await checkRegistration(tx, user, row);
  const entry = await enter(ctx, tx, t, { ...body, name: user.name, email: user.email, byes: [] }, user.id);
  await publishChange(tx, tournamentId, 'players', null, ctx.clock());
  return { t, entry };
}

/** Whether the tournament still takes players (409 saying why not): add-player and the upload share it. */
export function checkTakesEntries(t: TournamentRow): void {
  checkOpen(t);
  if (t.system !== 'dutch' && t.currentRound > 0) throw conflict('A round robin takes no players once round 1 is paired; revert round 1 first');
  if (t.system === 'dutch' && t.currentRound >= t.totalRounds)
    throw conflict(`All ${t.totalRounds} rounds are paired; a late entry would have no round to play`);
}

/** An entry's player columns from an add-player body: what was not given stays empty (a title as ''). */
export function entryFields(body: AddPlayer) {
  const { byes: _byes, ...fields } = unsetAsNull(body, optionalPlayerFields);
  return { ...fields, title: body.title ?? '' };
}

/**
 * Enters a player. Before round 1 everyone is numbered in the initial order; a late entry (FIDE
 * C.04.2) is placed in that order too while pairing numbers may still change (up to round 3 being
 * paired), and numbered after everyone once the fourth round is paired. Rounds it missed score a
 * zero-point bye.
 */
export async function enter(ctx: AppContext, tx: Tx, t: TournamentRow, body: AddPlayer, userId: string | null): Promise<EntryRow> {
  const tournamentId = t.id;
  checkTakesEntries(t);
  checkByeRounds(t, body.byes, []);
  await checkDuplicate(tx, t, body);
  const now = ctx.clock();
  const [{ last }] = await tx
    .select({ last: max(entries.pairingNumber) })
    .from(entries)
    .where(eq(entries.tournamentId, tournamentId));
  const [entry] = await tx
    .insert(entries)
    .values({
      tournamentId,
      pairingNumber: (last ?? 0) + 1,
      ...entryFields(body),
      userId,
      joinedRound: t.currentRound + 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (t.currentRound <= LAST_ROUND_FOR_RENUMBERING) await renumber(tx, tournamentId);
  await setByes(tx, ctx, t, entry.id, body.byes);
  if (t.currentRound > 0) {
    const missed = await tx.select().from(rounds).where(eq(rounds.tournamentId, tournamentId));
    for (const round of missed) {
      const [{ board }] = await tx
        .select({ board: max(games.board) })
        .from(games)
        .where(eq(games.roundId, round.id));
      await tx.insert(games).values({ roundId: round.id, tournamentId, board: (board ?? 0) + 1, whiteId: entry.id, kind: 'zero_point_bye' });
    }
  }
  return entry;
}

/** A player: a registration still awaiting its entry fee is not one yet. */
async function entryOf(ctx: AppContext, id: string): Promise<EntryRow> {
  const [entry] = await ctx.db
    .select()
    .from(entries)
    .where(and(eq(entries.id, id), notAwaitingPayment));
  if (!entry) throw notFound('Player not found');
  return entry;
}

export async function updatePlayer(ctx: AppContext, user: UserRow, id: string, body: UpdatePlayer): Promise<ManagedPlayer> {
  const { tournamentId } = await entryOf(ctx, id);
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId, { lock: true });
    checkOpen(t);
    const [entry] = await tx.select().from(entries).where(eq(entries.id, id));
    if (body.byes !== undefined) {
      const already = (await tx.select({ round: byeRequests.round }).from(byeRequests).where(eq(byeRequests.entryId, id))).map((b) => b.round);
      checkByeRounds(t, body.byes, already);
      await setByes(tx, ctx, t, id, body.byes);
    }
    await checkDuplicate(
      tx,
      t,
      {
        fideId: body.fideId,
        name: body.name ?? entry.name,
        birthDate: body.birthDate === undefined ? entry.birthDate : body.birthDate,
      },
      id,
    );
    await tx
      .update(entries)
      .set({
        name: body.name,
        fideId: body.fideId,
        nationalId: body.nationalId,
        rating: body.rating,
        title: body.title === null ? '' : body.title,
        federation: body.federation,
        sex: body.sex,
        birthDate: body.birthDate,
        club: body.club,
        email: body.email,
        phone: body.phone,
        updatedAt: ctx.clock(),
      })
      .where(eq(entries.id, id));
    const ranking = body.rating !== undefined || body.title !== undefined || body.name !== undefined;
    // Corrected ratings or titles may renumber the field until round 4 is paired (C.04.2); later ones count only for prizes and the rating report.
    if (ranking && t.currentRound <= LAST_ROUND_FOR_RENUMBERING) await renumber(tx, tournamentId);
    await publishChange(tx, tournamentId, 'players', null, ctx.clock());
    return answerFor(tx, tournamentId, id);
  });
}

/** Toggles withdrawal (spec §4): a withdrawn player is not paired in later rounds; the current pairing stands. */
export async function toggleWithdrawal(ctx: AppContext, user: UserRow, playerId: string): Promise<ManagedPlayer[]> {
  const { tournamentId } = await entryOf(ctx, playerId);
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId, { lock: true });
    checkOpen(t);
    const [entry] = await tx.select().from(entries).where(eq(entries.id, playerId));
    const withdrawn = !entry.withdrawn;
    const [fee] = await tx.select({ status: entryFees.status }).from(entryFees).where(eq(entryFees.entryId, playerId));
    if (!withdrawn && fee?.status === 'refunded') throw conflict(`${entry.name}'s entry fee was refunded, so they cannot come back into the tournament`);
    await tx
      .update(entries)
      .set({ withdrawn, withdrawnAt: withdrawn ? ctx.clock() : null, updatedAt: ctx.clock() })
      .where(eq(entries.id, playerId));
    await publishChange(tx, tournamentId, 'players', null, ctx.clock());
    return managedPlayerList(await loadTournamentData(tx, tournamentId, t));
  });
}

/** A player's card (public): every round's opponent, colour, result and points. */
export async function playerDetails(ctx: AppContext, playerId: string): Promise<PlayerDetails> {
  const entry = await entryOf(ctx, playerId);
  const data = await loadTournamentData(ctx.db, entry.tournamentId);
  const player = publicPlayerList(data).find((p) => p.uuid === playerId) as PublicPlayer;
  const model = toEngine(data);
  const record = model.players.find((p) => p.startNumber === entry.pairingNumber)?.rounds ?? [];
  const byId = new Map(data.entries.map((e) => [e.id, e]));
  const numberOf = new Map(data.rounds.map((r) => [r.id, r.number]));
  const own = data.games.filter((g) => g.whiteId === playerId || g.blackId === playerId);
  const card = own
    .map((game) => {
      const round = numberOf.get(game.roundId) as number;
      const white = game.whiteId === playerId;
      const opponentId = game.kind === 'game' ? (white ? game.blackId : game.whiteId) : null;
      const opponent = opponentId ? (byId.get(opponentId) as EntryRow) : null;
      const entryOfRound = record[round - 1];
      const unfinished = game.kind === 'game' && game.result === null;
      return {
        round,
        board: game.board,
        kind: game.kind,
        colour: game.kind === 'game' ? (white ? ('w' as const) : ('b' as const)) : null,
        opponent: opponent ? { uuid: opponent.id, name: opponent.name, rating: opponent.rating, pairingNumber: opponent.pairingNumber } : null,
        result: game.result,
        points: unfinished || !entryOfRound ? null : roundPoints(entryOfRound, model.pointSystem),
      };
    })
    .sort((a, b) => a.round - b.round);
  return { ...player, tournamentName: data.tournament.name, rounds: card };
}
