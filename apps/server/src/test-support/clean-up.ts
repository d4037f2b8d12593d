import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * What the file's tests made (databases, temporary folders) is undone after them all, the last made first, so
 * a database is dropped before the folder that holds it is removed.
 */
export function cleanUpAfterAll() {
  const steps: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of steps.reverse()) await step();
  });
  const cleanUp = (step: () => Promise<void>) => {
    steps.push(step);
  };
  /** A new folder in the system's temporary folder, removed after the file's tests. */
  const tempDir = (prefix: string): string => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    cleanUp(async () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  return { cleanUp, tempDir };
}
