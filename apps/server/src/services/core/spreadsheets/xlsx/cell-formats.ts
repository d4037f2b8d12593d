/**
 * Which of a workbook's cell formats show a date. A spreadsheet stores a date as a number of days; only the number
 * format of its cell style says it is a date (ECMA-376 part 1, §18.8.30: the built-in formats 14–22 and 45–47 are dates
 * and times, 27–36 and 50–58 the East Asian ones).
 */
const builtInDateFormats = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58,
]);

/** A custom format code shows a date when, outside quoted text, escapes and [brackets], it has a day, month, year or time part. */
export function isDateFormatCode(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[[^\]]*\]/g, '');
  // A format's sections after the first are for negative numbers, zero and text: the first decides.
  const first = bare.split(';')[0] ?? '';
  return /[dmyhs]/i.test(first) && !/^general$/i.test(first.trim());
}

export function isDateFormat(numFmtId: number, customCodes: ReadonlyMap<number, string>): boolean {
  const custom = customCodes.get(numFmtId);
  return custom === undefined ? builtInDateFormats.has(numFmtId) : isDateFormatCode(custom);
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The date a day number stands for. In the 1900 system day 1 is 1 January 1900 and day 60 the 29 February 1900 that
 * never was (kept from Lotus 1-2-3, so later days count from 30 December 1899); in the 1904 system day 0 is
 * 1 January 1904. Dates carry no time zone: they are read as UTC days.
 */
export function dateOfSerial(serial: number, date1904: boolean): Date {
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : serial < 60 ? Date.UTC(1899, 11, 31) : Date.UTC(1899, 11, 30);
  return new Date(epoch + Math.round(serial * dayMs));
}
