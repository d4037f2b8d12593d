/**
 * The PDF case of the load benchmark: six crosstable PDFs of a 1,000-player open asked at once, each by
 * another client address (127.0.0.11 to .16: the server lets one address have three drawn at a time), while a
 * monitor asks /api/health every 20 ms. Then the same six again, which the server answers from its PDF cache.
 * Prints the health check's latency percentiles while the PDFs are drawn and how long each batch took.
 */
import http from 'node:http';
import { percentile } from './steady-load.js';

interface Fetched {
  status: number;
  bytes: number;
  ms: number;
}

function get(url: string, localAddress?: string): Promise<Fetched> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { localAddress, agent: false }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, ms: performance.now() - started }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Health latencies (ms) from a request every `everyMs` until `until` settles. */
async function healthMeanwhile(base: string, until: Promise<unknown>, everyMs = 20): Promise<{ latencies: number[]; failed: number }> {
  let done = false;
  void until.finally(() => (done = true));
  const latencies: number[] = [];
  let failed = 0;
  const asking: Promise<void>[] = [];
  while (!done) {
    // Open loop: the next check is due on time whatever the last one does, and its latency counts from then.
    asking.push(
      get(`${base}/api/health`).then(
        (answer) => {
          if (answer.status === 200) latencies.push(answer.ms);
          else failed += 1;
        },
        () => void (failed += 1),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  await Promise.all(asking);
  return { latencies: latencies.sort((a, b) => a - b), failed };
}

async function sixAtOnce(base: string, tournamentId: string, rounds: readonly number[]) {
  const started = performance.now();
  const pdfs = Promise.all(rounds.map((round, i) => get(`${base}/api/tournament/${tournamentId}/printouts/crosstable?round=${round}`, `127.0.0.${11 + i}`)));
  const health = await healthMeanwhile(base, pdfs);
  const answers = await pdfs;
  return { answers, health, seconds: (performance.now() - started) / 1000 };
}

export async function pdfCase(base: string, tournamentId: string, label: string): Promise<void> {
  const rounds = [5, 6, 7, 8, 9, 10];
  console.log(`  ${label}: six crosstable PDFs (rounds ${rounds.join(', ')}) at once from six addresses, /api/health every 20 ms meanwhile`);
  for (const what of ['drawn in the PDF threads', 'again, from the cache']) {
    const { answers, health, seconds } = await sixAtOnce(base, tournamentId, rounds);
    const { latencies } = health;
    const at = (q: number) => (latencies.length ? percentile(latencies, q).toFixed(0) : '–');
    const statuses = answers.map((a) => a.status).join(' ');
    const size = Math.max(...answers.map((a) => a.bytes)) / 1024;
    console.log(
      `    ${what}: all six in ${seconds.toFixed(1)} s (answers ${statuses}, up to ${size.toFixed(0)} KB); ` +
        `/api/health meanwhile: ${latencies.length} answered, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms, ${health.failed} failed`,
    );
  }
}
