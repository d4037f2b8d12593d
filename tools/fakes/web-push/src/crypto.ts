import { createDecipheriv, createPublicKey, hkdfSync, verify, type ECDH } from 'node:crypto';

/**
 * The receiving side of Web Push's cryptography, as a browser does it: checking the sender's VAPID
 * signature (RFC 8292) and decrypting an aes128gcm message (RFC 8291 over RFC 8188).
 */

/** A P-256 public key given as an uncompressed point (65 bytes, base64url), as VAPID's `k` and p256dh carry it. */
function publicKeyOfPoint(point: Buffer) {
  if (point.length !== 65 || point[0] !== 4) throw new Error('not an uncompressed P-256 point');
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * Reads `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292 §3) and checks it: an ES256 JWT signed by
 * that key, for this push service's origin, not expired and at most 24 hours ahead (§2), naming a contact.
 * Answers the claims and the key, or throws what is wrong.
 */
export function checkVapid(authorization: string | undefined, origin: string, nowSeconds: number): { claims: VapidClaims; key: string } {
  const match = /^vapid\s+(.+)$/i.exec(authorization ?? '');
  if (!match) throw new Error('Authorization is not "vapid t=…, k=…"');
  const parameters = new Map(match[1].split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const token = parameters.get('t');
  const key = parameters.get('k');
  if (!token || !key) throw new Error('Authorization lacks t or k');
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) throw new Error('t is not a JWT');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string; typ?: string };
  if (head.alg !== 'ES256') throw new Error(`JWT alg ${head.alg} is not ES256`);
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKeyOfPoint(Buffer.from(key, 'base64url')), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the JWT signature does not verify with k');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Partial<VapidClaims>;
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds || claims.exp > nowSeconds + 24 * 3600) throw new Error('exp is past or more than 24 h ahead');
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) throw new Error('sub is not a mailto: or https: contact');
  return { claims: claims as VapidClaims, key };
}

/**
 * Decrypts an aes128gcm body (RFC 8188 §2: salt, record size, key id = the sender's ephemeral public key)
 * for the subscription's key pair and auth secret (RFC 8291 §3.4), one record long as Web Push sends it.
 */
export function decryptAes128gcm(body: Buffer, receiver: ECDH, authSecret: Buffer): string {
  if (body.length < 21) throw new Error('body shorter than its header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error('the key id is not a P-256 public key');
  if (record.length > recordSize) throw new Error('more than one record');
  const shared = receiver.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 and zero padding (RFC 8188 §2).
  const end = padded.lastIndexOf(2);
  if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0)) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}
