import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * How the server's services depend on each other, one folder of services/ at a time:
 * - core/ holds what every area needs. It imports only other core files and, outside services/, the database,
 *   http, the integrations and the app context (besides packages: the engine, the contract, libraries); its tests
 *   also use the shared test helpers.
 * - Every other folder is an area (players, rounds, prizes, …). An area imports its own files and the core,
 *   never another area and never an orchestration module.
 * - An orchestration module is a use case that spans areas, named for what it does. It may import the core
 *   and any area, and the orchestration modules listed before it here, never those after it (so they never
 *   form a loop).
 * Routes, workers and app.ts stand above all three and may import any of them.
 */
const CORE = 'core';
const ORCHESTRATION = ['lichess', 'payment-webhook', 'player-home', 'bundle', 'demo', 'backup', 'privacy'];
const CORE_MAY_REACH = ['db', 'http', 'integrations', 'context.js'];
const CORE_TESTS_MAY_REACH = [...CORE_MAY_REACH, 'test-support'];

const services = dirname(fileURLToPath(import.meta.url));
const src = dirname(services);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The first folder of services/ a path lies in; null outside services/ or for a file directly in it. */
function folderOf(path: string): string | null {
  const parts = relative(services, path).split(sep);
  return parts[0] === '..' || parts.length < 2 ? null : parts[0];
}

function refusal(from: string, to: string): string | null {
  if (from === to || to === CORE) return null;
  if (from === CORE) return 'the core imports only the core';
  const importer = ORCHESTRATION.indexOf(from);
  const imported = ORCHESTRATION.indexOf(to);
  if (importer === -1) return imported === -1 ? 'an area imports no other area' : 'an area imports no orchestration module';
  if (imported === -1 || imported < importer) return null;
  return `an orchestration module imports only those listed before it (${ORCHESTRATION.join(', ')})`;
}

function coreRefusal(file: string, target: string): string | null {
  const reach = file.endsWith('.test.ts') ? CORE_TESTS_MAY_REACH : CORE_MAY_REACH;
  const outside = relative(src, target).split(sep)[0];
  return outside === 'services' || reach.includes(outside) ? null : `the core reaches outside services/ only to ${reach.join(', ')}`;
}

function violations(): string[] {
  return sourceFiles(services).flatMap((file) => {
    const from = folderOf(file);
    if (from === null) return [];
    // preProcessFile reads the import, export … from and import() specifiers, ignoring comments and strings.
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    return importedFiles.flatMap(({ fileName }) => {
      if (!fileName.startsWith('.')) return [];
      const target = resolve(dirname(file), fileName);
      const to = folderOf(target);
      const why = to === null ? (from === CORE ? coreRefusal(file, target) : null) : refusal(from, to);
      return why === null ? [] : [`${relative(services, file)} imports ${fileName}: ${why}`];
    });
  });
}

describe('service areas', () => {
  it('import the core, never each other', () => {
    expect(violations()).toEqual([]);
  });

  it('name orchestration modules that exist', () => {
    const folders = readdirSync(services, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(ORCHESTRATION.filter((name) => !folders.includes(name))).toEqual([]);
    expect(folders).toContain(CORE);
  });
});
