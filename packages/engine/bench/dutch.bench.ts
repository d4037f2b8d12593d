// Pairs the reference rounds (conformance/bench, with the reference engine's answers and figures) with the Dutch
// system, checks each against the reference engine's pairing, and prints time and memory beside the reference's.
// Each round runs in a process of its own, so its peak memory is its own.
// Run: npm run bench -w @kingside/engine            (every round; the 2,000-player round 2 takes minutes)
//      BENCH_ROUNDS=open-1000-round1,open-300-round9 npm run bench -w @kingside/engine

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pairDutch } from '../src/swiss/dutch/index.js';
import { readTrf } from '../src/trf/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const benchDir = resolve(here, '../conformance/bench');

/** The reference engine's (bbpPairings, C++) time and peak memory on a 2-core machine, from conformance/README.md. */
const cases = [
  { name: 'open-300-round9', referenceSeconds: 0.84, referenceMiB: null },
  { name: 'open-1000-round1', referenceSeconds: 31.8, referenceMiB: 72 },
  { name: 'open-1000-round11', referenceSeconds: 34, referenceMiB: 120 },
  { name: 'open-2000-round1', referenceSeconds: 368, referenceMiB: 273 },
  { name: 'open-2000-round2', referenceSeconds: 281, referenceMiB: 236 },
];

function pairOne(name: string): void {
  const t = readTrf(readFileSync(resolve(benchDir, `${name}.trf`)));
  const expected = readFileSync(resolve(benchDir, `${name}.expected`), 'utf8')
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
  const lines = pairs.map((p) => `${p.white} ${p.black}`);
  if (bye !== null) lines.push(`${bye} 0`);
  const identical = lines.sort().join('\n') === expected;
  process.stdout.write(JSON.stringify({ seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, peakMiB: process.resourceUsage().maxRSS / 1024, identical }));
}

const only = process.argv[2];
if (only) {
  pairOne(only);
} else {
  const wanted = process.env.BENCH_ROUNDS?.split(',');
  let failed = false;
  for (const c of cases.filter((c) => !wanted || wanted.includes(c.name))) {
    const out = execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), c.name], { encoding: 'utf8', maxBuffer: 1 << 20 });
    const r = JSON.parse(out) as { seconds: number; cpuSeconds: number; peakMiB: number; identical: boolean };
    if (!r.identical) failed = true;
    const memory = c.referenceMiB === null ? '' : ` (reference ${c.referenceMiB} MiB, ratio ${(r.peakMiB / c.referenceMiB).toFixed(2)})`;
    console.log(
      `${c.name}: ${r.seconds.toFixed(2)} s wall, ${r.cpuSeconds.toFixed(2)} s CPU; reference ${c.referenceSeconds} s, ratio ${(r.seconds / c.referenceSeconds).toFixed(3)}; ` +
        `peak RSS ${r.peakMiB.toFixed(0)} MiB${memory}; pairing ${r.identical ? 'identical to the reference' : 'DIFFERENT from the reference'}`,
    );
  }
  if (failed) process.exitCode = 1;
}
