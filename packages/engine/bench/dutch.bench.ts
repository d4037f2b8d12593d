// Pairs the reference rounds (conformance/bench, with the reference engine's answers and figures) and rounds of
// opens generated from a seed (5,000 players: more than the reference data holds) with the Dutch system, checks each
// pairing — a reference round against the reference engine's, a generated first round against the rule itself,
// any generated round against the absolute criteria — and prints time and memory beside the reference's.
// Each round runs in a process of its own, so its peak memory is its own.
// Run: npm run bench -w @kingside/engine            (every round; the 2,000-player rounds take minutes)
//      BENCH_ROUNDS=open-1000-round1,generated-5000-round1 npm run bench -w @kingside/engine

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Tournament } from '../src/model.js';
import { pairDutch } from '../src/swiss/dutch/index.js';
import { absoluteCriteriaBroken, firstRoundDeparture, type RoundPairing } from '../src/swiss/dutch/test-support/absolute-criteria.js';
import { generatedOpen, playRound, seededRandom } from '../src/swiss/dutch/test-support/generated-open.js';
import { readTrf } from '../src/trf/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const benchDir = resolve(here, '../conformance/bench');
const GENERATED_SEED = 2026;

interface BenchRound {
  name: string;
  /** The reference engine's (bbpPairings, C++) time and peak memory on a 2-core machine, from conformance/README.md. */
  reference: { seconds: number; mib: number | null } | null;
  /** What the round is measured against when the reference engine has no figure: the goal, in seconds. */
  goalSeconds?: number;
}

const rounds: BenchRound[] = [
  { name: 'open-300-round9', reference: { seconds: 0.84, mib: null } },
  { name: 'open-1000-round1', reference: { seconds: 31.8, mib: 72 } },
  { name: 'open-1000-round11', reference: { seconds: 34, mib: 120 } },
  { name: 'open-2000-round1', reference: { seconds: 368, mib: 273 } },
  { name: 'open-2000-round2', reference: { seconds: 281, mib: 236 } },
  { name: 'generated-5000-round1', reference: null, goalSeconds: 5 },
  // No goal for a later round of 5,000 players: it is measured and checked so that its cost is known.
  { name: 'generated-5000-round2', reference: null },
];

/** `generated-<players>-round<r>`: the open made from the bench seed, with rounds before r paired and played. */
function generatedBeforeRound(name: string): { t: Tournament; round: number } | null {
  const m = /^generated-(\d+)-round(\d+)$/.exec(name);
  if (!m) return null;
  const round = Number(m[2]);
  const t = generatedOpen(Number(m[1]), 9, GENERATED_SEED);
  const random = seededRandom(GENERATED_SEED);
  for (let r = 1; r < round; r++) playRound(t, pairDutch(t), random);
  return { t, round };
}

/** What is wrong with the pairing, in words; empty when it is right. */
type Check = (pairing: RoundPairing) => string[];

function referenceCheck(name: string): Check {
  const expected = readFileSync(resolve(benchDir, `${name}.expected`), 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .sort()
    .join('\n');
  return ({ pairs, bye }) => {
    const lines = pairs.map((p) => `${p.white} ${p.black}`);
    if (bye !== null) lines.push(`${bye} 0`);
    return lines.sort().join('\n') === expected ? [] : ['different from the reference engine'];
  };
}

function pairOne(name: string): void {
  const generated = generatedBeforeRound(name);
  const t = generated?.t ?? readTrf(readFileSync(resolve(benchDir, `${name}.trf`)));
  const check: Check = generated
    ? (p) => [...absoluteCriteriaBroken(generated.t, generated.round, p), ...(generated.round === 1 ? firstRoundDeparture(generated.t, p) : [])]
    : referenceCheck(name);
  const start = process.hrtime.bigint();
  const cpuStart = process.cpuUsage();
  const pairing = pairDutch(t);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const cpu = process.cpuUsage(cpuStart);
  const problems = check(pairing);
  process.stdout.write(JSON.stringify({ seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, peakMiB: process.resourceUsage().maxRSS / 1024, problems }));
}

const only = process.argv[2];
if (only) {
  pairOne(only);
} else {
  const wanted = process.env.BENCH_ROUNDS?.split(',');
  let failed = false;
  for (const c of rounds.filter((c) => !wanted || wanted.includes(c.name))) {
    const out = execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), c.name], { encoding: 'utf8', maxBuffer: 1 << 20 });
    const r = JSON.parse(out) as { seconds: number; cpuSeconds: number; peakMiB: number; problems: string[] };
    if (r.problems.length > 0) failed = true;
    const against = c.reference
      ? `reference ${c.reference.seconds} s, ratio ${(r.seconds / c.reference.seconds).toFixed(3)} (goal ≤ 0.1)`
      : c.goalSeconds !== undefined
        ? `goal ${c.goalSeconds} s`
        : 'no reference engine figure';
    const memory = c.reference?.mib ? ` (reference ${c.reference.mib} MiB, ratio ${(r.peakMiB / c.reference.mib).toFixed(2)}, goal ≤ 2)` : '';
    const verdict =
      r.problems.length === 0 ? (c.reference ? 'identical to the reference' : 'checked: keeps the rules') : `WRONG: ${r.problems.slice(0, 5).join('; ')}`;
    console.log(
      `${c.name}: ${r.seconds.toFixed(2)} s wall, ${r.cpuSeconds.toFixed(2)} s CPU; ${against}; peak RSS ${r.peakMiB.toFixed(0)} MiB${memory}; pairing ${verdict}`,
    );
  }
  if (failed) process.exitCode = 1;
}
