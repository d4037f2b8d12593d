import { and, eq } from 'drizzle-orm';
import { isTeamSystem, type CheckInSettings, type CheckInSheet } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { checkInSettings, checkInWindows } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../http/errors.js';
import { words } from '../core/languages/message.js';
import type { UserRow } from '../core/sessions.js';
import { publishChange } from '../core/live/publish.js';
import { refuseFinished } from '../core/round-state.js';
import { managedTournament, type TournamentRow } from '../core/access.js';
import { checkInSheet } from './sheet.js';
import { checkInRound } from '../core/check-in-settings.js';
import { windowOf } from '../core/check-in-windows.js';

// The arbiter's side: the tournament's check-in settings, opening and closing the next round's check-in.

/** Runs `change` on the managed tournament, locked, and answers the sheet as it then stands. */
async function changing(ctx: AppContext, user: UserRow, tournamentId: string, change: (tx: Tx, t: TournamentRow) => Promise<void>): Promise<CheckInSheet> {
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId, { lock: true });
    await change(tx, t);
    return checkInSheet(tx, t);
  });
}

export async function viewCheckIn(ctx: AppContext, user: UserRow, tournamentId: string): Promise<CheckInSheet> {
  return checkInSheet(ctx.db, await managedTournament(ctx.db, user, tournamentId));
}

export async function saveCheckInSettings(ctx: AppContext, user: UserRow, tournamentId: string, settings: CheckInSettings): Promise<CheckInSheet> {
  return changing(ctx, user, tournamentId, async (tx, t) => {
    if (settings.required && isTeamSystem(t.system))
      throw conflict(
        "required: no check-in in a team event: a team event's players play when their captain puts them in the lineup; a player who cannot come is left out of it",
        'required',
      );
    if (settings.required && t.system !== 'dutch') {
      throw conflict(
        'required: only Swiss tournaments use check-in; a round robin pairs everyone by its Berger table (enter a forfeit for an absent player)',
        'required',
      );
    }
    const now = ctx.clock();
    await tx
      .insert(checkInSettings)
      .values({ tournamentId, ...settings, updatedAt: now })
      .onConflictDoUpdate({ target: checkInSettings.tournamentId, set: { ...settings, updatedAt: now } });
    await publishChange(tx, tournamentId, 'check_in', checkInRound(t), now);
  });
}

/** The next round, which check-in is about; refused once the tournament has no further round to pair. */
function nextRound(t: TournamentRow): number {
  refuseFinished(t);
  const round = checkInRound(t);
  if (round === null) throw conflict(words('Every round of the tournament is paired ({rounds}); there is no check-in to hold', { rounds: t.totalRounds }));
  return round;
}

async function refuseWithoutCheckIn(tx: Tx, tournamentId: string): Promise<void> {
  const [row] = await tx.select({ required: checkInSettings.required }).from(checkInSettings).where(eq(checkInSettings.tournamentId, tournamentId));
  if (!row?.required) throw conflict('This tournament does not require check-in; turn it on in the check-in settings first');
}

/** Opens (or opens again) the next round's check-in; with `closesAt` it closes by itself then. */
export async function openCheckIn(ctx: AppContext, user: UserRow, tournamentId: string, closesAt: string | null): Promise<CheckInSheet> {
  return changing(ctx, user, tournamentId, async (tx, t) => {
    await refuseWithoutCheckIn(tx, tournamentId);
    const round = nextRound(t);
    const now = ctx.clock();
    const closing = closesAt === null ? null : new Date(closesAt);
    if (closing && closing <= now) throw badRequest('closesAt: the check-in must close later than now', 'closesAt');
    const window = await windowOf(tx, tournamentId, round);
    if (window && !window.closedAt) throw conflict(words('Check-in for round {round} is already open', { round }));
    const opened = { openedAt: now, openedBy: user.id, closesAt: closing, closedAt: null, closedBy: null, remindedAt: null };
    if (window)
      await tx
        .update(checkInWindows)
        .set(opened)
        .where(and(eq(checkInWindows.tournamentId, tournamentId), eq(checkInWindows.round, round)));
    else await tx.insert(checkInWindows).values({ tournamentId, round, ...opened });
    await publishChange(tx, tournamentId, 'check_in', round, now);
  });
}

/** Closes the next round's check-in: whoever is not checked in then is absent from the round. */
export async function closeCheckIn(ctx: AppContext, user: UserRow, tournamentId: string): Promise<CheckInSheet> {
  return changing(ctx, user, tournamentId, async (tx, t) => {
    const round = nextRound(t);
    const window = await windowOf(tx, tournamentId, round);
    if (!window || window.closedAt) throw conflict(words('Check-in for round {round} is not open', { round }));
    const now = ctx.clock();
    await tx
      .update(checkInWindows)
      .set({ closedAt: now, closedBy: user.id })
      .where(and(eq(checkInWindows.tournamentId, tournamentId), eq(checkInWindows.round, round)));
    await publishChange(tx, tournamentId, 'check_in', round, now);
  });
}
