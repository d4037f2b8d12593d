/**
 * Largest Contentful Paint of the public pages as a player's phone in a crowded hall sees them, not a
 * test: the built server (npm run build first) with its demo tournament, Debian's Chromium with the CPU slowed
 * 4 × and a slow-3G network (400 ms round trip, 400 kbit/s each way), a cold cache for every load. Prints LCP,
 * the bytes transferred and the first-load JavaScript for each page, against the goal of 2.5 s.
 *
 *   npm run build && npm run bench -w @kingside/web       (BENCH_LOADS=3 loads per page; the median is printed;
 *                                                         BENCH_URL=http://… measures a server already running)
 */
import { tournamentListResponse } from '@kingside/contract';
import { launchChromium } from '../../../e2e/support/browser.js';
import { startKingside } from '../../../e2e/support/kingside.js';

const loads = Number(process.env.BENCH_LOADS ?? 3);
const LCP_GOAL_MS = 2500;
/** Chrome DevTools' "Slow 3G": 400 ms latency, 400 kbit/s down and up (bytes per second here). */
const slow3g = { offline: false, latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 };

interface Load {
  lcpMs: number;
  bytes: number;
  scriptBytes: number;
}

// BENCH_URL measures a server already running (with its demo tournament) instead of starting the built one.
const kingside = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: () => Promise.resolve() } : await startKingside();
const browser = await launchChromium();
try {
  const list = tournamentListResponse.parse(await (await fetch(`${kingside.url}/api/tournament/get-tournament-list?query=Demo%20Open`)).json());
  const demo = list.data.tournaments.find((t) => t.name === 'Kingside Demo Open');
  if (!demo) throw new Error('The demo tournament is missing (SEED_DEMO must not be false)');
  const pages = [
    ['tournament list', '/tournaments'],
    ['tournament page', `/tournaments/${demo.id}`],
    ['pairings', `/tournaments/${demo.id}/pairings/7`],
    ['standings', `/tournaments/${demo.id}/standings/7`],
  ] as const;

  const measure = async (path: string): Promise<Load> => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', slow3g);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let bytes = 0;
    let scriptBytes = 0;
    const types = new Map<string, string>();
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
      if (types.get(event.requestId) === 'Script') scriptBytes += event.encodedDataLength;
    });
    await page.goto(`${kingside.url}${path}`, { waitUntil: 'networkidle', timeout: 120_000 });
    const lcpMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((entries) => {
            const last = entries.getEntries().at(-1);
            resolve(last ? last.startTime : Number.NaN);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    await context.close();
    return { lcpMs, bytes, scriptBytes };
  };

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`Largest Contentful Paint, 390 px phone, CPU 4 × slower, slow 3G, cold cache; median of ${loads} loads (goal ${LCP_GOAL_MS} ms):`);
  for (const [name, path] of pages) {
    const runs: Load[] = [];
    for (let i = 0; i < loads; i++) runs.push(await measure(path));
    const lcp = median(runs.map((r) => r.lcpMs));
    console.log(
      `  ${name.padEnd(16)} LCP ${(lcp / 1000).toFixed(2)} s (${(lcp / LCP_GOAL_MS).toFixed(2)} × the goal); ` +
        `${(median(runs.map((r) => r.bytes)) / 1024).toFixed(0)} KB transferred, ${(median(runs.map((r) => r.scriptBytes)) / 1024).toFixed(0)} KB of it JavaScript`,
    );
  }
} finally {
  await browser.close();
  await kingside.stop();
}
