import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startKingside } from './kingside.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory as the server's first start on an empty one leaves it: migrated, demo seeded, stopped. */
    firstStartDataDir: string;
  }
}

/**
 * The e2e project's global setup: the server's first start on an empty data directory (migrations, the demo
 * organiser and tournament) is made once per run, and each file's server starts on a copy of it. That first
 * start took 6 s of each file's 8 on a fast machine, about 12 s on slow ones.
 */
export default async function makeFirstStart(project: TestProject): Promise<() => Promise<void>> {
  const kingside = await startKingside({}, { keepDataDir: true });
  await kingside.stop();
  project.provide('firstStartDataDir', kingside.dataDir);
  return () => rm(kingside.dataDir, { recursive: true, force: true });
}
