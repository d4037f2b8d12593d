import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '@kingside/contract';
import { authenticate, type Authenticated } from '../services/core/sessions.js';
import { forbidden, unauthorized } from './errors.js';

/**
 * Route guards, used as preHandlers:
 *   { preHandler: requireUser }                      any signed-in account
 *   { preHandler: requireRole('organiser', 'admin') } only these roles
 * and in the handler `signedIn(request)` gives the account and its session. Every route whose endpoint needs a
 * signed-in caller authenticates on request already (endpoint-route.ts), before its request is read and validated,
 * so an anonymous caller gets 401 whatever they send; the route's guard then checks the role.
 */

const bearer = /^Bearer\s+(\S+)\s*$/i;

export function bearerToken(request: FastifyRequest): string | undefined {
  return bearer.exec(request.headers.authorization ?? '')?.[1];
}

export async function requireUser(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
  // Authenticated on request (endpoint-route.ts): the session is not looked up twice.
  if (request.auth) return;
  const token = bearerToken(request);
  if (!token) throw unauthorized('Please sign in first');
  const { db, clock, config } = request.server.ctx;
  const session = await authenticate(db, clock, config.tokenSecret, token);
  if (!session) throw unauthorized('Your session has ended; please sign in again');
  request.auth = session;
}

export function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
  return async function roleGuard(request, reply) {
    await requireUser(request, reply);
    if (!roles.includes(signedIn(request).user.role)) {
      throw forbidden(`Only ${roles.map((role) => `${role}s`).join(' and ')} may do this`);
    }
  };
}

/** The signed-in account of a request that passed a guard. */
export function signedIn(request: FastifyRequest): Authenticated {
  if (!request.auth) throw unauthorized('Please sign in first');
  return request.auth;
}
