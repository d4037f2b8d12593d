import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tournamentPayoutsResponse } from '@kingside/contract';
import { backupCommand } from '../../cli/backup.js';
import { restoreCommand } from '../../cli/restore.js';
import { loadConfig } from '../../config.js';
import { openDatabase, type Database } from '../../db/connection.js';
import { migrate } from '../../db/migrate.js';
import { lichessAccounts } from '../../db/schema/index.js';
import { call, createTestApp, createTestDatabase, testDatabaseKinds, type TestApp, type TestDatabaseKind } from '../../test-support/index.js';
import { seal, unseal } from '../core/sealed.js';
import { reconcilePayouts } from '../payouts/reconcile.js';
import { tournamentWithWinners } from '../../test-support/winners.js';
import { account, as, expectFailure, expectOk, type Account } from '../../test-support/accounts.js';
import { cleanUpAfterAll } from '../../test-support/clean-up.js';
import { publicTables } from './tables.js';

const passphrase = 'correct horse battery staple';
const lichessToken = 'lip_restored-token';

const { cleanUp, tempDir } = cleanUpAfterAll();

/** A DATA_DIR and a database of the kind, as the commands find them through the environment. */
interface Place {
  dataDir: string;
  env: NodeJS.ProcessEnv;
  open(): Promise<Database>;
}

async function placeFor(kind: TestDatabaseKind, { migrated }: { migrated: boolean }): Promise<Place> {
  const dataDir = tempDir('ks-sealed-data-');
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, DATA_DIR: dataDir, INIT_CWD: dataDir };
  if (kind === 'pglite') {
    const open = () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    if (migrated) {
      const database = await open();
      await migrate(database);
      await database.close();
    }
    return { dataDir, env, open };
  }
  const created = await createTestDatabase('postgres', { migrated });
  cleanUp(() => created.drop());
  await created.database.close();
  return { dataDir, env: { ...env, DATABASE_URL: created.url }, open: () => openDatabase({ kind: 'postgres', url: created.url! }) };
}

/** The server of a place, with the secrets its DATA_DIR keeps (generated on first start, as the real server does). */
async function serve(kind: TestDatabaseKind, place: Place, database: Database): Promise<TestApp> {
  const { tokenSecret } = loadConfig(place.env, place.dataDir);
  return createTestApp(kind, { database, config: { dataDir: place.dataDir, tokenSecret } });
}

/** A tournament with two prize winners whose payee details the organiser typed, and a lichess account connected. */
async function withSealedRows(t: TestApp) {
  const owner = await account(t, 'organiser', 'Olga Owner');
  const { tournamentId, winners } = await tournamentWithWinners(t, owner, [150_000, 50_000]);
  for (const [winner, vpa] of [
    [winners[0], 'asha@oksbi'],
    [winners[1], 'bala@okaxis'],
  ] as const) {
    expectOk(await call(t.app, 'PUT', `/api/players/payee-details/${winner.id}`, { body: { kind: 'upi', vpa, name: winner.name }, token: owner.token }));
  }
  await t.database.db.insert(lichessAccounts).values({
    userId: owner.id,
    lichessId: 'olga',
    lichessUsername: 'Olga',
    sealedToken: seal(t.config.tokenSecret, lichessToken),
    scopes: ['challenge:write'],
    connectedAt: t.clock.now(),
  });
  return { owner, tournamentId };
}

async function payouts(t: TestApp, owner: Account, tournamentId: string) {
  const answer = await as(t, owner).get(`/api/players/payouts/${tournamentId}`);
  expectOk(answer);
  return tournamentPayoutsResponse.parse(answer.body).data;
}

