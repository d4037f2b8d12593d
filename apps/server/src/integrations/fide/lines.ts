import { isUtf8 } from 'node:buffer';
import { FideListFormatError } from './list-player.js';

/**
 * How far into a file its first sign of being a rating list must be (TXT header, XML root), and the longest
 * line or text either may hold: a file of spaces or garbage is refused after this much, not after reading
 * (and re-copying) all of it.
 */
export const NOT_A_LIST_AFTER_BYTES = 1 << 20;

/**
 * Splits a byte stream into lines (LF or CRLF), holding at most one partial line between chunks. A line
 * longer than NOT_A_LIST_AFTER_BYTES stops it: no rating list has one.
 */
export async function* splitLines(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let carry: Buffer | null = null;
  let lines = 0;
  for await (const chunk of chunks) {
    let data: Buffer = carry === null ? chunk : Buffer.concat([carry, chunk]);
    carry = null;
    let start = 0;
    for (let lf = data.indexOf(10, start); lf !== -1; lf = data.indexOf(10, start)) {
      const end = lf > start && data[lf - 1] === 13 ? lf - 1 : lf;
      lines += 1;
      yield data.subarray(start, end);
      start = lf + 1;
    }
    if (data.length - start > NOT_A_LIST_AFTER_BYTES) {
      throw new FideListFormatError(lines + 1, 'not a FIDE rating list: a line longer than a megabyte');
    }
    if (start < data.length) carry = Buffer.from(data.subarray(start));
    data = Buffer.alloc(0);
  }
  if (carry !== null && carry.length > 0) yield carry[carry.length - 1] === 13 ? carry.subarray(0, -1) : carry;
}

/** FIDE's TXT lists have been published in UTF-8 and in Latin-1; each line is read in whichever it is valid in. */
export const decodeLine = (bytes: Buffer): string => (isUtf8(bytes) ? bytes.toString('utf8') : bytes.toString('latin1'));
