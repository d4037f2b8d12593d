import writeXlsxFile, { type Cell } from 'write-excel-file/node';

/**
 * An XLSX workbook of one sheet, written by a writer other than Kingside's own, so that the reader is tested on a
 * workbook it did not make: the rows as given, numbers as numbers, dates as day numbers with a date format.
 */
export function workbookOf(rows: readonly (readonly (string | number | Date | boolean | null)[])[], sheet = 'Players'): Promise<Buffer> {
  const data: Cell[][] = rows.map((row) => row.map((value): Cell => (value instanceof Date ? { value, type: Date, format: 'yyyy-mm-dd' } : value)));
  return writeXlsxFile(data, { sheet }).toBuffer();
}
