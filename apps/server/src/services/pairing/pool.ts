import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { PairingAnswer, PairingTask } from '@kingside/engine/pairing-task';

/**
 * The engine's Dutch pairing in worker threads, so a 1,000-player round (seconds of CPU) never stops
 * the event loop: spectators, live streams and other tournaments are served meanwhile. Threads start on
 * demand and leave when idle, one per core at most.
 */
export interface PairingPool {
  /** Rejects with PairingStopped when the signal aborts (the thread is terminated), the time limit passes, or the thread dies. */
  pair(task: PairingTask, signal?: AbortSignal): Promise<PairingAnswer>;
  /** Ends every thread, running pairings included (tests use it to kill a pairing mid-way). */
  terminateThreads(): Promise<void>;
  close(): Promise<void>;
}

export interface PairingPoolOptions {
  /** A pairing still running after this long is stopped (default 10 minutes). */
  timeLimitSeconds?: number;
  /** The heap a pairing thread may use before it is stopped (default 4 GiB). */
  memoryLimitMb?: number;
}

/** Why a pairing ended without an answer: the arbiter's words for each. */
export class PairingStopped extends Error {
  override name = 'PairingStopped';
  constructor(
    readonly reason: 'cancelled' | 'time_limit' | 'crashed',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The worker runs the engine's build, not its TypeScript source: a thread has no TypeScript loader.
 * `npm ci` and `npm test` build the engine first; the path is found through the package, not a condition,
 * so it is the same under Vitest (which resolves workspace packages to their sources) and in production.
 */
function taskFile(): string {
  const packageJson = createRequire(import.meta.url).resolve('@kingside/engine/package.json');
  return path.join(path.dirname(packageJson), 'dist/swiss/dutch/pairing-task.js');
}

export function createPairingPool({ timeLimitSeconds = 600, memoryLimitMb = 4096 }: PairingPoolOptions = {}): PairingPool {
  const pool = new Piscina<PairingTask, PairingAnswer>({
    filename: taskFile(),
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism()),
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: memoryLimitMb },
  });
  return {
    async pair(task, signal) {
      const timeLimit = AbortSignal.timeout(timeLimitSeconds * 1000);
      const stop = signal ? AbortSignal.any([signal, timeLimit]) : timeLimit;
      try {
        return await pool.run(task, { signal: stop });
      } catch (error) {
        if (signal?.aborted) throw new PairingStopped('cancelled', 'The pairing was cancelled');
        if (timeLimit.aborted) throw new PairingStopped('time_limit', `The pairing took longer than its limit of ${timeLimitSeconds} s and was stopped`);
        const detail = error instanceof Error ? error.message : String(error);
        throw new PairingStopped('crashed', `The pairing engine stopped unexpectedly (${detail})`);
      }
    },
    async terminateThreads() {
      await Promise.all(pool.threads.map((thread) => thread.terminate()));
    },
    close: () => pool.close({ force: true }),
  };
}
