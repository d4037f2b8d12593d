import { and, eq, max, or, sql } from 'drizzle-orm';
import { FULL_POINT_BYE_WARNING_LEVEL, initialRanking, roundPoints, type InitialOrderRule } from '@kingside/engine';
import {
  isSwissSystem,
  isTeamSystem,
  optionalPlayerFields,
  PAIRING_NUMBERS_FIXED_FROM_ROUND,
  unsetAsNull,
  type ManagedPlayer,
  type PlayerDetails,
  type PlayerTitle,
  type PublicPlayer,
} from '@kingside/contract';
import type { z } from 'zod';
import type { addPlayerBody, Confirmation, registerPlayerBody, updatePlayerBody } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/connection.js';
import { byeRequests, entries, games, rounds, tournaments } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { UserRow } from './sessions.js';
import type { TournamentRow } from './access.js';
import { publishChange } from './live/publish.js';
import { managedTournament, notDeleted } from './access.js';
import { loadTournamentData, toEngine, type EntryRow, type TournamentData } from './engine-model.js';
import { awaitingPayment, describeFee, feeOf, notAwaitingPayment } from './entry-fees.js';
import { entryFees } from '../../db/schema/entry-fees.js';
import { refuseDirectEntry } from './direct-entry.js';
import { confirmByesBeyondLimit, refuseByeInLastRounds, settingsOf } from './check-in-settings.js';
import { expelledText } from './expelled.js';
import type { Warning } from './warning-levels.js';
import { tournamentRatingOf } from './tournament-rating.js';
import { claimCreation, recordCreation } from './creation-tokens.js';
import { words } from './languages/message.js';

export type AddPlayer = z.output<typeof addPlayerBody>;
type UpdatePlayer = z.output<typeof updatePlayerBody>;
type RegisterPlayer = z.output<typeof registerPlayerBody>;

/** Once the fourth round is paired, pairing numbers no longer change (FIDE C.04.2, initial order). */
export const LAST_ROUND_FOR_RENUMBERING = PAIRING_NUMBERS_FIXED_FROM_ROUND - 1;

/** The tournament's rule for the initial order: its criterion, with its id as the seed of a drawing of lots. */
export function initialOrderRule(t: Pick<TournamentRow, 'id' | 'initialOrder'>): InitialOrderRule {
  return { criterion: t.initialOrder, seed: t.id };
}

/**
 * The entries in their initial order (FIDE C.04.2, the engine's initialRanking) by their tournament rating, then
 * title, then the tournament's criterion; the order of entry settles what is still equal, so the numbering never flickers.
 */
export function inInitialOrder(rows: readonly EntryRow[], t: Pick<TournamentRow, 'id' | 'initialOrder' | 'ratingMethod'>): EntryRow[] {
  const inEntryOrder = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  return initialRanking(
    inEntryOrder.map((entry) => ({ entry, id: entry.id, rating: tournamentRatingOf(entry, t), title: entry.title, name: entry.name, fideId: entry.fideId })),
    initialOrderRule(t),
  ).map((ranked) => ranked.entry);
}

/**
 * Gives every entry its pairing number in the initial order (the unique index is checked at commit).
 * Registrations still awaiting their entry fee come after every participant, so the participants'
 * numbers run from 1 without gaps. Once the arbiter has set numbers by hand, they stand: nothing is
 * renumbered (a later entry is numbered after everyone) until the initial order's criterion is chosen again.
 */
