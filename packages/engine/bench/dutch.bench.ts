// Pairs the reference rounds (conformance/bench, with the reference engine's answers and figures) and rounds of
// opens generated from a seed (5,000 players: more than the reference data holds) with the Dutch system, checks each
// pairing — a reference round against the reference engine's, a generated first round against the rule itself,
// any generated round against the absolute criteria — and prints time and memory beside the reference's.
// Each round runs in a process of its own, so its peak memory is its own. A reference round is paired twice: in a fresh
// process, and as the server pairs it, in a thread that has run the warm-up (pairing-task.ts) and then been idle.
// What is timed is the engine's build, which the server runs (`npm run bench` builds it first); under tsx the same
// warm pairing took 10–30 % longer.
// The reference engine's figures were measured once, on another machine, and these machines differ in speed from day to
// day by more than two times: given the reference engine's executable (REFERENCE_ENGINE, bbpPairings built from its
// source), the bench also pairs each reference round with it here, checks its answer, and takes the ratio against
// that time. Where the reference engine pairs the round in under 10 s, the two run in turn (this engine's warm pairing,
// the reference engine, again…) and the ratio is taken pair by pair, its median printed: the machine's speed drifts
// within minutes, by as much as the margin to the goal.
// Run: npm run bench -w @kingside/engine            (every round; the 2,000-player rounds take minutes)
//      BENCH_ROUNDS=open-1000-round1,generated-5000-round1 npm run bench -w @kingside/engine
//      REFERENCE_ENGINE=/path/to/bbpPairings.exe BENCH_ROUNDS=open-300-round9 npm run bench -w @kingside/engine

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pairDutch, readTrf, type Tournament } from '@kingside/engine';
import { warmUpPairingThread } from '@kingside/engine/pairing-task';
import { generatedOpen, playRound, seededRandom } from '../src/swiss/dutch/generated-open.js';
import { absoluteCriteriaBroken, firstRoundDeparture, type RoundPairing } from '../src/swiss/dutch/test-support/absolute-criteria.js';

const here = dirname(fileURLToPath(import.meta.url));
const benchDir = resolve(here, '../conformance/bench');
const GENERATED_SEED = 2026;

interface BenchRound {
  name: string;
  /** The reference engine's (bbpPairings, C++) time and peak memory on a 2-core machine, from conformance/README.md. */
  reference: { seconds: number; mib: number | null } | null;
  /** What the round is measured against when the reference engine has no figure: the goal set for it, in seconds. */
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

/**
 * How long the warmed-up process waits before it pairs: long enough for V8's memory reducer to have run (it did so
 * after 8–25 s in every trial), which is what a server's pairing thread meets between two rounds.
 */
const IDLE_AFTER_WARM_UP_SECONDS = 30;
/**
 * A warm thread's time varies more than a fresh process's (V8 compiles on background threads while the warm-up runs, so
 * the optimised code differs from run to run), and a short round's ratio moves with the machine's speed from one
 * minute to the next: rounds that pair in under a second are measured warm this many times, each followed by a run of
 * the reference engine where it pairs the round in under 10 s.
 */
const RUNS_OF_A_SHORT_ROUND = 5;

type Process = 'fresh' | 'warm';

async function pairOne(name: string, kind: Process): Promise<void> {
  if (kind === 'warm') {
    warmUpPairingThread();
    await new Promise((resolve) => setTimeout(resolve, IDLE_AFTER_WARM_UP_SECONDS * 1000));
  }
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

interface Measured {
  seconds: number;
  cpuSeconds: number;
  peakMiB: number;
  problems: string[];
}

function measure(name: string, kind: Process): Measured {
  const out = execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), name, kind], { encoding: 'utf8', maxBuffer: 1 << 20 });
  return JSON.parse(out) as Measured;
}

const seconds = (s: number) => `${s.toFixed(s < 1 ? 3 : 2)} s`;

/** The reference engine's answer file (`-p`): the number of pairs, then `white black` per pair, `bye 0` for the bye. */
function readReferenceAnswer(text: string): RoundPairing {
  const pairs: RoundPairing['pairs'] = [];
  let bye: number | null = null;
  for (const line of text.split(/\r?\n/).slice(1)) {
    const [white, black] = line.trim().split(/\s+/).map(Number);
    if (!white) continue;
    if (black === 0) bye = white;
    else pairs.push({ white, black });
  }
  return { pairs, bye };
}

/** One run of the reference engine: its wall time, and what is wrong with its answer. */
interface ReferenceRun {
  seconds: number;
  problems: string[];
}

