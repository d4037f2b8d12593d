import { apiError } from '@kingside/contract';

type FailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503;

/** The failure answers a route can give, for its `response` schema (and so for the API docs). */
export function failures<S extends FailureStatus>(...statuses: S[]): Record<S, typeof apiError> {
  return Object.fromEntries(statuses.map((status) => [status, apiError])) as Record<S, typeof apiError>;
}
