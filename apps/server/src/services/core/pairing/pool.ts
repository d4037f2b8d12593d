import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { PairingAnswer, PairingTask } from '@kingside/engine/pairing-task';
import type * as serverTasks from './tasks.js';
import { words, type Message } from '../languages/message.js';
import { SOURCE_LOCALE } from '@kingside/contract';
import { say } from '../languages/say.js';

/**
 * The engine's work in worker threads, so a 1,000-player round (seconds of CPU), the standings of a large open
 * and the reading of a TRF file never stop the event loop: spectators, live streams and other tournaments are
 * served meanwhile. Threads start on demand and leave when idle, one per core at most for pairings and as many
 * for the rest, each below the event loop's priority (see `priorities`); the server keeps one pairing thread warm
 * (`warmThread`).
 */
export interface PairingPool {
  /**
   * Rejects with PairingStopped when the signal aborts (the thread is terminated), the time limit passes, the
   * memory limit would be passed, or the thread dies.
   */
  pair(task: PairingTask, signal?: AbortSignal): Promise<PairingOutcome>;
  /** Runs one of the server's engine tasks (tasks.ts): standings of large events, TRF imports; above pairings' priority. */
  run<Name extends ServerTask>(name: Name, input: Parameters<ServerTasks[Name]>[0]): Promise<Awaited<ReturnType<ServerTasks[Name]>>>;
  /** Ends every thread, running pairings included (tests use it to kill a pairing mid-way). */
  terminateThreads(): Promise<void>;
  /**
   * The latest warm-up of the kept pairing thread (see `warmThread`): true once it has paired the engine's warm-up
   * rounds, false if it did not finish (see `onWarmUpFailed`). Resolves at once to false without a warm thread.
   */
  warmedUp(): Promise<boolean>;
  close(): Promise<void>;
}

/** What a pairing run in the pool answers: past the memory limit it is stopped (PairingStopped) instead. */
export type PairingOutcome = Exclude<PairingAnswer, { kind: 'memory-limit' }>;

type ServerTasks = typeof serverTasks;
export type ServerTask = keyof ServerTasks;

export interface PairingPoolOptions {
  /** A pairing still running after this long is stopped (default 10 minutes). */
  timeLimitSeconds?: number;
  /**
   * The memory a pairing may use (default 4 GiB): the thread's heap, and apart from it the matching's weights, which
   * live outside the heap (the engine refuses to make them larger).
   */
  memoryLimitMb?: number;
  /**
   * Keep one pairing thread at all times and have it pair the engine's warm-up rounds (warmUpPairingThread) when it starts,
   * and again whenever a pairing was stopped (its thread may have been the one kept), so that rounds are paired by
   * code V8 has already optimised: a 300-player round in about 0.08 s instead of 0.25 s. Off by default, so that the
   * tests' many short-lived apps do not each spend a second of CPU on it; the server turns it on (PAIRING_WARM_THREAD).
   */
  warmThread?: boolean;
  /** Told why a warm-up did not finish, unless the pool was being closed: rounds are paired all the same, colder. */
  onWarmUpFailed?: (error: unknown) => void;
}

/** Why a pairing ended without an answer: the arbiter's words for each. */
export class PairingStopped extends Error {
  override name = 'PairingStopped';
  constructor(
    readonly reason: 'cancelled' | 'time_limit' | 'out_of_memory' | 'crashed',
    readonly words: Message,
  ) {
    super(say(SOURCE_LOCALE, words));
  }
}

/**
 * The pairing runs the engine's build, not its TypeScript source: `npm ci` and `npm test` build the engine first;
 * the path is found through the package, not a condition, so it is the same under Vitest and in production.
 */
function pairingFile(): string {
  const packageJson = createRequire(import.meta.url).resolve('@kingside/engine/package.json');
  return path.join(path.dirname(packageJson), 'dist/swiss/dutch/pairing-task.js');
}

