import { conflict } from '../../http/errors.js';
import type { Tx } from '../../db/connection.js';
import type { TournamentRow } from '../tournaments/access.js';
import type { TournamentData } from '../tournaments/engine-model.js';
import { settingsOf } from './settings.js';
import { checkInsOf, windowOf } from './windows.js';

/**
 * Who is absent from round `round` for want of checking in, when the tournament requires check-in: the
 * players neither withdrawn nor on a half-point bye that round who were not checked in when it closed (or
 * whom the arbiter marked out). The pairing gives them the zero-point bye, which keeps them out of the
 * engine's pairing. Pairing waits until the round's check-in has been held and closed.
 */
export async function absentFromRound(tx: Tx, t: TournamentRow, data: TournamentData, round: number): Promise<Set<string>> {
  if (t.system !== 'dutch' || !(await settingsOf(tx, t.id)).required) return new Set();
  const window = await windowOf(tx, t.id, round);
  if (!window) throw conflict(`Check-in for round ${round} has not been held: open it and close it before pairing, or turn check-in off`);
  if (!window.closedAt) throw conflict(`Check-in for round ${round} is still open: close it before pairing`);
  const checkIns = await checkInsOf(tx, t.id, round);
  return new Set(
    data.entries.filter((e) => !e.withdrawn && !(data.byes.get(e.id)?.includes(round) ?? false) && checkIns.get(e.id)?.present !== true).map((e) => e.id),
  );
}
