import { eq } from 'drizzle-orm';
import type { SetLineupBody, TeamLineup } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { entries, lineupChanges, lineups } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { publishChange } from '../core/live/publish.js';
import type { UserRow } from '../core/sessions.js';
import { loadTeamEvent } from '../core/team-model.js';
import { lineupDeadline } from './deadline.js';
import { lineupProblem } from './rules.js';
import { callerOf, loadLineupRound, matchOf } from './round.js';
import { readTeamLineup } from './view.js';
import { words } from '../core/languages/message.js';

/**
 * Sets a team's lineup for a round: its captain until the deadline, an arbiter until the round's lineups are
 * published (recorded as the arbiter's, with who and when). Every setting is kept in the lineup's history.
 */
export async function setLineup(ctx: AppContext, user: UserRow, tournamentId: string, round: number, teamId: string, body: SetLineupBody): Promise<TeamLineup> {
  return ctx.db.transaction(async (tx) => {
    const t = await loadTeamEvent(tx, tournamentId, { lock: true });
    const caller = await callerOf(tx, user, t);
    const r = await loadLineupRound(tx, t, round);
    const team = r.teams.get(teamId);
    if (!team) throw notFound('Team not found in this tournament');
    if (!caller.manager && !caller.captainOf.has(teamId))
      throw forbidden(words("Only the captain of {team} or the tournament's arbiters set its lineup", { team: team.name }));
    if (!matchOf(r, teamId)) throw conflict(words('{team} is not paired in round {round}: it has no lineup to set', { team: team.name, round }));
    if (r.round.lineupsPublishedAt !== null) throw conflict(words('The lineups of round {round} are published; its boards are made', { round }));
    const now = ctx.clock();
    const deadline = lineupDeadline(t, round);
    if (!caller.manager && deadline !== null && now >= deadline) {
      throw conflict(
        words('The lineup deadline of round {round} passed at {deadline}; ask the arbiter to change the lineup', { round, deadline: deadline.toISOString() }),
      );
    }
    const names = new Map(
      (await tx.select({ id: entries.id, name: entries.name }).from(entries).where(eq(entries.tournamentId, t.id))).map((e) => [e.id, e.name]),
    );
    const problem = lineupProblem(body.entryIds, { name: team.name, roster: r.rosters.get(teamId) ?? [] }, t.boardsPerMatch, (id) => names.get(id));
    if (problem) throw badRequest(words('{field}: {problem}', { field: 'entryIds', problem }), 'entryIds');
    // A captain who also manages the event, past the deadline, changes it as an arbiter.
    const setAs = caller.captainOf.has(teamId) && (deadline === null || now < deadline) ? 'captain' : 'arbiter';
    const row = { teamId, tournamentId: t.id, round, entryIds: body.entryIds, setBy: user.id, setAt: now, setAs } as const;
    await tx
      .insert(lineups)
      .values(row)
      .onConflictDoUpdate({ target: [lineups.teamId, lineups.round], set: { entryIds: row.entryIds, setBy: row.setBy, setAt: row.setAt, setAs: row.setAs } });
    await tx.insert(lineupChanges).values(row);
    await publishChange(tx, t.id, 'lineups', round, now);
    return readTeamLineup(tx, await loadLineupRound(tx, t, round), teamId, caller, now);
  });
}
