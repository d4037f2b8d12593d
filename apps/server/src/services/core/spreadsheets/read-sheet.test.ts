import { describe, expect, it } from 'vitest';
import { workbookOf } from '../../../test-support/workbooks.js';
import { spreadsheetBomb, workbookPackage } from '../../../test-support/spreadsheet-bombs.js';
import { readSheet } from './read-sheet.js';
import { SheetRefused, spreadsheetLimits } from './sheet.js';
import { writeXlsx } from './xlsx/write.js';

const sheetXml = (rows: string, attributes = '') =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"${attributes}><sheetData>${rows}</sheetData></worksheet>`;
const inline = (reference: string, text: string) => `<c r="${reference}" t="inlineStr"><is><t>${text}</t></is></c>`;

async function refusal(reading: Promise<unknown>): Promise<string> {
  const error = await reading.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(SheetRefused);
  const message = (error as SheetRefused).message;
  // Spec §5: a failure says what is taken except it.
  expect(message).toMatch(/except/);
  return message;
}

describe('reading an XLSX sheet', () => {
  it('reads a workbook made by another program: texts, numbers, dates by their format, booleans, gaps kept', async () => {
    const file = await workbookOf([
      ['Name', 'Rating', 'Birth date', 'Member', null, 'Club'],
      ['Ann Smith', 2100, new Date(Date.UTC(1990, 1, 1)), true, null, 'Hastings'],
      ['Bob Jones', 1850.5, null, false, 'stray', ''],
    ]);
    const sheet = await readSheet(file, 'players.xlsx');
    expect(sheet.format).toBe('xlsx');
    expect(sheet.header).toEqual(['Name', 'Rating', 'Birth date', 'Member', '', 'Club']);
    expect(sheet.rows[0]).toEqual({ row: 2, cells: ['Ann Smith', 2100, new Date(Date.UTC(1990, 1, 1)), 'true', null, 'Hastings'] });
    expect(sheet.rows[1]?.cells.slice(0, 5)).toEqual(['Bob Jones', 1850.5, null, 'false', 'stray']);
  });

  it('reads the "Players" sheet of the template when it is not the first, and what its own writer writes', async () => {
    const file = await writeXlsx(
      [
        { name: 'Notes', header: false, columns: [{ width: 10 }], rows: [['not players'], ['x']] },
        {
          name: ' players ',
          header: true,
          columns: [{ width: 30 }, { width: 10, text: true }],
          rows: [
            ['Name', 'ID'],
            ['Ann & "Bo" <Smith>', '00123'],
            ['Cem', 7],
          ],
        },
      ],
      new Date(),
    );
    const sheet = await readSheet(file, 'players.xlsx');
    expect(sheet.header).toEqual(['Name', 'ID']);
    expect(sheet.rows.map((r) => r.cells)).toEqual([
      ['Ann & "Bo" <Smith>', '00123'],
      ['Cem', 7],
    ]);
  });

  it('reads shared and rich texts, formula results, 1904 dates, custom date formats and prefixed elements', async () => {
    const file = await workbookPackage({
      'xl/workbook.xml':
        '<x:workbook xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
        '<x:workbookPr date1904="1"/><x:sheets><x:sheet name="Liste" sheetId="1" r:id="rId1"/></x:sheets></x:workbook>',
      'xl/_rels/workbook.xml.rels':
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/sheet1.xml"/>' +
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>' +
        '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
      'xl/sharedStrings.xml':
        '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>Name</t></si><si><t>Born</t></si>' +
        '<si><r><t>Ruiz </t></r><r><rPr><b/></rPr><t>López</t></r><rPh sb="0" eb="1"><t>るいす</t></rPh></si><si><t>line_x000D_</t></si></sst>',
      'xl/styles.xml':
        '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy;@"/></numFmts>' +
        '<cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="14"/></cellXfs></styleSheet>',
      'xl/worksheets/sheet1.xml':
        '<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>' +
        '<x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t="s"><x:v>1</x:v></x:c></x:row>' +
        '<x:row r="3"><x:c r="A3" t="s"><x:v>2</x:v></x:c><x:c r="B3" s="1"><x:v>0</x:v></x:c><x:c r="C3" t="str"><x:f>A3&amp;"!"</x:f><x:v>Ruiz López!</x:v></x:c></x:row>' +
        '<x:row><x:c r="A4" t="s"><x:v>3</x:v></x:c><x:c r="B4" s="2"><x:v>31777</x:v></x:c><x:c r="C4" t="e"><x:v>#N/A</x:v></x:c><x:c r="D4"><x:f>1+1</x:f><x:v>2</x:v></x:c></x:row>' +
        '</x:sheetData></x:worksheet>',
    });
    const sheet = await readSheet(file, 'liste.xlsx');
    expect(sheet.header).toEqual(['Name', 'Born']);
    expect(sheet.rows).toEqual([
      { row: 3, cells: ['Ruiz López', new Date(Date.UTC(1904, 0, 1)), 'Ruiz López!'] },
      { row: 4, cells: ['line\r', new Date(Date.UTC(1991, 0, 1)), null, 2] },
    ]);
  });

  it('counts days of the 1900 system as Excel does, past its 29 February 1900', async () => {
    const cells = [1, 59, 61, 33117].map((serial, i) => `<c r="${String.fromCharCode(66 + i)}2" s="1"><v>${serial}</v></c>`).join('');
    const file = await workbookPackage({
      'xl/_rels/workbook.xml.rels':
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
      'xl/styles.xml':
        '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>',
      'xl/worksheets/sheet1.xml': sheetXml(`<row r="1">${inline('A1', 'Name')}</row><row r="2">${inline('A2', 'Ann')}${cells}</row>`),
    });
    const [row] = (await readSheet(file, 'dates.xlsx')).rows;
    expect(row?.cells.slice(1).map((cell) => (cell as Date).toISOString().slice(0, 10))).toEqual(['1900-01-01', '1900-02-28', '1900-03-01', '1990-09-01']);
  });
});

