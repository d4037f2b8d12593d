import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authResponse } from '@kingside/contract';
import { documentedRoutes, type DocumentedRoute } from '../test-support/openapi-routes.js';
import { fuzzedBody, fuzzedQuery, malformedJson, nastyValue, rawJson } from '../test-support/fuzz-values.js';
import { account } from '../test-support/accounts.js';
import { buildRouteFixture, pdf, png, type RouteFixture } from '../test-support/route-fixture.js';
import { streamStatus } from '../test-support/stream-status.js';
import { workbookOf } from '../test-support/workbooks.js';
import { changedTables, tableDigests, type TableDigests } from '../test-support/table-digests.js';
import { call, madeBeforeAll, multipart, testDatabaseKinds, useTestApp, type FormFile, type MultipartBody, type TestApp } from '../test-support/index.js';

/**
 * Tables a refused request may legitimately write: rate_limit_hits counts failed sign-ins, codes and
 * registrations per account and address, so guessing codes and mass sign-ups are slowed — counting refusals is its job.
 */
// Counters a refused request is meant to write: the per-address limits and the sign-in slow-downs.
const bookkeeping = ['rate_limit_hits', 'sign_in_slowdowns'];

/** The multipart routes: their text fields and file fields (and who may call them, if not the owner). */
const multipartRoutes: Record<string, { fields: string[]; files: string[]; caller?: 'admin' }> = {
  'POST /api/tournament/create': {
    fields: ['name', 'rounds', 'system', 'startDate', 'venue', 'entryFee', 'enable_registration'],
    files: ['logo', 'regulations', 'attachments'],
  },
  'PATCH /api/tournament/{id}': { fields: ['name', 'rounds', 'venue', 'city', 'feedbacks'], files: ['logo', 'regulations', 'attachments'] },
  'POST /api/tournament/{id}/files': { fields: [], files: ['logo', 'regulations', 'attachments'] },
  'POST /api/players/upload': { fields: ['tournamentId', 'preview', 'skipDuplicates'], files: ['file'] },
  'POST /api/players/upload-sheet': { fields: ['tournamentId', 'preview', 'skipDuplicates'], files: ['file'] },
  'POST /api/players/upload-prize-winning-players': { fields: ['tournamentId', 'preview'], files: ['file'] },
  'POST /api/players/import-fide-list': { fields: ['date'], files: ['file'], caller: 'admin' },
  'POST /api/tournament/import-bundle': { fields: [], files: ['file'] },
};

/** Real files of every kind the uploads take, to send whole, cut short, or with junk after them. */
async function realFiles(f: RouteFixture): Promise<Buffer[]> {
  return [
    png,
    pdf,
    Buffer.from(f.trf),
    Buffer.from('Name,FIDE ID,Rating,Birth date\nAnn Smith,1503014,2100,1990-02-01\nBob Jones,,abc,\n'),
    Buffer.from('Category,Place,Start no,Amount\nOverall,1,1,10\nOverall,2,99,-5\n'),
    await workbookOf([
      ['Name', 'Rating', 'Federation'],
      ['Ann Smith', 2100, 'IND'],
      ['Bob Jones', 'abc', null],
    ]),
    Buffer.from(
      'ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag\n',
    ),
  ];
}

function fuzzedFile(names: string[], files: Buffer[]): fc.Arbitrary<FormFile> {
  const content = fc.oneof(
    fc.constantFrom(...files),
    fc.tuple(fc.constantFrom(...files), fc.double({ min: 0, max: 1, noNaN: true })).map(([file, cut]) => file.subarray(0, Math.floor(file.length * cut))),
    fc.tuple(fc.constantFrom(...files), fc.uint8Array({ maxLength: 200 })).map(([file, junk]) => Buffer.concat([file, junk])),
    fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(Buffer.alloc(0)),
  );
  const name = fc.oneof(
    fc.constantFrom('players.csv', 'players.xlsx', 'logo.png', 'rules.pdf', 'list.txt', 'x.trf'),
    fc.constantFrom('', '../../../etc/passwd', 'a\u0000b.csv', 'a\ud800.png', 'a"b.pdf', '名前.csv', 'x'.repeat(1000)),
  );
  return fc.record({
    field: fc.oneof(fc.constantFrom(...names), fc.constantFrom('other', '', '__proto__')),
    name,
    content,
    type: fc.constantFrom('application/octet-stream', 'image/png', 'application/pdf', 'text/csv', 'image/svg+xml'),
  });
}

