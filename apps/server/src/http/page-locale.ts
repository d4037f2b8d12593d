import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, negotiateLocale, SOURCE_LOCALE, isLocale, type Locale } from '@kingside/contract';

/**
 * The language a page is rendered in: the visitor's choice (the cookie the web app keeps), else the first of their
 * browser's languages Kingside speaks, else English. Both are request headers, so a cache in front keys pages on them
 * (the page says so with Vary).
 */
export function pageLocale(request: FastifyRequest): Locale {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return negotiateLocale(request.headers['accept-language']) ?? SOURCE_LOCALE;
}

/** The headers a page in a visitor's language goes out with: which one it is, and what chose it. */
export function pageLanguageHeaders(locale: Locale): Record<string, string> {
  return { 'content-language': locale, vary: 'Cookie, Accept-Language' };
}