export async function renumber(tx: Tx, tournamentId: string): Promise<void> {
  const [t] = await tx
    .select({ id: tournaments.id, initialOrder: tournaments.initialOrder, ratingMethod: tournaments.ratingMethod, byHand: tournaments.pairingNumbersByHand })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  if (t.byHand) return;
  const rows = await tx.select().from(entries).where(eq(entries.tournamentId, tournamentId));
  const unpaid = await awaitingPayment(tx, tournamentId);
  const ordered = [
    ...inInitialOrder(
      rows.filter((e) => !unpaid.has(e.id)),
      t,
    ),
    ...inInitialOrder(
      rows.filter((e) => unpaid.has(e.id)),
      t,
    ),
  ];
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

/** The byes the arbiter gives on request, by kind: half-point byes, and full-point byes (never both in a round). */
interface ByeRounds {
  half: number[];
  full: number[];
}

/** Requested byes: an individual Swiss only, for rounds not paired yet, within the tournament, one kind a round. */
function checkByeRounds(t: TournamentRow, wanted: ByeRounds, already: ByeRounds): void {
  for (const [field, rounds] of [
    ['byes', wanted.half],
    ['fullPointByes', wanted.full],
  ] as const) {
    if (rounds.length > 0 && isTeamSystem(t.system))
      throw badRequest(
        words("{field}: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it", { field }),
        field,
      );
    if (rounds.length > 0 && t.system !== 'dutch')
      throw badRequest(words('{field}: a round robin has no requested byes; enter a forfeit instead', { field }), field);
    for (const round of rounds) {
      if (t.totalRounds > 0 && round > t.totalRounds)
        throw badRequest(words('{field}: the tournament has {rounds} rounds, not {round}', { field, rounds: t.totalRounds, round }), field);
    }
  }
  const both = wanted.full.find((round) => wanted.half.includes(round));
  if (both !== undefined)
    throw badRequest(words('fullPointByes: round {round} is a half-point bye too; a round has one bye', { round: both }), 'fullPointByes');
  const kindIn = (byes: ByeRounds, round: number) => (byes.full.includes(round) ? 'full' : byes.half.includes(round) ? 'half' : null);
  const all = [...wanted.half, ...wanted.full, ...already.half, ...already.full];
  const changed = all.find((r) => r <= t.currentRound && kindIn(wanted, r) !== kindIn(already, r));
  if (changed !== undefined)
    throw conflict(words('byes: round {round} is already paired; its byes can no longer change (revert it first)', { round: changed }), 'byes');
}

/** An entry's requested byes as held, by kind. */
async function byesHeld(tx: Tx, entryId: string): Promise<ByeRounds> {
  const held = await tx.select({ round: byeRequests.round, kind: byeRequests.kind }).from(byeRequests).where(eq(byeRequests.entryId, entryId));
  return {
    half: held.filter((b) => b.kind === 'half_point_bye').map((b) => b.round),
    full: held.filter((b) => b.kind === 'full_point_bye').map((b) => b.round),
  };
}

/** FIDE discourages full-point byes on request (C.02: a level-2 warning the arbiter acknowledges). */
function fullPointByeWarning(name: string, round: number): Warning {
  return {
    level: FULL_POINT_BYE_WARNING_LEVEL,
    message: words(
      'Full-point bye in round {round} for {name}: FIDE discourages full-point byes other than the pairing-allocated bye; the player scores a win without playing, which also counts against them when the pairing-allocated bye is given',
      { round, name },
    ),
  };
}

/**
 * Sets the byes of the rounds not paired yet. Only a bye being added is refused or confirmed: one held from before a
 * setting changed stays until cancelled. Answers the warnings to acknowledge (each full-point bye given).
 */
async function setByes(
  tx: Tx,
  ctx: AppContext,
  t: TournamentRow,
  entry: { id: string; name: string },
  wanted: ByeRounds,
  confirmation: Confirmation | undefined,
): Promise<Warning[]> {
  const entryId = entry.id;
  const held = await byesHeld(tx, entryId);
  const future = (rounds: number[]) => [...new Set(rounds.filter((r) => r > t.currentRound))];
  const addedHalf = future(wanted.half).filter((round) => !held.half.includes(round));
  refuseByeInLastRounds(t, await settingsOf(tx, t.id), addedHalf, 'byes');
  if (addedHalf.length > 0) {
    const total = held.half.filter((r) => r <= t.currentRound).length + future(wanted.half).length;
    await confirmByesBeyondLimit(tx, t, entry.name, total, confirmation, 'byes');
  }
  await tx.delete(byeRequests).where(and(eq(byeRequests.entryId, entryId), sql`${byeRequests.round} > ${t.currentRound}`));
  const rows = [
    ...future(wanted.half).map((round) => ({ round, kind: 'half_point_bye' as const })),
    ...future(wanted.full).map((round) => ({ round, kind: 'full_point_bye' as const })),
  ];
  if (rows.length > 0) await tx.insert(byeRequests).values(rows.map((row) => ({ ...row, entryId, tournamentId: t.id, createdAt: ctx.clock() })));
  return future(wanted.full)
    .filter((round) => !held.full.includes(round))
    .sort((a, b) => a - b)
    .map((round) => fullPointByeWarning(entry.name, round));
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
  if (player.fideId && twin.fideId === player.fideId)
    throw conflict(words('fideId: {name} is already entered with FIDE id {fideId}', { name: twin.name, fideId: player.fideId }), 'fideId');
  throw conflict(words('name: {name}, born {birthDate}, is already entered', { name: twin.name, birthDate: twin.birthDate ?? '' }), 'name');
}

/**
 * One player as anyone may see them (chess-results' fields), with points after the rounds paired so far. The manual
 * rating is not one of them: it shows only as the tournament rating, when the rating method chose it.
 */
function toPublic(entry: EntryRow, position: number, t: TournamentRow, pointsOf: Map<string, number>): PublicPlayer {
  return {
    id: position,
    uuid: entry.id,
    tournamentId: entry.tournamentId,
    pairingNumber: entry.pairingNumber,
    name: entry.name,
    rating: entry.rating,
    nationalRating: entry.nationalRating,
    tournamentRating: tournamentRatingOf(entry, t),
    title: entry.title ? (entry.title as PlayerTitle) : null,
    federation: entry.federation,
    fideId: entry.fideId,
    sex: entry.sex,
    birthYear: entry.birthDate ? Number(entry.birthDate.slice(0, 4)) : null,
    club: entry.club,
    isWithDrawn: entry.withdrawn,
    isExpelled: entry.expelledAt !== null,
    joinedRound: entry.joinedRound,
    type: entry.joinedRound > 1 ? 'late_entry' : entry.userId !== null ? 'registration' : 'entry',
    points: pointsOf.get(entry.id) ?? 0,
  };
}

/** One player as the tournament's managers see them: the public fields and everything else entered. */
function toManaged(entry: EntryRow, position: number, data: TournamentData, pointsOf: Map<string, number>): ManagedPlayer {
  return {
    ...toPublic(entry, position, data.tournament, pointsOf),
    nationalId: entry.nationalId,
    manualRating: entry.manualRating,
    birthDate: entry.birthDate,
    email: entry.email,
    phone: entry.phone,
    byes: (data.byes.get(entry.id) ?? []).filter((round) => !data.fullPointByes.get(entry.id)?.includes(round)),
    fullPointByes: data.fullPointByes.get(entry.id) ?? [],
  };
}

/** Active players by tournament rating (highest first), then the withdrawn ones the same way, numbered from 1. */
function listOrder(data: TournamentData): { ordered: EntryRow[]; pointsOf: Map<string, number> } {
  const model = toEngine(data);
  const byNumber = new Map(model.players.map((p) => [p.startNumber, p.points]));
  const pointsOf = new Map(data.entries.map((e) => [e.id, byNumber.get(e.pairingNumber) ?? 0]));
  const ratingOf = (entry: EntryRow) => tournamentRatingOf(entry, data.tournament);
  const ordered = [...data.entries].sort((a, b) => Number(a.withdrawn) - Number(b.withdrawn) || ratingOf(b) - ratingOf(a) || a.pairingNumber - b.pairingNumber);
  return { ordered, pointsOf };
}

export function publicPlayerList(data: TournamentData): PublicPlayer[] {
  const { ordered, pointsOf } = listOrder(data);
  return ordered.map((entry, index) => toPublic(entry, index + 1, data.tournament, pointsOf));
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

/** An entry as its managers see it. */
export async function answerFor(tx: Db | Tx, tournamentId: string, entryId: string): Promise<ManagedPlayer> {
  const list = managedPlayerList(await loadTournamentData(tx, tournamentId));
  return list.find((p) => p.uuid === entryId) as ManagedPlayer;
}

/** A player the arbiter added or changed, with the warnings to acknowledge. */
export interface SavedPlayer {
  player: ManagedPlayer;
  warnings: Warning[];
}

/** Adds a player (the organiser's add-player); see enter(). */
/** Enters a player; sent again with its client token, throws RepeatedCreation naming the first entry (creation-tokens.ts). */
export async function addPlayer(ctx: AppContext, user: UserRow, tournamentId: string, body: AddPlayer): Promise<SavedPlayer> {
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId, { lock: true });
    await claimCreation(tx, user.id, 'player', body.clientToken, ctx.clock());
    const entry = await enter(ctx, tx, t, body, null);
    await recordCreation(tx, user.id, body.clientToken, entry.id);
    await publishChange(tx, tournamentId, 'players', null, ctx.clock());
    // A new entry held no bye: each full-point bye it was entered with is given now.
    const warnings = [...new Set(body.fullPointByes)].sort((a, b) => a - b).map((round) => fullPointByeWarning(entry.name, round));
    return { player: await answerFor(tx, tournamentId, entry.id), warnings };
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
      throw conflict(
        words('This tournament charges an entry fee of {fee}: register through the entry-fee registration, which takes the payment', {
          fee: describeFee(fee),
        }),
      );
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
  const entry = await enter(ctx, tx, t, { ...body, name: user.name, email: user.email, byes: [], fullPointByes: [], missedRounds: 'zero_point_bye' }, user.id);
  await publishChange(tx, tournamentId, 'players', null, ctx.clock());
  return { t, entry };
}

/** Whether the tournament still takes players (409 saying why not): add-player and the upload share it. */
export function checkTakesEntries(t: TournamentRow): void {
  checkOpen(t);
  if (!isSwissSystem(t.system) && t.currentRound > 0) throw conflict('A round robin takes no players once round 1 is paired; revert round 1 first');
  if (isSwissSystem(t.system) && t.currentRound >= t.totalRounds)
    throw conflict(words('All {rounds} rounds are paired; a late entry would have no round to play', { rounds: t.totalRounds }));
}

/** An entry's player columns from an add-player body: what was not given stays empty (a title as ''). */
export function entryFields(body: AddPlayer) {
  const { byes: _byes, fullPointByes: _full, missedRounds: _missed, confirmation: _confirmation, ...fields } = unsetAsNull(body, optionalPlayerFields);
  return { ...fields, title: body.title ?? '' };
}

/**
 * Enters a player. Before round 1 everyone is numbered in the initial order; a late entry (FIDE
 * C.04.2) is placed in that order too while pairing numbers may still change (up to round 3 being
 * paired), and numbered after everyone once the fourth round is paired. Each round it missed is
 * recorded as the bye the organiser gave it: a zero-point bye, or a half-point one.
 */
export async function enter(ctx: AppContext, tx: Tx, t: TournamentRow, body: AddPlayer, userId: string | null): Promise<EntryRow> {
  const tournamentId = t.id;
  checkTakesEntries(t);
  checkByeRounds(t, { half: body.byes, full: body.fullPointByes }, { half: [], full: [] });
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
  await setByes(tx, ctx, t, entry, { half: body.byes, full: body.fullPointByes }, body.confirmation);
  if (t.currentRound > 0) {
    const missed = await tx.select().from(rounds).where(eq(rounds.tournamentId, tournamentId));
    for (const round of missed) {
      const [{ board }] = await tx
        .select({ board: max(games.board) })
        .from(games)
        .where(eq(games.roundId, round.id));
      await tx.insert(games).values({ roundId: round.id, tournamentId, board: (board ?? 0) + 1, whiteId: entry.id, kind: body.missedRounds });
    }
  }
  return entry;
}

/** A player: a registration still awaiting its entry fee is not one yet. */
export async function entryOf(ctx: AppContext, id: string): Promise<EntryRow> {
  const [entry] = await ctx.db
    .select()
    .from(entries)
    .where(and(eq(entries.id, id), notAwaitingPayment));
  if (!entry) throw notFound('Player not found');
  return entry;
}

export async function updatePlayer(ctx: AppContext, user: UserRow, id: string, body: UpdatePlayer): Promise<SavedPlayer> {
  const { tournamentId } = await entryOf(ctx, id);
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId, { lock: true });
    checkOpen(t);
    const [entry] = await tx.select().from(entries).where(eq(entries.id, id));
    let warnings: Warning[] = [];
    if (body.byes !== undefined || body.fullPointByes !== undefined) {
      const already = await byesHeld(tx, id);
      const half = body.byes ?? already.half;
      // Rounds given a half-point bye now leave the full-point byes kept from before.
      const full = body.fullPointByes ?? already.full.filter((round) => !half.includes(round));
      checkByeRounds(t, { half, full }, already);
      warnings = await setByes(tx, ctx, t, { id, name: body.name ?? entry.name }, { half, full }, body.confirmation);
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
        nationalRating: body.nationalRating,
        manualRating: body.manualRating,
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
    const ranking =
      body.rating !== undefined || body.nationalRating !== undefined || body.manualRating !== undefined || body.title !== undefined || body.name !== undefined;
    // Corrected ratings or titles may renumber the field until round 4 is paired (C.04.2); later ones count only for prizes and the rating report.
    if (ranking && t.currentRound <= LAST_ROUND_FOR_RENUMBERING) await renumber(tx, tournamentId);
    await publishChange(tx, tournamentId, 'players', null, ctx.clock());
    return { player: await answerFor(tx, tournamentId, id), warnings };
  });
}

