import { createCipheriv, createDecipheriv, randomBytes, scrypt, type ScryptOptions } from 'node:crypto';
import { z } from 'zod';
import { storedSecretsFile, type StoredSecrets } from '../../config.js';
import { words, type Words } from '../core/languages/message.js';

/**
 * The server's secrets travel in the backup sealed with a passphrase the operator gives: payee
 * details, lichess tokens, sessions and payee links all hang on TOKEN_SECRET, so a backup without
 * it restores rows nobody can read. scrypt makes guessing the passphrase slow, AES-256-GCM tells a
 * wrong passphrase from a right one.
 */
export const keysEntry = 'kingside-keys.json';
export const minimumPassphraseLength = 12;
/** How the passphrase reaches the server's backup route: percent-encoded UTF-8 (plain ASCII without % is itself). */
export const passphraseHeader = 'x-backup-passphrase';

const cost = { N: 2 ** 15, r: 8, p: 1 } as const;
/** What the label binds: these bytes are a Kingside backup's keys and nothing else. */
const label = Buffer.from('kingside backup keys v1');

const sealedKeys = z.object({
  format: z.literal('kingside-keys'),
  version: z.literal(1),
  kdf: z.object({
    name: z.literal('scrypt'),
    N: z
      .number()
      .int()
      .min(2)
      .max(2 ** 20),
    r: z.number().int().min(1).max(32),
    p: z.number().int().min(1).max(16),
    salt: z.string(),
  }),
  cipher: z.literal('aes-256-gcm'),
  iv: z.string(),
  tag: z.string(),
  sealed: z.string(),
});

/** A passphrase that does not open the keys (or keys that were altered): GCM cannot tell the two apart. */
export class WrongPassphrase extends Error {
  override name = 'WrongPassphrase';
}

/** Why a passphrase cannot seal a backup, or undefined when it can. */
export function passphraseProblem(passphrase: string): Words | undefined {
  if ([...passphrase].length < minimumPassphraseLength) {
    return words('The passphrase must be at least {count, plural, one {# character} other {# characters}}', { count: minimumPassphraseLength });
  }
  return undefined;
}

function keyFrom(passphrase: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  const scryptOptions: ScryptOptions = { ...options, maxmem: 256 * options.N * options.r + 1024 * 1024 };
  return new Promise((resolve, reject) => scrypt(passphrase.normalize('NFC'), salt, 32, scryptOptions, (error, key) => (error ? reject(error) : resolve(key))));
}

/** The secrets, sealed with the passphrase, as the keys entry's text. */
export async function sealKeys(secrets: StoredSecrets, passphrase: string): Promise<string> {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyFrom(passphrase, salt, cost), iv);
  cipher.setAAD(label);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  const entry: z.infer<typeof sealedKeys> = {
    format: 'kingside-keys',
    version: 1,
    kdf: { name: 'scrypt', ...cost, salt: salt.toString('base64') },
    cipher: 'aes-256-gcm',
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    sealed: sealed.toString('base64'),
  };
  return `${JSON.stringify(entry, null, 2)}\n`;
}

/** The secrets in a keys entry; WrongPassphrase when the passphrase does not open them, an Error when the entry is damaged. */
export async function openKeys(text: string, passphrase: string): Promise<StoredSecrets> {
  const parsed = sealedKeys.safeParse(parseJson(text));
  if (!parsed.success) throw new Error(`${keysEntry} is damaged`);
  const { kdf, iv, tag, sealed } = parsed.data;
  const decipher = createDecipheriv('aes-256-gcm', await keyFrom(passphrase, Buffer.from(kdf.salt, 'base64'), kdf), Buffer.from(iv, 'base64'));
  decipher.setAAD(label);
  let opened: string;
  try {
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    opened = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    throw new WrongPassphrase("The passphrase does not open the backup's keys");
  }
  const secrets = storedSecretsFile.safeParse(parseJson(opened));
  if (!secrets.success) throw new Error(`${keysEntry} holds no usable secrets`);
  return secrets.data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
