// What a command of the `kingside` command line may touch of the outside
// world. Commands take a CliIo instead of using process/fs directly, so the
// tests run them in memory and the real binary runs them on files.
import { readFile, writeFile } from 'node:fs/promises';

export interface CliIo {
  /** Writes text (as UTF-8), or bytes as they are, to standard output (no newline added). */
  stdout(output: string | Uint8Array): void;
  /** Writes to standard error (no newline added). */
  stderr(text: string): void;
  /** The bytes of a file; rejects when it cannot be read. */
  readFile(path: string): Promise<Uint8Array>;
  /** Creates or replaces a file with this text (UTF-8). */
  writeFile(path: string, text: string): Promise<void>;
}

/** The process's own streams and file system. */
export function processIo(): CliIo {
  return {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    readFile: async (path) => new Uint8Array(await readFile(path)),
    writeFile: (path, text) => writeFile(path, text, 'utf8'),
  };
}
