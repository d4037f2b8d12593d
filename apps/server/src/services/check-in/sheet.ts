import type { CheckInPlayer, CheckInSheet, CheckInStatus } from '@kingside/contract';
import type { Db, Tx } from '../../db/connection.js';
import type { TournamentRow } from '../core/access.js';
import { loadTournamentData } from '../core/engine-model.js';
import { checkInRound, settingsOf } from '../core/check-in-settings.js';
import { checkInsOf, windowOf, windowView, type CheckInRow } from '../core/check-in-windows.js';

/** The arbiter's sheet: the settings, the next round's check-in, and every player's status in it. */
export async function checkInSheet(db: Db | Tx, t: TournamentRow): Promise<CheckInSheet> {
  const settings = await settingsOf(db, t.id);
  const round = checkInRound(t);
  // The players the pairing reads (registrations awaiting their fee are not among them).
  const data = await loadTournamentData(db, t.id, t);
  const checkIns = round === null ? new Map<string, CheckInRow>() : await checkInsOf(db, t.id, round);
  // Without check-in, a player is paired unless the arbiter marked them absent.
  const [here, away]: CheckInStatus[] = settings.required ? ['in', 'out'] : ['playing', 'absent'];
  const players = data.entries.map((entry): CheckInPlayer => {
    const row = checkIns.get(entry.id);
    const status: CheckInStatus = entry.withdrawn
      ? 'withdrawn'
      : round !== null && (data.byes.get(entry.id)?.includes(round) ?? false)
        ? data.fullPointByes.get(entry.id)?.includes(round)
          ? 'full_point_bye'
          : 'half_point_bye'
        : (settings.required ? row?.present === true : row?.present !== false)
          ? here
          : away;
    return {
      id: entry.id,
      pairingNumber: entry.pairingNumber,
      name: entry.name,
      rating: entry.rating,
      status,
      by: row ? (row.byArbiter ? 'arbiter' : 'player') : null,
      at: row?.changedAt.toISOString() ?? null,
    };
  });
  return { settings, window: round === null ? null : windowView(round, await windowOf(db, t.id, round)), players };
}
