import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bergerTable, doubleRoundRobin, type RoundEntry } from '@kingside/engine';
import type { PairingAnswer, PairingTask } from '@kingside/engine/pairing-task';
import type { GameResult, ResultChange, RoundPairings, Tournament } from '@kingside/contract';
import type { z } from 'zod';
import type { addPairingBody, removePairingBody, scoreUploadBody } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { entries, games, resultChanges, rounds, tournaments, users } from '../../db/schema/index.js';
import { badRequest, conflict, notFound, serviceUnavailable } from '../../http/errors.js';
import type { UserRow } from '../accounts/sessions.js';
import { publishChange } from '../live/publish.js';
import { claimPairing, claimStands, releasePairing, withdrawClaim } from '../pairing/jobs.js';
import { PairingStopped } from '../pairing/pool.js';
import { managedTournament, type TournamentRow } from '../tournaments/access.js';
import { loadTournamentData, toEngine, type GameRow, type NextRound, type RoundRow, type TournamentData } from '../tournaments/engine-model.js';
import { summaryOf } from '../tournaments/tournaments.js';
import { roundPairings } from './pairings.js';

type NewGame = typeof games.$inferInsert;

function refuseFinished(t: TournamentRow): void {
  if (t.finishedAt) throw conflict('The tournament has finished');
}

async function roundOf(tx: Tx, tournamentId: string, number: number): Promise<RoundRow | undefined> {
  const [row] = await tx.select().from(rounds).where(and(eq(rounds.tournamentId, tournamentId), eq(rounds.number, number)));
  return row;
}

async function boardsWithoutResult(tx: Tx, roundId: string): Promise<number[]> {
  const rows = await tx
    .select({ board: games.board })
    .from(games)
    .where(and(eq(games.roundId, roundId), eq(games.kind, 'game'), isNull(games.result)))
    .orderBy(games.board);
  return rows.map((r) => r.board);
}

const listBoards = (boards: number[]) => (boards.length === 1 ? `board ${boards[0]}` : `boards ${boards.join(', ')}`);

/**
 * Pairs round `round` (spec §4): it must be the next one, and the previous round must be scored.
 * Swiss rounds come from the engine's FIDE Dutch pairing, round robins from the Berger tables.
 * Withdrawn players are recorded absent and requested byes as half-point byes, before pairing.
 *
 * A Dutch pairing runs in a worker thread between two short transactions: the first claims the
 * tournament (a second request gets 409, on any instance) and reads the field, the second saves the
 * round if the claim still stands (a cancel removes it) and the field has not changed meanwhile. A
 * pairing that is cancelled, passes its time limit or dies leaves the round unpaired.
 */
export async function generatePairing(ctx: AppContext, user: UserRow, tournamentId: string, round: number): Promise<RoundPairings> {
  const claimed = await ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId, { lock: true });
    await checkNextRound(tx, t, round);
    const data = await loadTournamentData(tx, tournamentId, t);
    if (t.system !== 'dutch') {
      if (round > 1 && round > t.totalRounds) throw conflict(`The round robin has ${t.totalRounds} rounds`);
      return { kind: 'saved' as const, pairings: await saveRound(ctx, tx, user, t, round, pairRoundRobin(data, round), t.initialColour) };
    }
    const initialColour = t.initialColour ?? (randomInt(2) === 0 ? 'w' : 'b');
    const swiss = swissTask(data, round, initialColour);
    const now = ctx.clock();
    const job = await claimPairing(tx, tournamentId, round, user.id, now, ctx.config.pairingTimeLimitSeconds ?? 600);
    await publishChange(tx, tournamentId, 'pairing_started', round, now);
    return { kind: 'claimed' as const, swiss, job, initialColour, field: fieldOf(data, round) };
  });
  if (claimed.kind === 'saved') return claimed.pairings;

  const { swiss, job, initialColour, field } = claimed;
  const cancel = new AbortController();
  const unfollow = ctx.live.subscribe(tournamentId, (event) => {
    if (event.kind === 'pairing_stopped' && event.round === round) cancel.abort();
  });
  try {
    const answer = await ctx.pairing.pair(swiss.task, cancel.signal);
    return await ctx.db.transaction(async (tx) => {
      const t = await managedTournament(tx, user, tournamentId, { lock: true });
      if (!(await claimStands(tx, job))) throw conflict(`The pairing of round ${round} was cancelled; nothing was saved`);
      await releasePairing(tx, job);
      const data = await loadTournamentData(tx, tournamentId, t);
      if (t.currentRound !== round - 1 || fieldOf(data, round) !== field) {
        throw conflict(`The players of round ${round} changed while it was being paired; nothing was saved, pair it again`);
      }
      return saveRound(ctx, tx, user, t, round, swissBoards(data, round, swiss, answer), initialColour);
    });
  } catch (error) {
    if (error instanceof PairingStopped) throw error.reason === 'cancelled' ? conflict(`The pairing of round ${round} was cancelled; nothing was saved`) : serviceUnavailable(`${error.message}; round ${round} stays unpaired, pair it again`);
    throw error;
  } finally {
    unfollow();
    // Whatever happened, the claim goes (a no-op once the round is saved), and followers hear that no pairing runs.
    await ctx.db.transaction(async (tx) => {
      if (await claimStands(tx, job)) {
        await releasePairing(tx, job);
        await publishChange(tx, tournamentId, 'pairing_stopped', round, ctx.clock());
      }
    });
  }
}

