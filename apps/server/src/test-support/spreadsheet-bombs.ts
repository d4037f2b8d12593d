import zlib from 'node:zlib';

/** One zip entry, deflated, with the sizes the zip will state (a bomb may state less than it holds). */
interface BuiltEntry {
  name: string;
  deflated: Buffer;
  crc: number;
  size: number;
  statedSize: number;
}

function deflated(name: string, chunks: Iterable<Buffer>, statedSize?: number): Promise<BuiltEntry> {
  return new Promise((resolve, reject) => {
    const deflate = zlib.createDeflateRaw({ level: 9 });
    const out: Buffer[] = [];
    let crc = 0;
    let size = 0;
    deflate.on('data', (chunk: Buffer) => out.push(chunk));
    deflate.on('error', reject);
    deflate.on('end', () => resolve({ name, deflated: Buffer.concat(out), crc, size, statedSize: statedSize ?? size }));
    for (const chunk of chunks) {
      crc = zlib.crc32(chunk, crc);
      size += chunk.length;
      deflate.write(chunk);
    }
    deflate.end();
  });
}

/** A zip (PKWARE APPNOTE 4.3: local headers, then the central directory, then its end record) of deflated entries. */
function zipOfEntries(entries: readonly BuiltEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(entry.statedSize, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(entry.crc >>> 0, 16);
    header.writeUInt32LE(entry.deflated.length, 20);
    header.writeUInt32LE(entry.statedSize, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.deflated);
    central.push(header, name);
    offset += local.length + name.length + entry.deflated.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const packageParts = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Players" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
};

/**
 * A workbook of one sheet whose XML is `parts` as given (more parts may be added or replaced by name), each part
 * stating its true size unless `statedSizes` says otherwise.
 */
export async function workbookPackage(parts: Record<string, string | Iterable<Buffer>>, statedSizes: Record<string, number> = {}): Promise<Buffer> {
  const all: Record<string, string | Iterable<Buffer>> = { ...packageParts, ...parts };
  const entries = await Promise.all(
    Object.entries(all).map(([name, content]) => deflated(name, typeof content === 'string' ? [Buffer.from(content, 'utf8')] : content, statedSizes[name])),
  );
  return zipOfEntries(entries);
}

/**
 * The sheet of a spreadsheet bomb: a header row, then one row of empty cells, repeated until the XML is `megabytes`
 * long (450 MB deflates to about 1.4 MB, which passes the upload's 2 MB limit).
 */
export function* bombSheet(megabytes: number): Generator<Buffer> {
  const head = '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
  yield Buffer.from(`${head}<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c></row><row r="2">`);
  const filler = Buffer.from('<c/>'.repeat(256 * 1024));
  for (let written = 0; written < megabytes * 1024 * 1024; written += filler.length) yield filler;
  yield Buffer.from('</row></sheetData></worksheet>');
}

/** The sheet of a 1.4 MB upload that inflates to 450 MB: states its true size, or (`lying`) a few kilobytes. */
export async function spreadsheetBomb(lying: boolean): Promise<Buffer> {
  const sheet = 'xl/worksheets/sheet1.xml';
  return workbookPackage({ [sheet]: bombSheet(450) }, lying ? { [sheet]: 4096 } : {});
}
