import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  defaultTiebreaks,
  isSwissSystem,
  isTeamSystem,
  STANDARD_TEAM_SCORING,
  STANDARD_POINT_SYSTEM,
  SOURCE_LOCALE,
  type CreateTournament,
  type InitialOrder,
  type Statistics,
  type Tournament,
  type TournamentConfig,
  type TournamentDetails,
  type UpdateTournament,
} from '@kingside/contract';
import type { z } from 'zod';
import type { tournamentConfigBody, tournamentListQuery } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/connection.js';
import { clubs, games, rounds, tournaments } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { managedBy, managedTournament, managesClub, notDeleted, type TournamentRow } from '../core/access.js';
import { publishChange } from '../core/live/publish.js';
import { checkTiebreaks } from './tiebreak-codes.js';
import { recordTiebreakChange } from './tiebreak-change.js';
import { checkRatingRulesChange, recordRatingRulesChange } from './rating-method-change.js';
import { LAST_ROUND_FOR_RENUMBERING, renumber } from '../core/players.js';
import { refuseInFideMode } from '../core/warning-levels.js';
import { changeInitialOrder } from '../core/pairing-numbers.js';
import { claimCreation, recordCreation } from '../core/creation-tokens.js';
import { deputyFideIds, stateOf, summaryOf, toApi, tournamentSummaryColumns } from '../core/tournament-summary.js';
import { words } from '../core/languages/message.js';

/** Routes read a tournament's summary here, with the other tournament operations. */

type ListQuery = z.output<typeof tournamentListQuery>;
type ConfigBody = z.output<typeof tournamentConfigBody>;

async function checkClub(db: Db | Tx, user: UserRow, clubId: string): Promise<void> {
  const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId));
  if (!club) throw notFound('Club not found');
  if (!(await managesClub(db, user, clubId))) throw forbidden('You do not manage this club');
}

/** Creates a tournament; sent again with its client token, throws RepeatedCreation naming the first (creation-tokens.ts). */
export async function createTournament(ctx: AppContext, user: UserRow, body: CreateTournament): Promise<Tournament> {
  return ctx.db.transaction(async (tx) => {
    await claimCreation(tx, user.id, 'tournament', body.clientToken, ctx.clock());
    const created = await insertTournament({ ...ctx, db: tx }, user, body);
    await recordCreation(tx, user.id, body.clientToken, created.id);
    return created;
  });
}

