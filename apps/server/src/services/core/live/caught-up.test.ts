import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@kingside/contract';
import { openDatabase, type Database } from '../../../db/connection.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../test-support/index.js';
import { startLiveBus, type LiveBus } from './bus.js';
import { createCatchUp } from './caught-up.js';
import { publishChange } from './publish.js';

describe('catching up with the changes committed before asking', () => {
  /** Markers the fake channel was asked to carry, delivered only when the test says so. */
  function channel() {
    const sent: string[] = [];
    const catchUp = createCatchUp(async (payload) => void sent.push(payload), { limitMs: 60_000 });
    return { sent, catchUp, deliver: (i: number) => catchUp.heard(sent[i]) };
  }

  it('waits for its marker; who asks while a marker is in flight shares the next one, sent after it', async () => {
    const { sent, catchUp, deliver } = channel();
    const done: string[] = [];
    const first = catchUp.caughtUp().then(() => done.push('first'));
    const second = catchUp.caughtUp().then(() => done.push('second'));
    const third = catchUp.caughtUp().then(() => done.push('third'));
    await Promise.resolve();
    expect(sent).toHaveLength(1);
    expect(deliver(0)).toBe(true);
    await first;
    // The marker in flight may have been sent before the others' own writes committed: they wait for a new one.
    expect(done).toEqual(['first']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toHaveLength(2);
    deliver(1);
    await Promise.all([second, third]);
    expect(done).toEqual(['first', 'second', 'third']);
  });

  it("tells its own markers and other processes' apart from changes, and releases everyone when the listener resumes", async () => {
    const { catchUp } = channel();
    expect(catchUp.heard('kingside-caught-up:another-process:1')).toBe(true);
    expect(catchUp.heard(JSON.stringify({ tournamentId: 'x', kind: 'results', round: 1, at: '2026-03-01T10:00:00.000Z' }))).toBe(false);
    const waiting = catchUp.caughtUp();
    catchUp.releaseAll();
    await waiting;
  });

  it('goes on after its limit when the marker never comes back', async () => {
    const catchUp = createCatchUp(async () => undefined, { limitMs: 10 });
    await catchUp.caughtUp();
  });
});

describe.each(testDatabaseKinds)('the live bus on %s', (kind) => {
  let test: TestDatabase;
  let writer: Database | undefined;
  let bus: LiveBus;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
    // On PostgreSQL the change is committed by a connection of another instance, as behind a load balancer.
    if (test.url) writer = await openDatabase({ kind: 'postgres', url: test.url });
    bus = await startLiveBus(test.database, () => new Date());
  });
  afterAll(async () => {
    await bus.close();
    await writer?.close();
    await test.drop();
  });

  it('has heard every change committed before caughtUp was asked, every time', async () => {
    const tournamentId = '5b0c7f43-64c4-4f42-9f3e-0a7d9f1e2c11';
    const heard: LiveEvent[] = [];
    const unfollow = bus.subscribe(tournamentId, (event) => heard.push(event));
    const db = (writer ?? test.database).db;
    for (let round = 1; round <= 20; round++) {
      await db.transaction((tx) => publishChange(tx, tournamentId, 'results', round, new Date()));
      await bus.caughtUp();
      expect(heard.map((event) => event.round)).toEqual(Array.from({ length: round }, (_, i) => i + 1));
    }
    unfollow();
  });
});
