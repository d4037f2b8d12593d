import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@kingside/contract';
import { everythingOf, keysToRefresh, liveUrl, parseLiveEvent, reconnectDelay } from './liveEvents.js';

const id = '7f1c2b9e-4a51-4c1e-9b7a-2f4d6c8e0a13';
const event = (kind: LiveEvent['kind'], round: number | null = 3): LiveEvent => ({ tournamentId: id, kind, round, at: '2026-03-01T10:00:00.000Z' });

describe('live stream address', () => {
  it('is the tournament stream, with the application key as a query parameter when the build has one', () => {
    expect(liveUrl(id)).toBe(`/api/tournament/${id}/live`);
    expect(liveUrl(id, 'k&y=1')).toBe(`/api/tournament/${id}/live?appKey=k%26y%3D1`);
  });
});

describe('parseLiveEvent', () => {
  it('reads an event and ignores what it does not understand', () => {
    expect(parseLiveEvent(JSON.stringify(event('results')))).toEqual(event('results'));
    expect(parseLiveEvent('not json')).toBeNull();
    expect(parseLiveEvent(JSON.stringify({ ...event('results'), kind: 'earthquake' }))).toBeNull();
    expect(parseLiveEvent(undefined)).toBeNull();
  });
});

describe('keysToRefresh', () => {
  it("after a result: the round, every round's standings, the tournament, the players and their cards", () => {
    expect(keysToRefresh(event('results'))).toEqual([
      ['tournament', 'details', id],
      ['rounds', id, 'pairings', 3],
      ['rounds', id, 'ranking'],
      ['players', id],
      ['players', 'details'],
    ]);
  });

  it("after a pairing: that round's boards and standings, not the earlier rounds", () => {
    const keys = keysToRefresh(event('paired', 4));
    expect(keys).toContainEqual(['rounds', id, 'pairings', 4]);
    expect(keys).toContainEqual(['rounds', id, 'ranking', 4]);
    expect(keys).not.toContainEqual(['rounds', id, 'pairings', 3]);
  });

  it('after a player change: every round (late entries get rows in each) and the player list', () => {
    expect(keysToRefresh(event('players', null))).toEqual([
      ['tournament', 'details', id],
      ['rounds', id],
      ['players', id],
      ['players', 'details'],
    ]);
  });

  it('a start or the end of the tournament only changes its state', () => {
    expect(keysToRefresh(event('round_started'))).toEqual([
      ['tournament', 'details', id],
      ['rounds', id, 'pairings', 3],
    ]);
    expect(keysToRefresh(event('finished'))).toEqual([['tournament', 'details', id]]);
  });

  it('a resync reads everything again', () => {
    expect(keysToRefresh(event('resync', null))).toEqual(everythingOf(id));
  });
});

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(reconnectDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});
