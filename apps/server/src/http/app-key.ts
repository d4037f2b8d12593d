import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { APP_KEY_HEADER } from '@kingside/contract';
import { unauthorized } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route answers without X-App-Key even when APP_KEY is set (e.g. health, for load balancers). */
    withoutAppKey?: boolean;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * With APP_KEY set, API calls must carry it in X-App-Key, so only known clients get in.
 * An onRequest hook of the /api routes' scope: it sees the matched route, however the URL was spelled.
 */
export function appKeyCheck(appKey: string) {
  const expected = digest(appKey);
  return async function checkAppKey(request: FastifyRequest): Promise<void> {
    if (request.routeOptions.config.withoutAppKey) return;
    const given = request.headers[APP_KEY_HEADER];
    // Compared as digests: equal length, so timingSafeEqual applies and the key's length stays private.
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      throw unauthorized('This API needs the application key in the X-App-Key header');
    }
  };
}
