// The conformance data the tests read: a copy of the project's reference data (pairings and tie-breaks by the
// reference programs) kept in the repository, packages/engine/conformance, so a clone anywhere runs every test.
import { readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const conformanceDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../conformance');

/** Every TRF of the conformance data (dutch/, bench/, real-trf/, …), as paths relative to conformanceDir, sorted. */
export function conformanceTrfFiles(): string[] {
  return readdirSync(conformanceDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.trf'))
    .sort();
}
