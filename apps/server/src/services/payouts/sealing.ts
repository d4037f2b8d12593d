import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { payeeDetailsBody, type PayeeDetails } from '@kingside/contract';

/**
 * Payee details at rest: AES-256-GCM under a key derived from the server's TOKEN_SECRET with HKDF
 * and a purpose label of its own, so a leaked database alone reveals no account number and the key
 * signs nothing else. Sealed text is `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
const PURPOSE = 'kingside payee details v1';

const keys = new Map<string, Buffer>();
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = Buffer.from(hkdfSync('sha256', secret, 'kingside', PURPOSE, 32))));
  return key;
}

export function sealPayee(secret: string, details: PayeeDetails, holderId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  // Bound to the holder (entry or team): a sealed value copied onto another winner's row does not open.
  cipher.setAAD(Buffer.from(holderId));
  const body = Buffer.concat([cipher.update(JSON.stringify(details), 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The details, or null when the value was not sealed with this secret for this holder. */
export function openPayee(secret: string, sealed: string, holderId: string): PayeeDetails | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(holderId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    const parsed = payeeDetailsBody.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
