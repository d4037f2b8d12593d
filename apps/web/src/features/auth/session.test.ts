import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/client.js';
import { retryTokenCheck, tokenRejected } from './session.js';

describe('checking the stored token', () => {
  it('drops a token the server refuses', () => {
    expect(tokenRejected(new ApiRequestError('Session expired', 401))).toBe(true);
    expect(tokenRejected(new ApiRequestError('Token is required', 400, 'token'))).toBe(true);
  });
  it('keeps the token when the server is unreachable, failing or busy', () => {
    expect(tokenRejected(new ApiRequestError('offline', 0))).toBe(false);
    expect(tokenRejected(new ApiRequestError('oops', 503))).toBe(false);
    expect(tokenRejected(new ApiRequestError('Too many requests', 429))).toBe(false);
  });
  it('retries only failures that may pass, twice', () => {
    expect(retryTokenCheck(0, new ApiRequestError('offline', 0))).toBe(true);
    expect(retryTokenCheck(2, new ApiRequestError('offline', 0))).toBe(false);
    expect(retryTokenCheck(0, new ApiRequestError('Session expired', 401))).toBe(false);
  });
});
