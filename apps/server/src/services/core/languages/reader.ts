import { SOURCE_LOCALE, type Locale } from '@kingside/contract';

/**
 * The language a person reads what Kingside sends them in (a mail, a push notice): their account's, once chosen;
 * else the one they asked in, when they are the one asking (a sign-in code), else English.
 */
export function readerLocale(saved: Locale | null, asked?: Locale): Locale {
  return saved ?? asked ?? SOURCE_LOCALE;
}
