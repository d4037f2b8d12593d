import { and, count, eq, max, ne } from 'drizzle-orm';
import type { RegisteredTeam, TeamApproval } from '@kingside/contract';
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
import { createOrder } from '../core/fee-orders.js';
import { recordTeamFee, teamFees, type TeamReturnUrl } from './fee.js';
import { loadTeamEvent, type TeamEvent } from '../core/team-model.js';
import { words } from '../core/languages/message.js';

type Register = z.output<typeof registerTeamBody>;

/** The registration rules of an individual event, counted in teams: open, before round 1, under the cap. */
async function checkTakesTeams(db: Parameters<typeof settingsOf>[0], t: TeamEvent, user: UserRow): Promise<void> {
  if (!t.enableRegistration) throw conflict('This tournament does not take registrations; ask its organiser');
  if (t.finishedAt) throw conflict('The tournament has finished');
  if (t.currentRound > 0) throw conflict('Round 1 is already paired; ask the organiser to enter your team');
  const settings = await settingsOf(db, t.id);
  if (!settings.open) throw conflict('Registration for this tournament is closed');
  // Places are held by the teams in and those awaiting the organiser's decision, not by the declined.
  const [{ taken }] = await db
    .select({ taken: count() })
    .from(teams)
    .where(and(eq(teams.tournamentId, t.id), eq(teams.withdrawn, false), ne(teams.approval, 'declined')));
  if (settings.cap !== null && taken >= settings.cap)
    throw conflict(words('The tournament is full: it takes {count, plural, one {# team} other {# teams}}', { count: settings.cap }));
  const [captained] = await db
    .select({ name: teams.name })
    .from(teams)
    .where(and(eq(teams.tournamentId, t.id), eq(teams.captainId, user.id)));
  if (captained) throw conflict(words('You already captain {team} in this tournament', { team: captained.name }));
}

/**
 * The caller registers a team and becomes its captain. When the organiser approves each team it awaits their
 * decision, and its fee is charged once approved. Otherwise, with an entry fee the payment order is asked for first
 * (a provider that is down changes nothing) and the team awaits its payment, not paired until it is paid.
 */
export async function registerTeam(ctx: AppContext, user: UserRow, tournamentId: string, body: Register, returnUrl: TeamReturnUrl): Promise<RegisteredTeam> {
  const t = await loadTeamEvent(ctx.db, tournamentId);
  await checkTakesTeams(ctx.db, t, user);
  const approval: TeamApproval = (await settingsOf(ctx.db, t.id)).approval === 'organiser' ? 'awaiting' : 'approved';
  const fee = approval === 'approved' ? await feeOf(ctx.db, t) : null;
  const order = fee ? await createOrder(ctx, user, fee, returnUrl, `Team entry fee: ${t.name}`) : null;
  const team = await ctx.db.transaction(async (tx) => {
    const locked = await loadTeamEvent(tx, tournamentId, { lock: true });
    await checkTakesTeams(tx, locked, user);
    const [taken] = await tx
      .select({ approval: teams.approval })
      .from(teams)
      .where(and(eq(teams.tournamentId, t.id), eq(teams.name, body.name)));
    if (taken?.approval === 'declined')
      throw conflict(words('A team named {team} was declined by the organiser; register under another name', { team: body.name }), 'name');
    if (taken) throw conflict(words('A team named {team} is already registered', { team: body.name }), 'name');
    if (((await settingsOf(tx, t.id)).approval === 'organiser') !== (approval === 'awaiting'))
      throw conflict('The organiser changed how teams are entered while you registered; register again');
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
        approval,
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
    approval: team.approval,
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
