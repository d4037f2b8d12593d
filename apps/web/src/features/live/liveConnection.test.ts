import { describe, expect, it } from 'vitest';
import type { InvalidateQueryFilters, Query, QueryKey } from '@tanstack/react-query';
import type { LiveEvent } from '@kingside/contract';
import { roundKeys, tournamentKeys } from '../../api/query-keys/tournament.js';
import { everythingOf } from './liveEvents.js';
import { openLiveConnection, sharedLiveConnections, type LiveConnectionDeps, type LiveSource, type LiveStatus } from './liveConnection.js';

const id = '7f1c2b9e-4a51-4c1e-9b7a-2f4d6c8e0a13';

/** Fake EventSources, a fake clock for the retries, and the invalidated keys. */
function harness() {
  const sources: (LiveSource & { url: string; closed: boolean })[] = [];
  const invalidated: QueryKey[] = [];
  /** Keys invalidated only for queries the filter picks: whether it picks data read at each time, by key. */
  const readBefore: { queryKey: QueryKey; picks: (dataUpdatedAt: number) => boolean }[] = [];
  const pending: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const deps: LiveConnectionDeps = {
    queryClient: {
      invalidateQueries: async (filters?: InvalidateQueryFilters) => {
        if (!filters?.queryKey) return;
        const { predicate } = filters;
        if (predicate) readBefore.push({ queryKey: filters.queryKey, picks: (dataUpdatedAt) => predicate({ state: { dataUpdatedAt } } as Query) });
        else invalidated.push(filters.queryKey);
      },
    },
    now: () => 5_000,
    openSource(url) {
      const source = { url, closed: false, onopen: null, onmessage: null, onerror: null, close: () => (source.closed = true) } as LiveSource & {
        url: string;
        closed: boolean;
      };
      sources.push(source);
      return source;
    },
    appKey: 'sesame',
    schedule(run, ms) {
      const retry = { run, ms, cancelled: false };
      pending.push(retry);
      return () => (retry.cancelled = true);
    },
  };
  const latest = () => sources[sources.length - 1];
  return {
    deps,
    sources,
    invalidated,
    readBefore,
    pending,
    open: () => latest().onopen?.(new Event('open')),
    fail: () => latest().onerror?.(new Event('error')),
    send: (event: LiveEvent | string) => latest().onmessage?.(new MessageEvent('message', { data: typeof event === 'string' ? event : JSON.stringify(event) })),
    retry: () => pending.shift()?.run(),
  };
}

describe('a live connection', () => {
  it('opens the stream with the key, is live once open, and refetches what each change makes stale', () => {
    const h = harness();
    const connection = openLiveConnection(id, h.deps);
    const seen: LiveStatus[] = [];
    connection.watch((status) => seen.push(status));
    expect(h.sources[0].url).toBe(`/api/tournament/${id}/live?appKey=sesame`);
    expect(connection.status).toBe('connecting');
    h.open();
    expect(connection.status).toBe('live');
    h.send({ tournamentId: id, kind: 'finished', round: 7, at: '2026-03-01T10:00:00.000Z' });
    h.send({ tournamentId: '00000000-0000-4000-8000-000000000000', kind: 'finished', round: 7, at: '2026-03-01T10:00:00.000Z' });
    h.send('garbage');
    expect(h.invalidated).toEqual([tournamentKeys.details(id)]);
    expect(seen).toEqual(['live']);
  });

  it('once first open, reads again only what was read before it (a change in between was announced to nobody)', () => {
    const h = harness();
    openLiveConnection(id, h.deps);
    expect(h.readBefore).toEqual([]);
    h.open();
    expect(h.readBefore.map((r) => r.queryKey)).toEqual(everythingOf(id));
    for (const r of h.readBefore) expect([r.picks(4_999), r.picks(5_000)]).toEqual([true, false]);
    expect(h.invalidated).toEqual([]);
  });

  it('reconnects after 1 s, 2 s, 4 s… and reads everything again once back', () => {
    const h = harness();
    const connection = openLiveConnection(id, h.deps);
    h.open();
    h.fail();
    expect(connection.status).toBe('reconnecting');
    expect(h.sources[0].closed).toBe(true);
    expect(h.pending.map((p) => p.ms)).toEqual([1_000]);
    h.retry();
    h.fail();
    expect(h.pending.map((p) => p.ms)).toEqual([2_000]);
    h.retry();
    expect(h.invalidated).toEqual([]);
    h.open();
    expect(connection.status).toBe('live');
    expect(h.invalidated).toContainEqual(roundKeys.tournament(id));
    expect(h.invalidated).toContainEqual(tournamentKeys.details(id));
    // Back to the shortest pause after a success.
    h.fail();
    expect(h.pending.map((p) => p.ms)).toEqual([1_000]);
  });

  it('closing stops the stream and any pending retry', () => {
    const h = harness();
    const connection = openLiveConnection(id, h.deps);
    h.fail();
    connection.close();
    expect(h.pending[0].cancelled).toBe(true);
    expect(h.sources.every((s) => s.closed)).toBe(true);
  });
});

describe('shared live connections', () => {
  it('give every component following one tournament the same stream, closed after the last lets go', () => {
    const h = harness();
    const pool = sharedLiveConnections(h.deps);
    const pairings = pool.use(id);
    const standings = pool.use(id);
    expect(h.sources).toHaveLength(1);
    expect(standings.connection).toBe(pairings.connection);
    pairings.release();
    pairings.release();
    expect(h.sources[0].closed).toBe(false);
    standings.release();
    expect(h.sources[0].closed).toBe(true);
    expect(pool.size).toBe(0);
    pool.use(id);
    expect(h.sources).toHaveLength(2);
  });
});
