// Where the shared conformance data lives: ../shared/conformance beside the
// repository (CI puts it there too).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');

export const conformanceDir = resolve(repoRoot, '../shared/conformance');
