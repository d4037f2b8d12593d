import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../test-support/index.js';
import { useAccount } from '../../test-support/accounts.js';
import { organiserOf } from '../../test-support/event.js';
import { resultHistory } from './results.js';
import { cleanupRound, endTournament, startRound } from './round-triggers.js';
import { announced, serviceCaller } from '../../test-support/arbiter.js';

describe.each(testDatabaseKinds)('round triggers on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);

  it('starts a round, then closes it: each board still without a result is scored -/- in the history, by the arbiter', async () => {
    const { id } = await o.createWithPlayers(4, { rounds: 2 });
    await o.pair(id, 1);
    const { ctx, user } = await serviceCaller(t, olga);
    expect(await announced(ctx, id, 'round_started', () => startRound(ctx, user, id))).toEqual(['round_started']);
    await expect(startRound(ctx, user, id)).rejects.toMatchObject({ statusCode: 409, message: 'Round 1 has already started' });
    await o.score(id, 1, [{ board: 2, result: '0-1' }]);
    let closed: Awaited<ReturnType<typeof cleanupRound>> | undefined;
    expect(await announced(ctx, id, 'round_closed', async () => (closed = await cleanupRound(ctx, user, id)))).toEqual(['round_closed']);
    expect(closed?.closed).toEqual([1]);
    expect(closed?.tournament.state).toBe('scored');
    const history = await resultHistory(ctx, user, id, 1);
    expect(history.map((change) => [change.board, change.oldResult, change.newResult, change.changedBy?.id])).toEqual([
      [2, null, '0-1', olga.id],
      [1, null, '-/-', olga.id],
    ]);
  });

  it('ends the tournament only once its last round is scored', async () => {
    const { id } = await o.createWithPlayers(4, { rounds: 2 });
    await o.pair(id, 1);
    await o.start(id);
    await o.score(id, 1, [
      { board: 1, result: '1-0' },
      { board: 2, result: '1-0' },
    ]);
    const { ctx, user } = await serviceCaller(t, olga);
    await expect(endTournament(ctx, user, id)).rejects.toMatchObject({ statusCode: 409, message: 'Pair round 2 first (the tournament has 2 rounds)' });
    await o.pair(id, 2);
    await o.start(id);
    await expect(endTournament(ctx, user, id)).rejects.toMatchObject({ statusCode: 409, message: 'Enter every result of round 2 first' });
    await o.score(id, 2, [
      { board: 1, result: '0-1' },
      { board: 2, result: '0-1' },
    ]);
    expect(await announced(ctx, id, 'finished', () => endTournament(ctx, user, id))).toEqual(['finished']);
    await expect(startRound(ctx, user, id)).rejects.toMatchObject({ statusCode: 409, message: 'The tournament has finished' });
  });
});
