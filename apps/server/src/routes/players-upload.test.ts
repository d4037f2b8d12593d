import { beforeAll, describe, expect, it } from 'vitest';
import {
  PLAYERS_UPLOAD_MAX_BYTES,
  isUploadFailureMessage,
  playersUploadFailure,
  playersUploadResponse,
  managedPlayersResponse,
  uploadTemplateColumns,
} from '@kingside/contract';
import { call, multipart, testDatabaseKinds, useTestApp, type FormFile } from '../test-support/index.js';
import { as, expectOk, useAccount, type Account } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';
import { workbookOf } from '../test-support/workbooks.js';
import { entriesOf } from '../services/bundle/zip.js';
import { zipOf } from '../services/core/files/zip-of.js';
import { readSheet } from '../services/core/spreadsheets/read-sheet.js';

/** An XLSX workbook of one "Players" sheet: the header, then the rows (numbers and dates kept as such). */
const xlsx = (rows: (string | number | Date | null)[][]) => workbookOf(rows);

const csv = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

describe.each(testDatabaseKinds)('players upload API on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser', 'Olga');
  const oscar = useAccount(t, 'organiser', 'Oscar');
  const admin = useAccount(t, 'admin');
  const pia = useAccount(t, 'player');

  /** Sends the form, with the file (if any) in its "file" field. */
  const upload = (who: Account | null, fields: Record<string, string>, file?: Omit<FormFile, 'field'>, path = '/api/players/upload') =>
    call(t.app, 'POST', path, { token: who?.token, form: multipart(fields, file ? [{ field: 'file', ...file }] : []) });

  const swiss = (who: Account = olga, body: Record<string, unknown> = {}) =>
    organiserOf(t, who).create({ name: 'Upload Open', system: 'dutch', rounds: 5, ...body });
  /** Everything saved, as the managers' entry list shows it. */
  const listOf = async (id: string) => managedPlayersResponse.parse((await as(t, admin).get(`/api/players/entries/${id}`)).body).data;

  /** A refused upload: the status, a message the web shows as an error (it contains "except"), and nothing saved. */
  async function expectRefused(answer: { status: number; body: unknown }, status: number, message: RegExp, tournamentId?: string) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    const failure = playersUploadFailure.parse(answer.body);
    expect(failure.message).toMatch(message);
    expect(isUploadFailureMessage(failure.message), failure.message).toBe(true);
    if (tournamentId) expect(await listOf(tournamentId)).toEqual([]);
    return failure;
  }

  describe('template', () => {
    it('is a CSV header line with every column, with a BOM for Excel', async () => {
      const answer = await t.app.inject({ method: 'GET', url: '/api/players/upload-template?format=csv' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/csv/);
      expect(answer.headers['content-disposition']).toBe('attachment; filename="kingside-players.csv"');
      expect(answer.body).toBe(`\uFEFF${uploadTemplateColumns.map((c) => c.header).join(',')}\r\n`);
      expect(answer.body).toMatch(
        /Name,FIDE ID,National ID,Standard rating,Rapid rating,Blitz rating,National rating,Manual rating,Title,Federation,Sex,Birth date,Club,Email,Phone/,
      );
    });

    it('is an XLSX workbook whose Players sheet, once filled in, uploads as it is', async () => {
      const answer = await t.app.inject({ method: 'GET', url: '/api/players/upload-template?format=xlsx' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const parts = await entriesOf(answer.rawPayload, 1e7);
      expect([...(parts.get('xl/workbook.xml')?.toString() ?? '').matchAll(/<sheet name="([^"]+)"/g)].map((m) => m[1])).toEqual(['Players', 'Columns']);
      // Filled in as a spreadsheet program would: a second row on the Players sheet, the rest of the package untouched.
      const adams = [
        'Adams, Michael',
        400041,
        'ENG-1',
        2650,
        2600,
        2580,
        2610,
        2700,
        'GM',
        'ENG',
        'm',
        '1971-11-17',
        'Cornwall',
        'mickey@example.test',
        '+44 1',
      ];
      const cells = adams
        .map((value, i) =>
          typeof value === 'number'
            ? `<c r="${String.fromCharCode(65 + i)}2"><v>${value}</v></c>`
            : `<c r="${String.fromCharCode(65 + i)}2" t="inlineStr"><is><t>${value}</t></is></c>`,
        )
        .join('');
      const sheetPart = 'xl/worksheets/sheet1.xml';
      parts.set(sheetPart, Buffer.from((parts.get(sheetPart)?.toString() ?? '').replace('</sheetData>', `<row r="2">${cells}</row></sheetData>`)));
      const filled = await zipOf(
        [...parts].map(([name, bytes]) => ({ name, bytes, compress: true })),
        new Date(),
      );
      expect((await readSheet(filled, 'kingside-players.xlsx')).header).toEqual(uploadTemplateColumns.map((c) => c.header));
      const id = await swiss();
      const saved = await upload(olga, { tournamentId: id }, { name: 'kingside-players.xlsx', content: filled }, '/api/players/upload-sheet');
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      expect(await listOf(id)).toMatchObject([
        {
          name: 'Adams, Michael',
          fideId: 400041,
          nationalId: 'ENG-1',
          rating: 2650,
          nationalRating: 2610,
          manualRating: 2700,
          title: 'GM',
          federation: 'ENG',
          sex: 'm',
          birthDate: '1971-11-17',
          club: 'Cornwall',
          email: 'mickey@example.test',
          phone: '+44 1',
        },
      ]);
    });

    it('is described in the API docs with both upload calls', async () => {
      const answer = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      const paths = Object.keys(answer.json<{ paths: Record<string, unknown> }>().paths);
      expect(paths).toEqual(expect.arrayContaining(['/api/players/upload', '/api/players/upload-sheet', '/api/players/upload-template']));
    });

    it('refuses another format', async () => {
      const answer = await as(t).get('/api/players/upload-template?format=pdf');
      expect(answer.status).toBe(400);
    });
  });

  describe('CSV', () => {
    // Semicolons, a BOM, CRLF, quoted commas and quotes, and the headers lists are really written with.
    const lines = [
      '\uFEFFPlayer Name;FIDE-ID;Elo;FED;Tit.;Gender;Born;E-mail;Club',
      '"Smith, ""Jack""";;1850;ENG;;male;1990;jack@example.test;"York, Minster"',
      'Müller, Anna;4611111;2105;GER;WFM;F;14.03.2001;;',
      '',
      'Novak, Ivan;1234567;2301.0;cze;FM;m;2003-02-28;;Praha',
    ];

    it('previews without saving: each row read, nothing entered, a success message', async () => {
      const id = await swiss();
      const answer = await upload(olga, { tournamentId: id, preview: 'true' }, { name: 'players.csv', content: csv(lines), type: 'text/csv' });
      expectOk(answer);
      const { message, data } = playersUploadResponse.parse(answer.body);
      expect(message).toBe('3 players ready to upload');
      expect(isUploadFailureMessage(message)).toBe(false);
      expect(data).toMatchObject({
        format: 'csv',
        saved: false,
        players: null,
        ratingColumn: 'Elo',
        counts: { rows: 3, ready: 3, errors: 0, duplicates: 0, saved: 0 },
      });
      expect(data.columns.map((c) => c.field)).toEqual(['name', 'fideId', 'rating', 'federation', 'title', 'sex', 'birthDate', 'email', 'club']);
      // The blank line keeps its place: the organiser finds row 5 on line 5.
      expect(data.rows.map((r) => [r.row, r.status])).toEqual([
        [2, 'ready'],
        [3, 'ready'],
        [5, 'ready'],
      ]);
      expect(data.rows[0].player).toEqual({
        name: 'Smith, "Jack"',
        fideId: null,
        nationalId: null,
        rating: 1850,
        title: null,
        federation: 'ENG',
        sex: 'm',
        birthDate: '1990',
        club: 'York, Minster',
        email: 'jack@example.test',
        phone: null,
        team: null,
        board: null,
      });
      expect(data.rows[1].player).toMatchObject({ name: 'Müller, Anna', title: 'WFM', sex: 'w', birthDate: '2001-03-14' });
      expect(data.rows[2].player).toMatchObject({ rating: 2301, federation: 'CZE', birthDate: '2003-02-28' });
      expect(await listOf(id)).toEqual([]);
    });

    it('saves: numbered by rating as add-player numbers them, answering the list', async () => {
      const id = await swiss();
      await organiserOf(t, olga).add(id, { name: 'Already, There', rating: 2200 });
      const answer = await upload(olga, { tournamentId: id }, { name: 'players.csv', content: csv(lines) });
      expectOk(answer, 201);
      const { message, data } = playersUploadResponse.parse(answer.body);
      expect(message).toBe('3 players uploaded');
      expect(isUploadFailureMessage(message)).toBe(false);
      expect(data.saved).toBe(true);
      expect(data.counts).toMatchObject({ saved: 3, ready: 0 });
      expect(data.rows.every((r) => r.status === 'saved' && r.playerId !== null)).toBe(true);
      const list = await listOf(id);
      expect(list.map((p) => [p.pairingNumber, p.name, p.rating])).toEqual([
        [1, 'Novak, Ivan', 2301],
        [2, 'Already, There', 2200],
        [3, 'Müller, Anna', 2105],
        [4, 'Smith, "Jack"', 1850],
      ]);
      expect(data.players?.map((p) => p.uuid).sort()).toEqual(list.map((p) => p.uuid).sort());
    });

    it('numbers the field exactly as add-player does, rating ties broken by title, then name', async () => {
      const field: [name: string, rating: number, title: string][] = [
        ['Zed, Zoe', 2100, ''],
        ['Bee, Bob', 2100, 'FM'],
        ['Ash, Amy', 2100, ''],
        ['Kay, Kim', 2100, 'IM'],
        ['Low, Lou', 1500, ''],
        ['Top, Tim', 2400, 'WGM'],
      ];
      const o = organiserOf(t, olga);
      const byHand = await swiss();
      for (const [name, rating, title] of field) await o.add(byHand, { name, rating, ...(title ? { title } : {}) });
      const uploaded = await swiss();
      const file = csv(['Name;Rating;Title', ...field.map(([name, rating, title]) => `${name};${rating};${title}`)]);
      expectOk(await upload(olga, { tournamentId: uploaded }, { name: 'field.csv', content: file }), 201);
      const numbers = async (id: string) => (await listOf(id)).map((p) => [p.pairingNumber, p.name]).sort((a, b) => Number(a[0]) - Number(b[0]));
      expect(await numbers(uploaded)).toEqual(await numbers(byHand));
      expect((await numbers(uploaded)).map(([, name]) => name)).toEqual(['Top, Tim', 'Kay, Kim', 'Bee, Bob', 'Ash, Amy', 'Zed, Zoe', 'Low, Lou']);
    });

    it('reads a Windows-1252 file with commas, and names in Surname and First name columns', async () => {
      const id = await swiss();
      const latin1 = Buffer.from(csv(['Surname,First name,Rating', 'Núñez,José,1700']), 'latin1');
      const answer = await upload(olga, { tournamentId: id }, { name: 'export.csv', content: latin1 });
      expectOk(answer, 201);
      expect((await listOf(id)).map((p) => p.name)).toEqual(['Núñez, José']);
    });

    it('enters late entries after round 1 as add-player does (from round 2, a zero-point bye for round 1)', async () => {
      const o = organiserOf(t, olga);
      const id = await swiss();
      for (const [name, rating] of [
        ['A', 2000],
        ['B', 1900],
        ['C', 1800],
        ['D', 1700],
      ] as const)
        await o.add(id, { name, rating });
      await o.pair(id, 1);
      const answer = await upload(olga, { tournamentId: id }, { name: 'late.csv', content: csv(['Name,Rating', 'Late,1950']) });
      expectOk(answer, 201);
      const late = (await listOf(id)).find((p) => p.name === 'Late');
      // Round 1 paired: the late entry takes its place in the initial order (C.04.2), from round 2.
      expect(late).toMatchObject({ joinedRound: 2, pairingNumber: 2, points: 0 });
    });
  });

  describe('XLSX', () => {
    it('reads numbers and dates as typed, and the rating of the tournament’s rating type', async () => {
      const id = await swiss(olga, { ratingType: 'rapid' });
      const file = await xlsx([
        ['Name', 'FIDE ID', 'Standard rating', 'Rapid rating', 'Blitz rating', 'Birth date', 'Federation'],
        ['Rapid, Rita', 5000001, 2000, 2150, 2100, new Date(Date.UTC(1995, 5, 30)), 'FRA'],
        ['Slow, Sam', 5000002, 2300, null, 2250, 1980, 'ESP'],
      ]);
      const preview = await upload(olga, { tournamentId: id, preview: '1' }, { name: 'players.xlsx', content: file });
      expectOk(preview);
      const { data } = playersUploadResponse.parse(preview.body);
      expect(data).toMatchObject({ format: 'xlsx', ratingColumn: 'Rapid rating' });
      expect(data.rows.map((r) => r.player)).toMatchObject([
        { name: 'Rapid, Rita', fideId: 5000001, rating: 2150, birthDate: '1995-06-30' },
        { name: 'Slow, Sam', fideId: 5000002, rating: 0, birthDate: '1980' },
      ]);
      expect(data.rows[0].cells).toMatchObject({ ratingStandard: '2000', ratingRapid: '2150', ratingBlitz: '2100' });
      const saved = await upload(olga, { tournamentId: id }, { name: 'players.xlsx', content: file }, '/api/players/upload-sheet');
      expectOk(saved, 201);
      expect((await listOf(id)).map((p) => [p.name, p.rating])).toEqual([
        ['Rapid, Rita', 2150],
        ['Slow, Sam', 0],
      ]);
    });
  });

  describe('row errors', () => {
    const bad = [
      'Name,FIDE ID,Rating,Federation,Birth date,Email,Title',
      '"Good, Gina",,1500,ENG,1990,,',
      '"Bad, Bob",,abc,ENG,,,',
      ',,1400,ENG,,,',
      '"Wrong, Will",12x,1600.5,EN,31.02.2000,not-an-email,XM',
    ];

    it('are named by row and column in the preview, whose message the web shows as an error', async () => {
      const id = await swiss();
      const answer = await upload(olga, { tournamentId: id, preview: 'true' }, { name: 'bad.csv', content: csv(bad) });
      expectOk(answer);
      const { message, data } = playersUploadResponse.parse(answer.body);
      expect(isUploadFailureMessage(message)).toBe(true);
      expect(message).toBe(
        "Cannot upload yet: every row is fine except row 3 (column Rating: 'abc' is not a number), row 4 (column Name: a name is required) and row 5 (column FIDE ID: '12x' is not a number (a FIDE id is a whole number))",
      );
      expect(data.counts).toMatchObject({ rows: 4, ready: 1, errors: 3 });
      expect(data.rows[1]).toMatchObject({ row: 3, status: 'error', player: null, cells: { name: 'Bad, Bob', rating: 'abc' } });
      expect(data.rows[1].errors).toEqual([{ column: 'Rating', field: 'rating', message: "Row 3, column Rating: 'abc' is not a number" }]);
      expect(data.rows[3].errors.map((e) => e.message)).toEqual([
        "Row 5, column FIDE ID: '12x' is not a number (a FIDE id is a whole number)",
        "Row 5, column Rating: '1600.5' is not a whole number (a rating is a whole number)",
        "Row 5, column Federation: A federation is a 3-letter FIDE code (e.g. ENG) (found 'EN')",
        "Row 5, column Birth date: '31.02.2000' is not a date that exists",
        "Row 5, column Email: Enter a valid email address (found 'not-an-email')",
        "Row 5, column Title: A title is one of GM IM WGM FM WIM CM WFM WCM (found 'XM')",
      ]);
    });

    it('are said in the reader’s language, the report’s row messages too', async () => {
      const id = await swiss();
      const form = multipart({ tournamentId: id, preview: 'true' }, [{ field: 'file', name: 'bad.csv', content: csv(bad) }]);
      const answer = await call(t.app, 'POST', '/api/players/upload', { token: olga.token, form, headers: { 'accept-language': 'ar' } });
      expectOk(answer);
      const { message, data } = playersUploadResponse.parse(answer.body);
      expect(message).toMatch(/^لا يمكن الرفع بعد: كل الصفوف سليمة ما عدا الصف 3 \(العمود Rating: «abc» ليس رقماً\)، الصف 4 /);
      expect(data.rows[1].errors).toEqual([{ column: 'Rating', field: 'rating', message: 'الصف 3، العمود Rating: «abc» ليس رقماً' }]);
    });

    it('say why a file cannot be read in the reader’s language', async () => {
      const id = await swiss();
      const form = multipart({ tournamentId: id }, [
        { field: 'file', name: 'old.xls', content: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]) },
      ]);
      const answer = await call(t.app, 'POST', '/api/players/upload', { token: olga.token, form, headers: { 'accept-language': 'hi' } });
      expect(answer.status).toBe(400);
      expect((answer.body as { message: string }).message).toBe(
        'अपलोड विफल: CSV और XLSX के सिवा कोई फ़ाइल प्रकार स्वीकार नहीं; यह पुरानी Excel (.xls) फ़ाइल है: इसे .xlsx या .csv के रूप में सहेजें',
      );
    });

    it('refuse the save with 400 and the report; nothing is saved, not even the good rows', async () => {
      const id = await swiss();
      const answer = await upload(olga, { tournamentId: id }, { name: 'bad.csv', content: csv(bad) });
      const failure = await expectRefused(answer, 400, /^Upload failed: every row is fine except row 3 .*Nothing was saved$/, id);
      expect(failure.field).toBe('file');
      expect(failure.data?.counts).toMatchObject({ errors: 3, saved: 0 });
      expect(failure.data?.saved).toBe(false);
    });

    it('name only the first rows in the message and count the rest', async () => {
      const id = await swiss();
      const answer = await upload(
        olga,
        { tournamentId: id, preview: 'true' },
        { name: 'bad.csv', content: csv(['Name,Rating', ...Array.from({ length: 6 }, (_, i) => `P${i},x${i}`)]) },
      );
      const { message } = playersUploadResponse.parse(answer.body);
      expect(message).toMatch(/row 4 \(column Rating: 'x2' is not a number\) and 3 more rows$/);
    });
  });

  describe('duplicates', () => {
    it('inside the file (same FIDE id, or same name and birth date) are flagged on both rows and refused', async () => {
      const id = await swiss();
      const file = csv([
        'Name,FIDE ID,Birth date,Rating',
        '"One, Ann",111,2000-01-01,1500',
        '"Two, Ben",,1999,1400',
        'Ann One,111,,1500',
        '"two, ben",,1999,1300',
        '"Two, Ben",,1998,1300',
      ]);
      const preview = await upload(olga, { tournamentId: id, preview: 'true' }, { name: 'dups.csv', content: file });
      const { message, data } = playersUploadResponse.parse(preview.body);
      expect(data.rows.map((r) => r.status)).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'ready']);
      expect(data.rows[0].duplicates).toEqual([{ of: 'row', row: 4, reason: 'fideId', message: 'Row 2: the same player as row 4 (FIDE id 111)' }]);
      expect(data.rows[3].duplicates).toEqual([
        { of: 'row', row: 3, reason: 'nameAndBirthDate', message: 'Row 5: the same player as row 3 (same name and birth date)' },
      ]);
      expect(message).toMatch(/except row 2 \(the same player as row 4 \(FIDE id 111\)\), row 3 .* and 1 more row$/);
      await expectRefused(
        await upload(olga, { tournamentId: id }, { name: 'dups.csv', content: file }),
        400,
        /^Upload failed: every row is fine except row 2/,
        id,
      );
    });

    it('of players already entered are flagged, refused with 409, never merged; skipDuplicates leaves them out on request', async () => {
      const o = organiserOf(t, olga);
      const id = await swiss();
      const carl = await o.add(id, { name: 'Carlsen, Magnus', fideId: 1503014, rating: 2830 });
      const judit = await o.add(id, { name: 'Polgar, Judit', birthDate: '1976-07-23', rating: 2675 });
      const file = csv(['Name,FIDE ID,Birth date,Rating', 'Carlsen M.,1503014,,2800', '"POLGAR, JUDIT",,1976-07-23,2600', '"New, Nora",,,1900']);

      const preview = await upload(olga, { tournamentId: id, preview: 'true' }, { name: 'again.csv', content: file });
      const { data } = playersUploadResponse.parse(preview.body);
      expect(data.rows.map((r) => r.status)).toEqual(['duplicate', 'duplicate', 'ready']);
      expect(data.rows[0].duplicates).toEqual([
        {
          of: 'entered',
          playerId: carl.uuid,
          name: 'Carlsen, Magnus',
          reason: 'fideId',
          message: 'Row 2: already entered as Carlsen, Magnus (FIDE id 1503014)',
        },
      ]);
      expect(data.rows[1].duplicates).toEqual([
        {
          of: 'entered',
          playerId: judit.uuid,
          name: 'Polgar, Judit',
          reason: 'nameAndBirthDate',
          message: 'Row 3: already entered as Polgar, Judit, born 1976-07-23',
        },
      ]);

      const refused = await upload(olga, { tournamentId: id }, { name: 'again.csv', content: file });
      await expectRefused(refused, 409, /^Upload failed: every row is fine except row 2 .* and row 3 .*leave out the players already entered$/);
      expect((await listOf(id)).map((p) => [p.name, p.rating])).toEqual([
        ['Carlsen, Magnus', 2830],
        ['Polgar, Judit', 2675],
      ]);

      const skipPreview = await upload(olga, { tournamentId: id, preview: 'true', skipDuplicates: 'true' }, { name: 'again.csv', content: file });
      expect(playersUploadResponse.parse(skipPreview.body).message).toBe('1 player ready to upload; 2 rows of players already entered left out');
      const saved = await upload(olga, { tournamentId: id, skipDuplicates: 'true' }, { name: 'again.csv', content: file });
      expectOk(saved, 201);
      const answer = playersUploadResponse.parse(saved.body);
      expect(answer.message).toBe('1 player uploaded; 2 rows of players already entered left out');
      expect(isUploadFailureMessage(answer.message)).toBe(false);
      expect(answer.data.rows.map((r) => r.status)).toEqual(['skipped', 'skipped', 'saved']);
      // The entered players are as they were: nothing merged into them.
      expect((await listOf(id)).map((p) => [p.name, p.rating])).toEqual([
        ['Carlsen, Magnus', 2830],
        ['Polgar, Judit', 2675],
        ['New, Nora', 1900],
      ]);
    });
  });

  describe('bad files and forms', () => {
    let id: string;
    beforeAll(async () => {
      id = await swiss();
    });

    it('refuses a file that is neither CSV nor XLSX', async () => {
      await expectRefused(
        await upload(olga, { tournamentId: id }, { name: 'rules.pdf', content: Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 1, 2, 0xff]) }),
        400,
        /no file type is accepted except CSV and XLSX; this file \(\.pdf\) is neither/,
        id,
      );
      await expectRefused(
        await upload(olga, { tournamentId: id }, { name: 'old.xls', content: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) }),
        400,
        /old Excel \(\.xls\) file/,
        id,
      );
      await expectRefused(
        await upload(olga, { tournamentId: id }, { name: 'fake.xlsx', content: Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) }),
        400,
        /not an Excel workbook/,
        id,
      );
    });

    it('refuses an empty file, a header with no players, and a header with no name', async () => {
      await expectRefused(await upload(olga, { tournamentId: id }, { name: 'empty.csv', content: '' }), 400, /the file is empty/, id);
      await expectRefused(await upload(olga, { tournamentId: id }, { name: 'blank.csv', content: '\r\n \r\n' }), 400, /the file is empty/, id);
      await expectRefused(
        await upload(olga, { tournamentId: id }, { name: 'head.csv', content: csv(['Name,Rating', ',']) }),
        400,
        /no players: nothing in it except the header row/,
        id,
      );
      await expectRefused(
        await upload(olga, { tournamentId: id }, { name: 'noname.csv', content: csv(['Elo,Fed', '1500,ENG']) }),
        400,
        /every column is optional except the name/,
        id,
      );
      await expectRefused(
        await upload(olga, { tournamentId: id }, { name: 'twice.csv', content: csv(['Name,Rating,Elo', 'A,1,2']) }),
        400,
        /columns "Rating" and "Elo" both hold the rating/,
        id,
      );
    });

    it('refuses a file over the size limit', async () => {
      const big = Buffer.alloc(PLAYERS_UPLOAD_MAX_BYTES + 1, 'a');
      await expectRefused(await upload(olga, { tournamentId: id }, { name: 'big.csv', content: big }), 400, /over the 2 MB limit/, id);
    });

    it('refuses a form with no file, two files, no tournament, a bad flag, or JSON', async () => {
      await expectRefused(await upload(olga, { tournamentId: id }), 400, /choose the CSV or XLSX file/);
      const noTournament = await expectRefused(
        await upload(olga, {}, { name: 'p.csv', content: csv(['Name', 'A']) }),
        400,
        /Expected a tournament id \(field tournamentId\)/,
      );
      expect(noTournament.field).toBe('tournamentId');
      await expectRefused(
        await upload(olga, { tournamentId: id, preview: 'maybe' }, { name: 'p.csv', content: csv(['Name', 'A']) }),
        400,
        /preview is true or false/,
      );
      const json = await as(t, olga).post('/api/players/upload', { tournamentId: id });
      await expectRefused(json, 400, /send the form as multipart\/form-data/);
    });
  });

  describe('who may upload', () => {
    it('is the tournament’s organiser or an admin: 401 signed out, 403 a player or another organiser, 404 no such tournament', async () => {
      const id = await swiss();
      const file = { name: 'p.csv', content: csv(['Name', 'Anyone']) };
      expect((await upload(null, { tournamentId: id }, file)).status).toBe(401);
      expect((await upload(pia, { tournamentId: id }, file)).status).toBe(403);
      expect((await upload(oscar, { tournamentId: id }, file)).status).toBe(403);
      expect((await upload(oscar, { tournamentId: id, preview: 'true' }, file)).status).toBe(403);
      expect((await upload(olga, { tournamentId: '00000000-0000-4000-8000-000000000000' }, file)).status).toBe(404);
      // Access is decided before the file is read: a bad file from a stranger is still a 403.
      expect((await upload(oscar, { tournamentId: id }, { name: 'x.pdf', content: Buffer.from([0, 1, 2]) })).status).toBe(403);
      expect(await listOf(id)).toEqual([]);
      expectOk(await upload(admin, { tournamentId: id }, file), 201);
      expect((await listOf(id)).map((p) => p.name)).toEqual(['Anyone']);
    });
  });

  describe('when players may be added', () => {
    it('not once a round robin has paired round 1, nor once every Swiss round is paired (409, as add-player)', async () => {
      const o = organiserOf(t, olga);
      const robin = await o.create({ name: 'Robin', system: 'round_robin' });
      for (const name of ['A', 'B', 'C', 'D']) await o.add(robin, { name });
      await o.pair(robin, 1);
      const file = { name: 'p.csv', content: csv(['Name', 'Too Late']) };
      await expectRefused(
        await upload(olga, { tournamentId: robin, preview: 'true' }, file),
        409,
        /^Upload failed: A round robin takes no players once round 1 is paired.*without exception$/,
      );

      const short = await o.create({ name: 'Short', system: 'dutch', rounds: 1 });
      for (const name of ['A', 'B']) await o.add(short, { name });
      await o.pair(short, 1);
      await expectRefused(await upload(olga, { tournamentId: short }, file), 409, /All 1 rounds are paired/);
      expect((await listOf(short)).map((p) => p.name)).toEqual(['A', 'B']);
    });
  });
});
