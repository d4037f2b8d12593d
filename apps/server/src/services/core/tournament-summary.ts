import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_CURRENCY, type Currency, type RoundState, type Tournament, type TournamentState } from '@kingside/contract';
import type { Db, Tx } from '../../db/connection.js';
import { tournaments } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/errors.js';
import { notDeleted, type TournamentRow } from './access.js';
import { toApiFiles, tournamentFilesColumn } from './files/files.js';
import { words } from './languages/message.js';

/** The deputies' FIDE ids, one per deputy in their order (null: none given); more ids than deputies is bad input. */
export function deputyFideIds(deputies: readonly string[], ids: readonly (number | null)[]): (number | null)[] {
  if (ids.length > deputies.length) {
    throw badRequest(
      words('deputyArbiterFideIds: {ids} FIDE ids for {deputies} deputy arbiters', { ids: ids.length, deputies: deputies.length }),
      'deputyArbiterFideIds',
    );
  }
  return deputies.map((_, i) => ids[i] ?? null);
}

/** The tournament's place in registration → round N paired → started → scored → … → finished. */
export function stateOf(row: Pick<TournamentRow, 'currentRound' | 'finishedAt'>, currentRoundState: RoundState | null): TournamentState {
  if (row.finishedAt) return 'finished';
  if (row.currentRound === 0 || currentRoundState === null) return 'registration';
  return currentRoundState;
}

export const tournamentSummaryColumns = {
  tournament: tournaments,
  // Spelled out: drizzle leaves columns unqualified inside sql``, where a subquery would capture them.
  // Registrations awaiting their entry fee are not players yet (entry-fees.ts).
  playerCount: sql<number>`(SELECT count(*)::int FROM entries e WHERE e.tournament_id = "tournaments"."id"
    AND NOT EXISTS (SELECT 1 FROM entry_fees ef WHERE ef.entry_id = e.id AND ef.status = 'awaiting_payment'))`.mapWith(Number),
  roundState: sql<RoundState | null>`(SELECT r.state FROM rounds r WHERE r.tournament_id = "tournaments"."id" AND r.number = "tournaments"."current_round")`,
  files: tournamentFilesColumn,
  pairingRound: sql<number | null>`(SELECT pj.round FROM pairing_jobs pj WHERE pj.tournament_id = "tournaments"."id")`,
  currency: sql<Currency | null>`(SELECT ps.currency FROM prize_structures ps WHERE ps.tournament_id = "tournaments"."id")`,
};

interface Summary {
  tournament: TournamentRow;
  playerCount: number;
  roundState: RoundState | null;
  /** Absent for a tournament just created (it has none yet). */
  files?: Parameters<typeof toApiFiles>[1];
  /** The round the engine is pairing right now, if any. */
  pairingRound?: number | null;
  /** The prize structure's currency; absent or null without one. */
  currency?: Currency | null;
}

export function toApi({ tournament: row, playerCount, roundState, files, pairingRound = null, currency }: Summary): Tournament {
  return {
    id: row.id,
    name: row.name,
    system: row.system,
    type: row.system,
    rounds: row.totalRounds,
    currentRound: row.currentRound,
    state: stateOf(row, roundState),
    pairingRound,
    startDate: row.startDate,
    endDate: row.endDate,
    roundSchedule: row.roundSchedule,
    venue: row.venue,
    city: row.city,
    federation: row.federation,
    timeControl: row.timeControl,
    ratingType: row.ratingType,
    ratingMethod: row.ratingMethod,
    unratedRatingMethod: row.unratedRatingMethod,
    unratedRating: row.unratedRating,
    pointSystem: row.pointSystem,
    pabPoints: row.pabPoints,
    acceleration: row.acceleration,
    tiebreaks: row.tiebreaks,
    sharedPlaces: row.sharedPlaces,
    chiefArbiter: row.chiefArbiter,
    deputyArbiters: row.deputyArbiters,
    chiefArbiterFideId: row.chiefArbiterFideId,
    deputyArbiterFideIds: deputyFideIds(row.deputyArbiters, row.deputyArbiterFideIds),
    entryFee: row.entryFee,
    currency: currency ?? DEFAULT_CURRENCY,
    boards: row.boardsPerMatch,
    teamScoring: row.teamScoring,
    lineupDeadlineMinutes: row.lineupDeadlineMinutes,
    language: row.language,
    enable_registration: row.enableRegistration,
    is_club_membership: row.isClubMembership,
    create_brochure: row.createBrochure,
    is_brochure: row.isBrochure,
    feedbacks: row.feedbacks,
    initialColour: row.initialColour,
    initialOrder: row.initialOrder,
    pairingNumbersByHand: row.pairingNumbersByHand,
    fideMode: row.fideMode,
    fideModeLeftInRound: row.fideMode ? null : row.fideModeLeftRound,
    clubId: row.clubId,
    files: toApiFiles(row.id, files),
    playerCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function summaryOf(db: Db | Tx, id: string): Promise<Tournament> {
  const [row] = await db
    .select(tournamentSummaryColumns)
    .from(tournaments)
    .where(and(eq(tournaments.id, id), notDeleted));
  if (!row) throw notFound('Tournament not found');
  return toApi(row);
}