/** Stops the tournament's running pairing (on whichever instance runs it); the round stays unpaired. */
export async function cancelPairing(ctx: AppContext, user: UserRow, tournamentId: string): Promise<{ round: number }> {
  return ctx.db.transaction(async (tx) => {
    await managedTournament(tx, user, tournamentId, { lock: false });
    const job = await withdrawClaim(tx, tournamentId);
    if (!job) throw conflict('No pairing is in progress');
    await publishChange(tx, tournamentId, 'pairing_stopped', job.round, ctx.clock());
    return { round: job.round };
  });
}

/** The order of spec §4: the next round only, after the previous one is scored. */
async function checkNextRound(tx: Tx, t: TournamentRow, round: number): Promise<void> {
  refuseFinished(t);
  if (round <= t.currentRound) throw conflict(`Round ${round} is already paired`);
  if (round > t.currentRound + 1) throw conflict(`Pair round ${t.currentRound + 1} first`);
  if (t.system === 'dutch' && round > t.totalRounds) throw conflict(`The tournament has ${t.totalRounds} rounds; change the number of rounds to pair more`);
  if (t.currentRound > 0) {
    const previous = (await roundOf(tx, t.id, t.currentRound)) as RoundRow;
    if (previous.state !== 'scored') {
      const missing = await boardsWithoutResult(tx, previous.id);
      throw conflict(
        previous.state === 'paired'
          ? `Start round ${t.currentRound} and enter its results first`
          : `Enter every result of round ${t.currentRound} first (${listBoards(missing)} without a result)`,
      );
    }
  }
}

async function saveRound(ctx: AppContext, tx: Tx, user: UserRow, t: TournamentRow, round: number, planned: Planned, initialColour: 'w' | 'b' | null): Promise<RoundPairings> {
  const now = ctx.clock();
  const [roundRow] = await tx.insert(rounds).values({ tournamentId: t.id, number: round, state: 'paired', pairedAt: now, pairedBy: user.id }).returning();
  await tx.insert(games).values(planned.games.map((game, index) => ({ ...game, roundId: roundRow.id, tournamentId: t.id, board: index + 1 })));
  await tx
    .update(tournaments)
    .set({ currentRound: round, totalRounds: planned.totalRounds ?? t.totalRounds, initialColour, updatedAt: now })
    .where(eq(tournaments.id, t.id));
  await publishChange(tx, t.id, 'paired', round, now);
  return roundPairings(await loadTournamentData(tx, t.id), round);
}

type PlannedGame = Omit<NewGame, 'roundId' | 'tournamentId' | 'board'>;
interface Planned {
  games: PlannedGame[];
  totalRounds?: number;
}

/** Who is to be paired in the round and who is not (withdrawn, requested bye): what a pairing depends on. */
function fieldOf(data: TournamentData, round: number): string {
  return JSON.stringify(data.entries.map((e) => [e.id, e.pairingNumber, e.withdrawn, data.byes.get(e.id)?.includes(round) ?? false]).sort());
}

interface SwissTask {
  task: PairingTask;
  unpaired: NextRound['unpaired'];
}

