import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tournamentFilesResponse, tournamentResponse, type TournamentFile } from '@kingside/contract';
import { call, multipart, testDatabaseKinds, useTestApp, type FormFile, type MultipartBody } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount, type Account } from '../test-support/accounts.js';
import { tinyPng } from '../test-support/images.js';

const png = tinyPng();
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-ish test image bytes')]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x20, 0, 0, 0]), Buffer.from('WEBPVP8 test bytes')]);
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`);
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
const html = Buffer.from('<!doctype html><script>alert(1)</script>');

describe.each(testDatabaseKinds)('tournament files on %s', (kind) => {
  const t = useTestApp(kind, { ownDataDir: true });
  const olga = useAccount(t, 'organiser', 'Olga');
  const oscar = useAccount(t, 'organiser', 'Oscar');
  const pia = useAccount(t, 'player', 'Pia');

  /** Every file under DATA_DIR/files, as tournament/file. */
  function onDisk(): string[] {
    const root = path.join(t.config.dataDir!, 'files');
    try {
      return readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
        .sort();
    } catch {
      return [];
    }
  }

  const send = (method: 'POST' | 'PATCH', url: string, who: Account | undefined, form: MultipartBody) => call(t.app, method, url, { token: who?.token, form });

  async function createWith(files: FormFile[], fields: Record<string, string> = { name: 'Files Open', rounds: '5' }) {
    const answer = await send('POST', '/api/tournament/create', olga, multipart(fields, files));
    expectOk(answer, 201);
    return tournamentResponse.parse(answer.body).data;
  }

  const downloadOf = (file: Pick<TournamentFile, 'url'>) => `${file.url}?download=true`;
  const fetchFile = (file: Pick<TournamentFile, 'url'>, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: file.url, headers });

  describe('upload on create', () => {
    it('stores a logo, regulations and attachments with the fields, and serves each back byte for byte', async () => {
      const files: FormFile[] = [
        { field: 'logo', name: 'club-logo.png', content: png, type: 'image/png' },
        { field: 'regulations', name: 'Regulations 2026.pdf', content: pdf('rules'), type: 'application/pdf' },
        { field: 'attachments', name: 'hotel.jpg', content: jpeg },
        { field: 'attachments', name: 'map.webp', content: webp },
      ];
      const created = await createWith(files, { name: 'Files Open', rounds: '5', city: 'York' });
      expect(created).toMatchObject({ name: 'Files Open', rounds: 5, city: 'York' });
      expect(
        created.files.map(({ kind, name, contentType, size }) => ({ kind, name, contentType, size })).sort((a, b) => a.name.localeCompare(b.name)),
      ).toEqual([
        { kind: 'logo', name: 'club-logo.png', contentType: 'image/png', size: png.length },
        { kind: 'attachments', name: 'hotel.jpg', contentType: 'image/jpeg', size: jpeg.length },
        { kind: 'attachments', name: 'map.webp', contentType: 'image/webp', size: webp.length },
        { kind: 'regulations', name: 'Regulations 2026.pdf', contentType: 'application/pdf', size: pdf('rules').length },
      ]);
      expect(onDisk().filter((file) => file.startsWith(created.id))).toHaveLength(4);

      for (const file of created.files) {
        expect(file.url).toBe(`/api/tournament/${created.id}/files/${file.id}`);
        const sent = files.find((part) => part.name === file.name)!;
        const served = await fetchFile(file);
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(Buffer.from(sent.content))).toBe(true);
        expect(served.headers['content-type']).toBe(file.contentType);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.headers['cache-control']).toMatch(/public/);
        expect(served.headers['content-disposition']).toMatch(/^inline; filename=/);
      }
      const regulations = created.files.find((file) => file.kind === 'regulations')!;
      const download = await t.app.inject({ method: 'GET', url: `${regulations.url}?download=true` });
      expect(download.headers['content-disposition']).toBe(`attachment; filename="Regulations 2026.pdf"; filename*=UTF-8''Regulations%202026.pdf`);

      // The public detail and the public file list show them too.
      const detail = tournamentResponse.parse((await as(t).get(`/api/tournament/${created.id}`)).body).data;
      expect(detail.files).toHaveLength(4);
      const list = await as(t).get(`/api/tournament/${created.id}/files`);
      expectOk(list);
      expect(tournamentFilesResponse.parse(list.body).data).toHaveLength(4);
    });

    it('answers 304 when the cached copy is current', async () => {
      const created = await createWith([{ field: 'logo', name: 'logo.png', content: png }]);
      const first = await fetchFile(created.files[0]);
      const again = await fetchFile(created.files[0], { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    });

    it('keeps a safe name: no folders, no control characters', async () => {
      const created = await createWith([{ field: 'attachments', name: '../../etc/passwd.pdf', content: pdf('x') }]);
      expect(created.files[0].name).toBe('passwd.pdf');
      const quoted = await createWith([{ field: 'attachments', name: "Kid's rules (v2)*.pdf", content: pdf('q') }]);
      const served = await t.app.inject({ method: 'GET', url: downloadOf(quoted.files[0]) });
      expect(served.headers['content-disposition']).toBe(`attachment; filename="Kid's rules (v2)*.pdf"; filename*=UTF-8''Kid%27s%20rules%20%28v2%29%2A.pdf`);
    });

    it('judges the type by the bytes, not the name or the claimed type (415 naming the field)', async () => {
      const before = onDisk();
      expectFailure(
        await send(
          'POST',
          '/api/tournament/create',
          olga,
          multipart({ name: 'Bad logo', rounds: '5' }, [{ field: 'logo', name: 'logo.png', content: html, type: 'image/png' }]),
        ),
        415,
        /^logo: the file is a web page \(HTML\), which is not accepted/,
        'logo',
      );
      expectFailure(
        await send(
          'POST',
          '/api/tournament/create',
          olga,
          multipart({ name: 'Bad rules', rounds: '5' }, [{ field: 'regulations', name: 'rules.pdf', content: png, type: 'application/pdf' }]),
        ),
        415,
        /^regulations: the file is not a PDF/,
        'regulations',
      );
      expect(onDisk()).toEqual(before);
    });

    // evil.html holding a PNG was stored and offered for download as evil.html; a page starting <html> passed as a PDF.
    it('names a file after the type of its bytes and serves it as that type only, never as a page', async () => {
      const created = await createWith([{ field: 'logo', name: 'evil.html', content: png, type: 'text/html' }]);
      expect(created.files[0]).toMatchObject({ name: 'evil.png', contentType: 'image/png' });
      const served = await t.app.inject({ method: 'GET', url: downloadOf(created.files[0]) });
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toBe(`attachment; filename="evil.png"; filename*=UTF-8''evil.png`);
      const before = onDisk();
      expectFailure(
        await send(
          'POST',
          '/api/tournament/create',
          olga,
          multipart({ name: 'Page as rules', rounds: '5' }, [
            { field: 'regulations', name: 'rules.pdf', content: '<html><script>alert(1)</script></html>\n%PDF-1.4\n%%EOF\n', type: 'application/pdf' },
          ]),
        ),
        415,
        /^regulations: the file is a web page \(HTML\), which is not accepted \(it can carry scripts\); send a PDF$/,
        'regulations',
      );
      expect(onDisk()).toEqual(before);
    });

    it('refuses SVG, which can carry scripts (415)', async () => {
      expectFailure(
        await send(
          'POST',
          '/api/tournament/create',
          olga,
          multipart({ name: 'Svg', rounds: '5' }, [{ field: 'logo', name: 'logo.svg', content: svg, type: 'image/svg+xml' }]),
        ),
        415,
        /^logo: SVG is not accepted/,
        'logo',
      );
    });

    it('refuses a file over its limit (413 naming the field) and creates nothing', async () => {
      const before = await as(t, olga).get('/api/tournament/get-tournaments?query=Too%20big');
      const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
      expectFailure(
        await send('POST', '/api/tournament/create', olga, multipart({ name: 'Too big', rounds: '5' }, [{ field: 'logo', name: 'big.png', content: big }])),
        413,
        /^logo: the file is larger than 2 MB/,
        'logo',
      );
      const after = await as(t, olga).get('/api/tournament/get-tournaments?query=Too%20big');
      expect(after.body).toEqual(before.body);
    });

    it('takes a document up to 10 MB, far past the 1 MB JSON body limit, and refuses one byte more (413)', async () => {
      const padding = (bytes: number) => Buffer.concat([pdf('big'), Buffer.alloc(bytes - pdf('big').length, 0x20)]);
      const created = await createWith([{ field: 'regulations', name: 'big.pdf', content: padding(10 * 1024 * 1024) }]);
      expect(created.files[0].size).toBe(10 * 1024 * 1024);
      expect((await fetchFile(created.files[0])).rawPayload.equals(padding(10 * 1024 * 1024))).toBe(true);
      expectFailure(
        await send(
          'POST',
          `/api/tournament/${created.id}/files`,
          olga,
          multipart({}, [{ field: 'attachments', name: 'huge.pdf', content: padding(10 * 1024 * 1024 + 1) }]),
        ),
        413,
        /^attachments: the file is larger than 10 MB/,
        'attachments',
      );
    });

    it('refuses an unknown file field, an empty file, and a second logo (400 naming the field)', async () => {
      expectFailure(
        await send('POST', '/api/tournament/create', olga, multipart({ name: 'X', rounds: '5' }, [{ field: 'photo', name: 'a.png', content: png }])),
        400,
        /^photo: unknown file field/,
        'photo',
      );
      expectFailure(
        await send(
          'POST',
          '/api/tournament/create',
          olga,
          multipart({ name: 'X', rounds: '5' }, [{ field: 'regulations', name: 'a.pdf', content: Buffer.alloc(0) }]),
        ),
        400,
        /^regulations: the file is empty/,
        'regulations',
      );
      const inHindi = await call(t.app, 'POST', '/api/tournament/create', {
        token: olga.token,
        form: multipart({ name: 'X', rounds: '5' }, [{ field: 'regulations', name: 'a.pdf', content: Buffer.alloc(0) }]),
        headers: { 'accept-language': 'hi' },
      });
      expectFailure(inHindi, 400, 'regulations: फ़ाइल खाली है', 'regulations');
      expectFailure(
        await send(
          'POST',
          '/api/tournament/create',
          olga,
          multipart({ name: 'X', rounds: '5' }, [
            { field: 'logo', name: 'a.png', content: png },
            { field: 'logo', name: 'b.png', content: png },
          ]),
        ),
        400,
        /^logo: at most 1 in one request/,
        'logo',
      );
    });

    it('leaves no file behind when the tournament cannot be created', async () => {
      const before = onDisk();
      // A club that does not exist: the files were fine, the tournament is refused after them.
      const answer = await send(
        'POST',
        '/api/tournament/create',
        olga,
        multipart({ name: 'Orphan', rounds: '5', clubId: '00000000-0000-4000-8000-000000000000' }, [
          { field: 'logo', name: 'logo.png', content: png },
          { field: 'regulations', name: 'rules.pdf', content: pdf('orphan') },
        ]),
      );
      expectFailure(answer, 404, /Club not found/);
      expect(onDisk()).toEqual(before);
      // And a bad field (checked before anything is stored) leaves nothing either.
      expectFailure(
        await send('POST', '/api/tournament/create', olga, multipart({ name: 'Orphan', rounds: 'many' }, [{ field: 'logo', name: 'logo.png', content: png }])),
        400,
        /^rounds:/,
        'rounds',
      );
      expect(onDisk()).toEqual(before);
    });

    it('reads no file from someone who may not create tournaments (401, 403)', async () => {
      const body = multipart({ name: 'Nope', rounds: '5' }, [{ field: 'logo', name: 'logo.png', content: png }]);
      expectFailure(await send('POST', '/api/tournament/create', undefined, body), 401);
      expectFailure(await send('POST', '/api/tournament/create', pia, body), 403);
    });
  });

  describe('upload on edit', () => {
    it('adds files with the fields; a new logo replaces the old one, on disk too', async () => {
      const created = await createWith([{ field: 'logo', name: 'old.png', content: png }], { name: 'Edit Open', rounds: '5' });
      const oldLogo = created.files[0];
      const newLogo = Buffer.concat([png, Buffer.from('new')]);
      const answer = await send(
        'PATCH',
        `/api/tournament/${created.id}`,
        olga,
        multipart({ city: 'Bath' }, [
          { field: 'logo', name: 'new.png', content: newLogo },
          { field: 'attachments', name: 'schedule.pdf', content: pdf('schedule') },
        ]),
      );
      expectOk(answer);
      const updated = tournamentResponse.parse(answer.body).data;
      expect(updated.city).toBe('Bath');
      expect(updated.files.map((file) => file.name).sort()).toEqual(['new.png', 'schedule.pdf']);
      expect((await fetchFile(oldLogo)).statusCode).toBe(404);
      expect(onDisk().filter((file) => file.startsWith(created.id))).toHaveLength(2);
      const served = await fetchFile(updated.files.find((file) => file.kind === 'logo')!);
      expect(served.rawPayload.equals(newLogo)).toBe(true);
    });

    it('adds files from the files tab (POST /{id}/files) up to the attachment limit; the request over it changes nothing', async () => {
      const created = await createWith([]);
      const nine = Array.from({ length: 9 }, (_, i) => ({ field: 'attachments', name: `a${i}.pdf`, content: pdf(`a${i}`) }));
      const added = await send('POST', `/api/tournament/${created.id}/files`, olga, multipart({}, nine));
      expectOk(added, 201);
      expect(tournamentFilesResponse.parse(added.body).data).toHaveLength(9);
      const before = onDisk();
      const over = await send(
        'PATCH',
        `/api/tournament/${created.id}`,
        olga,
        multipart({ name: 'Renamed' }, [
          { field: 'attachments', name: 'x.pdf', content: pdf('x') },
          { field: 'attachments', name: 'y.pdf', content: pdf('y') },
        ]),
      );
      expectFailure(over, 400, /^attachments: a tournament keeps at most 10 attachments/, 'attachments');
      expect(onDisk()).toEqual(before);
      const detail = tournamentResponse.parse((await as(t).get(`/api/tournament/${created.id}`)).body).data;
      expect(detail.name).toBe(created.name);
      expect(detail.files).toHaveLength(9);
      expectFailure(await send('POST', `/api/tournament/${created.id}/files`, olga, multipart({})), 400, /send at least one file/);
    });

    it("refuses another organiser's tournament (403) and an unknown one (404), writing nothing", async () => {
      const created = await createWith([{ field: 'logo', name: 'logo.png', content: png }]);
      const before = onDisk();
      const body = multipart({ city: 'Hull' }, [{ field: 'attachments', name: 'a.pdf', content: pdf('a') }]);
      expectFailure(await send('PATCH', `/api/tournament/${created.id}`, oscar, body), 403);
      expectFailure(await send('POST', `/api/tournament/${created.id}/files`, oscar, body), 403);
      expectFailure(await send('POST', '/api/tournament/00000000-0000-4000-8000-000000000000/files', olga, body), 404);
      const gone = await t.app.inject({ method: 'DELETE', url: created.files[0].url, headers: { authorization: `Bearer ${oscar.token}` } });
      expect(gone.statusCode).toBe(403);
      expect(onDisk()).toEqual(before);
      expect((await fetchFile(created.files[0])).statusCode).toBe(200);
    });
  });

  describe('delete', () => {
    it('lets the organiser delete a file: gone from the list, the address and the disk', async () => {
      const created = await createWith([
        { field: 'regulations', name: 'rules.pdf', content: pdf('rules') },
        { field: 'attachments', name: 'a.pdf', content: pdf('a') },
      ]);
      const regulations = created.files.find((file) => file.kind === 'regulations')!;
      const answer = await t.app.inject({ method: 'DELETE', url: regulations.url, headers: { authorization: `Bearer ${olga.token}` } });
      expect(answer.statusCode).toBe(200);
      expect(tournamentFilesResponse.parse(answer.json()).data.map((file) => file.name)).toEqual(['a.pdf']);
      expect((await fetchFile(regulations)).statusCode).toBe(404);
      expect(onDisk()).not.toContain(`${created.id}${path.sep}${regulations.id}`);
      const again = await t.app.inject({ method: 'DELETE', url: regulations.url, headers: { authorization: `Bearer ${olga.token}` } });
      expect(again.statusCode).toBe(404);
    });

    it('serves no file through another tournament’s address', async () => {
      const first = await createWith([{ field: 'logo', name: 'logo.png', content: png }]);
      const second = await createWith([]);
      const answer = await t.app.inject({ method: 'GET', url: `/api/tournament/${second.id}/files/${first.files[0].id}` });
      expect(answer.statusCode).toBe(404);
    });
  });
});
