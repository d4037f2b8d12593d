import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiError, authResponse } from '@kingside/contract';
import { requireRole, requireUser, signedIn } from './http/guards.js';
import { call, createTestApp, testDatabaseKinds, type TestApp } from './test-support/index.js';

const bigScript = `console.log(${JSON.stringify('kingside '.repeat(400))});`;

const healthAnswer = z.object({ message: z.literal('ok'), data: z.object({ database: z.enum(['pglite', 'postgres']) }) });

describe.each(testDatabaseKinds)('the app on %s', (kind) => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'ks-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Kingside SPA</title>');
    writeFileSync(path.join(webDist, 'assets', 'main-abc123.js'), 'console.log("kingside")');
    // As the build writes them (apps/web/build/precompress.ts): the same file, compressed once.
    writeFileSync(path.join(webDist, 'assets', 'big-def456.js'), bigScript);
    writeFileSync(path.join(webDist, 'assets', 'big-def456.js.br'), brotliCompressSync(bigScript));
    writeFileSync(path.join(webDist, 'assets', 'big-def456.js.gz'), gzipSync(bigScript));
    t = await createTestApp(kind, {
      config: { webDist },
      extraRoutes: (app) => {
        app.get('/api/test/anyone', { preHandler: requireUser }, async (request) => ({ message: signedIn(request).user.email }));
        app.get('/api/test/organisers', { preHandler: requireRole('organiser', 'admin') }, async (request) => ({
          message: signedIn(request).user.role,
        }));
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers health with the database kind', async () => {
    const answer = await call(t.app, 'GET', '/api/health');
    expect(answer.status).toBe(200);
    expect(healthAnswer.parse(answer.body).data.database).toBe(kind);
  });

  describe('serving the web app', () => {
    it('serves index.html at / and for every SPA route', async () => {
      for (const url of ['/', '/sign-in', '/admin/dashboard', '/tournaments/12/pairings/3', '/no/such/page?x=1']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toContain('Kingside SPA');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });

    it('serves built files, long-cached', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('console.log("kingside")');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('sends the precompressed file to a browser that accepts it, and the plain one to others', async () => {
      const url = '/assets/big-def456.js';
      const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(bigScript);
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);
      const plain = await t.app.inject({ method: 'GET', url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(bigScript);
    });

    it('compresses API answers for clients that accept it', async () => {
      const compressed = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe('br');
      const plain = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    });

    it('answers 404 for a missing file, so a stale chunk fails to load instead of getting the page', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/assets/main-old999.js' })).statusCode).toBe(404);
    });

    it('answers unknown API paths and other methods with a JSON 404', async () => {
      for (const [method, url] of [
        ['GET', '/api/nothing-here'],
        ['POST', '/api/auth/nope'],
        ['GET', '/api'],
        ['POST', '/sign-in'],
      ] as const) {
        const answer = await call(t.app, method, url);
        expect(answer.status, url).toBe(404);
        expect(apiError.parse(answer.body).message).toBe(`Nothing at ${method} ${url}`);
      }
    });
  });

  it('answers bad requests with a 4xx and a message, never a 500', async () => {
    const asXml = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(asXml.statusCode).toBe(415);
    expect(apiError.parse(asXml.json()).message).toBe('Send the request body as JSON (Content-Type: application/json)');
    const asText = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(asText.statusCode).toBe(400);
    expect(apiError.parse(asText.json()).message).toBe('The request body is missing or not an object');
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(2_000_000) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(apiError.parse(tooLarge.json()).message).toBe('The request body is too large');
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBe(400);
    expect(apiError.parse(empty.json()).message).toBe('The request body is missing or not an object');
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/auth/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(apiError.parse(badUrl.json()).message).toMatch(/^Bad request: /);
    const wrongTypes = await call(t.app, 'POST', '/api/auth/login', { body: { email: ['a@b.test'], password: 12 } });
    expect(wrongTypes.status).toBe(400);
    expect(apiError.parse(wrongTypes.body).field).toBe('email');
  });

  describe('API docs', () => {
    it('serves the OpenAPI document built from the contract schemas', async () => {
      const answer = await call(t.app, 'GET', '/api/docs/json');
      expect(answer.status).toBe(200);
      const document = z.object({ openapi: z.string(), paths: z.record(z.string(), z.record(z.string(), z.unknown())) }).parse(answer.body);
      expect(document.openapi).toMatch(/^3\./);
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(['/api/health', '/api/auth/register', '/api/auth/login', '/api/auth/v1/send_otp', '/api/auth/v1/verify_otp']),
      );
      expect(JSON.stringify(document.paths['/api/auth/register'])).toContain('"organiser"');
      expect(Object.keys(document.paths).every((p) => p.startsWith('/api/'))).toBe(true);
    });

    it('serves the docs page', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    });
  });

  describe('role guards', () => {
    async function tokenOf(role: 'player' | 'organiser', email: string) {
      await call(t.app, 'POST', '/api/auth/register', { body: { name: 'Guarded', email, password: 'secret-pass', role } });
      const answer = await call(t.app, 'POST', '/api/auth/login', { body: { email, password: 'secret-pass' } });
      return authResponse.parse(answer.body).data.tokens.access.token;
    }

    it('lets a signed-in account through requireUser and keeps others out', async () => {
      const token = await tokenOf('player', 'guard-player@example.test');
      const answer = await call(t.app, 'GET', '/api/test/anyone', { token });
      expect(answer).toMatchObject({ status: 200, body: { message: 'guard-player@example.test' } });
      expect(apiError.parse((await call(t.app, 'GET', '/api/test/anyone')).body).message).toBe('Please sign in first');
      expect((await call(t.app, 'GET', '/api/test/anyone', { token: 'forged.token' })).status).toBe(401);
    });

    it('refuses a player where requireRole asks for organisers or admins', async () => {
      const player = await tokenOf('player', 'guard-player2@example.test');
      const refused = await call(t.app, 'GET', '/api/test/organisers', { token: player });
      expect(refused.status).toBe(403);
      expect(apiError.parse(refused.body).message).toBe('Only organisers and admins may do this');
      const organiser = await tokenOf('organiser', 'guard-organiser@example.test');
      expect(await call(t.app, 'GET', '/api/test/organisers', { token: organiser })).toMatchObject({ status: 200, body: { message: 'organiser' } });
      expect((await call(t.app, 'GET', '/api/test/organisers')).status).toBe(401);
    });
  });

  it('answers 503 from health when the database is gone', async () => {
    const own = await createTestApp(kind);
    await own.database.close();
    const answer = await call(own.app, 'GET', '/api/health');
    expect(answer.status).toBe(503);
    expect(apiError.parse(answer.body).message).toBe('The database does not answer');
    await own.close();
  });
});

