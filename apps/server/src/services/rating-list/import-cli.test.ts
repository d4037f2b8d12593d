import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePlayers, writeFideList } from '../../integrations/fide/generate-list.js';
import { formatTxtLine, txtHeaderLine } from '../../integrations/fide/txt-format.js';
import { importFideCommand } from './import-cli.js';

describe('npm run import-fide', () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'import-fide-'));
    // The embedded database in a data directory of its own, as the server would use.
    env = { DATA_DIR: join(dir, 'data'), SEED_DEMO: 'false' };
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('imports a list file and says what it holds', async () => {
    const file = join(dir, 'standard_mar26frl_xml.zip');
    await writeFideList(generatePlayers({ players: 300, seed: 9 }), { format: 'xml', out: file, zip: true });
    const lines: string[] = [];
    const { code, output } = await importFideCommand([file], env, (line) => lines.push(line));
    expect(code).toBe(0);
    expect(output).toMatch(/^Imported the rating list of 2026-03-01 from .*standard_mar26frl_xml\.zip in [\d.]+ s: 300 players \(standard \d+/);
    expect(lines.at(-1)).toBe('300 players read (100 %)');
    // The first open of an embedded database on disk creates it (initdb), which takes a while on a busy machine.
  }, 180_000);

  it('names the bad line of a malformed list and exits 3', async () => {
    const rows = [...generatePlayers({ players: 10, seed: 9 })].map(formatTxtLine);
    rows[6] = `x${rows[6].slice(1)}`;
    const file = join(dir, 'players_list_foa.txt');
    await writeFile(file, [txtHeaderLine(), ...rows].join('\n'));
    const { code, output } = await importFideCommand([file, '--date', '2026-04'], env);
    expect(code).toBe(3);
    expect(output).toMatch(/players_list_foa\.txt: not imported, line 8: FIDE id 'x\d+' is not a number$/);
  });

  it('explains its use', async () => {
    expect(await importFideCommand([], env)).toMatchObject({ code: 2, output: expect.stringContaining('Usage: npm run import-fide -- FILE') });
    expect((await importFideCommand(['--help'], env)).code).toBe(0);
  });
});
