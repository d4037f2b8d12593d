import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authResponse } from '@kingside/contract';
import { createAdminCommand } from '../../cli/create-admin.js';
import { openDatabase } from '../../db/connection.js';
import { call, createTestApp, testDatabaseKinds, useTestApp } from '../../test-support/index.js';
import { createOrPromoteAdmin, demoOrganiser, seedFirstStart } from './seed.js';
import { findUserByEmail } from './users.js';

describe.each(testDatabaseKinds)('first start on %s', (kind) => {
  const t = useTestApp(kind);

  const login = (email: string, password: string) => call(t.app, 'POST', '/api/auth/login', { body: { email, password } });

  it('creates the demo organiser and the env admin on an empty database, once', async () => {
    const admin = { email: 'Boss@Example.test', password: 'boss-secret' };
    const first = await seedFirstStart(t.database.db, t.clock.now, { seedDemo: true, admin });
    expect(first).toEqual({ demoCreated: true, demoUsable: true, admin: { email: admin.email, outcome: 'created' } });
    const demo = authResponse.parse((await login(demoOrganiser.email, demoOrganiser.password)).body);
    expect(demo.data.role).toBe('organiser');
    expect(authResponse.parse((await login('boss@example.test', 'boss-secret')).body).data.role).toBe('admin');

    const again = await seedFirstStart(t.database.db, t.clock.now, { seedDemo: true, admin: { ...admin, password: 'other-secret' } });
    expect(again).toEqual({ demoCreated: false, demoUsable: true, admin: { email: admin.email, outcome: 'exists' } });
    expect((await login('boss@example.test', 'boss-secret')).status).toBe(200);
  });

  it('stops showing the demo credentials once the demo password is changed', async () => {
    const demo = authResponse.parse((await login(demoOrganiser.email, demoOrganiser.password)).body);
    await call(t.app, 'PUT', '/api/auth/change-password', {
      token: demo.data.tokens.access.token,
      body: { currentPassword: demoOrganiser.password, newPassword: 'private-now' },
    });
    expect((await seedFirstStart(t.database.db, t.clock.now, { seedDemo: true })).demoUsable).toBe(false);
  });

  it('promotes an existing account with create-admin, with the new password, signing it out', async () => {
    await call(t.app, 'POST', '/api/auth/register', { body: { name: 'Pat', email: 'pat@example.test', password: 'player-pass', role: 'player' } });
    const player = authResponse.parse((await login('pat@example.test', 'player-pass')).body);
    expect(await createOrPromoteAdmin(t.database.db, t.clock.now, { email: 'PAT@example.test', password: 'admin-pass', name: 'Pat' })).toBe('promoted');
    expect((await call(t.app, 'POST', '/api/auth/get-user', { body: { token: player.data.tokens.access.token } })).status).toBe(401);
    expect(authResponse.parse((await login('pat@example.test', 'admin-pass')).body).data.role).toBe('admin');
    expect(await createOrPromoteAdmin(t.database.db, t.clock.now, { email: 'new-admin@example.test', password: 'admin-pass', name: 'New' })).toBe('created');
  });
});

describe('first start with SEED_DEMO=false', () => {
  it('creates no demo organiser', async () => {
    const t = await createTestApp('pglite');
    try {
      expect(await seedFirstStart(t.database.db, t.clock.now, { seedDemo: false })).toEqual({ demoCreated: false, demoUsable: false, admin: undefined });
      expect(await findUserByEmail(t.database.db, demoOrganiser.email)).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('npm run create-admin', () => {
  it('creates an admin in the database of DATA_DIR', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ks-admin-'));
    try {
      const env = { DATA_DIR: dataDir };
      expect(await createAdminCommand(['--email', 'Root@Example.test', '--password', 'root-secret', '--name', 'Root'], env)).toEqual({
        code: 0,
        output: 'Admin root@example.test created.',
      });
      expect(await createAdminCommand(['--email', 'root@example.test'], { ...env, ADMIN_PASSWORD: 'newer-secret' })).toEqual({
        code: 0,
        output: 'root@example.test is now an admin, with the new password.',
      });
      const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      try {
        expect(await findUserByEmail(database.db, 'root@example.test')).toMatchObject({ name: 'Root', role: 'admin' });
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('explains its usage when arguments are missing or wrong', async () => {
    const missing = await createAdminCommand(['--email', 'root@example.test'], {});
    expect(missing.code).toBe(2);
    expect(missing.output).toMatch(/^--password \(or ADMIN_PASSWORD\) is required\nUsage: npm run create-admin/);
    expect((await createAdminCommand(['--email', 'nope', '--password', 'root-secret'], {})).output).toMatch(/^--email must be an email address/);
    expect((await createAdminCommand(['--bogus'], {})).code).toBe(2);
    expect(await createAdminCommand(['--help'], {})).toMatchObject({ code: 0 });
  });
});