function swissTask(data: TournamentData, round: number, initialColour: 'w' | 'b'): SwissTask {
  const unpaired: NextRound['unpaired'] = [];
  for (const entry of data.entries) {
    if (entry.withdrawn) unpaired.push({ entryId: entry.id, kind: 'absent' });
    else if (data.byes.get(entry.id)?.includes(round)) unpaired.push({ entryId: entry.id, kind: 'half_point_bye' });
  }
  const available = data.entries.length - unpaired.length;
  if (available < 2) throw conflict(`At least two players must be available to pair round ${round} (${available} available)`);
  const tournament = toEngine({ ...data, tournament: { ...data.tournament, initialColour } }, { round, unpaired });
  return { task: { tournament, round }, unpaired };
}

function swissBoards(data: TournamentData, round: number, { unpaired }: SwissTask, answer: PairingAnswer): Planned {
  const available = data.entries.length - unpaired.length;
  if (answer.kind === 'no-valid-pairing') {
    throw conflict(
      `No valid pairing exists for round ${round}: no pairing of the ${available} available players meets the FIDE absolute criteria ` +
        `(no two players meet twice, nobody gets a second bye or a win without playing); enter more players, or end the tournament after round ${round - 1}`,
    );
  }
  const idOf = new Map(data.entries.map((e) => [e.pairingNumber, e.id]));
  const seated = [...answer.pairs.flatMap(({ white, black }) => [white, black]), ...(answer.bye === null ? [] : [answer.bye])];
  const expected = data.entries.filter((e) => !unpaired.some((u) => u.entryId === e.id)).map((e) => e.pairingNumber);
  checkEverySeated(round, seated, expected);
  const boards: PlannedGame[] = answer.pairs.map(({ white, black }) => ({ whiteId: idOf.get(white) as string, blackId: idOf.get(black) as string, kind: 'game' }));
  if (answer.bye !== null) boards.push({ whiteId: idOf.get(answer.bye) as string, kind: 'pairing_bye' });
  return { games: [...boards, ...unpaired.map(({ entryId, kind }) => ({ whiteId: entryId, kind }))] };
}

/** Never save a round that leaves someone out or seats them twice (409, saying who). `seated` and `expected` are pairing numbers. */
export function checkEverySeated(round: number, seated: number[], expected: number[]): void {
  const left = expected.filter((n) => !seated.includes(n));
  const twice = [...new Set(seated.filter((n, i) => seated.indexOf(n) !== i))];
  const strangers = seated.filter((n) => !expected.includes(n));
  if (left.length === 0 && twice.length === 0 && strangers.length === 0) return;
  const why = [
    left.length > 0 ? `pairing number${left.length === 1 ? '' : 's'} ${left.join(', ')} left out` : '',
    twice.length > 0 ? `${twice.join(', ')} seated twice` : '',
    strangers.length > 0 ? `${strangers.join(', ')} not available` : '',
  ]
    .filter(Boolean)
    .join('; ');
  throw conflict(`No valid pairing exists for round ${round}: the Dutch pairing does not seat every available player exactly once (${why}); nothing was saved`);
}

/**
 * Round robins follow the Berger table (C.05 Annex 1) of the field that round 1 was paired with —
 * the players not withdrawn by then, in pairing-number order; with an odd field, whoever meets the
 * extra number has the round free (no points).
 */
function pairRoundRobin(data: TournamentData, round: number): Planned {
  const first = data.rounds.find((r) => r.number === 1);
  const inRoundOne = new Set(data.games.filter((g) => g.roundId === first?.id).flatMap((g) => [g.whiteId, g.blackId]));
  const field = data.entries.filter((e) => (first ? inRoundOne.has(e.id) : !e.withdrawn));
  if (field.length < 2) throw conflict(`A round robin needs at least two players (${field.length} available)`);
  const table = data.tournament.system === 'double_round_robin' ? doubleRoundRobin(field.length) : bergerTable(field.length);
  const idOf = (number: number) => field[number - 1].id;
  const planned: PlannedGame[] = [];
  const free: PlannedGame[] = [];
  for (const [white, black] of table.rounds[round - 1]) {
    if (white > field.length || black > field.length) free.push({ whiteId: idOf(Math.min(white, black)), kind: 'zero_point_bye' });
    else planned.push({ whiteId: idOf(white), blackId: idOf(black), kind: 'game' });
  }
  return { games: [...planned, ...free], totalRounds: round === 1 ? table.rounds.length : undefined };
}

