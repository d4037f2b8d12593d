import { Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, CHUNK_LOAD_TIMEOUT_MS, lazyOptionalPart, loadChunk } from './chunks.js';

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

  it('gives up after two minutes (120000 ms)', async () => {
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

/** The page's HTML once every lazy part in it has loaded or failed, without React's markers. */
async function pageOf(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(<Suspense fallback="waiting">{node}</Suspense>);
  return (await new Response(prelude).text()).replace(/<!--.*?-->/g, '');
}

describe('an optional part of a page', () => {
  it('shows once its chunk has loaded', async () => {
    const Card = lazyOptionalPart('check-in', () => Promise.resolve(({ name }: { name: string }) => <p>Check in, {name}</p>));
    expect(
      await pageOf(
        <main>
          Pairings
          <Card name="Pia" />
        </main>,
      ),
    ).toBe('<main>Pairings<p>Check in, Pia</p></main>');
  });

  it('is left out, and the page around it still shows, when its chunk cannot be fetched offline', async () => {
    const Card = lazyOptionalPart('check-in', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(
      await pageOf(
        <main>
          Pairings
          <Card />
        </main>,
      ),
    ).toBe('<main>Pairings</main>');
  });
});
