import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Access, Role } from '@kingside/contract';
import { authenticate, type Authenticated } from '../services/core/sessions.js';
import { words } from '../services/core/languages/message.js';
import { forbidden, unauthorized } from './errors.js';
import { accountLocale } from './request-locale.js';

/**
 * Route guards. A route does not pick its own: endpointRoute (endpoint-route.ts) takes the guard of its endpoint's
 * access (accessGuard) and runs it on request, before the request is read and validated, so an anonymous caller gets
 * 401 and a caller of the wrong role 403 whatever they send. In the handler `signedIn(request)` gives the account and
 * its session. Whether the caller manages this very tournament is the service's check: only it knows the tournament.
 */

const bearer = /^Bearer\s+(\S+)\s*$/i;

export function bearerToken(request: FastifyRequest): string | undefined {
  return bearer.exec(request.headers.authorization ?? '')?.[1];
}

export async function requireUser(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
  // A guard that ran before (the access's own, then a route's) does not look the session up twice.
  if (request.auth) return;
  const token = bearerToken(request);
  if (!token) throw unauthorized('Please sign in first');
  const { db, clock, config } = request.server.ctx;
  const session = await authenticate(db, clock, config.tokenSecret, token);
  if (!session) throw unauthorized('Your session has ended; please sign in again');
  request.auth = session;
  accountLocale(request, session.user.locale);
}

export function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
  return async function roleGuard(request, reply) {
    await requireUser(request, reply);
    if (!roles.includes(signedIn(request).user.role)) {
      throw forbidden(
        words('{roles, select, admin {Only admins may do this} other {Only organisers and admins may do this}}', {
          roles: roles.includes('organiser') ? 'organiser' : 'admin',
        }),
      );
    }
  };
}

/** A public call that shows a signed-in caller more (a brochure's draft to its organisers): the account when a token is sent. */
export async function optionalUser(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
  if (bearerToken(request)) await requireUser(request);
}

export type GuardedAccess = Exclude<Access, 'public'>;

/** The guard of each access. Managers are let in as organisers: their service then checks the tournament. */
const guards: Record<GuardedAccess, preHandlerAsyncHookHandler> = {
  'signed-in': requireUser,
  organisers: requireRole('organiser', 'admin'),
  managers: requireRole('organiser', 'admin'),
  admins: requireRole('admin'),
};

export function accessGuard(access: GuardedAccess): preHandlerAsyncHookHandler {
  return guards[access];
}

/** The signed-in account of a request that passed a guard. */
export function signedIn(request: FastifyRequest): Authenticated {
  if (!request.auth) throw unauthorized('Please sign in first');
  return request.auth;
}
