import { SheetRefused, SheetRows, spreadsheetLimits, type Cell, type Sheet } from '../sheet.js';
import { WorkbookArchive } from './archive.js';
import { dateOfSerial, isDateFormat } from './cell-formats.js';
import { columnName, columnOf } from './cell-references.js';
import { readXmlPart, resolveTarget, unescapeOoxml, type XmlElement } from './xml.js';
import { words } from '../../languages/message.js';

const { partBytes, smallPartBytes } = spreadsheetLimits;

/**
 * Reads the players' sheet of an XLSX workbook (the template's "Players", else the first sheet) as plain values:
 * text, numbers, dates by their cell's format, a formula's last result. Streamed part by part, never the whole
 * workbook at once, within `spreadsheetLimits`.
 */
export async function readXlsx(bytes: Buffer): Promise<Sheet> {
  const archive = await WorkbookArchive.open(bytes);
  try {
    const workbookPart = await officeDocument(archive);
    const workbook = await readWorkbook(archive, workbookPart);
    // The template puts the players on "Players" and help on a second sheet; any other workbook is read from its first sheet.
    const chosen = workbook.sheets.find((s) => s.name.trim().toLowerCase() === 'players') ?? workbook.sheets[0];
    if (!chosen) throw new SheetRefused(words('the workbook has no sheet; nothing in it except the workbook itself'));
    const relations = await readRelations(archive, workbookPart);
    const sheetPart = relations.byId.get(chosen.relationId);
    if (!sheetPart || !archive.has(sheetPart))
      throw new SheetRefused(
        words('no file type is accepted except CSV and XLSX; this workbook names a sheet "{sheet}" it does not hold', { sheet: chosen.name }),
      );
    const strings = relations.sharedStrings ? await readSharedStrings(archive, relations.sharedStrings) : [];
    const dateStyles = relations.styles ? await readDateStyles(archive, relations.styles) : new Set<number>();
    return await readWorksheet(archive, sheetPart, { strings, dateStyles, date1904: workbook.date1904 });
  } finally {
    archive.close();
  }
}

const relationType = (element: XmlElement) => element.attributes.Type?.split('/').pop();

/** The workbook's part, as the package's own relations name it. */
async function officeDocument(archive: WorkbookArchive): Promise<string> {
  let target: string | null = null;
  await readXmlPart(archive, '_rels/.rels', smallPartBytes, {
    open(element) {
      if (element.name === 'Relationship' && relationType(element) === 'officeDocument' && element.attributes.Target)
        target ??= resolveTarget('', element.attributes.Target);
    },
  });
  const part = target ?? 'xl/workbook.xml';
  if (!archive.has(part)) throw new SheetRefused(words('no file type is accepted except CSV and XLSX; this zip is not an Excel workbook that can be read'));
  return part;
}

interface Workbook {
  sheets: { name: string; relationId: string }[];
  date1904: boolean;
}

async function readWorkbook(archive: WorkbookArchive, part: string): Promise<Workbook> {
  const workbook: Workbook = { sheets: [], date1904: false };
  await readXmlPart(archive, part, smallPartBytes, {
    open({ name, attributes }) {
      if (name === 'workbookPr') workbook.date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      // The relation id is the one attribute called "id" (its prefix varies from writer to writer).
      if (name === 'sheet' && attributes.id) workbook.sheets.push({ name: attributes.name ?? '', relationId: attributes.id });
    },
  });
  return workbook;
}

interface Relations {
  byId: Map<string, string>;
  sharedStrings?: string;
  styles?: string;
}

async function readRelations(archive: WorkbookArchive, workbookPart: string): Promise<Relations> {
  const folder = workbookPart.split('/').slice(0, -1).join('/');
  const file = workbookPart.split('/').pop() ?? '';
  const relations: Relations = { byId: new Map() };
  await readXmlPart(archive, `${folder ? `${folder}/` : ''}_rels/${file}.rels`, smallPartBytes, {
    open(element) {
      const { Id: id, Target: target } = element.attributes;
      if (element.name !== 'Relationship' || !id || !target || element.attributes.TargetMode === 'External') return;
      const part = resolveTarget(workbookPart, target);
      relations.byId.set(id, part);
      const type = relationType(element);
      if (type === 'sharedStrings') relations.sharedStrings = part;
      if (type === 'styles') relations.styles = part;
    },
  });
  return relations;
}

/**
 * The texts cells of type "s" point to, in order. A text is its `t` elements run together (rich text has several),
 * leaving out phonetic guides (`rPh`), which are not part of what the cell shows.
 */
