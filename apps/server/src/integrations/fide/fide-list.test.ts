import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { generatePlayers, writeFideList } from './generate-list.js';
import { FideListFormatError, type FideListPlayer } from './list-player.js';
import { openFideList, type FideListFile } from './read-list.js';
import { formatTxtLine, txtHeaderLine } from './txt-format.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fide-list-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function readAll(list: FideListFile): Promise<FideListPlayer[]> {
  const players: FideListPlayer[] = [];
  for await (const player of list.players()) players.push(player);
  return players;
}

async function readFile_(path: string): Promise<FideListPlayer[]> {
  return readAll(await openFideList(path));
}

async function failureOf(path: string): Promise<FideListFormatError> {
  try {
    await readFile_(path);
  } catch (error) {
    if (error instanceof FideListFormatError) return error;
    throw error;
  }
  throw new Error(`${path} was read without an error`);
}

const player = (overrides: Partial<FideListPlayer>): FideListPlayer => ({
  fideId: 1503014,
  name: 'Carlsen, Magnus',
  federation: 'NOR',
  sex: 'M',
  title: 'GM',
  womanTitle: null,
  otherTitles: [],
  foaTitle: null,
  standard: { rating: 2837, games: 0, k: 10 },
  rapid: { rating: 2824, games: 9, k: 10 },
  blitz: { rating: 2885, games: 0, k: 10 },
  birthYear: 1990,
  flag: null,
  ...overrides,
});

describe('generated lists', () => {
  const generated = [...generatePlayers({ players: 3000, seed: 42 })];

  it('are the same for the same seed and differ between seeds', () => {
    expect([...generatePlayers({ players: 3000, seed: 42 })]).toEqual(generated);
    expect([...generatePlayers({ players: 50, seed: 43 })].map((p) => p.name)).not.toEqual(generated.slice(0, 50).map((p) => p.name));
  });

  it('look like the real list: unique ids, accents, titles, women, inactive and unrated players', () => {
    expect(new Set(generated.map((p) => p.fideId)).size).toBe(generated.length);
    expect(generated.some((p) => /[^\x00-\x7F]/.test(p.name))).toBe(true);
    expect(generated.filter((p) => p.sex === 'F').length).toBeGreaterThan(200);
    expect(generated.filter((p) => p.flag?.includes('i')).length).toBeGreaterThan(1000);
    expect(generated.some((p) => p.flag === 'wi')).toBe(true);
    expect(generated.some((p) => p.standard.rating === null)).toBe(true);
    expect(generated.some((p) => p.title === 'GM' || p.title === 'IM' || p.title === 'FM')).toBe(true);
    expect(new Set(generated.map((p) => p.federation)).size).toBeGreaterThan(60);
    for (const p of generated) {
      for (const rating of [p.standard.rating, p.rapid.rating, p.blitz.rating]) {
        if (rating !== null) expect(rating).toBeGreaterThanOrEqual(1400);
      }
    }
  });

  for (const format of ['xml', 'txt'] as const) {
    for (const zip of [false, true]) {
      it(`read back field for field from ${format}${zip ? ', zipped' : ''}`, async () => {
        const out = join(dir, `round-trip-${format}-${zip}.${zip ? 'zip' : format}`);
        const listDate = new Date('2025-09-01T12:00:00Z');
        expect(await writeFideList(generated, { format, out, zip, listDate })).toBe(generated.length);
        const list = await openFideList(out);
        expect(list.format).toBe(format);
        expect(list.entryName).toBe(zip ? (format === 'xml' ? 'players_list_xml_foa.xml' : 'players_list_foa.txt') : null);
        expect(list.modifiedAt.getUTCMonth()).toBe(8);
        expect(await readAll(list)).toEqual(generated);
        expect(list.bytesRead()).toBe(list.bytesTotal);
      });
    }
  }
});

describe('the TXT list', () => {
  const header = txtHeaderLine();

  it('has FIDE’s header and columns', () => {
    expect(header).toBe(
      'ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag',
    );
    const line = formatTxtLine(player({ otherTitles: ['FI', 'LSI'], foaTitle: 'AGM', flag: 'i' }));
    expect(line.slice(0, 15)).toBe('1503014        ');
    expect(line.slice(76, 79)).toBe('NOR');
    expect(line.slice(94, 109).trim()).toBe('FI,LSI');
    expect(line.slice(113, 117)).toBe('2837');
    expect(line.slice(152, 156)).toBe('1990');
    expect(line.slice(158).trim()).toBe('i');
  });

  it('reads rows in Latin-1 and CRLF, skips blank lines, takes 0 for no rating', async () => {
    const row = formatTxtLine(player({ name: 'Lékó, Péter', federation: 'HUN', standard: { rating: 0, games: 0, k: 0 } }));
    const path = join(dir, 'latin1.txt');
    await writeFile(path, Buffer.concat([Buffer.from(`${header}\r\n`), Buffer.from(`${row}\r\n`, 'latin1'), Buffer.from('   \r\n')]));
    const [read] = await readFile_(path);
    expect(read.name).toBe('Lékó, Péter');
    expect(read.standard).toEqual({ rating: null, games: 0, k: null });
  });

  it('takes its columns from the header, so a list without the FOA column reads too', async () => {
    const oldHeader = header.replace('FOA ', '');
    const row = formatTxtLine(player({}));
    const oldRow = row.slice(0, 109) + row.slice(113);
    const path = join(dir, 'old-layout.txt');
    await writeFile(path, `${oldHeader}\n${oldRow}\n`);
    expect(await readFile_(path)).toEqual([player({})]);
  });

  it('reports a malformed row with its line number', async () => {
    const rows = [...generatePlayers({ players: 5, seed: 1 })].map(formatTxtLine);
    rows[3] = rows[3].slice(0, 113) + '2x00' + rows[3].slice(117);
    const path = join(dir, 'bad-rating.txt');
    await writeFile(path, [header, ...rows].join('\n'));
    const error = await failureOf(path);
    expect(error.line).toBe(5);
    expect(error.message).toBe("line 5: standard rating '2x00' is not a number");
  });

  it('reports a shifted or cut row, and a file that is not a list', async () => {
    const path = join(dir, 'cut.txt');
    await writeFile(path, `${header}\n${formatTxtLine(player({}))}\n1503015  Carlsen\n`);
    expect((await failureOf(path)).message).toBe("line 3: the row is 16 characters long, too short for the list's columns");
    await writeFile(path, `${header}\nabc${formatTxtLine(player({}))}\n`);
    expect((await failureOf(path)).message).toMatch(/^line 2: FIDE id 'abc1503014' is not a number/);
    await writeFile(path, 'name;rating\nCarlsen;2837\n');
    expect((await failureOf(path)).message).toBe("line 1: not a FIDE TXT rating list: the header line must start with 'ID Number'");
  });
});

