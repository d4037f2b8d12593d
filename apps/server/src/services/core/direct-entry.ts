import type { Db, Tx } from '../../db/connection.js';
import { conflict } from '../../http/errors.js';
import type { TournamentRow } from './access.js';
import { hasRoom, placesTaken, settingsOf, waitingList } from './registration-places.js';

/**
 * The older self-registration routes (players/register, entry-fees/register) enter the player at once:
 * they may do so only while the organiser's registration rules would let the player straight in.
 * Otherwise they answer 409 pointing at the registration route, which queues the player.
 */
export async function refuseDirectEntry(db: Db | Tx, t: TournamentRow): Promise<void> {
  const settings = await settingsOf(db, t.id);
  if (!settings.open) throw conflict('Registration for this tournament is closed');
  const queued = (await waitingList(db, t.id)).length > 0;
  if (settings.approval === 'organiser' || queued || !hasRoom(settings, await placesTaken(db, t.id)))
    throw conflict('This tournament caps its field or approves its entries: register from its page (POST /api/registration/{tournamentId})');
}
