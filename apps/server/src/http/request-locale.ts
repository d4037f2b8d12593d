import type { FastifyRequest } from 'fastify';
import { negotiateLocale, SOURCE_LOCALE, type Locale } from '@kingside/contract';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the request is answered in (requestLocale). */
    locale: Locale;
  }
}

/**
 * The reader's language: the one their Accept-Language asks for (the web app sends the language chosen there),
 * else their account's (set once the session is known, accountLocale), else English.
 */
export async function requestLocale(request: FastifyRequest): Promise<void> {
  request.locale = negotiateLocale(request.headers['accept-language']) ?? SOURCE_LOCALE;
}

/** Once the caller is known: their account's language, unless the request asked for one itself. */
export function accountLocale(request: FastifyRequest, saved: Locale | null): void {
  request.locale = negotiateLocale(request.headers['accept-language']) ?? saved ?? SOURCE_LOCALE;
}
