import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError, endpoints } from '@kingside/contract';
import { tournaments } from '../db/schema/index.js';
import { minimumFreeBytes } from '../routes/health.js';
import { tinyPng } from '../test-support/images.js';
import { account, expectFailure, expectOk } from '../test-support/accounts.js';
import { call, createTestApp, createTestDatabase, multipart, testDatabaseKinds, useTestApp, type TestApp, type TestDatabase } from '../test-support/index.js';

describe('health reports the database and the free space of DATA_DIR', () => {
  const t = useTestApp('pglite', { ownDataDir: true });

  it('ready: 200 with the database kind and the free bytes above the minimum', async () => {
    const answer = await call(t.app, 'GET', '/api/health');
    expect(answer.status).toBe(200);
    const { disk, database } = endpoints.health.check.response[200].parse(answer.body).data;
    expect(database).toBe('pglite');
    expect(disk.minimumBytes).toBe(minimumFreeBytes);
    expect(disk.freeBytes).toBeGreaterThan(disk.minimumBytes);
  });
});

/**
 * A 1 MB tmpfs as DATA_DIR: a disk that is really full, without filling the machine's. Mounting needs
 * root (CI runs as root) allowed to mount; elsewhere these tests are skipped and say why.
 */
function mountTinyDisk(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ks-full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir], { stdio: 'pipe' });
    return dir;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

function unmount(dir: string) {
  execFileSync('umount', [dir]);
  rmSync(dir, { recursive: true, force: true });
}

/** Why the tiny disk cannot be had here, tried once as the tests are collected; undefined when it can. */
function whyNoTinyDisk(): string | undefined {
  if (process.getuid?.() !== 0) return 'mounting a 1 MB tmpfs needs root';
  try {
    unmount(mountTinyDisk());
    return undefined;
  } catch (error) {
    return `mount -t tmpfs failed: ${(error as Error).message.trim()}`;
  }
}

/** Writes `file` until the disk has no room left. */
function fillUp(file: string) {
  try {
    for (;;) appendFileSync(file, Buffer.alloc(4096));
  } catch (error) {
    expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
  }
}

const noTinyDisk = whyNoTinyDisk();
if (noTinyDisk) console.warn(`Skipping the full-disk tests: ${noTinyDisk}`);

describe.runIf(noTinyDisk === undefined)('a full disk', () => {
  let dataDir: string;
  let filler: string;
  let t: TestApp;
  beforeAll(async () => {
    dataDir = mountTinyDisk();
    filler = path.join(dataDir, 'filler');
    t = await createTestApp('pglite', { config: { dataDir } });
  });
  afterAll(async () => {
    await t?.close();
    if (dataDir) unmount(dataDir);
  });

  const fill = () => fillUp(filler);
  const createWithLogo = (token: string, name: string) =>
    call(t.app, 'POST', '/api/tournament/create', {
      token,
      form: multipart({ name, rounds: '5' }, [{ field: 'logo', name: 'logo.png', content: tinyPng() }]),
    });
  const tournamentCount = async () => (await t.database.db.select({ id: tournaments.id }).from(tournaments)).length;

  it('health says not ready (503, naming the free space); an upload answers 507 with a message and saves nothing; freed, both work again', async () => {
    const olga = await account(t, 'organiser', 'Olga');
    const small = await call(t.app, 'GET', '/api/health');
    expect(small.status).toBe(503);
    expect(apiError.parse(small.body).message).toMatch(/^The data directory has \d+\.\d MB free, under the 100\.0 MB the server needs$/);

    fill();
    const before = await tournamentCount();
    const refused = expectFailure(await createWithLogo(olga.token, 'Full Disk Open'), 507, /disk is full, so nothing was saved/);
    expect(refused.message).not.toMatch(/ENOSPC|\//);
    expect(await tournamentCount()).toBe(before);

    rmSync(filler);
    expectOk(await createWithLogo(olga.token, 'Room Again Open'), 201);
    expect(await tournamentCount()).toBe(before + 1);
  });
});

/**
 * PostgreSQL's own "disk full" (SQLSTATE 53100): the tournaments table moved into a tablespace on the
 * tiny disk, which the PostgreSQL server on this machine can write to.
 */
describe.runIf(noTinyDisk === undefined && testDatabaseKinds.includes('postgres'))('a full disk under PostgreSQL', () => {
  const tablespace = `ks_full_${randomBytes(4).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  let dir: string;
  let created: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    dir = mountTinyDisk();
    execFileSync('chown', ['postgres:postgres', dir]);
    created = await createTestDatabase('postgres');
    const client = new pg.Client({ connectionString: created.url });
    await client.connect();
    try {
      await client.query(`CREATE TABLESPACE ${tablespace} LOCATION '${dir}'`);
      await client.query(`ALTER TABLE public.tournaments SET TABLESPACE ${tablespace}`);
    } finally {
      await client.end();
    }
    t = await createTestApp('postgres', { database: created.database });
  });
  afterAll(async () => {
    await t?.close();
    await created?.drop();
    const client = admin();
    await client.connect();
    await client.query(`DROP TABLESPACE IF EXISTS ${tablespace}`).finally(() => client.end());
    if (dir) unmount(dir);
  });

  it('a tournament created on a full disk answers 507 with a message, and none is stored', async () => {
    const olga = await account(t, 'organiser', 'Olga');
    fillUp(path.join(dir, 'filler'));
    expectFailure(await call(t.app, 'POST', '/api/tournament/create', { token: olga.token, body: { name: 'No Room Open', rounds: 5 } }), 507, /disk is full/);
    expect(await t.database.db.select({ id: tournaments.id }).from(tournaments)).toEqual([]);
  });
});
