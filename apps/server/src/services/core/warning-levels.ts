import { confirms, type Confirmation } from '@kingside/contract';
import { conflict } from '../../http/errors.js';
import type { TournamentRow } from './access.js';

/**
 * Warning levels 3 and 4 (FIDE C.02): the action waits for the arbiter's confirmation, which the request carries.
 * Without it nothing changes, and the answer (409, field `confirmation`) says what is to be confirmed.
 */
export function requireConfirmation(level: 3 | 4, given: Confirmation | undefined, what: string): void {
  if (confirms(given, level)) return;
  const how = level === 3 ? 'confirm it to go ahead (confirmation "confirmed")' : 'confirm it twice to go ahead (confirmation "confirmed-twice")';
  throw conflict(`${what}; ${how}`, 'confirmation');
}

/** Warning level 5 (FIDE C.02): refused while the tournament is in FIDE mode; leaving FIDE mode is the way to do it. */
export function refuseInFideMode(t: TournamentRow, what: string): void {
  if (t.fideMode) throw conflict(`${what}: refused in FIDE mode; only leaving FIDE mode (for good) allows it`, 'fideMode');
}
