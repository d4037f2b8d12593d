import { uploadTemplateColumns } from '@kingside/contract';
import { writeXlsx } from '../../core/spreadsheets/xlsx/write.js';

const headers = uploadTemplateColumns.map((c) => c.header);

/** The CSV template: the header line only, with a BOM so Excel opens it as UTF-8 (accented names survive). */
export function csvTemplate(): string {
  return `\uFEFF${headers.join(',')}\r\n`;
}

// A fixed date, so the template's bytes are the same from one download to the next.
const templateDate = new Date(Date.UTC(2026, 0, 1));

/** The XLSX template: a "Players" sheet to fill in, and a "Columns" sheet saying what each column takes. */
export function xlsxTemplate(): Promise<Buffer> {
  return writeXlsx(
    [
      {
        name: 'Players',
        header: true,
        // Ids, dates and phone numbers typed as text, so Excel keeps them as written and leaves dates alone.
        columns: uploadTemplateColumns.map((c) => ({
          width: c.field === 'name' ? 32 : Math.max(12, c.header.length + 2),
          text: c.field === 'nationalId' || c.field === 'birthDate' || c.field === 'phone',
        })),
        rows: [headers],
      },
      {
        name: 'Columns',
        header: true,
        columns: [{ width: 18 }, { width: 80 }],
        rows: [
          ['Column', 'What it takes'],
          ...uploadTemplateColumns.map((column) => [column.header, column.help]),
          [],
          ['Headers', 'Case, spaces and common names (Elo, FED, Born, Surname + First name…) are recognised; other columns are ignored.'],
        ],
      },
    ],
    templateDate,
  );
}
