import type { z } from 'zod';
import { apiError } from './envelope.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: the server guards each route by it, and documents it as the route's OpenAPI security.
 * "managers" are a tournament's owner, the organisers of its club and admins: the route lets organisers in and the
 * service checks the tournament. A route whose callers are narrower still (the player's own entry, a mailed token)
 * says so in its summary and in the authorization matrix.
 */
export type Access = 'public' | 'signed-in' | 'organisers' | 'managers' | 'admins';

export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503;

/** One route of the API, as server, web client and tests all read it. */
export interface Endpoint {
  method: HttpMethod;
  /** From the root, parameters in braces as OpenAPI writes them: /api/players/{tournamentId}. */
  path: `/api/${string}`;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  /** The JSON body; a multipart route reads its parts itself. */
  body?: z.ZodType;
  /** The route takes multipart/form-data (files), with or without a JSON body too. */
  multipart?: true;
  /**
   * The signed-in caller's token travels in the body, not the Authorization header (the current user's account
   * and the lichess connection): who calls is known only once the body is read, so a malformed body is answered
   * 400 first.
   */
  tokenInBody?: true;
  /** A public endpoint that answers a caller who sends their token more (the brochure's draft, to its organisers). */
  signInOptional?: true;
  /** Every answer by status: the success and the failures. */
  response: Readonly<Partial<Record<number, z.ZodType>>>;
}

/** The failure answers an endpoint can give (the apiError shape for each). */
export function failures<S extends FailureStatus>(...statuses: S[]): Record<S, typeof apiError> {
  return Object.fromEntries(statuses.map((status) => [status, apiError])) as Record<S, typeof apiError>;
}

/** "METHOD /api/path/{param}": how the OpenAPI document and the tests name an endpoint. */
export const endpointKey = (endpoint: Pick<Endpoint, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;

/** The path with its parameters filled in (each encoded). */
export function endpointPath(endpoint: { readonly path: string }, params: Readonly<Record<string, string | number>> = {}): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
