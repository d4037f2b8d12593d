import type { FastifyInstance, FastifySchema } from 'fastify';
import type { Endpoint } from '@kingside/contract';
import { accessGuard, optionalUser } from './guards.js';
import { noStore } from './no-store.js';

type Part<E, K extends string> = E extends Readonly<Record<K, infer S>> ? S : undefined;

const bearer = { bearer: [] };

/**
 * Fastify route options from the endpoint table (@kingside/contract): method, URL under the plugin's prefix,
 * the params, query, body and response schemas, and who may call it. The route file adds what only the server
 * knows (its handler) and the words of the API docs (tags, summary), so the path, the shapes and the access are
 * written once.
 *
 * The endpoint's access is its guard, run on request, before the body is parsed and anything is validated: an
 * anonymous caller is answered 401 and a caller of the wrong role 403, never 400 about a request they may not send
 * (nor is their upload read). A token sent in the body is the credential of its own route, which checks it once
 * the body is read. The OpenAPI security entry says the same. A route with an onRequest guard of its own (the backup's grant)
 * replaces it, and calls the access's guard itself. Guarded answers are private, so no cache keeps them (no-store.ts).
 */
export function endpointRoute<E extends Endpoint, D extends Omit<FastifySchema, 'params' | 'querystring' | 'body' | 'response' | 'security'>>(
  app: FastifyInstance,
  endpoint: E,
  docs: D,
) {
  const path = endpoint.path.replace(/\{(\w+)\}/g, ':$1');
  if (!path.startsWith(`${app.prefix}/`)) throw new Error(`${endpoint.path} is not under the prefix ${app.prefix} of the plugin that registers it`);
  // Only the parts the endpoint has: Fastify takes a key present but undefined for a schema left out by mistake.
  const parts = {
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
  } as { params: Part<E, 'params'>; querystring: Part<E, 'query'>; body: Part<E, 'body'> };
  const access = endpoint.access;
  const byHeader = access !== 'public' && !endpoint.tokenInBody;
  const guard = byHeader ? accessGuard(access) : endpoint.signInOptional ? optionalUser : undefined;
  const security = byHeader ? [bearer] : endpoint.signInOptional ? [{}, bearer] : undefined;
  return {
    method: endpoint.method,
    url: path.slice(app.prefix.length),
    schema: { ...docs, ...(security && { security }), ...parts, response: endpoint.response as E['response'] },
    ...(guard && { onRequest: guard }),
    ...(access !== 'public' && { onSend: noStore }),
  };
}
