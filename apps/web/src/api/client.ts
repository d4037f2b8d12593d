import { t } from '@lingui/core/macro';
import type { z } from 'zod';
import { APP_KEY_HEADER, apiError, type HttpMethod } from '@kingside/contract';
import { peopleMessage } from './people-message.js';

/** A failed call, carrying the server's own words so a toast can show them. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  constructor(
    message: string,
    /** HTTP status; 0 when the server could not be reached at all. */
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
  }
}

// Said when they happen, in the language the app speaks then.
export const unreachableMessage = () => t`Cannot reach the server. Check the connection and try again.`;
export const malformedMessage = () => t`The server sent an answer this app does not understand. Reload the page and try again.`;
/** A refusal that came without the server's own words. */
export const refusedMessage = (status: number) => t`The server refused the request (HTTP ${status}).`;

/**
 * Headers of every API call: the stored token as bearer (empty when signed out), the application key when this build
 * was given one, and the language the app speaks.
 */
export function requestHeaders(token: string | null, appKey: string | undefined, body: unknown, locale?: string): Record<string, string> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token ?? ''}`, Accept: 'application/json' };
  // The server says its messages in the reader's language, the one the app speaks now.
  if (locale) headers['Accept-Language'] = locale;
  if (appKey) headers[APP_KEY_HEADER] = appKey;
  // FormData sets its own multipart boundary; only plain values travel as JSON.
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  return headers;
}

export type Query = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Paths come from the endpoint table and already start with /api (e.g. /api/auth/login). */
export function buildUrl(path: string, query?: Query): string {
  const url = path;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

export interface Call<S extends z.ZodType> {
  method: HttpMethod;
  path: string;
  body?: unknown;
  query?: Query;
  /** The contract's schema of the whole answer ({ message, data }). */
  response: S;
  signal?: AbortSignal;
}

export interface ClientDeps {
  fetch: typeof fetch;
  token: () => string | null;
  appKey?: string;
  /** The language the server's messages are wanted in. */
  locale?: () => string;
}

export type ApiClient = <S extends z.ZodType>(call: Call<S>) => Promise<z.infer<S>>;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createApiClient(deps: ClientDeps): ApiClient {
  return async (call) => {
    let response: Response;
    try {
      response = await deps.fetch(buildUrl(call.path, call.query), {
        method: call.method,
        headers: requestHeaders(deps.token(), deps.appKey, call.body, deps.locale?.()),
        body: call.body === undefined ? undefined : call.body instanceof FormData ? call.body : JSON.stringify(call.body),
        signal: call.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiRequestError(unreachableMessage(), 0);
    }
    const json = await readJson(response);
    if (!response.ok) {
      const failure = apiError.safeParse(json);
      if (failure.success) throw new ApiRequestError(peopleMessage(failure.data.message, failure.data.field), response.status, failure.data.field);
      throw new ApiRequestError(refusedMessage(response.status), response.status);
    }
    const parsed = call.response.safeParse(json);
    if (!parsed.success) throw new ApiRequestError(malformedMessage(), response.status);
    return parsed.data;
  };
}

/** The message a toast shows for any failure. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return t`Something went wrong.`;
}