/** Undoes the last paired round (spec §4): only before any of its results is in. */
export async function revertPairing(ctx: AppContext, user: UserRow, tournamentId: string, round: number): Promise<{ round: number; currentRound: number }> {
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId, { lock: true });
    refuseFinished(t);
    if (t.currentRound === 0) throw conflict('No round is paired yet');
    if (round !== t.currentRound) throw conflict(`Only the last paired round (round ${t.currentRound}) can be reverted`);
    const roundRow = (await roundOf(tx, tournamentId, round)) as RoundRow;
    const [{ entered }] = await tx
      .select({ entered: sql<number>`count(*)::int`.mapWith(Number) })
      .from(games)
      .where(and(eq(games.roundId, roundRow.id), sql`${games.result} IS NOT NULL`));
    if (entered > 0) throw conflict(`Round ${round} already has ${entered} result${entered === 1 ? '' : 's'}; it can no longer be reverted`);
    await tx.delete(rounds).where(eq(rounds.id, roundRow.id));
    // A late entry who joined after this round may now play in it.
    await tx
      .update(entries)
      .set({ joinedRound: round })
      .where(and(eq(entries.tournamentId, tournamentId), gt(entries.joinedRound, round)));
    await tx.update(tournaments).set({ currentRound: round - 1, updatedAt: ctx.clock() }).where(eq(tournaments.id, tournamentId));
    await publishChange(tx, tournamentId, 'reverted', round, ctx.clock());
    return { round, currentRound: round - 1 };
  });
}

export async function getPairings(ctx: AppContext, tournamentId: string, round: number): Promise<RoundPairings> {
  return roundPairings(await loadTournamentData(ctx.db, tournamentId), round);
}

/** A started round whose every board has a result is scored; a scored one missing a result is started again. */
async function settleRoundState(ctx: AppContext, tx: Tx, roundRow: RoundRow): Promise<void> {
  if (roundRow.state === 'paired') return;
  const missing = await boardsWithoutResult(tx, roundRow.id);
  if (missing.length === 0 && roundRow.state === 'started') {
    await tx.update(rounds).set({ state: 'scored', scoredAt: ctx.clock() }).where(eq(rounds.id, roundRow.id));
  } else if (missing.length > 0 && roundRow.state === 'scored') {
    await tx.update(rounds).set({ state: 'started', scoredAt: null }).where(eq(rounds.id, roundRow.id));
  }
}

async function recordResult(ctx: AppContext, tx: Tx, user: UserRow, game: GameRow, result: GameResult): Promise<void> {
  const now = ctx.clock();
  await tx
    .update(games)
    .set({ result, resultBy: user.id, resultAt: now, resultVersion: sql`${games.resultVersion} + 1` })
    .where(eq(games.id, game.id));
  await tx.insert(resultChanges).values({ gameId: game.id, tournamentId: game.tournamentId, oldResult: game.result, newResult: result, changedBy: user.id, changedAt: now });
}

/**
 * A change names the version of the board it was made from; if another arbiter changed the board since, the
 * whole request is refused (409) with both results, and the arbiter decides: keep theirs, or send theirs'
 * version with the result again to replace it. A change to the result already there needs no decision.
 */
async function refuseLostUpdates(tx: Tx, results: z.output<typeof scoreUploadBody>['results'], boards: Map<number, GameRow>): Promise<void> {
  for (const [index, { board, result, version }] of results.entries()) {
    const game = boards.get(board) as GameRow;
    if (version === undefined || version === game.resultVersion || game.result === result) continue;
    const [by] = game.resultBy ? await tx.select({ name: users.name }).from(users).where(eq(users.id, game.resultBy)) : [];
    const theirs = game.result === null ? 'no result' : game.result;
    const who = by ? ` by ${by.name}` : '';
    const field = `results.${index}.version`;
    throw conflict(`${field}: board ${board} was changed meanwhile${who}: it now has ${theirs}, yours is ${result}. Nothing was saved; keep ${theirs}, or enter ${result} again to replace it`, field);
  }
}

