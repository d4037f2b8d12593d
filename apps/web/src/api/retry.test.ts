import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './client.js';
import { shouldRetry } from './retry.js';

describe('reading again after a failure', () => {
  it('never retries the server’s own refusal (4xx): a bad link answers at once', () => {
    expect(shouldRetry(0, new ApiRequestError('Tournament not found', 404))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError('id: Invalid UUID', 400))).toBe(false);
  });

  it('retries an unreachable or failing server, three times', () => {
    expect(shouldRetry(0, new ApiRequestError('Cannot reach the server', 0))).toBe(true);
    expect(shouldRetry(2, new ApiRequestError('Internal error', 500))).toBe(true);
    expect(shouldRetry(3, new ApiRequestError('Internal error', 503))).toBe(false);
    expect(shouldRetry(1, new TypeError('network'))).toBe(true);
  });
});