describe('the XML list', () => {
  const list = (body: string): string => `<?xml version="1.0" encoding="utf-8"?>\n<playerslist>\n${body}</playerslist>\n`;
  const fields = (p: Record<string, string>): string =>
    Object.entries(p)
      .map(([k, v]) => `<${k}>${v}</${k}>\n`)
      .join('');

  it('reads entities, CDATA, self-closed empty fields, comments and unknown fields', async () => {
    const path = join(dir, 'entities.xml');
    await writeFile(
      path,
      list(
        `<!-- FIDE -->\n<player>\n${fields({ fideid: '2020009', name: 'O&apos;Brien &amp; Sons', country: 'USA', sex: 'M', rating: '2805', k: '10', birthday: '1992', remark: 'x' })}<title/><w_title><![CDATA[]]></w_title><o_title>IA,FT</o_title>\n</player>\n`,
      ),
    );
    const [read] = await readFile_(path);
    expect(read).toEqual({
      ...player({ fideId: 2020009, name: "O'Brien & Sons", federation: 'USA', title: null, otherTitles: ['IA', 'FT'], birthYear: 1992 }),
      standard: { rating: 2805, games: null, k: 10 },
      rapid: { rating: null, games: null, k: null },
      blitz: { rating: null, games: null, k: null },
    });
  });

  it('reports a malformed field with the line it is on', async () => {
    const players = [...generatePlayers({ players: 3, seed: 5 })];
    const path = join(dir, 'bad-field.xml');
    await writeFideList(players, { format: 'xml', out: path });
    const lines = (await readFile(path, 'utf8')).split('\n');
    const target = lines.findIndex((l) => l === `<fideid>${players[1].fideId}</fideid>`) + 10;
    expect(lines[target]).toMatch(/^<k>/);
    lines[target] = '<k>ten</k>';
    await writeFile(path, lines.join('\n'));
    const error = await failureOf(path);
    expect(error.message).toBe(`line ${target + 1}: standard K-factor 'ten' is not a number`);
  });

  it('reports broken structure and a cut-off file with line numbers', async () => {
    const path = join(dir, 'broken.xml');
    await writeFile(path, list(`<player>\n${fields({ fideid: '1', name: 'A, B' })}</plyer>\n`));
    expect((await failureOf(path)).message).toBe('line 6: </plyer> closes <player>');
    await writeFile(path, list(`<player>\n<fideid>1</fideid>\n<name>Tom & Jerry</name>\n</player>\n`));
    expect((await failureOf(path)).message).toBe("line 5: a bare '&' (write &amp;)");
    await writeFile(path, list(`<player>\n${fields({ fideid: '', name: 'A, B' })}</player>\n`));
    expect((await failureOf(path)).message).toBe('line 4: FIDE id is missing');
    await writeFile(path, `<?xml version="1.0"?>\n<playerslist>\n<player>\n<fideid>1</fideid>\n`);
    expect((await failureOf(path)).message).toBe('line 4: the list ends before </playerslist>');
    await writeFile(path, `<?xml version="1.0"?>\n<ratings>\n</ratings>\n`);
    expect((await failureOf(path)).message).toBe('line 2: not a FIDE XML rating list: the root element is <ratings>, not <playerslist>');
  });

  it('honours a Latin-1 declaration', async () => {
    const path = join(dir, 'latin1.xml');
    const xml = `<?xml version="1.0" encoding="ISO-8859-1"?>\n<playerslist><player><fideid>7</fideid><name>Müller, Jörg</name></player></playerslist>`;
    await writeFile(path, Buffer.from(xml, 'latin1'));
    expect((await readFile_(path))[0].name).toBe('Müller, Jörg');
  });
});

describe('zip archives', () => {
  it('say so when they hold no list', async () => {
    const path = join(dir, 'no-list.zip');
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from('FIDE rating list, October'), 'readme.md');
    zip.end();
    await pipeline(zip.outputStream, createWriteStream(path));
    await expect(openFideList(path)).rejects.toThrow('the zip archive holds no .xml or .txt list');
    const empty = join(dir, 'empty.zip');
    await writeFile(empty, Buffer.from('504b0506000000000000000000000000000000000000', 'hex'));
    await expect(openFideList(empty)).rejects.toThrow('the zip archive holds no .xml or .txt list');
  });
});