async function insertTournament(ctx: AppContext, user: UserRow, body: CreateTournament): Promise<Tournament> {
  if (body.clubId) await checkClub(ctx.db, user, body.clubId);
  if (body.is_club_membership && !body.clubId) {
    throw badRequest('clubId: a club membership tournament belongs to a club', 'clubId');
  }
  const tiebreaks = checkTiebreaks(body.tiebreaks ?? defaultTiebreaks(body.system), body.system);
  const team = isTeamSystem(body.system);
  const pointSystem = body.pointSystem ?? STANDARD_POINT_SYSTEM;
  const now = ctx.clock();
  const [row] = await ctx.db
    .insert(tournaments)
    .values({
      ownerId: user.id,
      clubId: body.clubId ?? null,
      name: body.name,
      system: body.system,
      totalRounds: body.rounds ?? 0,
      startDate: body.startDate ?? null,
      endDate: body.endDate ?? null,
      roundSchedule: body.roundSchedule ?? [],
      venue: body.venue ?? null,
      city: body.city ?? null,
      federation: body.federation ?? null,
      timeControl: body.timeControl ?? null,
      ratingType: body.ratingType,
      ratingMethod: body.ratingMethod,
      unratedRatingMethod: body.unratedRatingMethod,
      unratedRating: body.unratedRating ?? null,
      pointSystem,
      // FIDE C.04.1 c: the pairing-allocated bye scores a win unless the rules say otherwise;
      // C.04.6 art. 1.4: in a team event it is worth a drawn match, a draw on every board.
      pabPoints: body.pabPoints ?? (team ? pointSystem.draw : pointSystem.win),
      acceleration: body.acceleration,
      tiebreaks,
      sharedPlaces: body.sharedPlaces ?? true,
      chiefArbiter: body.chiefArbiter ?? null,
      deputyArbiters: body.deputyArbiters ?? [],
      chiefArbiterFideId: body.chiefArbiterFideId ?? null,
      deputyArbiterFideIds: deputyFideIds(body.deputyArbiters ?? [], body.deputyArbiterFideIds ?? []),
      entryFee: body.entryFee ?? null,
      enableRegistration: body.enable_registration ?? false,
      isClubMembership: body.is_club_membership ?? false,
      createBrochure: body.create_brochure ?? false,
      isBrochure: body.is_brochure ?? false,
      feedbacks: body.feedbacks ?? [],
      initialColour: body.initialColour ?? null,
      initialOrder: body.initialOrder ?? 'name',
      boardsPerMatch: team ? (body.boards ?? null) : null,
      teamScoring: team ? (body.teamScoring ?? STANDARD_TEAM_SCORING) : null,
      lineupDeadlineMinutes: team ? (body.lineupDeadlineMinutes ?? null) : null,
      language: body.language ?? user.locale ?? SOURCE_LOCALE,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toApi({ tournament: row, playerCount: 0, roundState: null });
}

/** Fields that shape the pairings are fixed once round 1 is paired. */
function refuseAfterRoundOne(row: TournamentRow, field: 'system' | 'initialColour' | 'boards' | 'teamScoring' | 'ratingType'): void {
  if (row.currentRound > 0)
    throw conflict(
      words(
        '{field}: {field, select, system {The pairing system} initialColour {The initial colour} boards {The number of boards} teamScoring {The team scoring} other {The rating used}} cannot change once round 1 is paired; revert round 1 first',
        { field },
      ),
      field,
    );
}

/**
 * The acceleration is chosen before round 1 (FIDE C.02): changing it once round 1 is paired is level 5, refused in
 * FIDE mode. Out of it the new method applies from the next round paired; rounds already paired stay as they were.
 */
function refuseAccelerationChange(row: TournamentRow, acceleration: TournamentRow['acceleration'] | undefined): void {
  if (acceleration === undefined || acceleration === row.acceleration || row.currentRound === 0) return;
  refuseInFideMode(row, words('acceleration: round {round} is paired; the acceleration is chosen before round 1', { round: row.currentRound }));
}

export async function updateTournament(ctx: AppContext, user: UserRow, id: string, body: UpdateTournament): Promise<Tournament> {
  await ctx.db.transaction(async (tx) => {
    const row = await managedTournament(tx, user, id, { lock: true });
    const system = body.system ?? row.system;
    if (body.system !== undefined && body.system !== row.system) refuseAfterRoundOne(row, 'system');
    const team = checkTeamFields(row, system, body);
    refuseAccelerationChange(row, body.acceleration);
    if (body.initialColour !== undefined && body.initialColour !== row.initialColour) refuseAfterRoundOne(row, 'initialColour');
    if (body.rounds !== undefined && body.rounds !== row.totalRounds) {
      if (!isSwissSystem(system) && row.currentRound > 0) {
        throw conflict('rounds: a round robin has as many rounds as its Berger table', 'rounds');
      }
      if (body.rounds < row.currentRound) {
        throw conflict(words('rounds: round {round} is already paired; revert rounds first to have fewer', { round: row.currentRound }), 'rounds');
      }
    }
    if (isSwissSystem(system) && (body.rounds ?? row.totalRounds) === 0) {
      throw badRequest('rounds: a Swiss needs its number of rounds', 'rounds');
    }
    const tiebreaks = body.tiebreaks ? checkTiebreaks(body.tiebreaks, system) : body.system !== undefined ? defaultIfUntouched(row, system) : undefined;
    if (tiebreaks !== undefined && tiebreaks.join(' ') !== row.tiebreaks.join(' ') && row.currentRound > 0) {
      await recordTiebreakChange(ctx, tx, user, row, tiebreaks, body.confirmation);
    }
    const ratingMethodChanged = checkRatingRulesChange(row, body);
    await recordRatingRulesChange(ctx, tx, user, row, body);
    const initialOrderChanged = body.initialOrder !== undefined && body.initialOrder !== row.initialOrder;
    if (body.clubId) await checkClub(tx, user, body.clubId);
    const clubId = body.clubId === undefined ? row.clubId : body.clubId;
    if ((body.is_club_membership ?? row.isClubMembership) && !clubId) {
      throw badRequest('clubId: a club membership tournament belongs to a club', 'clubId');
    }
    const pointSystem = body.pointSystem ?? row.pointSystem;
    const startDate = body.startDate === undefined ? row.startDate : body.startDate;
    const endDate = body.endDate === undefined ? row.endDate : body.endDate;
    if (startDate && endDate && endDate < startDate) throw badRequest('endDate: the end date is before the start date', 'endDate');
    // The deputies' ids go with the deputies: a new list of deputies without its ids has none.
    const deputyIds =
      body.deputyArbiters !== undefined || body.deputyArbiterFideIds !== undefined
        ? deputyFideIds(body.deputyArbiters ?? row.deputyArbiters, body.deputyArbiterFideIds ?? [])
        : undefined;
    await tx
      .update(tournaments)
      .set({
        name: body.name,
        system: body.system,
        totalRounds: body.rounds,
        startDate: body.startDate,
        endDate: body.endDate,
        roundSchedule: body.roundSchedule,
        venue: body.venue,
        city: body.city,
        federation: body.federation,
        timeControl: body.timeControl,
        ratingType: body.ratingType,
        ratingMethod: body.ratingMethod,
        unratedRatingMethod: body.unratedRatingMethod,
        unratedRating: body.unratedRating,
        pointSystem: body.pointSystem,
        // A new point system without its own bye value keeps the bye worth a win.
        pabPoints: body.pabPoints ?? (body.pointSystem ? pointSystem.win : undefined),
        acceleration: body.acceleration,
        tiebreaks,
        sharedPlaces: body.sharedPlaces,
        chiefArbiter: body.chiefArbiter,
        deputyArbiters: body.deputyArbiters,
        chiefArbiterFideId: body.chiefArbiterFideId,
        deputyArbiterFideIds: deputyIds,
        entryFee: body.entryFee,
        enableRegistration: body.enable_registration,
        isClubMembership: body.is_club_membership,
        createBrochure: body.create_brochure,
        isBrochure: body.is_brochure,
        feedbacks: body.feedbacks,
        initialColour: body.initialColour,
        initialOrder: body.initialOrder,
        clubId: body.clubId,
        language: body.language,
        ...team,
        updatedAt: ctx.clock(),
      })
      .where(eq(tournaments.id, id));
    // New tournament ratings renumber the field while pairing numbers may still change (C.04.2, as rating corrections do).
    if (ratingMethodChanged && row.currentRound <= LAST_ROUND_FOR_RENUMBERING) {
      await renumber(tx, id);
      await publishChange(tx, id, 'players', null, ctx.clock());
    }
    if (initialOrderChanged) await changeInitialOrder(ctx, tx, user, row, body.initialOrder as InitialOrder, body.confirmation);
    await publishChange(tx, id, 'settings', null, ctx.clock());
  });
  return summaryOf(ctx.db, id);
}

/**
 * A team event's boards, scoring and lineup deadline: set when the system becomes a team one (4 boards and FIDE's
 * scoring unless given), cleared when it stops being one; the boards and the scoring are fixed once round 1 is paired.
 */
function checkTeamFields(
  row: TournamentRow,
  system: TournamentRow['system'],
  body: UpdateTournament,
): Pick<Partial<TournamentRow>, 'boardsPerMatch' | 'teamScoring' | 'lineupDeadlineMinutes'> {
  if (!isTeamSystem(system)) {
    if (body.boards !== undefined || body.teamScoring !== undefined || (body.lineupDeadlineMinutes ?? null) !== null) {
      throw badRequest('boards: boards, team scoring and a lineup deadline are for team events only', 'boards');
    }
    return row.boardsPerMatch === null ? {} : { boardsPerMatch: null, teamScoring: null, lineupDeadlineMinutes: null };
  }
  if (body.boards !== undefined && body.boards !== row.boardsPerMatch) refuseAfterRoundOne(row, 'boards');
  if (body.teamScoring !== undefined && JSON.stringify(body.teamScoring) !== JSON.stringify(row.teamScoring)) {
    refuseAfterRoundOne(row, 'teamScoring');
  }
  return {
    boardsPerMatch: body.boards ?? row.boardsPerMatch ?? 4,
    teamScoring: body.teamScoring ?? row.teamScoring ?? STANDARD_TEAM_SCORING,
    lineupDeadlineMinutes: body.lineupDeadlineMinutes,
  };
}

/** Changing the system swaps the tie-breaks too, unless the organiser chose their own. */
function defaultIfUntouched(row: TournamentRow, system: CreateTournament['system']): string[] | undefined {
  const untouched = row.tiebreaks.join(' ') === defaultTiebreaks(row.system).join(' ');
  return untouched ? defaultTiebreaks(system) : undefined;
}

function nameMatches(query: string | undefined): SQL | undefined {
  if (!query) return undefined;
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(tournaments.name, pattern), ilike(tournaments.city, pattern), ilike(tournaments.venue, pattern));
}

async function page(db: Db, where: SQL | undefined, query: ListQuery, order: SQL[]): Promise<{ tournaments: Tournament[]; count: number }> {
  const [{ total }] = await db.select({ total: count() }).from(tournaments).where(where);
  const rows = await db
    .select(tournamentSummaryColumns)
    .from(tournaments)
    .where(where)
    .orderBy(...order, asc(tournaments.id))
    .limit(query.limit)
    .offset(query.offset);
  return { tournaments: rows.map(toApi), count: total };
}

/** The tournaments the user manages, newest first. */
export async function managedTournaments(ctx: AppContext, user: UserRow, query: ListQuery) {
  if (user.role === 'player') throw forbidden('Only organisers and admins manage tournaments');
  const where = and(managedBy(user), notDeleted, nameMatches(query.query), query.system ? eq(tournaments.system, query.system) : undefined);
  return page(ctx.db, where, query, [desc(tournaments.createdAt)]);
}

/** Public search: running and upcoming events first. */
export async function publicTournaments(ctx: AppContext, query: ListQuery) {
  const where = and(notDeleted, nameMatches(query.query), query.system ? eq(tournaments.system, query.system) : undefined);
  return page(ctx.db, where, query, [sql`${tournaments.finishedAt} IS NOT NULL`, sql`${tournaments.startDate} DESC NULLS LAST`, desc(tournaments.createdAt)]);
}

/** Public detail: with each round's {paired, scored}. */
export async function tournamentDetails(ctx: AppContext, id: string): Promise<TournamentDetails> {
  const summary = await summaryOf(ctx.db, id);
  const roundRows = await ctx.db
    .select({ number: rounds.number, state: rounds.state })
    .from(rounds)
    .where(eq(rounds.tournamentId, id))
    .orderBy(asc(rounds.number));
  const pairings: TournamentDetails['pairings'] = {};
  for (let round = 1; round <= Math.max(summary.rounds, summary.currentRound); round++) {
    pairings[String(round)] = { paired: false, scored: false };
  }
  for (const { number, state } of roundRows) pairings[String(number)] = { paired: true, scored: state === 'scored' };
  return { ...summary, pairings };
}

export function configOf(row: TournamentRow): TournamentConfig {
  return {
    pointSystem: row.pointSystem,
    pabPoints: row.pabPoints,
    acceleration: row.acceleration,
    tiebreaks: row.tiebreaks,
    sharedPlaces: row.sharedPlaces,
    ratingType: row.ratingType,
    initialColour: row.initialColour,
  };
}

export async function getConfig(ctx: AppContext, user: UserRow, id: string): Promise<TournamentConfig> {
  return configOf(await managedTournament(ctx.db, user, id));
}

export async function setConfig(ctx: AppContext, user: UserRow, id: string, body: ConfigBody): Promise<TournamentConfig> {
  return ctx.db.transaction(async (tx) => {
    const row = await managedTournament(tx, user, id, { lock: true });
    refuseAccelerationChange(row, body.acceleration);
    if (body.initialColour !== undefined && body.initialColour !== row.initialColour) refuseAfterRoundOne(row, 'initialColour');
    if (body.ratingType !== undefined && body.ratingType !== row.ratingType) refuseAfterRoundOne(row, 'ratingType');
    const [updated] = await tx
      .update(tournaments)
      .set({
        pointSystem: body.pointSystem,
        pabPoints: body.pabPoints ?? (body.pointSystem ? body.pointSystem.win : undefined),
        acceleration: body.acceleration,
        tiebreaks: body.tiebreaks ? checkTiebreaks(body.tiebreaks, row.system) : undefined,
        sharedPlaces: body.sharedPlaces,
        ratingType: body.ratingType,
        initialColour: body.initialColour,
        updatedAt: ctx.clock(),
      })
      .where(eq(tournaments.id, id))
      .returning();
    await publishChange(tx, id, 'settings', null, ctx.clock());
    return configOf(updated);
  });
}

/** Dashboard figures over the tournaments the user manages (all, for an admin). */
export async function statistics(ctx: AppContext, user: UserRow): Promise<Statistics> {
  if (user.role === 'player') throw forbidden('Only organisers and admins manage tournaments');
  const visible = await ctx.db
    .select(tournamentSummaryColumns)
    .from(tournaments)
    .where(and(managedBy(user), notDeleted));
  const tournamentsByState: Statistics['tournamentsByState'] = { registration: 0, paired: 0, started: 0, scored: 0, finished: 0 };
  for (const row of visible) tournamentsByState[stateOf(row.tournament, row.roundState)] += 1;
  const roundsByState: Statistics['roundsByState'] = { paired: 0, started: 0, scored: 0 };
  const roundCounts = await ctx.db
    .select({ state: rounds.state, n: count() })
    .from(rounds)
    .innerJoin(tournaments, eq(tournaments.id, rounds.tournamentId))
    .where(and(managedBy(user), notDeleted))
    .groupBy(rounds.state);
  for (const row of roundCounts) roundsByState[row.state] = row.n;
  const [{ n: gameCount }] = await ctx.db
    .select({ n: count() })
    .from(games)
    .innerJoin(tournaments, eq(tournaments.id, games.tournamentId))
    .where(and(managedBy(user), notDeleted, eq(games.kind, 'game')));
  const players = visible.reduce((sum, row) => sum + row.playerCount, 0);
  return {
    tournaments: visible.length,
    tournamentsByState,
    players,
    games: gameCount,
    rounds: roundsByState.paired + roundsByState.started + roundsByState.scored,
    roundsByState,
  };
}
