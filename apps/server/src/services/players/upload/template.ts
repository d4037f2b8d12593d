import ExcelJS from 'exceljs';
import { uploadTemplateColumns } from '@kingside/contract';

const headers = uploadTemplateColumns.map((c) => c.header);

/** The CSV template: the header line only, with a BOM so Excel opens it as UTF-8 (accented names survive). */
export function csvTemplate(): string {
  return `\uFEFF${headers.join(',')}\r\n`;
}

/** The XLSX template: a "Players" sheet to fill in, and a "Columns" sheet saying what each column takes. */
export async function xlsxTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kingside';
  const players = workbook.addWorksheet('Players', { views: [{ state: 'frozen', ySplit: 1 }] });
  players.columns = uploadTemplateColumns.map((c) => ({
    header: c.header,
    key: c.field,
    width: c.field === 'name' ? 32 : Math.max(12, c.header.length + 2),
    // Typed as text so Excel keeps ids as written and leaves dates alone.
    style: c.field === 'nationalId' || c.field === 'birthDate' || c.field === 'phone' ? { numFmt: '@' } : {},
  }));
  players.getRow(1).font = { bold: true };
  const help = workbook.addWorksheet('Columns');
  help.columns = [
    { header: 'Column', key: 'header', width: 18 },
    { header: 'What it takes', key: 'help', width: 80 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of uploadTemplateColumns) help.addRow({ header: column.header, help: column.help });
  help.addRow({});
  help.addRow({ header: 'Headers', help: 'Case, spaces and common names (Elo, FED, Born, Surname + First name…) are recognised; other columns are ignored.' });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
