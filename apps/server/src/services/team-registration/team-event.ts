import type { Db, Tx } from '../../db/connection.js';
import { forbidden } from '../../http/errors.js';
import { canManage, type TournamentRow } from '../core/access.js';
import type { UserRow } from '../core/sessions.js';
import type { TeamRow } from '../core/team-model.js';
import { words } from '../core/languages/message.js';

/** The team's captain, or whoever manages the tournament (403 for anyone else). */
export async function checkCaptainOrManager(db: Db | Tx, user: UserRow, t: TournamentRow, team: TeamRow): Promise<void> {
  if (team.captainId === user.id || (await canManage(db, user, t))) return;
  throw forbidden(words("Only the captain of {team} or the tournament's organisers manage its invitation links", { team: team.name }));
}
