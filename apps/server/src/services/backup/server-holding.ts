import { readFileSync } from 'node:fs';

/**
 * The pid of the live Kingside process holding the embedded database in `pgliteDir` (its lock file,
 * see db/connection.ts), or undefined when none does.
 */
export function serverHolding(pgliteDir: string): number | undefined {
  let holder: number;
  try {
    holder = Number.parseInt(readFileSync(`${pgliteDir}.lock`, 'utf8'), 10);
  } catch {
    return undefined;
  }
  if (!Number.isInteger(holder) || holder === process.pid) return undefined;
  try {
    process.kill(holder, 0);
    return holder;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? holder : undefined;
  }
}
