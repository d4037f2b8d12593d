import { SOURCE_LOCALE, type Locale } from '@kingside/contract';

/**
 * The language a person reads what Kingside sends them in (a mail, a push notice): their account's, once chosen;
 * else the one they asked in, when they are the one asking (a sign-in code), or the tournament's own when the
 * tournament is what speaks to them (its notices); else English.
 */
export function readerLocale(saved: Locale | null, otherwise?: Locale): Locale {
  return saved ?? otherwise ?? SOURCE_LOCALE;
}
