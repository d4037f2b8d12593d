import type { FastifyInstance, FastifySchema } from 'fastify';
import type { Endpoint } from '@kingside/contract';
import { requireUser } from './guards.js';
import { noStore } from './no-store.js';

type Part<E, K extends string> = E extends Readonly<Record<K, infer S>> ? S : undefined;

/**
 * Fastify route options from the endpoint table (@kingside/contract): method, URL under the plugin's prefix,
 * and the params, query, body and response schemas. The route file adds what only the server knows (its guard,
 * its handler) and the words of the API docs (tags, summary), so the path and the shapes are written once.
 *
 * An endpoint that needs a signed-in caller authenticates on request, before the body is parsed and anything is
 * validated: an anonymous caller is answered 401, never 400 about a request nobody may send them (nor is their
 * upload read). A route with an onRequest guard of its own (multipart uploads, the backup's grant) replaces it.
 * Its answers are private, so no cache keeps them (no-store.ts).
 */
export function endpointRoute<E extends Endpoint, D extends Omit<FastifySchema, 'params' | 'querystring' | 'body' | 'response'>>(
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
  const guarded = endpoint.access !== 'public';
  const signedInFirst = guarded && !endpoint.tokenInBody;
  return {
    method: endpoint.method,
    url: path.slice(app.prefix.length),
    schema: { ...docs, ...parts, response: endpoint.response as E['response'] },
    ...(signedInFirst && { onRequest: requireUser }),
    ...(guarded && { onSend: noStore }),
  };
}