describe('a spreadsheet that would cost more than it may', () => {
  it('is refused before inflating when a part says it inflates past the limit (a 1.4 MB file of 450 MB)', async () => {
    const bomb = await spreadsheetBomb(false);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(await refusal(readSheet(bomb, 'bomb.xlsx'))).toMatch(/xl\/worksheets\/sheet1\.xml inflates to more than 32 MB/);
  });

  it('is refused as soon as a part inflates past the size its zip states', async () => {
    expect(await refusal(readSheet(await spreadsheetBomb(true), 'bomb.xlsx'))).toMatch(/sheet1\.xml is damaged/);
  });

  it('is refused at the first row past the row limit, without reading on', async () => {
    const rows = Array.from({ length: spreadsheetLimits.rows + 2 }, (_, i) => `<row r="${i + 1}">${inline(`A${i + 1}`, `Player ${i}`)}</row>`).join('');
    const file = await workbookPackage({ 'xl/worksheets/sheet1.xml': sheetXml(rows) });
    expect(await refusal(readSheet(file, 'many.xlsx'))).toMatch(/more than 5000 rows of players/);
    const atTheLimit = rows.slice(0, rows.lastIndexOf('<row '));
    expect((await readSheet(await workbookPackage({ 'xl/worksheets/sheet1.xml': sheetXml(atTheLimit) }), 'limit.xlsx')).rows).toHaveLength(
      spreadsheetLimits.rows,
    );
  });

  it('is refused when a value stands beyond the last column read', async () => {
    const file = await workbookPackage({ 'xl/worksheets/sheet1.xml': sheetXml(`<row r="1">${inline('A1', 'Name')}${inline('CW1', 'far')}</row>`) });
    expect(await refusal(readSheet(file, 'wide.xlsx'))).toMatch(/a value in column CW; no column is read except the first 100 \(A to CV\)/);
  });

  it('is refused when it declares a document type (the entities of an XML bomb)', async () => {
    const laughs = '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>';
    const file = await workbookPackage({
      'xl/worksheets/sheet1.xml': `<?xml version="1.0"?>${laughs}${sheetXml('<row><c t="inlineStr"><is><t>&lol2;</t></is></c></row>').replace(/^<\?xml[^>]*\?>/, '')}`,
    });
    expect(await refusal(readSheet(file, 'laughs.xlsx'))).toMatch(/declares a document type/);
  });

  it('is refused when the zip holds more files than a workbook has', async () => {
    const parts = Object.fromEntries(Array.from({ length: spreadsheetLimits.archiveEntries }, (_, i) => [`xl/media/image${i}.png`, 'x']));
    expect(await refusal(readSheet(await workbookPackage(parts), 'many-files.xlsx'))).toMatch(/more than 1000 files/);
  });

  it('is refused, naming what is wrong, when the zip is not a workbook or its XML is broken', async () => {
    const notAWorkbook = await workbookPackage({
      '_rels/.rels': '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
      'xl/workbook.xml': '',
    });
    expect(await refusal(readSheet(notAWorkbook, 'x.xlsx'))).toMatch(/not an Excel workbook|not well-formed/);
    const broken = await workbookPackage({ 'xl/worksheets/sheet1.xml': '<worksheet><sheetData><row></sheetData>' });
    expect(await refusal(readSheet(broken, 'broken.xlsx'))).toMatch(/sheet1\.xml is not well-formed XML/);
  });
});