async function readSharedStrings(archive: WorkbookArchive, part: string): Promise<string[]> {
  const strings: string[] = [];
  let current: string[] | null = null;
  let inText = false;
  let phonetic = 0;
  await readXmlPart(archive, part, partBytes, {
    open({ name }) {
      if (name === 'si') current = [];
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && phonetic === 0) inText = true;
    },
    close(name) {
      if (name === 'si' && current) {
        strings.push(unescapeOoxml(current.join('')));
        current = null;
      } else if (name === 'rPh') phonetic--;
      else if (name === 't') inText = false;
    },
    text(text) {
      if (inText && current) current.push(text);
    },
  });
  return strings;
}

/** The indexes of the cell styles (`cellXfs`, what a cell's `s` names) whose number format shows a date. */
async function readDateStyles(archive: WorkbookArchive, part: string): Promise<Set<number>> {
  const customCodes = new Map<number, string>();
  const formats: number[] = [];
  let inCellStyles = false;
  await readXmlPart(archive, part, smallPartBytes, {
    open({ name, attributes }) {
      if (name === 'numFmt' && attributes.numFmtId && attributes.formatCode !== undefined) customCodes.set(Number(attributes.numFmtId), attributes.formatCode);
      else if (name === 'cellXfs') inCellStyles = true;
      else if (name === 'xf' && inCellStyles) formats.push(Number(attributes.numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellStyles = false;
    },
  });
  const dates = new Set<number>();
  formats.forEach((numFmtId, index) => {
    if (isDateFormat(numFmtId, customCodes)) dates.add(index);
  });
  return dates;
}

interface CellContext {
  strings: readonly string[];
  dateStyles: ReadonlySet<number>;
  date1904: boolean;
}

/** A cell's value by its type (ECMA-376 §18.18.11): shared or inline text, a formula's text, a boolean, an error, a date, or a number. */
function cellValue(type: string, raw: string, inline: string, style: number, context: CellContext): Cell {
  switch (type) {
    case 's': {
      const text = context.strings[Number(raw)];
      return text === undefined ? null : text;
    }
    case 'inlineStr':
      return unescapeOoxml(inline);
    case 'str':
      return unescapeOoxml(raw);
    case 'b':
      return raw === '1' ? 'true' : raw === '0' ? 'false' : null;
    case 'e':
      return null;
    case 'd': {
      const date = new Date(raw);
      return raw === '' || Number.isNaN(date.getTime()) ? null : date;
    }
    default: {
      if (raw.trim() === '') return null;
      const number = Number(raw);
      if (Number.isNaN(number)) return null;
      return context.dateStyles.has(style) ? dateOfSerial(number, context.date1904) : number;
    }
  }
}

/** The sheet's rows as they stream past; reading stops at the first limit passed (rows, columns, bytes). */
async function readWorksheet(archive: WorkbookArchive, part: string, context: CellContext): Promise<Sheet> {
  const rows = new SheetRows('xlsx');
  let rowNumber = 0;
  let cells: Cell[] = [];
  let column = 0;
  let cell: { type: string; style: number; value: string[]; inline: string[] } | null = null;
  let into: 'value' | 'inline' | null = null;
  let phonetic = 0;
  await readXmlPart(archive, part, partBytes, {
    open({ name, attributes }) {
      switch (name) {
        case 'row':
          rowNumber = Number(attributes.r) || rowNumber + 1;
          cells = [];
          column = 0;
          break;
        case 'c':
          column = columnOf(attributes.r) ?? column + 1;
          cell = { type: attributes.t ?? 'n', style: Number(attributes.s ?? 0), value: [], inline: [] };
          break;
        case 'v':
          into = 'value';
          break;
        case 'rPh':
          phonetic++;
          break;
        case 't':
          if (cell && phonetic === 0) into = 'inline';
          break;
      }
    },
    close(name) {
      switch (name) {
        case 'v':
        case 't':
          into = null;
          break;
        case 'rPh':
          phonetic--;
          break;
        case 'c': {
          if (!cell) break;
          const value = cellValue(cell.type, cell.value.join(''), cell.inline.join(''), cell.style, context);
          if (value !== null && value !== '' && column > spreadsheetLimits.columns)
            throw new SheetRefused(
              words('the sheet has a value in column {column}; no column is read except the first {count} (A to {last})', {
                column: columnName(column),
                count: spreadsheetLimits.columns,
                last: columnName(spreadsheetLimits.columns),
              }),
            );
          if (column <= spreadsheetLimits.columns) cells[column - 1] = value;
          cell = null;
          break;
        }
        case 'row':
          rows.add({ row: rowNumber, cells: Array.from(cells, (value) => value ?? null) });
          break;
      }
    },
    text(text) {
      if (!cell || into === null) return;
      if (into === 'value') cell.value.push(text);
      else cell.inline.push(text);
    },
  });
  return rows.sheet();
}
