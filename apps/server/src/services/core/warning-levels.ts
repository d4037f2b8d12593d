import { confirms, type ArbiterWarning, type Confirmation, type Locale, type WarningLevel } from '@kingside/contract';
import { conflict } from '../../http/errors.js';
import { asWords, words, type Message } from './languages/message.js';
import { say } from './languages/say.js';
import type { TournamentRow } from './access.js';

/**
 * Warning levels 3 and 4 (FIDE C.02): the action waits for the arbiter's confirmation, which the request carries.
 * Without it nothing changes, and the answer (409, field `confirmation`) says what is to be confirmed.
 */
export function requireConfirmation(level: 3 | 4, given: Confirmation | undefined, what: Message): void {
  if (confirms(given, level)) return;
  throw conflict(
    level === 3
      ? words('{what}; confirm it to go ahead (confirmation "confirmed")', { what: asWords(what) })
      : words('{what}; confirm it twice to go ahead (confirmation "confirmed-twice")', { what: asWords(what) }),
    'confirmation',
  );
}

/** Warning level 5 (FIDE C.02): refused while the tournament is in FIDE mode; leaving FIDE mode is the way to do it. */
export function refuseInFideMode(t: TournamentRow, what: Message): void {
  if (t.fideMode) throw conflict(words('{what}: refused in FIDE mode; only leaving FIDE mode (for good) allows it', { what: asWords(what) }), 'fideMode');
}

/**
 * Messages one after another, as warnings are listed ("…; …"), each said in the reader's language with the
 * language's own separator.
 */
export function oneAfterAnother(messages: readonly Message[]): Message {
  return (
    messages.reduceRight<Message | undefined>(
      (rest, first) => (rest === undefined ? first : words('{first}; {rest}', { first: asWords(first), rest: asWords(rest) })),
      undefined,
    ) ?? ''
  );
}

/** A warning for the arbiter as data: its level and its message, said in the reader's language where it leaves. */
export interface Warning {
  level: WarningLevel;
  message: Message;
}

export function saidWarnings(locale: Locale, warnings: readonly Warning[]): ArbiterWarning[] {
  return warnings.map(({ level, message }) => ({ level, message: say(locale, message) }));
}