describe('APP_KEY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { appKey: 'kingside-client-key' } });
  });
  afterAll(async () => t?.close());

  const login = (headers: Record<string, string>) =>
    call(t.app, 'POST', '/api/auth/login', { body: { email: 'someone@example.test', password: 'whatever1' }, headers });

  it('refuses API calls without the X-App-Key header, or with a wrong one', async () => {
    const attempts: Record<string, string>[] = [{}, { 'x-app-key': 'guess' }, { 'x-app-key': '' }];
    for (const headers of attempts) {
      const answer = await login(headers);
      expect(answer.status).toBe(401);
      expect(apiError.parse(answer.body).message).toBe('This API needs the application key in the X-App-Key header');
    }
    expect((await call(t.app, 'POST', '/api/auth/register', { body: {} })).status).toBe(401);
  });

  it('lets calls with the key through', async () => {
    const answer = await login({ 'x-app-key': 'kingside-client-key' });
    expect(answer.status).toBe(401);
    expect(apiError.parse(answer.body).message).toBe('Invalid email or password');
  });

  it('leaves health and the docs open', async () => {
    expect((await call(t.app, 'GET', '/api/health')).status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('explains a missing web build instead of serving nothing', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sign-in' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
  });
});

describe('defect 5, missing browser protections', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'ks-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Kingside SPA</title>');
    t = await createTestApp('pglite', { config: { webDist, trustProxy: 1 } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('sends a Content-Security-Policy that forbids foreign and inline scripts and framing, with nosniff and a referrer policy', async () => {
    for (const url of ['/', '/tournaments', '/api/health']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      const policy = String(headers['content-security-policy']);
      expect(policy, url).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("default-src 'self'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends HSTS only where the app is reached over TLS (X-Forwarded-Proto, believed with TRUST_PROXY)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const behindTls = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(behindTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('keeps the API docs page under the same policy (swagger-ui loads its scripts from files; e2e screens renders it)', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(String(docs.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(docs.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});
