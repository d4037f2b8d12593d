import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { testDatabaseKinds, useTestApp } from '../../test-support/index.js';
import { startImport } from './import.js';

const megabytes = (n: number) => n * 1024 * 1024;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'not-a-list-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function zipOf(name: string, entryName: string, content: Buffer): Promise<string> {
  const path = join(dir, name);
  const zip = new yazl.ZipFile();
  zip.addBuffer(content, entryName);
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
  return path;
}

/** Bytes that are neither a line break nor '<': one endless line of nonsense. */
function garbage(size: number): Buffer {
  const bytes = randomBytes(size);
  for (let i = 0; i < size; i += 1) if (bytes[i] === 0x0a || bytes[i] === 0x3c || bytes[i] === 0x0d) bytes[i] = 0x41;
  return bytes;
}

describe.each(testDatabaseKinds)('defect 9, stuck import, on %s', (kind) => {
  const t = useTestApp(kind);

  const importOf = async (path: string, fileName: string) => {
    const started = Date.now();
    const { finished } = await startImport({ database: t.database, clock: t.clock.now }, { path, fileName, listDate: '2026-02' });
    const outcome = await finished;
    return { outcome, seconds: (Date.now() - started) / 1000 };
  };

  it('fails a zip holding only spaces within its first megabyte, with a message', async () => {
    const path = await zipOf('spaces.zip', 'players_list_foa.txt', Buffer.alloc(megabytes(64), ' '));
    const { outcome, seconds } = await importOf(path, 'spaces.zip');
    expect(outcome).toMatchObject({ state: 'failed', error: expect.stringMatching(/^line 1: not a FIDE rating list: a line longer than a megabyte/) });
    expect(seconds).toBeLessThan(10);
  }, 60_000);

  it('fails a large file of garbage, and one of blank lines, within the first megabyte', async () => {
    const junk = join(dir, 'players_list_foa.txt');
    await writeFile(junk, garbage(megabytes(48)));
    const first = await importOf(junk, 'players_list_foa.txt');
    expect(first.outcome).toMatchObject({ state: 'failed', error: expect.stringMatching(/not a FIDE rating list/) });
    expect(first.seconds).toBeLessThan(10);

    const blank = join(dir, 'blank.txt');
    await writeFile(blank, Buffer.alloc(megabytes(48), ' \n'));
    const second = await importOf(blank, 'blank.txt');
    expect(second.outcome).toMatchObject({ state: 'failed', error: expect.stringMatching(/not a FIDE rating list.*first megabyte/) });
    expect(second.seconds).toBeLessThan(10);

    const zipped = await zipOf(
      'garbage.zip',
      'players_list_xml_foa.xml',
      Buffer.concat([Buffer.from('<?xml version="1.0"?>\n<playerslist>\n'), garbage(megabytes(8))]),
    );
    const third = await importOf(zipped, 'garbage.zip');
    expect(third.outcome).toMatchObject({ state: 'failed', error: expect.stringMatching(/not a (FIDE )?rating list/) });
    expect(third.seconds).toBeLessThan(10);
  }, 120_000);
});