/**
 * Results of a started round, per board (spec §4: the round is scored once every board has one).
 * Results of earlier rounds may be corrected; every change is recorded with who and when.
 */
export async function uploadScores(ctx: AppContext, user: UserRow, tournamentId: string, round: number, body: z.output<typeof scoreUploadBody>): Promise<RoundPairings> {
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId, { lock: true });
    refuseFinished(t);
    const roundRow = await roundOf(tx, tournamentId, round);
    if (!roundRow) throw conflict(`Round ${round} is not paired yet`);
    if (roundRow.state === 'paired') throw conflict(`Start round ${round} first (trigger-round-start)`);
    const boards = new Map((await tx.select().from(games).where(eq(games.roundId, roundRow.id))).map((g) => [g.board, g]));
    const seen = new Set<number>();
    for (const [index, { board }] of body.results.entries()) {
      const field = `results.${index}.board`;
      if (seen.has(board)) throw badRequest(`${field}: board ${board} is listed twice`, field);
      seen.add(board);
      const game = boards.get(board);
      if (!game) throw badRequest(`${field}: round ${round} has no board ${board}`, field);
      if (game.kind !== 'game') throw badRequest(`${field}: board ${board} is a bye or an absence; its score is fixed`, field);
    }
    await refuseLostUpdates(tx, body.results, boards);
    for (const { board, result } of body.results) {
      const game = boards.get(board) as GameRow;
      if (game.result !== result) await recordResult(ctx, tx, user, game, result);
    }
    await settleRoundState(ctx, tx, roundRow);
    await publishChange(tx, tournamentId, 'results', round, ctx.clock());
    return roundPairings(await loadTournamentData(tx, tournamentId), round);
  });
}

/** The current round, for a manual change: paired or started, not scored. */
async function editableRound(tx: Tx, t: TournamentRow, round: number): Promise<RoundRow> {
  refuseFinished(t);
  if (t.currentRound === 0) throw conflict('No round is paired yet');
  if (round !== t.currentRound) throw conflict(`Only the current round (round ${t.currentRound}) can be changed by hand`);
  const roundRow = (await roundOf(tx, t.id, round)) as RoundRow;
  if (roundRow.state === 'scored') throw conflict(`Round ${round} is scored; pair round ${round + 1} instead`);
  return roundRow;
}

/** What the arbiter should know before a hand-made pairing stands (FIDE C.04.1 and the Dutch absolute criteria). */
function criteriaBroken(data: TournamentData, round: number, whiteId: string, blackId: string | null): string[] {
  const model = toEngine(data);
  const entryById = new Map(data.entries.map((e) => [e.id, e]));
  const white = entryById.get(whiteId)!;
  const record = (id: string): RoundEntry[] => (model.players.find((p) => p.startNumber === entryById.get(id)!.pairingNumber)?.rounds ?? []).slice(0, round - 1);
  const warnings: string[] = [];
  for (const id of [whiteId, blackId]) {
    if (id && entryById.get(id)!.withdrawn) warnings.push(`${entryById.get(id)!.name} has withdrawn`);
  }
  if (blackId === null) {
    if (record(whiteId).some((e) => e.result === 'U' || e.result === 'F' || e.result === '+')) {
      warnings.push(`${white.name} has already had a pairing-allocated bye or a win without playing (FIDE C.04.1 d)`);
    }
    if (data.games.some((g) => g.kind === 'pairing_bye' && data.rounds.find((r) => r.id === g.roundId)?.number === round)) {
      warnings.push(`Round ${round} already has a pairing-allocated bye`);
    }
    return warnings;
  }
  const black = entryById.get(blackId)!;
  const met = record(whiteId).findIndex((e) => e.opponent === black.pairingNumber && e.result !== '+' && e.result !== '-');
  if (met !== -1) warnings.push(`${white.name} and ${black.name} have already played each other (round ${met + 1}; FIDE C.04.1 b)`);
  for (const [player, colour] of [[white, 'w'], [black, 'b']] as const) {
    const colours = record(player.id)
      .filter((e) => e.opponent !== null && e.colour !== null && e.result !== '+' && e.result !== '-')
      .map((e) => e.colour);
    const difference = colours.filter((c) => c === 'w').length - colours.filter((c) => c === 'b').length + (colour === 'w' ? 1 : -1);
    if (Math.abs(difference) > 2) warnings.push(`${player.name} would have ${Math.abs(difference)} more ${difference > 0 ? 'whites' : 'blacks'} than ${difference > 0 ? 'blacks' : 'whites'} (FIDE C.04.1 f)`);
    if (colours.length >= 2 && colours.slice(-2).every((c) => c === colour)) {
      warnings.push(`${player.name} would have ${colour === 'w' ? 'white' : 'black'} three times running (FIDE C.04.1 g)`);
    }
  }
  return warnings;
}

