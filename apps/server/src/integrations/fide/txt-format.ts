import { decodeLine, NOT_A_LIST_AFTER_BYTES, splitLines } from './lines.js';
import { FideListFormatError, type FideListPlayer } from './list-player.js';
import { toPlayer, toRawFields, type FieldName, type RawFields } from './player-fields.js';

/**
 * The fixed-width layout of players_list_foa.txt: each column's header and width, values left-aligned.
 * The reader takes the widths from the file's own header line, so an older list (without FOA) reads too.
 */
export const txtColumns: ReadonlyArray<{ header: string; width: number; field: FieldName }> = [
  { header: 'ID Number', width: 15, field: 'fideid' },
  { header: 'Name', width: 61, field: 'name' },
  { header: 'Fed', width: 4, field: 'country' },
  { header: 'Sex', width: 4, field: 'sex' },
  { header: 'Tit', width: 5, field: 'title' },
  { header: 'WTit', width: 5, field: 'w_title' },
  { header: 'OTit', width: 15, field: 'o_title' },
  { header: 'FOA', width: 4, field: 'foa_title' },
  { header: 'SRtng', width: 6, field: 'rating' },
  { header: 'SGm', width: 4, field: 'games' },
  { header: 'SK', width: 3, field: 'k' },
  { header: 'RRtng', width: 6, field: 'rapid_rating' },
  { header: 'RGm', width: 4, field: 'rapid_games' },
  { header: 'Rk', width: 3, field: 'rapid_k' },
  { header: 'BRtng', width: 6, field: 'blitz_rating' },
  { header: 'BGm', width: 4, field: 'blitz_games' },
  { header: 'BK', width: 3, field: 'blitz_k' },
  { header: 'B-day', width: 6, field: 'birthday' },
  { header: 'Flag', width: 4, field: 'flag' },
];

const fieldOfHeader = new Map(txtColumns.map((c) => [c.header.toLowerCase(), c.field]));

export const txtHeaderLine = (): string =>
  txtColumns
    .map((c) => c.header.padEnd(c.width))
    .join('')
    .trimEnd();

/** One player as a line of the TXT list (without the line break). */
export function formatTxtLine(player: FideListPlayer): string {
  const raw = toRawFields(player);
  return txtColumns
    .map((c) => {
      const value = raw[c.field];
      if (value.length >= c.width && c !== txtColumns[txtColumns.length - 1]) {
        throw new RangeError(`${c.header} '${value}' of FIDE id ${player.fideId} does not fit ${c.width - 1} characters`);
      }
      return value.padEnd(c.width);
    })
    .join('');
}

interface Column {
  field: FieldName;
  start: number;
  end: number | undefined;
}

function readHeader(line: string, lineNumber: number): Column[] {
  if (!line.startsWith('ID Number')) {
    throw new FideListFormatError(lineNumber, "not a FIDE TXT rating list: the header line must start with 'ID Number'");
  }
  // "ID Number" is the one header with a space in it; joined, every header is one word.
  const starts = [...line.replace('ID Number', 'ID_Number').matchAll(/\S+/g)].map((m) => ({
    header: m[0] === 'ID_Number' ? 'ID Number' : m[0],
    start: m.index,
  }));
  const columns: Column[] = [];
  starts.forEach(({ header, start }, i) => {
    const field = fieldOfHeader.get(header.toLowerCase());
    if (field !== undefined) columns.push({ field, start, end: starts[i + 1]?.start });
  });
  if (!columns.some((c) => c.field === 'name')) {
    throw new FideListFormatError(lineNumber, "not a FIDE TXT rating list: the header line has no 'Name' column");
  }
  return columns;
}

/** Reads the TXT list, one player at a time; a line that is not a player's row stops it with its line number. */
export async function* parseTxtList(chunks: AsyncIterable<Buffer>): AsyncGenerator<FideListPlayer> {
  let lineNumber = 0;
  let columns: Column[] | null = null;
  let minimumLength = 0;
  let bytesBeforeHeader = 0;
  for await (const bytes of splitLines(chunks)) {
    lineNumber += 1;
    if (columns === null) {
      bytesBeforeHeader += bytes.length + 1;
      if (bytesBeforeHeader > NOT_A_LIST_AFTER_BYTES) {
        throw new FideListFormatError(lineNumber, "not a FIDE rating list: no header line ('ID Number …') in the first megabyte");
      }
    }
    const line = decodeLine(bytes);
    if (line.trim() === '') continue;
    if (columns === null) {
      columns = readHeader(line, lineNumber);
      // Every row reaches at least past its federation (FIDE pads rows, and every player has a federation).
      const federation = columns.find((c) => c.field === 'country');
      minimumLength = federation === undefined ? 0 : federation.start + 3;
      continue;
    }
    if (line.length < minimumLength) {
      throw new FideListFormatError(lineNumber, `the row is ${line.length} characters long, too short for the list's columns`);
    }
    const raw: RawFields = {};
    for (const column of columns) raw[column.field] = line.slice(column.start, column.end);
    const at = lineNumber;
    yield toPlayer(raw, () => at);
  }
  if (columns === null) throw new FideListFormatError(Math.max(lineNumber, 1), 'the list is empty');
}