/**
 * The server's own tasks run whatever this module runs: the build in production, and under Vitest (which runs
 * the TypeScript sources) the sources too, through tsx's loader in each thread, reading the workspace packages'
 * sources as the tests do.
 */
const here = fileURLToPath(import.meta.url);
const fromSources = here.endsWith('.ts');
const tasksFile = path.join(path.dirname(here), fromSources ? 'tasks.ts' : 'tasks.js');

/**
 * How far below the event loop each kind of work runs (nice increments, per thread). With as many threads as cores, the
 * engine's work would otherwise take turns with the main thread, and every spectator's request would wait for its
 * turn. Standings and imports run above pairings: a result entered during a long pairing reaches the live stream's
 * followers once the new standings are computed, and a pairing (seconds to minutes) can spare the time.
 */
const priorities = { tasks: 10, pairing: 19 };

export function createPairingPool({ timeLimitSeconds = 600, memoryLimitMb = 4096, warmThread = false, onWarmUpFailed }: PairingPoolOptions = {}): PairingPool {
  // No default file: a thread would load it as it starts, before tsx's loader is in place; each task names its own.
  const threads = (niceIncrement: number, minThreads: number) =>
    new Piscina({
      minThreads,
      maxThreads: Math.max(1, availableParallelism()),
      idleTimeout: 30_000,
      niceIncrement,
      resourceLimits: { maxOldGenerationSizeMb: memoryLimitMb },
      ...(fromSources ? { execArgv: ['--import', 'tsx', '--conditions=source'] } : {}),
    });
  const pairings = threads(priorities.pairing, warmThread ? 1 : 0);
  const tasks = threads(priorities.tasks, 0);
  let closing = false;
  const warmUp = (): Promise<boolean> =>
    pairings.run(undefined, { filename: pairingFile(), name: 'warmUpPairingThread' }).then(
      () => true,
      (error: unknown) => {
        if (!closing) onWarmUpFailed?.(error);
        return false;
      },
    );
  let warming = warmThread ? warmUp() : Promise.resolve(false);
  const warmAgain = () => {
    if (warmThread) warming = warmUp();
  };
  return {
    async pair(task, signal) {
      const timeLimit = AbortSignal.timeout(timeLimitSeconds * 1000);
      const stop = signal ? AbortSignal.any([signal, timeLimit]) : timeLimit;
      const outOfMemory = () =>
        new PairingStopped(
          'out_of_memory',
          words('The pairing needed more than its memory limit of {megabytes} MB and was stopped', { megabytes: memoryLimitMb }),
        );
      let answer: PairingAnswer;
      try {
        answer = (await pairings.run({ ...task, memoryLimitBytes: memoryLimitMb * 2 ** 20 } satisfies PairingTask, {
          filename: pairingFile(),
          signal: stop,
        })) as PairingAnswer;
      } catch (error) {
        warmAgain();
        if (signal?.aborted) throw new PairingStopped('cancelled', 'The pairing was cancelled');
        if (timeLimit.aborted)
          throw new PairingStopped('time_limit', words('The pairing took longer than its limit of {seconds} s and was stopped', { seconds: timeLimitSeconds }));
        if (error instanceof Error && 'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY') throw outOfMemory();
        const detail = error instanceof Error ? error.message : String(error);
        throw new PairingStopped('crashed', words('The pairing engine stopped unexpectedly ({detail})', { detail }));
      }
      if (answer.kind === 'memory-limit') throw outOfMemory();
      return answer;
    },
    async run(name, input) {
      return (await tasks.run(input, { filename: tasksFile, name })) as never;
    },
    async terminateThreads() {
      await Promise.all([...pairings.threads, ...tasks.threads].map((thread) => thread.terminate()));
      warmAgain();
    },
    warmedUp() {
      return warming;
    },
    async close() {
      closing = true;
      await Promise.all([pairings.close({ force: true }), tasks.close({ force: true })]);
    },
  };
}
