import { eq } from 'drizzle-orm';
import { halfPointByeBeyondLimit } from '@kingside/engine';
import type { CheckInSettings, Confirmation } from '@kingside/contract';
import type { Db, Tx } from '../../db/connection.js';
import { checkInSettings } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';
import { requireConfirmation } from './warning-levels.js';
import type { TournamentRow } from './access.js';
import { words } from './languages/message.js';

/** A tournament that never set them: no check-in, no byes from the phone (the arbiter still grants byes). */
export const noCheckIn: CheckInSettings = { required: false, opensBeforeMinutes: null, closesBeforeMinutes: null, halfPointByeLimit: 0, noByeLastRounds: 0 };

export async function settingsOf(db: Db | Tx, tournamentId: string): Promise<CheckInSettings> {
  const [row] = await db.select().from(checkInSettings).where(eq(checkInSettings.tournamentId, tournamentId));
  if (!row) return noCheckIn;
  const { required, opensBeforeMinutes, closesBeforeMinutes, halfPointByeLimit, noByeLastRounds } = row;
  return { required, opensBeforeMinutes, closesBeforeMinutes, halfPointByeLimit, noByeLastRounds };
}

/**
 * The tournament's regulations may keep half-point byes out of its last rounds: a bye there, asked
 * for or granted, is refused (409 naming the rounds), whoever asks.
 */
export function refuseByeInLastRounds(t: TournamentRow, { noByeLastRounds }: CheckInSettings, rounds: readonly number[], field: string): void {
  if (noByeLastRounds === 0) return;
  const first = t.totalRounds - noByeLastRounds + 1;
  const late = rounds.find((round) => round >= first);
  if (late === undefined) return;
  throw conflict(
    noByeLastRounds === 1
      ? words('{field}: no half-point byes in the last round ({last}) of this tournament; round {round} cannot have one', {
          field,
          last: t.totalRounds,
          round: late,
        })
      : words('{field}: no half-point byes in the last {count} rounds ({first} to {last}) of this tournament; round {round} cannot have one', {
          field,
          count: noByeLastRounds,
          first: Math.max(1, first),
          last: t.totalRounds,
          round: late,
        }),
    field,
  );
}

/**
 * Half-point byes beyond the tournament's limit (FIDE C.02): players cannot ask for them, and in FIDE mode
 * the arbiter grants each only once confirmed (warning level 3). The limit is the one the organiser saved with the
 * check-in settings; a tournament that never set one has no limit for the arbiter to pass.
 */
export async function confirmByesBeyondLimit(
  tx: Tx,
  t: TournamentRow,
  player: string,
  total: number,
  confirmation: Confirmation | undefined,
  field: string,
): Promise<void> {
  if (!t.fideMode) return;
  const [row] = await tx.select({ limit: checkInSettings.halfPointByeLimit }).from(checkInSettings).where(eq(checkInSettings.tournamentId, t.id));
  if (!row || halfPointByeBeyondLimit(total, row.limit) === null) return;
  requireConfirmation(
    3,
    confirmation,
    words("{field}: {player} would have {total} half-point byes, beyond this tournament's limit of {limit} per player", {
      field,
      player,
      total,
      limit: row.limit,
    }),
  );
}

/**
 * The round players check in for: the next one to be paired, while the tournament runs. Only Swiss rounds:
 * a round robin's boards are fixed by its Berger table, so an absent player there loses by forfeit instead.
 */
export function checkInRound(t: TournamentRow): number | null {
  if (t.system !== 'dutch' || t.finishedAt !== null) return null;
  const next = t.currentRound + 1;
  return next <= t.totalRounds ? next : null;
}
