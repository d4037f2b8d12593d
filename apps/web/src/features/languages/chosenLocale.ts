import { isLocale, LOCALE_COOKIE, negotiateLocale, SOURCE_LOCALE, type Locale } from '@kingside/contract';

/** A year: the choice outlives the session, as a language does. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The language this browser chose before (the cookie the server renders public pages by), if any. */
export function storedLocale(cookies: string): Locale | undefined {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/** The language to show a reader who has not chosen one here: the first of the browser's languages Kingside speaks. */
export function browserLocale(languages: readonly string[]): Locale {
  return negotiateLocale(languages.join(',')) ?? SOURCE_LOCALE;
}

/** Keeps the choice where the server reads it when it renders a public page. */
export function storeLocale(locale: Locale): void {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie's attributes, read by the browser
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
