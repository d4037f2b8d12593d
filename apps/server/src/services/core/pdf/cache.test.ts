import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test-support/index.js';
import { publishChange } from '../live/publish.js';
import { createPdfCache } from './cache.js';
import type { PdfFile } from './pool.js';

const pdfOf = (bytes: number, fileName = 'sheet'): PdfFile => ({ pdf: Buffer.alloc(bytes, 1), fileName });
const first = '00000000-0000-4000-8000-000000000001';
const second = '00000000-0000-4000-8000-000000000002';

describe('the PDF cache', () => {
  const t = useTestApp('pglite');

  it('keeps no more bytes than its cap, letting the least recently served PDF go first', () => {
    const cache = createPdfCache(t.app.ctx.live, { maxBytes: 1_000 });
    for (const key of ['a', 'b', 'c']) {
      const drawing = cache.start(first);
      drawing.keep(key, pdfOf(400, key));
      drawing.finish();
      // "a" is served again before "c" arrives, so "b" is the one to go.
      if (key === 'b') expect(cache.find(first, 'a')?.fileName).toBe('a');
    }
    expect(cache.bytes()).toBe(800);
    expect(cache.find(first, 'b')).toBeUndefined();
    expect(cache.find(first, 'a')?.fileName).toBe('a');
    expect(cache.find(first, 'c')?.fileName).toBe('c');
    // A PDF larger than the whole cap is served once and never kept.
    cache.start(first).keep('huge', pdfOf(1_001));
    expect(cache.find(first, 'huge')).toBeUndefined();
    expect(cache.bytes()).toBe(800);
  });

  it("throws a tournament's PDFs away on its next change, not the others', and keeps none drawn from before it", async () => {
    const { live, db } = t.app.ctx;
    const cache = createPdfCache(live);
    cache.start(first).keep('standings 3', pdfOf(10));
    cache.start(second).keep('standings 3', pdfOf(10));
    const before = cache.start(first);

    await publishChange(db, first, 'results', 3, t.clock.now());
    await live.caughtUp();
    expect(cache.find(first, 'standings 3')).toBeUndefined();
    expect(cache.find(second, 'standings 3')).toBeDefined();
    expect(before.current()).toBe(false);
    before.keep('crosstable 3', pdfOf(10));
    expect(cache.find(first, 'crosstable 3')).toBeUndefined();

    // A pairing starting changes nothing printed.
    cache.start(first).keep('players', pdfOf(10));
    await publishChange(db, first, 'pairing_started', 4, t.clock.now());
    await live.caughtUp();
    expect(cache.find(first, 'players')).toBeDefined();
  });

  it('draws again after its age limit, for what no change announces', () => {
    let now = 0;
    const cache = createPdfCache(t.app.ctx.live, { maxAgeMs: 1_000, now: () => now });
    cache.start(first).keep('players', pdfOf(10));
    now = 999;
    expect(cache.find(first, 'players')).toBeDefined();
    now = 1_000;
    expect(cache.find(first, 'players')).toBeUndefined();
    expect(cache.bytes()).toBe(0);
  });
});
