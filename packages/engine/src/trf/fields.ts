// The fixed-width fields of TRF-2026 (FIDE C.04 Annex 2) as the writer fills them: each value right- or
// left-aligned in its columns, and refused when it does not fit, so a file never says something else than meant.

/** A value TRF-2026's fixed columns cannot hold. */
export function fail(what: string): never {
  throw new RangeError(`cannot be written as TRF: ${what}`);
}

/**
 * Text the engine was handed, checked to stay on its line: a line break (CR, LF, NEL, U+2028/2029) or any other
 * control character would end the record early and read back as a record of its own (a ghost player).
 */
export function oneLine(text: string, what: string): string {
  const control = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.exec(text);
  if (control) fail(`${what} ${JSON.stringify(text)} contains the control character U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
  return text;
}

/** Right-aligns text in a fixed-width field, refusing what does not fit. */
export function right(text: string, width: number, what: string): string {
  oneLine(text, what);
  if (text.length > width) fail(`${what} "${text}" is longer than ${width} characters`);
  return text.padStart(width, ' ');
}

/** Left-aligns text in a fixed-width field (names, federations, dates). */
export function left(text: string, width: number, what: string): string {
  oneLine(text, what);
  if (text.length > width) fail(`${what} "${text}" is longer than ${width} characters`);
  return text.padEnd(width, ' ');
}

/** A whole number in a fixed-width field (start numbers, ratings, ranks, rounds). */
export function whole(n: number, width: number, what: string, min = 0): string {
  if (!Number.isInteger(n) || n < min) fail(`${what} ${n} is not a whole number from ${min}`);
  return right(String(n), width, what);
}

/** Points in the TRF's `11.5` notation: one decimal, four columns (a whole 100–9999 drops the decimal). */
export function points(value: number, what: string): string {
  if (!Number.isFinite(value) || value < 0) fail(`${what} ${value} is not a number of points`);
  const text = value.toFixed(1);
  if (Number(text) !== value) fail(`${what} ${value} needs more than one decimal`);
  if (text.length <= 4) return text.padStart(4, ' ');
  if (Number.isInteger(value)) return right(String(value), 4, what);
  return fail(`${what} ${value} does not fit in four columns`);
}

/** A round number in the three zero-padded columns of TRF-2026 240/250/260 records. */
export function roundNumber(n: number): string {
  return whole(n, 3, 'round', 1).replace(/ /g, '0');
}
