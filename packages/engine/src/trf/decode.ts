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

/** The encoding a TRF's bytes are read in: UTF-8 when they are valid UTF-8, else Windows-1252 ("Latin-1", see decodeLatin1). */
export type TrfEncoding = 'utf-8' | 'windows-1252';

/** The UTF-8 text of the bytes, or null when they are not valid UTF-8. */
function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The encoding decodeTrf reads these bytes in. */
export function trfEncoding(bytes: Uint8Array): TrfEncoding {
  return decodeUtf8(bytes) === null ? 'windows-1252' : 'utf-8';
}

/**
 * The text of a TRF. The format (FIDE C.04 Annex 2) names no encoding, and
 * files in the wild are UTF-8 or Latin-1: bytes that are valid UTF-8 are read
 * as UTF-8 (a leading byte-order mark is dropped), anything else as Latin-1.
 */
export function decodeTrf(bytes: Uint8Array): string {
  const text = decodeUtf8(bytes);
  if (text === null) return decodeLatin1(bytes);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * The bytes of a TRF written back in the encoding its file was read in, so that the fields it carries keep
 * their bytes (a name with `ü` stays one byte in a Latin-1 file). Text with a character Windows-1252 has no
 * byte for (a name the program wrote in another script) is written as UTF-8 throughout rather than lose it.
 */
export function encodeTrf(text: string, encoding: TrfEncoding): Uint8Array {
  if (encoding === 'windows-1252') {
    const bytes = new Uint8Array(text.length);
    let i = 0;
    for (; i < text.length; i++) {
      const code = text.charCodeAt(i);
      const high = CP1252_HIGH.indexOf(text[i]);
      if (high >= 0) bytes[i] = 0x80 + high;
      else if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) bytes[i] = code;
      else break;
    }
    if (i === text.length) return bytes;
  }
  return new TextEncoder().encode(text);
}
