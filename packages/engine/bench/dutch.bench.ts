// Pairs the two large reference rounds with the Dutch system, checks the
// result against the reference engine's pairing, and prints time and memory.
// Run: npm run bench -w @kingside/engine

import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pairDutch } from '../src/swiss/dutch/index.js';
import { readTrf } from '../src/trf/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const benchDir = resolve(here, 'reference');

const cases = [
  { name: 'open-300-round9', referenceSeconds: 0.84 },
  { name: 'open-1000-round11', referenceSeconds: 34 },
];

let failed = false;
for (const c of cases) {
  const t = readTrf(readFileSync(resolve(benchDir, `${c.name}.trf`)));
  const expected = readFileSync(resolve(benchDir, `${c.name}.expected`), 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .sort()
    .join('\n');
  const start = process.hrtime.bigint();
  const cpuStart = process.cpuUsage();
  const { pairs, bye } = pairDutch(t);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const lines = pairs.map((p) => `${p.white} ${p.black}`);
  if (bye !== null) lines.push(`${bye} 0`);
  const identical = lines.sort().join('\n') === expected;
  if (!identical) failed = true;
  const rssMiB = process.resourceUsage().maxRSS / 1024;
  console.log(
    `${c.name}: ${seconds.toFixed(2)} s (reference ${c.referenceSeconds} s, ratio ${(seconds / c.referenceSeconds).toFixed(2)}), ` +
      `CPU ${cpuSeconds.toFixed(2)} s (ratio ${(cpuSeconds / c.referenceSeconds).toFixed(2)}), ` +
      `peak RSS ${rssMiB.toFixed(0)} MiB, heap used ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB, ` +
      `pairing ${identical ? 'identical to the reference' : 'DIFFERENT from the reference'}`,
  );
}
if (failed) process.exitCode = 1;
