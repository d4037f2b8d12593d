import { and, eq, inArray, ne } from 'drizzle-orm';
import type { PublicTeam, TeamRosterBody } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { entries, teamMembers, teams, tournaments } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { canManage, notDeleted, type TournamentRow } from '../core/access.js';
import { publishChange } from '../core/live/publish.js';
import { renumberTeams } from '../core/rosters.js';
import type { TeamRow } from '../core/team-model.js';
import { managedTeam, publicTeamOf } from './list.js';
import { rostersFixed } from '../core/rosters.js';
import { asTeamEvent, teamOf } from '../core/team-model.js';
import { words, type Message } from '../core/languages/message.js';

/** Names as one value, "A, B and C", its "and" said in the reader's language. */
function nameList(list: readonly string[]): Message {
  return list.length === 1 ? list[0] : words('{names} and {last}', { names: list.slice(0, -1).join(', '), last: list.at(-1) as string });
}

async function lockedTournament(tx: Tx, id: string): Promise<TournamentRow> {
  const [t] = await tx
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.id, id), notDeleted))
    .for('update');
  if (!t) throw notFound('Tournament not found');
  return t;
}

/** The tournament's managers may set any roster; the team's own captain theirs, until round 1 is paired. */
async function checkMaySet(tx: Tx, user: UserRow, t: TournamentRow, team: TeamRow): Promise<void> {
  if (await canManage(tx, user, t)) return;
  if (team.captainId !== user.id) throw forbidden('Only the tournament’s arbiters and the team’s own captain may set its roster');
  if (rostersFixed(t)) throw forbidden('Round 1 is paired: from now on only the arbiter adds players to a roster, as new last reserves');
}

/**
 * Sets a team's roster in board order. Before round 1 it may be anything; once round 1 is paired FIDE team practice
 * keeps the board order, so the roster may only grow by new last reserves. A player is on one roster at most.
 */
export async function setRoster(ctx: AppContext, user: UserRow, tournamentId: string, teamId: string, body: TeamRosterBody): Promise<PublicTeam> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockedTournament(tx, tournamentId);
    const team = await teamOf(tx, asTeamEvent(row), teamId, { lock: true });
    await checkMaySet(tx, user, row, team);
    const t = asTeamEvent(row);
    if (t.finishedAt) throw conflict('The tournament has finished; its rosters can no longer change');
    const ids = body.entryIds;
    const current = (await tx.select({ entryId: teamMembers.entryId, position: teamMembers.position }).from(teamMembers).where(eq(teamMembers.teamId, team.id)))
      .sort((a, b) => a.position - b.position)
      .map((m) => m.entryId);
    if (rostersFixed(t) && (ids.length < current.length || current.some((id, i) => ids[i] !== id)))
      throw conflict(
        words(
          "Round 1 is paired: FIDE team practice keeps the board order set before round 1, so {team}'s players stay in their order and new players join only as last reserves",
          { team: team.name },
        ),
        'entryIds',
      );
    const found =
      ids.length === 0
        ? []
        : await tx
            .select()
            .from(entries)
            .where(and(eq(entries.tournamentId, t.id), inArray(entries.id, ids)));
    const byId = new Map(found.map((e) => [e.id, e]));
    const strangers = ids.filter((id) => !byId.has(id));
    if (strangers.length > 0)
      throw badRequest(
        words('{count, plural, one {{players} is not a player} other {{players} are not players}} of this tournament', {
          count: strangers.length,
          players: nameList(strangers),
        }),
        'entryIds',
      );
    const added = ids.filter((id) => !current.includes(id)).map((id) => byId.get(id) as (typeof found)[number]);
    const expelled = added.filter((e) => e.expelledAt !== null);
    if (expelled.length > 0)
      throw conflict(
        words('{count, plural, one {{players} was expelled} other {{players} were expelled}} from the tournament', {
          count: expelled.length,
          players: nameList(expelled.map((e) => e.name)),
        }),
        'entryIds',
      );
    const withdrawn = added.filter((e) => e.withdrawn);
    if (withdrawn.length > 0)
      throw conflict(
        words(
          '{count, plural, one {{players} withdrew from the tournament; bring them back before adding them to a roster} other {{players} withdrew from the tournament; bring them back before adding them to a roster}}',
          { count: withdrawn.length, players: nameList(withdrawn.map((e) => e.name)) },
        ),
        'entryIds',
      );
    const elsewhere =
      ids.length === 0
        ? []
        : await tx
            .select({ entryId: teamMembers.entryId, team: teams.name })
            .from(teamMembers)
            .innerJoin(teams, eq(teams.id, teamMembers.teamId))
            .where(and(eq(teamMembers.tournamentId, t.id), ne(teamMembers.teamId, team.id), inArray(teamMembers.entryId, ids)));
    if (elsewhere.length > 0) {
      const { entryId, team: other } = elsewhere[0];
      throw conflict(
        words('{player} is already on the roster of {team}; a player plays for one team only', {
          player: (byId.get(entryId) as (typeof found)[number]).name,
          team: other,
        }),
        'entryIds',
      );
    }

    await tx.delete(teamMembers).where(eq(teamMembers.teamId, team.id));
    if (ids.length > 0) await tx.insert(teamMembers).values(ids.map((entryId, i) => ({ teamId: team.id, tournamentId: t.id, entryId, position: i + 1 })));
    await renumberTeams(tx, t.id);
    await publishChange(tx, t.id, 'players', null, ctx.clock());
    return publicTeamOf(await managedTeam(tx, t, team.id));
  });
}