/**
 * One run of the reference engine on the round, in a process of its own as it is always run: its wall time, and
 * whether its answer is the one in conformance/bench (`check`, read once per round).
 */
function referenceRun(engine: string, name: string, check: Check): ReferenceRun {
  const folder = mkdtempSync(resolve(tmpdir(), 'kingside-reference-'));
  try {
    const answer = resolve(folder, 'pairing.txt');
    const start = process.hrtime.bigint();
    execFileSync(engine, ['--dutch', resolve(benchDir, `${name}.trf`), '-p', answer], { stdio: 'ignore' });
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const differs = check(readReferenceAnswer(readFileSync(answer, 'utf8'))).length > 0;
    return { seconds, problems: differs ? ['the reference engine here answered another pairing than conformance/bench holds'] : [] };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const [only, onlyKind] = process.argv.slice(2);
if (only) {
  await pairOne(only, onlyKind === 'warm' ? 'warm' : 'fresh');
} else {
  const wanted = process.env.BENCH_ROUNDS?.split(',');
  let failed = false;
  const referenceEngine = process.env.REFERENCE_ENGINE;
  for (const c of rounds.filter((c) => !wanted || wanted.includes(c.name))) {
    const fresh = measure(c.name, 'fresh');
    const runs = c.reference ? (fresh.seconds < 1 ? RUNS_OF_A_SHORT_ROUND : 1) : 0;
    const warm: Measured[] = [];
    const here: ReferenceRun[] = [];
    // A reference run of minutes is run once: the drift it would cancel is small beside it.
    const referenceRuns = c.reference && referenceEngine ? (c.reference.seconds < 10 ? runs : 1) : 0;
    const check = referenceRuns > 0 ? referenceCheck(c.name) : null;
    for (let run = 0; run < runs; run++) {
      warm.push(measure(c.name, 'warm'));
      if (referenceEngine && check && run < referenceRuns) here.push(referenceRun(referenceEngine, c.name, check));
    }
    const problems = [...fresh.problems, ...warm.flatMap((w) => w.problems), ...here.flatMap((r) => r.problems)];
    if (problems.length > 0) failed = true;
    const warmSeconds = warm.length > 0 ? median(warm.map((w) => w.seconds)) : 0;
    const warmRange = warm.length > 1 ? ` (median of ${warm.length}: ${warm.map((w) => seconds(w.seconds)).join(', ')})` : '';
    const time = `fresh process ${seconds(fresh.seconds)} wall, ${seconds(fresh.cpuSeconds)} CPU${warm.length > 0 ? `; warm pairing thread ${seconds(warmSeconds)} wall${warmRange}` : ''}`;
    let against: string;
    if (c.reference && here.length > 0) {
      const referenceSeconds = median(here.map((r) => r.seconds));
      const pairRatios = here.length === warm.length ? warm.map((w, i) => w.seconds / here[i].seconds) : [warmSeconds / referenceSeconds];
      const ratioRange = pairRatios.length > 1 ? ` (run by run: ${pairRatios.map((r) => r.toFixed(3)).join(', ')})` : '';
      const referenceRange = here.length > 1 ? ` (median of ${here.length}: ${here.map((r) => seconds(r.seconds)).join(', ')})` : '';
      against =
        `reference engine on this machine ${seconds(referenceSeconds)}${referenceRange}; ratio ${(fresh.seconds / referenceSeconds).toFixed(3)} fresh, ` +
        `${median(pairRatios).toFixed(3)} warm${ratioRange} (goal ≤ 0.1); measured elsewhere ${c.reference.seconds} s`;
    } else if (c.reference) {
      against = `reference ${c.reference.seconds} s (measured elsewhere), ratio ${(fresh.seconds / c.reference.seconds).toFixed(3)} fresh, ${(warmSeconds / c.reference.seconds).toFixed(3)} warm (goal ≤ 0.1)`;
    } else against = c.goalSeconds !== undefined ? `goal ${c.goalSeconds} s` : 'no reference engine figure';
    const memory = c.reference?.mib ? ` (reference ${c.reference.mib} MiB, ratio ${(fresh.peakMiB / c.reference.mib).toFixed(2)}, goal ≤ 2)` : '';
    const verdict =
      problems.length === 0 ? (c.reference ? 'identical to the reference' : 'checked: keeps the rules') : `WRONG: ${problems.slice(0, 5).join('; ')}`;
    console.log(`${c.name}: ${time}; ${against}; peak RSS ${fresh.peakMiB.toFixed(0)} MiB${memory}; pairing ${verdict}`);
  }
  if (failed) process.exitCode = 1;
}
