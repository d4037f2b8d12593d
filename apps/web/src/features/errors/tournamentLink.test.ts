import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/client.js';
import { isNotFound, isTournamentId } from './tournamentLink.js';

describe('tournament links', () => {
  it('knows a tournament id from anything else', () => {
    expect(isTournamentId('0b9f3c2e-5a7d-4c1e-9f2a-3d4b5c6d7e8f')).toBe(true);
    expect(isTournamentId('not-a-uuid')).toBe(false);
    expect(isTournamentId('')).toBe(false);
  });

  it('shows the not-found page for the server’s 404 and 400, not for a failure to reach it', () => {
    expect(isNotFound(new ApiRequestError('Tournament not found', 404))).toBe(true);
    expect(isNotFound(new ApiRequestError('id: Invalid UUID', 400))).toBe(true);
    expect(isNotFound(new ApiRequestError('Cannot reach the server', 0))).toBe(false);
    expect(isNotFound(new Error('boom'))).toBe(false);
  });
});
