import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, CHUNK_LOAD_TIMEOUT_MS, loadChunk } from './chunks.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('loading a screen chunk', () => {
  it('passes the module through', async () => {
    await expect(loadChunk('home', () => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('reports a failed fetch as "Loading chunk {n} failed"', async () => {
    const failure = loadChunk('admin-dashboard', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failure).rejects.toThrow('Loading chunk admin-dashboard failed');
  });

  it('gives up after the spec timeout of 120000 ms', async () => {
    vi.useFakeTimers();
    const never = loadChunk('tournaments', () => new Promise<never>(() => undefined));
    const outcome = expect(never).rejects.toThrow('Loading chunk tournaments failed');
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    never.catch(() => undefined).finally(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });
});
