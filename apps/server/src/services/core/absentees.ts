import { conflict } from '../../http/errors.js';
import type { Tx } from '../../db/connection.js';
import type { TournamentRow } from './access.js';
import type { TournamentData } from './engine-model.js';
import { settingsOf } from './check-in-settings.js';
import { checkInsOf, windowOf } from './check-in-windows.js';
import { words } from './languages/message.js';

/**
 * Who is absent from round `round`: the players neither withdrawn nor on a half-point bye that round who, when
 * the tournament requires check-in, were not checked in when it closed (or whom the arbiter marked out), and
 * otherwise whom the arbiter marked absent. FIDE C.04.2 leaves players known to be absent unpaired, scoring
 * zero: the pairing gives them the zero-point bye, which keeps them out of the engine's pairing. With check-in,
 * pairing waits until the round's check-in has been held and closed.
 */
export async function absentFromRound(tx: Tx, t: TournamentRow, data: TournamentData, round: number): Promise<Set<string>> {
  if (t.system !== 'dutch') return new Set();
  const { required } = await settingsOf(tx, t.id);
  if (required) {
    const window = await windowOf(tx, t.id, round);
    if (!window) throw conflict(words('Check-in for round {round} has not been held: open it and close it before pairing, or turn check-in off', { round }));
    if (!window.closedAt) throw conflict(words('Check-in for round {round} is still open: close it before pairing', { round }));
  }
  const checkIns = await checkInsOf(tx, t.id, round);
  const away = (entryId: string) => (required ? checkIns.get(entryId)?.present !== true : checkIns.get(entryId)?.present === false);
  return new Set(data.entries.filter((e) => !e.withdrawn && !(data.byes.get(e.id)?.includes(round) ?? false) && away(e.id)).map((e) => e.id));
}