/** Pairs two unpaired players of the current round (or gives one the pairing-allocated bye); warns on FIDE criteria. */
export async function addPairing(ctx: AppContext, user: UserRow, body: z.output<typeof addPairingBody>): Promise<RoundPairings> {
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, body.tournamentId, { lock: true });
    const roundRow = await editableRound(tx, t, body.round);
    const black = body.black ?? null;
    if (black === body.white) throw badRequest('black: a player cannot play themselves', 'black');
    const data = await loadTournamentData(tx, t.id, t);
    for (const [field, id] of [['white', body.white], ['black', black]] as const) {
      if (id === null) continue;
      const entry = data.entries.find((e) => e.id === id);
      if (!entry) throw notFound(`${field}: no such player in this tournament`);
      const row = data.games.find((g) => g.roundId === roundRow.id && (g.whiteId === id || g.blackId === id));
      if (row) {
        const where = row.kind === 'game' ? `paired on board ${row.board}` : `on board ${row.board} (${row.kind.replaceAll('_', ' ')})`;
        throw conflict(`${field}: ${entry.name} is already ${where}; remove that pairing first`, field);
      }
    }
    const warnings = criteriaBroken(data, body.round, body.white, black);
    const [{ last }] = await tx.select({ last: max(games.board) }).from(games).where(eq(games.roundId, roundRow.id));
    await tx.insert(games).values({
      roundId: roundRow.id,
      tournamentId: t.id,
      board: (last ?? 0) + 1,
      whiteId: body.white,
      blackId: black,
      kind: black === null ? 'pairing_bye' : 'game',
    });
    await settleRoundState(ctx, tx, roundRow);
    await publishChange(tx, t.id, 'pairing_changed', body.round, ctx.clock());
    return roundPairings(await loadTournamentData(tx, t.id), body.round, warnings);
  });
}

/** Removes one row of the current round (a board without a result, or a bye); later boards move up. */
export async function removePairing(ctx: AppContext, user: UserRow, body: z.output<typeof removePairingBody>): Promise<RoundPairings> {
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, body.tournamentId, { lock: true });
    const roundRow = await editableRound(tx, t, body.round);
    const [game] = await tx.select().from(games).where(and(eq(games.roundId, roundRow.id), eq(games.board, body.board)));
    if (!game) throw notFound(`board: round ${body.round} has no board ${body.board}`);
    if (game.result !== null) throw conflict(`board: board ${body.board} has a result (${game.result}); it can no longer be removed`, 'board');
    await tx.delete(games).where(eq(games.id, game.id));
    await tx
      .update(games)
      .set({ board: sql`${games.board} - 1` })
      .where(and(eq(games.roundId, roundRow.id), gt(games.board, body.board)));
    await settleRoundState(ctx, tx, roundRow);
    await publishChange(tx, t.id, 'pairing_changed', body.round, ctx.clock());
    const pairings = roundPairings(await loadTournamentData(tx, t.id), body.round);
    const warnings = pairings.unpaired.length > 0 ? [`Not paired in round ${body.round}: ${pairings.unpaired.map((p) => p.name).join(', ')}`] : [];
    return { ...pairings, warnings };
  });
}

/** registration → round N paired → started (spec §4). */
export async function startRound(ctx: AppContext, user: UserRow, tournamentId: string): Promise<Tournament> {
  await ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId, { lock: true });
    refuseFinished(t);
    if (t.currentRound === 0) throw conflict('Pair round 1 first');
    const roundRow = (await roundOf(tx, tournamentId, t.currentRound)) as RoundRow;
    if (roundRow.state === 'started') throw conflict(`Round ${t.currentRound} has already started`);
    if (roundRow.state === 'scored') throw conflict(`Round ${t.currentRound} is over; pair round ${t.currentRound + 1} first`);
    await tx.update(rounds).set({ state: 'started', startedAt: ctx.clock() }).where(eq(rounds.id, roundRow.id));
    await settleRoundState(ctx, tx, { ...roundRow, state: 'started' });
    await publishChange(tx, tournamentId, 'round_started', t.currentRound, ctx.clock());
  });
  return summaryOf(ctx.db, tournamentId);
}

