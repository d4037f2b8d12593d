import { zipOf } from '../../files/zip-of.js';
import { columnName } from './cell-references.js';

/** One sheet to write: its columns (width in characters; `text`: typed as text, so Excel keeps ids as written) and rows. */
export interface SheetToWrite {
  name: string;
  columns: readonly { width: number; text?: boolean }[];
  rows: readonly (readonly (string | number | null)[])[];
  /** The first row is a bold header, kept in view when scrolling. */
  header: boolean;
}

// Characters XML 1.0 cannot hold at all; a cell loses them rather than making the file unreadable.
const notXml = /[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
const escapeXml = (text: string) =>
  text.replace(notXml, '').replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);

const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const spreadsheetNs = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relationshipNs = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRelationshipNs = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Cell styles (cellXfs), by index: plain, bold (the header), text (a column typed as text: number format 49, "@"). */
const style = { plain: 0, bold: 1, text: 2 } as const;

const stylesXml = `${xmlHead}<styleSheet xmlns="${spreadsheetNs}">
<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>
</styleSheet>`;

function cellXml(value: string | number | null, reference: string, cellStyle: number): string {
  const s = cellStyle === style.plain ? '' : ` s="${cellStyle}"`;
  if (value === null || value === '') return '';
  if (typeof value === 'number') return `<c r="${reference}"${s}><v>${value}</v></c>`;
  return `<c r="${reference}"${s} t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
}

function worksheetXml(sheet: SheetToWrite): string {
  const frozen = sheet.header
    ? '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>'
    : '';
  const cols = sheet.columns
    .map((column, i) => `<col min="${i + 1}" max="${i + 1}" width="${column.width}" customWidth="1"${column.text ? ` style="${style.text}"` : ''}/>`)
    .join('');
  const rows = sheet.rows
    .map((row, r) => {
      const cells = row
        .map((value, c) =>
          cellXml(value, `${columnName(c + 1)}${r + 1}`, sheet.header && r === 0 ? style.bold : sheet.columns[c]?.text ? style.text : style.plain),
        )
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  return `${xmlHead}<worksheet xmlns="${spreadsheetNs}" xmlns:r="${relationshipNs}">${frozen}<cols>${cols}</cols><sheetData>${rows}</sheetData></worksheet>`;
}

/**
 * An XLSX workbook of plain sheets (ECMA-376's smallest complete package: content types, relations, workbook, styles,
 * one part per sheet), texts written inline so no shared-strings table is needed.
 */
export async function writeXlsx(sheets: readonly SheetToWrite[], mtime: Date): Promise<Buffer> {
  const sheetParts = sheets.map((_, i) => `worksheets/sheet${i + 1}.xml`);
  const parts: [string, string][] = [
    [
      '[Content_Types].xml',
      `${xmlHead}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        sheetParts
          .map((part) => `<Override PartName="/xl/${part}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`)
          .join('') +
        '</Types>',
    ],
    [
      '_rels/.rels',
      `${xmlHead}<Relationships xmlns="${packageRelationshipNs}"><Relationship Id="rId1" Type="${relationshipNs}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${xmlHead}<workbook xmlns="${spreadsheetNs}" xmlns:r="${relationshipNs}"><sheets>` +
        sheets.map((sheet, i) => `<sheet name="${escapeXml(sheet.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
        '</sheets></workbook>',
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${xmlHead}<Relationships xmlns="${packageRelationshipNs}">` +
        sheetParts.map((part, i) => `<Relationship Id="rId${i + 1}" Type="${relationshipNs}/worksheet" Target="${part}"/>`).join('') +
        `<Relationship Id="rId${sheets.length + 1}" Type="${relationshipNs}/styles" Target="styles.xml"/></Relationships>`,
    ],
    ['xl/styles.xml', stylesXml],
    ...sheets.map((sheet, i): [string, string] => [`xl/${sheetParts[i]}`, worksheetXml(sheet)]),
  ];
  return zipOf(
    parts.map(([name, xml]) => ({ name, bytes: Buffer.from(xml, 'utf8'), compress: true })),
    mtime,
  );
}
