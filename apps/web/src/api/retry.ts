import { ApiRequestError } from './client.js';

/** How often a failed read is tried again: enough to ride out a dropped connection or a restarting server. */
const MAX_RETRIES = 3;

/**
 * Whether react-query reads again after a failure. A 4xx is the server's answer, not an accident: a tournament
 * that does not exist will not exist on the fourth try, and retrying it kept bad links on "Loading…" for ~10 s.
 * Unreachable servers (status 0) and 5xx answers are tried again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}
