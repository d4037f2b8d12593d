// Windows-1252 characters for the bytes 0x80–0x9F; every other byte is its own
// Latin-1 code point. Files said to be "Latin-1" by desktop pairing programs
// are in practice Windows-1252, which is Latin-1 plus these printable characters.
const CP1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

/** Latin-1 text of a TRF (FIDE C.04 Annex 2 names no encoding; see decodeTrf). */
function decodeLatin1(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 4096) {
    const chunk = bytes.subarray(i, i + 4096);
    const codes = new Array<number>(chunk.length);
    for (let j = 0; j < chunk.length; j++) {
      const b = chunk[j];
      codes[j] = b >= 0x80 && b <= 0x9f ? CP1252_HIGH.charCodeAt(b - 0x80) : b;
    }
    out += String.fromCharCode(...codes);
  }
  return out;
}

/**
 * The text of a TRF. The format (FIDE C.04 Annex 2) names no encoding, and
 * files in the wild are UTF-8 or Latin-1: bytes that are valid UTF-8 are read
 * as UTF-8 (a leading byte-order mark is dropped), anything else as Latin-1.
 */
export function decodeTrf(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeLatin1(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