function fuzzedForm(spec: { fields: string[]; files: string[] }, ids: string[], files: Buffer[]): fc.Arbitrary<MultipartBody> {
  const text = fc.oneof(
    fc.constantFrom(...ids, 'true', 'false', '5', '2026-03-01', 'Fuzz Open'),
    nastyValue.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
  );
  const fieldNames = fc.oneof(fc.constantFrom(...(spec.fields.length > 0 ? spec.fields : ['name'])), fc.constantFrom('__proto__', 'constructor', 'x'));
  return fc
    .tuple(fc.dictionary(fieldNames, text, { maxKeys: spec.fields.length + 1 }), fc.array(fuzzedFile(spec.files, files), { maxLength: 3 }))
    .map(([fields, sent]) => multipart(fields, sent));
}

/** The owner's ids for each path parameter (so a request gets past "not found" to the body). */
function realParams(f: RouteFixture, route: DocumentedRoute): Record<string, string> {
  const byName: Record<string, string> = {
    id: f.main.id,
    tournamentId: f.main.id,
    fileId: f.main.fileId,
    winnerId: f.prizes.winners[0].id,
    jobId: f.fideImportJobId,
    entryId: f.entryFee.entryId,
    orderId: f.entryFee.orderId,
    attemptId: f.prizes.attemptId,
    token: 'not-a-link',
    type: 'all',
  };
  const byRoute: Record<string, Record<string, string>> = {
    'GET /api/juspay/status/{id}': { id: f.prizes.orderId },
    'PATCH /api/players/update-player-info/{id}': { id: f.main.players[0].uuid },
    'PATCH /api/players/update-winning-player/{id}': { id: f.prizes.winners[1].id },
    'GET /api/players/prize-winning-players/{id}/{type}': { id: f.prizes.id },
    'GET /api/players/prize-winning-players/{id}/public': { id: f.prizes.id },
    // Not the tournament every other route uses: a deletion that passes would leave them nothing to reach.
    'DELETE /api/tournament/{id}': { id: f.toDelete.owner },
    'POST /api/tournament/{id}/restore': { id: f.deleted.owner },
  };
  return Object.fromEntries(route.pathParams.map((name) => [name, byRoute[route.key]?.[name] ?? byName[name] ?? randomUUID()]));
}

interface Attempt {
  params: Record<string, string>;
  query?: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
}

/** Every request a route may get: its path parameters (mostly real), query string and body, all fuzzed. */
function attempts(route: DocumentedRoute, f: RouteFixture, ids: string[], files: Buffer[]): fc.Arbitrary<Attempt> {
  const real = realParams(f, route);
  const params = fc.oneof(
    { arbitrary: fc.constant(real), weight: 4 },
    {
      arbitrary: fc.record(
        Object.fromEntries(
          Object.keys(real).map((name) => [name, fc.oneof(fc.constantFrom(...ids), fc.constantFrom('x', '%00', '%ed%a0%80', '..', '-1', 'a'.repeat(3000)))]),
        ),
      ),
      weight: 1,
    },
  );
  const query = Object.keys(route.query).length > 0 ? fc.option(fuzzedQuery(route.query, ids), { freq: 6 }).map((q) => q ?? undefined) : fc.constant(undefined);
  const spec = multipartRoutes[route.key];
  const json = fc.oneof(
    { arbitrary: fuzzedBody(route.jsonBody, ids).map((body) => ({ payload: rawJson(body), headers: { 'content-type': 'application/json' } })), weight: 5 },
    { arbitrary: malformedJson.map((payload) => ({ payload, headers: { 'content-type': 'application/json' } })), weight: 1 },
    {
      arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'multipart/form-data').map((type) => ({
        payload: '{"a":1}',
        headers: { 'content-type': type },
      })),
      weight: 1,
    },
  );
  const body = spec
    ? fc.oneof(
        { arbitrary: fuzzedForm(spec, ids, files).map((form) => ({ payload: form.payload, headers: form.headers })), weight: 4 },
        { arbitrary: json, weight: 1 },
      )
    : route.jsonBody || route.method !== 'GET'
      ? json
      : fc.constant({ payload: undefined, headers: {} });
  return fc.record({ params, query, body }).map(({ params: p, query: q, body: b }) => ({ params: p, query: q, payload: b.payload, headers: b.headers }));
}

