import type { FastifyRequest } from 'fastify';

/** The web app's address as the caller's browser reached it, for links in mails. */
export function originOf(request: FastifyRequest): string {
  const origin = request.headers.origin;
  return typeof origin === 'string' && /^https?:\/\/[^/]+$/.test(origin) ? origin : `${request.protocol}://${request.host}`;
}
