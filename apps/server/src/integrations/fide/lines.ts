import { isUtf8 } from 'node:buffer';

/** Splits a byte stream into lines (LF or CRLF), holding at most one partial line between chunks. */
export async function* splitLines(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let carry: Buffer | null = null;
  for await (const chunk of chunks) {
    let data: Buffer = carry === null ? chunk : Buffer.concat([carry, chunk]);
    carry = null;
    let start = 0;
    for (let lf = data.indexOf(10, start); lf !== -1; lf = data.indexOf(10, start)) {
      const end = lf > start && data[lf - 1] === 13 ? lf - 1 : lf;
      yield data.subarray(start, end);
      start = lf + 1;
    }
    if (start < data.length) carry = Buffer.from(data.subarray(start));
    data = Buffer.alloc(0);
  }
  if (carry !== null && carry.length > 0) yield carry[carry.length - 1] === 13 ? carry.subarray(0, -1) : carry;
}

/** FIDE's TXT lists have been published in UTF-8 and in Latin-1; each line is read in whichever it is valid in. */
export const decodeLine = (bytes: Buffer): string => (isUtf8(bytes) ? bytes.toString('utf8') : bytes.toString('latin1'));