/**
 * Closes the started round: boards still without a result are scored as double forfeits (-/-), each
 * recorded like any other result, and the round is scored. Answers how many boards that took.
 */
export async function cleanupRound(ctx: AppContext, user: UserRow, tournamentId: string): Promise<{ tournament: Tournament; closed: number[] }> {
  const closed = await ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId, { lock: true });
    refuseFinished(t);
    if (t.currentRound === 0) throw conflict('Pair round 1 first');
    const roundRow = (await roundOf(tx, tournamentId, t.currentRound)) as RoundRow;
    if (roundRow.state === 'paired') throw conflict(`Start round ${t.currentRound} first`);
    if (roundRow.state === 'scored') throw conflict(`Round ${t.currentRound} is already scored`);
    const open = await tx
      .select()
      .from(games)
      .where(and(eq(games.roundId, roundRow.id), eq(games.kind, 'game'), isNull(games.result)));
    for (const game of open) await recordResult(ctx, tx, user, game, '-/-');
    await settleRoundState(ctx, tx, roundRow);
    await publishChange(tx, tournamentId, 'round_closed', t.currentRound, ctx.clock());
    return open.map((g) => g.board).sort((a, b) => a - b);
  });
  return { tournament: await summaryOf(ctx.db, tournamentId), closed };
}

/** … → round N scored → finished: every planned round paired and scored. */
export async function endTournament(ctx: AppContext, user: UserRow, tournamentId: string): Promise<Tournament> {
  await ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId, { lock: true });
    if (t.finishedAt) throw conflict('The tournament has already finished');
    if (t.currentRound === 0) throw conflict('Pair round 1 first');
    const roundRow = (await roundOf(tx, tournamentId, t.currentRound)) as RoundRow;
    if (roundRow.state !== 'scored') throw conflict(`Enter every result of round ${t.currentRound} first`);
    if (t.currentRound < t.totalRounds) throw conflict(`Pair round ${t.currentRound + 1} first (the tournament has ${t.totalRounds} rounds)`);
    await tx.update(tournaments).set({ finishedAt: ctx.clock(), updatedAt: ctx.clock() }).where(eq(tournaments.id, tournamentId));
    await publishChange(tx, tournamentId, 'finished', t.currentRound, ctx.clock());
  });
  return summaryOf(ctx.db, tournamentId);
}

/** The recorded result changes of a round (organisers): results are never overwritten without this trace. */
export async function resultHistory(ctx: AppContext, user: UserRow, tournamentId: string, round: number): Promise<ResultChange[]> {
  await managedTournament(ctx.db, user, tournamentId);
  const white = alias(entries, 'white');
  const black = alias(entries, 'black');
  const rows = await ctx.db
    .select({
      board: games.board,
      white: white.name,
      black: black.name,
      oldResult: resultChanges.oldResult,
      newResult: resultChanges.newResult,
      changedById: users.id,
      changedByName: users.name,
      changedAt: resultChanges.changedAt,
    })
    .from(resultChanges)
    .innerJoin(games, eq(games.id, resultChanges.gameId))
    .innerJoin(rounds, eq(rounds.id, games.roundId))
    .innerJoin(white, eq(white.id, games.whiteId))
    .innerJoin(black, eq(black.id, games.blackId))
    .leftJoin(users, eq(users.id, resultChanges.changedBy))
    .where(and(eq(resultChanges.tournamentId, tournamentId), eq(rounds.number, round)))
    .orderBy(asc(resultChanges.id));
  return rows.map((row) => ({
    round,
    board: row.board,
    white: row.white,
    black: row.black,
    oldResult: row.oldResult,
    newResult: row.newResult,
    changedBy: row.changedById && row.changedByName ? { id: row.changedById, name: row.changedByName } : null,
    changedAt: row.changedAt.toISOString(),
  }));
}
