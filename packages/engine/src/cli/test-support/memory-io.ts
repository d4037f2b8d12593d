// The command line's tests run `kingside` against files in memory and read what it printed.
import { main } from '../../cli.js';
import { decodeTrf } from '../../trf/decode.js';
import type { CliIo } from '../io.js';

/** An in-memory file system and captured output (bytes printed are decoded as a TRF is). */
export function memoryIo(files: Record<string, string | Uint8Array> = {}) {
  const out = { stdout: '', stderr: '', files: new Map(Object.entries(files)) };
  const io: CliIo = {
    stdout: (output) => void (out.stdout += typeof output === 'string' ? output : decodeTrf(output)),
    stderr: (text) => void (out.stderr += text),
    readFile: async (path) => {
      const f = out.files.get(path);
      if (f === undefined) throw new Error(`ENOENT: ${path}`);
      return typeof f === 'string' ? new TextEncoder().encode(f) : f;
    },
    writeFile: async (path, text) => void out.files.set(path, text),
  };
  return { io, out };
}

/** `kingside ARGV…` on those files: its exit code, what it printed and the files after it. */
export async function run(argv: string[], files: Record<string, string | Uint8Array> = {}) {
  const { io, out } = memoryIo(files);
  const code = await main(argv, io);
  return { code, ...out };
}
