// Issue 17 (FIDE rating report): `kingside trf` gives every file back as it was read. Each TRF of the
// repository's conformance data goes through the command twice: the second output equals the first, every
// line of the file comes back unchanged and in order (the command changes nothing, so every field is
// carried), the only lines added are the TRF-2026 records a TRF(x) file lacks, and reading the output gives
// the same tournament as reading the file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../cli.js';
import { decodeTrf, trfEncoding } from '../trf/decode.js';
import { readTrf } from '../trf/index.js';
import { conformanceDir, conformanceTrfFiles } from '../trf/test-support/conformance.js';
import { withoutSource } from '../trf/test-support/without-source.js';
import type { CliIo } from './io.js';

/** The records `kingside trf` may add to a file: TRF-2026 counterparts of TRF(x) lines (carry.ts). */
const ADDED_CODES = new Set(['142', '152', '162', '250']);

/** `kingside trf` on the bytes of one file, as the command line runs it; the bytes of its standard output. */
async function kingsideTrf(bytes: Uint8Array): Promise<Uint8Array> {
  let stdout: Uint8Array = new Uint8Array();
  let stderr = '';
  const io: CliIo = {
    stdout: (output) => void (stdout = typeof output === 'string' ? new TextEncoder().encode(output) : output),
    stderr: (text) => void (stderr += text),
    readFile: async () => bytes,
    writeFile: async () => {},
  };
  const code = await main(['trf', 'in.trf'], io);
  expect(stderr).toBe('');
  expect(code).toBe(0);
  return stdout;
}

/** The lines of a file as the reader takes them: line ends of any kind, blank lines and trailing blanks dropped. */
function linesOf(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((l) => l.trimEnd())
    .filter((l) => l !== '');
}

/** The output's lines not matched, in order, by the file's lines; null when a line of the file is missing or moved. */
function addedLines(input: string[], output: string[]): string[] | null {
  const added: string[] = [];
  let i = 0;
  for (const line of output) {
    if (i < input.length && line === input[i]) i++;
    else added.push(line);
  }
  return i === input.length ? added : null;
}

const files = conformanceTrfFiles();

describe('kingside trf gives every conformance file back as it was read', () => {
  it(`carries every line and field of all ${files.length} files, idempotently`, async () => {
    expect(files.filter((f) => f.startsWith('real-trf'))).toHaveLength(2);
    expect(files.length).toBeGreaterThan(300);
    const problems: string[] = [];
    for (const f of files) {
      const bytes = readFileSync(join(conformanceDir, f));
      const first = await kingsideTrf(bytes);
      const second = await kingsideTrf(first);
      if (!Buffer.from(second).equals(first)) problems.push(`${f}: the second run changed the file`);
      if (trfEncoding(first) !== trfEncoding(bytes)) problems.push(`${f}: written in another encoding`);
      const added = addedLines(linesOf(decodeTrf(bytes)), linesOf(decodeTrf(first)));
      if (added === null) problems.push(`${f}: a line of the file is missing, changed or moved`);
      else for (const l of added) if (!ADDED_CODES.has(l.slice(0, 3))) problems.push(`${f}: added ${l}`);
      expect(withoutSource(readTrf(first)), f).toEqual(withoutSource(readTrf(bytes)));
    }
    expect(problems).toEqual([]);
  });
});
