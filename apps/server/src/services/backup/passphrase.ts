import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the commands take the passphrase from, for their usage and their refusals. */
export const passphraseSources = 'BACKUP_PASSPHRASE or --passphrase-file FILE';

/**
 * The operator's passphrase: the first line of --passphrase-file (kept out of the shell's history
 * and the process list), else BACKUP_PASSPHRASE; undefined when neither is given.
 */
export async function givenPassphrase(file: string | undefined, env: NodeJS.ProcessEnv, cwd: string): Promise<string | undefined> {
  if (file !== undefined) {
    const text = await readFile(path.resolve(cwd, file), 'utf8').catch((error: Error) => {
      throw new PassphraseUnreadable(`The passphrase file ${file} cannot be read (${error.message})`);
    });
    return text.split(/\r?\n/)[0];
  }
  return env.BACKUP_PASSPHRASE === undefined || env.BACKUP_PASSPHRASE === '' ? undefined : env.BACKUP_PASSPHRASE;
}

export class PassphraseUnreadable extends Error {
  override name = 'PassphraseUnreadable';
}
