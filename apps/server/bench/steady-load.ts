/**
 * Requests at a constant arrival rate (open loop): request i is due at start + i / rate, whatever the answers before
 * it did, over a pool of keep-alive connections; a request waiting for a free connection waits in the measurement.
 * Its latency runs from when it was due, not from when it could be sent, so a stalled server or client is not hidden
 * (coordinated omission).
 *
 * Why not autocannon's rate: it lets each connection send its share of a second's requests back to back as soon as
 * the second starts, then pauses until the next one, so "500 requests/s" arrives as 500 requests at once every
 * second, and the last of each burst waits for the 499 before it. That is measured too (public-pages.bench.ts), as
 * a burst, not as the rate.
 */
import http from 'node:http';

export interface SteadyLoadOptions {
  url: string;
  /** Requests per second. */
  rate: number;
  seconds: number;
  /** Keep-alive connections at most. */
  connections: number;
  headers: Record<string, string>;
  /** A request not answered after this long is abandoned and counted as a timeout. */
  timeoutMs?: number;
}

export interface SteadyLoadResult {
  answered: number;
  /** Answers per second over the whole run. */
  perSecond: number;
  /** Milliseconds from when each request was due to its answer's last byte. */
  p50: number;
  p97_5: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** The value below which a share `q` of the sorted values lie (q = 1: the largest); NaN when there are none. */
export function percentile(sorted: readonly number[], q: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

export async function steadyLoad({ url, rate, seconds, connections, headers, timeoutMs = 10_000 }: SteadyLoadOptions): Promise<SteadyLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  let timeouts = 0;
  let non2xx = 0;
  const request = (due: number) =>
    new Promise<void>((resolve) => {
      let timedOut = false;
      const sent = http.get(url, { agent, headers, timeout: timeoutMs }, (response) => {
        const status = response.statusCode ?? 0;
        response.resume();
        response.on('end', () => {
          if (status < 200 || status >= 300) non2xx += 1;
          latencies.push(performance.now() - due);
          resolve();
        });
        response.on('error', () => {
          errors += 1;
          resolve();
        });
      });
      sent.on('timeout', () => {
        timedOut = true;
        timeouts += 1;
        sent.destroy();
      });
      // A timed-out request ends here too, once destroyed: it is counted once, as a timeout.
      sent.on('error', () => {
        if (!timedOut) errors += 1;
        resolve();
      });
    });

  const total = Math.round(rate * seconds);
  const start = performance.now();
  const dueAt = (i: number) => start + (i * 1000) / rate;
  const running: Promise<void>[] = [];
  await new Promise<void>((done) => {
    let next = 0;
    // Timers fire a millisecond apart at best: each tick sends every request that has come due since the last.
    const tick = () => {
      const now = performance.now();
      for (; next < total && dueAt(next) <= now; next++) running.push(request(dueAt(next)));
      if (next < total) setTimeout(tick, Math.max(0, Math.min(1, dueAt(next) - now)));
      else done();
    };
    tick();
  });
  await Promise.all(running);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(percentile(latencies, q));
  return {
    answered: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p97_5: at(0.975),
    p99: at(0.99),
    max: at(1),
    errors,
    timeouts,
    non2xx,
  };
}
