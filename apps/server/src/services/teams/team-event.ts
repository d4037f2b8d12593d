import { and, eq } from 'drizzle-orm';
import { isTeamSystem } from '@kingside/contract';
import type { Db, Tx } from '../../db/connection.js';
import { teams } from '../../db/schema/index.js';
import { conflict, notFound } from '../../http/errors.js';
import type { TournamentRow } from '../core/access.js';
import type { TeamRow } from '../core/team-model.js';

/** A tournament the teams calls may work on: a team event, with its boards per match. */
export type TeamEvent = TournamentRow & { boardsPerMatch: number };

export function teamEvent(t: TournamentRow): TeamEvent {
  if (!isTeamSystem(t.system) || t.boardsPerMatch === null) throw conflict(`${t.name} is not a team event: it has players, not teams`);
  return t as TeamEvent;
}

/** Round 1 is paired: FIDE team practice keeps every roster's board order from then on. */
export const rostersFixed = (t: Pick<TournamentRow, 'currentRound'>) => t.currentRound > 0;

export async function teamOf(db: Db | Tx, t: Pick<TournamentRow, 'id'>, teamId: string, { lock = false } = {}): Promise<TeamRow> {
  const query = db
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.tournamentId, t.id)));
  const [team] = lock ? await query.for('update') : await query;
  if (!team) throw notFound('Team not found in this tournament');
  return team;
}