/** Toggles withdrawal: a withdrawn player is not paired in later rounds; the current pairing stands. */
export async function toggleWithdrawal(ctx: AppContext, user: UserRow, playerId: string): Promise<ManagedPlayer[]> {
  const { tournamentId } = await entryOf(ctx, playerId);
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId, { lock: true });
    checkOpen(t);
    const [entry] = await tx.select().from(entries).where(eq(entries.id, playerId));
    if (entry.expelledAt) throw conflict(expelledText(entry));
    const withdrawn = !entry.withdrawn;
    const [fee] = await tx.select({ status: entryFees.status }).from(entryFees).where(eq(entryFees.entryId, playerId));
    if (!withdrawn && fee?.status === 'refunded')
      throw conflict(words("{name}'s entry fee was refunded, so they cannot come back into the tournament", { name: entry.name }));
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
        opponent: opponent
          ? { uuid: opponent.id, name: opponent.name, rating: tournamentRatingOf(opponent, data.tournament), pairingNumber: opponent.pairingNumber }
          : null,
        result: game.result,
        points: unfinished || !entryOfRound ? null : roundPoints(entryOfRound, model.pointSystem),
      };
    })
    .sort((a, b) => a.round - b.round);
  return { ...player, tournamentName: data.tournament.name, rounds: card };
}