describe.each(testDatabaseKinds)('sealed data across a restore on %s', (kind) => {
  it('restore on a fresh DATA_DIR: payee details still pay', async () => {
    const place = await placeFor(kind, { migrated: true });
    const database = await place.open();
    const t = await serve(kind, place, database);
    const { owner, tournamentId } = await withSealedRows(t);
    await t.close();
    await database.close();

    const backupFile = path.join(tempDir('ks-sealed-backup-'), 'kingside.zip');
    const made = await backupCommand([backupFile], { ...place.env, BACKUP_PASSPHRASE: passphrase });
    expect(made.code, made.output).toBe(0);
    expect(made.output).toMatch(/readable by its owner only.*the server's keys \(sealed with the passphrase\)/);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);

    const fresh = await placeFor(kind, { migrated: false });
    const restored = await restoreCommand([backupFile], { ...fresh.env, BACKUP_PASSPHRASE: passphrase });
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/Keys: .*secrets\.json now holds the backup's keys; 2 payee details, 1 lichess tokens open with them\./);
    expect(statSync(path.join(fresh.dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);

    const freshDatabase = await fresh.open();
    const again = await serve(kind, fresh, freshDatabase);
    try {
      expect(again.config.tokenSecret).toBe(t.config.tokenSecret);
      // The organiser is still signed in, the payee details open, and a distribute pays through the sandbox.
      const before = await payouts(again, owner, tournamentId);
      expect(before.winners.map((winner) => winner.payee?.masked)).toEqual([expect.stringMatching(/@oksbi$/), expect.stringMatching(/@okaxis$/)]);
      expectOk(await as(again, owner).post('/api/players/distribute-prizes', { tournamentId }));
      again.clock.advance(5_000);
      await reconcilePayouts(again.app.ctx);
      expect((await payouts(again, owner, tournamentId)).winners.map((winner) => winner.status)).toEqual(['SUCCESS', 'SUCCESS']);
      const [connected] = await freshDatabase.db.select().from(lichessAccounts).where(eq(lichessAccounts.userId, owner.id));
      expect(unseal(again.config.tokenSecret, connected.sealedToken)).toBe(lichessToken);
    } finally {
      await again.close();
      await freshDatabase.close();
    }
  });

  it('restore refuses with the reason: no passphrase, a wrong one, or a TOKEN_SECRET that is not the backup’s; nothing changes', async () => {
    const place = await placeFor(kind, { migrated: true });
    const database = await place.open();
    const t = await serve(kind, place, database);
    const backupFile = path.join(tempDir('ks-sealed-backup-'), 'kingside.zip');
    try {
      await withSealedRows(t);
      const admin = await account(t, 'admin');
      expectFailure(await call(t.app, 'GET', '/api/admin/backup', { token: admin.token }), 400, /X-Backup-Passphrase header.*server's keys/);
      expectFailure(await call(t.app, 'GET', '/api/admin/backup', { token: admin.token, headers: { 'x-backup-passphrase': 'short' } }), 400, /at least 12/);
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/admin/backup',
        headers: { authorization: `Bearer ${admin.token}`, 'x-backup-passphrase': encodeURIComponent(passphrase) },
      });
      expect(answer.statusCode).toBe(200);
      writeFileSync(backupFile, answer.rawPayload);
    } finally {
      await t.close();
      await database.close();
    }
    const noBackup = await backupCommand([path.join(place.dataDir, 'none.zip')], place.env);
    expect(noBackup).toMatchObject({
      code: 2,
      output: expect.stringMatching(/^No backup was written: give the passphrase .*BACKUP_PASSPHRASE or --passphrase-file/),
    });

    const fresh = await placeFor(kind, { migrated: false });
    const untouched = async () => {
      expect(readdirSync(fresh.dataDir)).toEqual([]);
      if (kind === 'postgres') {
        const target = await fresh.open();
        try {
          expect(await target.rawTransaction((sql) => publicTables(sql.query))).toEqual([]);
        } finally {
          await target.close();
        }
      }
    };

    const withoutPassphrase = await restoreCommand([backupFile], fresh.env);
    expect(withoutPassphrase.code).toBe(1);
    expect(withoutPassphrase.output).toMatch(
      /^Nothing was restored: Sealed data would be lost — payee_details: all 2 rows \(payee details\); lichess_accounts: its 1 row \(lichess tokens\) — as they do not open with new secrets .*The backup carries its keys, sealed with a passphrase: give it \(BACKUP_PASSPHRASE or --passphrase-file FILE\)\./,
    );
    await untouched();

    const wrong = await restoreCommand([backupFile], { ...fresh.env, BACKUP_PASSPHRASE: 'incorrect horse battery staple' });
    expect(wrong).toEqual({ code: 1, output: "Nothing was restored: The passphrase does not open the backup's keys: check it and try again." });
    await untouched();

    const otherSecret = await restoreCommand([backupFile], {
      ...fresh.env,
      BACKUP_PASSPHRASE: passphrase,
      TOKEN_SECRET: 'another secret of 32 characters or more',
    });
    expect(otherSecret.code).toBe(1);
    expect(otherSecret.output).toMatch(
      /payee_details: all 2 rows .* do not open with the TOKEN_SECRET set here\. TOKEN_SECRET is set here and is not the backup's/,
    );
    await untouched();

    // The same backup with the passphrase from a file restores.
    const passphraseFile = path.join(tempDir('ks-sealed-pass-'), 'passphrase');
    writeFileSync(passphraseFile, `${passphrase}\n`, { mode: 0o600 });
    const restored = await restoreCommand([backupFile, '--passphrase-file', passphraseFile], fresh.env);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/2 payee details, 1 lichess tokens open with them/);
  });
});
