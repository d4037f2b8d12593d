import { and, count, eq, max } from 'drizzle-orm';
import type { RegisteredTeam } from '@kingside/contract';
import type { z } from 'zod';
import type { registerTeamBody } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { teams } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';
import { feeOf } from '../core/entry-fees.js';
import { publishChange } from '../core/live/publish.js';
import { settingsOf } from '../core/registration-places.js';
import { renumberTeams } from '../core/rosters.js';
import type { UserRow } from '../core/sessions.js';
import { createTeamOrder, recordTeamFee, teamFees, type TeamReturnUrl } from './fee.js';
import { loadTeamEvent, type TeamEvent } from '../core/team-model.js';

type Register = z.output<typeof registerTeamBody>;

/** The registration rules of an individual event, counted in teams: open, before round 1, under the cap. */
async function checkTakesTeams(db: Parameters<typeof settingsOf>[0], t: TeamEvent, user: UserRow): Promise<void> {
  if (!t.enableRegistration) throw conflict('This tournament does not take registrations; ask its organiser');
  if (t.finishedAt) throw conflict('The tournament has finished');
  if (t.currentRound > 0) throw conflict('Round 1 is already paired; ask the organiser to enter your team');
  const settings = await settingsOf(db, t.id);
  if (!settings.open) throw conflict('Registration for this tournament is closed');
  const [{ taken }] = await db
    .select({ taken: count() })
    .from(teams)
    .where(and(eq(teams.tournamentId, t.id), eq(teams.withdrawn, false)));
  if (settings.cap !== null && taken >= settings.cap) throw conflict(`The tournament is full: it takes ${settings.cap} teams`);
  const [captained] = await db
    .select({ name: teams.name })
    .from(teams)
    .where(and(eq(teams.tournamentId, t.id), eq(teams.captainId, user.id)));
  if (captained) throw conflict(`You already captain ${captained.name} in this tournament`);
}

/**
 * The caller registers a team and becomes its captain. With an entry fee the payment order is asked for first (a
 * provider that is down changes nothing) and the team awaits its payment, not paired until it is paid.
 */
export async function registerTeam(ctx: AppContext, user: UserRow, tournamentId: string, body: Register, returnUrl: TeamReturnUrl): Promise<RegisteredTeam> {
  const t = await loadTeamEvent(ctx.db, tournamentId);
  await checkTakesTeams(ctx.db, t, user);
  const fee = await feeOf(ctx.db, t);
  const order = fee ? await createTeamOrder(ctx, user, fee, returnUrl, `Team entry fee: ${t.name}`) : null;
  const team = await ctx.db.transaction(async (tx) => {
    const locked = await loadTeamEvent(tx, tournamentId, { lock: true });
    await checkTakesTeams(tx, locked, user);
    const [taken] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.tournamentId, t.id), eq(teams.name, body.name)));
    if (taken) throw conflict(`A team named ${body.name} is already registered`, 'name');
    if (order) {
      const now = await feeOf(tx, locked);
      if (now?.amount !== order.fee.amount || now.currency !== order.fee.currency) throw conflict('The entry fee changed while you registered; register again');
    }
    const [{ last }] = await tx
      .select({ last: max(teams.pairingNumber) })
      .from(teams)
      .where(eq(teams.tournamentId, t.id));
    const now = ctx.clock();
    const [row] = await tx
      .insert(teams)
      .values({
        tournamentId: t.id,
        pairingNumber: (last ?? 0) + 1,
        name: body.name,
        shortName: body.shortName ?? '',
        club: body.club ?? null,
        federation: body.federation ?? null,
        captainId: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (order) await recordTeamFee(ctx, tx, row, order);
    await renumberTeams(tx, t.id);
    await publishChange(tx, t.id, 'players', null, now);
    const [numbered] = await tx.select().from(teams).where(eq(teams.id, row.id));
    return numbered;
  });
  return {
    team: {
      id: team.id,
      pairingNumber: team.pairingNumber,
      name: team.name,
      shortName: team.shortName,
      club: team.club,
      federation: team.federation,
      rating: 0,
      withdrawn: team.withdrawn,
      captain: user.name,
      roster: [],
    },
    fee: (await teamFees(ctx.db, [team.id])).get(team.id) ?? null,
  };
}
