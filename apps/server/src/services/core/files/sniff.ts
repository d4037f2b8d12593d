import type { FileType } from '@kingside/contract';

/** What a file's first bytes say it is; `svg` and `html` are recognised only so they can be refused by name. */
export type Sniffed = FileType | 'svg' | 'html' | undefined;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const PDF = ascii('%PDF-');

/** Markup a browser would run: an HTML page, or an XML document (XHTML can carry script as SVG can). */
const htmlStart = /^(?:\ufeff)?\s*<(?:!doctype\s+html|html|head|body|script|iframe|meta|title|!--|\?xml)[\s>/]/i;

/**
 * The file's type from its signature at the very start, never from its name or the client's Content-Type: a
 * renamed HTML page must not be served as an image or a PDF. A PDF must begin with %PDF- (a reader that finds the
 * signature further in would also open a page that starts with <html> and carries a PDF later on).
 */
export function sniffType(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  if (startsWith(bytes, PDF)) return 'application/pdf';
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('utf8');
  if (/<svg[\s>]/i.test(head)) return 'svg';
  if (htmlStart.test(head)) return 'html';
  return undefined;
}

/** The file name endings of each type; the first is the one a name without a fitting ending gets. */
export const typeExtensions: Record<FileType, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
};