const urlOf = (route: DocumentedRoute, attempt: Attempt) =>
  `${route.path.replace(/\{(\w+)\}/g, (_, name: string) => attempt.params[name])}${attempt.query !== undefined ? `?${attempt.query}` : ''}`;

describe.each(testDatabaseKinds)('fuzzing every route on %s', (kind) => {
  const t = useTestApp(kind, { ownDataDir: true });
  const f = madeBeforeAll('The fixture', () => buildRouteFixture(t));
  const setting = madeBeforeAll('The fuzz setting', async () => {
    const routes = await documentedRoutes(t.app);
    const ids = [f.main.id, f.main.players[0].uuid, f.prizes.id, f.prizes.winners[0].id, f.entryFee.entryId, f.finished.id, randomUUID()];
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    return {
      routes,
      ids,
      files: await realFiles(f),
      digests: await tableDigests(t.database, bookkeeping),
      spare: await account(t, 'organiser', 'Sam Spare'),
      base: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
    };
  });

  /** Waits for background work a 2xx may have started (a FIDE list import) to finish, so it is not taken for a later request's write. */
  const settled = async () => {
    for (let waited = 0; waited < 30_000; waited += 50) {
      const running = await t.database.db.execute(sql`SELECT 1 FROM rating_list_imports WHERE state = 'running'`);
      if ((Array.isArray(running) ? running : (running as { rows: unknown[] }).rows).length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('a FIDE list import is still running after 30 s');
  };

  async function send(t: TestApp, route: DocumentedRoute, attempt: Attempt, token: string | undefined) {
    const headers = { ...attempt.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) };
    if (route.key === 'GET /api/tournament/{id}/live') {
      // A stream that opens never ends: read its status over real HTTP, then hang up.
      return streamStatus(`${setting.base}${urlOf(route, attempt)}`, headers);
    }
    const response = await t.app.inject({ method: route.method as 'GET', url: urlOf(route, attempt), payload: attempt.payload, headers });
    return { status: response.statusCode, body: response.body };
  }

  it('fuzzes every documented route (the multipart list names only documented routes)', async () => {
    const keys = setting.routes.map((route) => route.key);
    expect(Object.keys(multipartRoutes).filter((key) => !keys.includes(key))).toEqual([]);
  });

  const callers = [
    { who: 'the owner', runs: { inputs: 30, multipart: 50, none: 4 } },
    { who: 'an anonymous caller', runs: { inputs: 8, multipart: 8, none: 2 } },
  ] as const;

  /** Counterexamples the fuzzing found, kept as they were found. */
  describe('regressions', () => {
    it('a JSON body declared multipart/form-data (no boundary, or one never closed) to a route of a plugin taking files is a 400 naming the form, not a 500', async () => {
      const before = await setting.digests();
      for (const url of ['/api/tournament/import-trf', '/api/players/upload']) {
        for (const type of ['multipart/form-data', 'multipart/form-data; boundary=xyz']) {
          const answer = await t.app.inject({
            method: 'POST',
            url,
            payload: '{"a":1}',
            headers: { 'content-type': type, authorization: `Bearer ${f.accounts.owner.token}` },
          });
          expect(answer.statusCode, `${url} ${type}: ${answer.body}`).toBe(400);
          expect(answer.json<{ message: string }>().message).toMatch(/^The multipart form is malformed/);
        }
      }
      // A JSON route of a plugin taking no files does not read multipart at all.
      const club = await t.app.inject({
        method: 'POST',
        url: '/api/tournament/create-club',
        payload: '{"a":1}',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz', authorization: `Bearer ${f.accounts.owner.token}` },
      });
      expect(club.statusCode, club.body).toBe(415);
      expect(changedTables(before, await setting.digests())).toEqual([]);
    });

    it('an award under ₹1 paid out is refused before anything is written (409 naming the least payout), not sent for the provider to refuse (502, failed attempts written)', async () => {
      const [winner] = f.prizes.winners;
      const owner = f.accounts.owner.token;
      const changed = await call(t.app, 'PATCH', `/api/players/update-winning-player/${winner.id}`, {
        body: { amount: 50, reason: 'fuzz counterexample' },
        token: owner,
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      const before = await setting.digests();
      const paid = await call(t.app, 'POST', '/api/players/distribute-prizes', { body: { tournamentId: f.prizes.id, winnerIds: [winner.id] }, token: owner });
      expect(paid.status, JSON.stringify(paid.body)).toBe(409);
      expect((paid.body as { message: string }).message).toMatch(/₹0\.50 is under ₹1, the least a payout can be/);
      expect(changedTables(before, await setting.digests())).toEqual([]);
    });

    it('an entry fee under ₹1 is refused when the tournament is made (400 naming entryFee), not by the provider at every registration (502)', async () => {
      const owner = f.accounts.owner.token;
      const before = await setting.digests();
      for (const entryFee of [0.5, 0.01, 1e-9]) {
        const made = await call(t.app, 'POST', '/api/tournament/create', {
          body: { name: 'Small Fee Open', rounds: 5, enable_registration: true, entryFee },
          token: owner,
        });
        expect(made.status, JSON.stringify(made.body)).toBe(400);
        expect(made.body).toMatchObject({ field: 'entryFee' });
        const edited = await call(t.app, 'PATCH', `/api/tournament/${f.registrationOpen}`, { body: { entryFee }, token: owner });
        expect(edited.status, JSON.stringify(edited.body)).toBe(400);
      }
      expect(changedTables(before, await setting.digests())).toEqual([]);
    });
  });

  for (const caller of callers) {
    it(`never answers ${caller.who} with a 500, and changes nothing when it refuses`, async () => {
      let known: TableDigests | undefined;
      for (const route of setting.routes) {
        const spec = multipartRoutes[route.key];
        const runs = spec ? caller.runs.multipart : route.jsonBody || Object.keys(route.query).length > 0 ? caller.runs.inputs : caller.runs.none;
        await fc.assert(
          fc.asyncProperty(attempts(route, f, setting.ids, setting.files), async (attempt) => {
            const role = caller.who === 'the owner' ? (spec?.caller ?? 'owner') : undefined;
            // Logging out ends the session it is sent with: a session of its own, so the owner stays signed in; an
            // account deletion that passes deletes the account it is sent by: a spare one.
            const token =
              role === undefined
                ? undefined
                : route.key === 'POST /api/auth/logout'
                  ? authResponse.parse(
                      (await call(t.app, 'POST', '/api/auth/login', { body: { email: f.accounts.owner.email, password: 'correct horse' } })).body,
                    ).data.tokens.access.token
                  : route.key === 'DELETE /api/auth/account'
                    ? setting.spare.token
                    : f.accounts[role].token;
            // The login above wrote a session: the digests are taken after it.
            if (route.key === 'POST /api/auth/logout') known = undefined;
            known ??= await setting.digests();
            const answer = await send(t, route, attempt, token);
            expect(answer.status, `${route.key} ${urlOf(route, attempt)}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
            if (answer.status >= 400) {
              const [before, after] = [known, await setting.digests()];
              // The next run (a shrinking one too) starts from what is there now, not from what this one was given.
              known = after;
              expect(changedTables(before, after), `${route.key} answered ${answer.status} (${answer.body.slice(0, 200)}) but wrote`).toEqual([]);
            } else {
              await settled();
              known = undefined;
            }
          }),
          // Shared between the databases, so the file takes about as long with PostgreSQL as without.
          { numRuns: Math.max(1, Math.round(runs / testDatabaseKinds.length)) },
        );
      }
      // Every route in one test (the routes are known only once the app runs): minutes on a loaded machine, not the usual one.
    }, 300_000);
  }
});
