import type { FileType } from '@kingside/contract';

/** What a file's first bytes say it is; `svg` is recognised only so it can be refused by name. */
export type Sniffed = FileType | 'svg' | undefined;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const PDF = ascii('%PDF-');

/**
 * The file's type from its signature, never from its name or the client's Content-Type: a renamed
 * HTML page must not be served as an image. PDF readers accept the signature within the first
 * kilobyte (after a byte-order mark or junk some generators write), so that is where it is looked for.
 */
export function sniffType(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  const head = Buffer.from(bytes.subarray(0, 1024));
  if (head.indexOf(Buffer.from(PDF)) !== -1) return 'application/pdf';
  if (/<svg[\s>]/i.test(head.toString('utf8'))) return 'svg';
  return undefined;
}
