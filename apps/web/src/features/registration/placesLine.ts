import { plural, t } from '@lingui/core/macro';
import type { RegistrationInfo } from '@kingside/contract';
import { count } from '../format/format.js';

/**
 * The places line: how full the field is, for everyone. It counts places, not players: an entry awaiting its fee or
 * the organiser's approval holds one before it is in the players list.
 */
export function placesLine(info: Pick<RegistrationInfo, 'placesTaken' | 'cap' | 'waiting'>): string {
  const { placesTaken, cap } = info;
  const taken = count(placesTaken);
  const places =
    cap === null
      ? plural(placesTaken, { one: '# place taken', other: '# places taken' })
      : plural(cap, { one: `${taken} of # place taken`, other: `${taken} of # places taken` });
  const waiting = count(info.waiting);
  return info.waiting > 0 ? t`${places} · ${waiting} on the waiting list` : places;
}
