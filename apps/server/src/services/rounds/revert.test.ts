import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../test-support/index.js';
import { useAccount } from '../../test-support/accounts.js';
import { organiserOf } from '../../test-support/event.js';
import { revertPairing } from './revert.js';
import { announced, serviceCaller } from '../../test-support/arbiter.js';

describe.each(testDatabaseKinds)('revertPairing on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);

  it('undoes the last round, announces it, and a late entry who came after it plays in it when it is paired again', async () => {
    const { id } = await o.createWithPlayers(4, { rounds: 3 });
    await o.pair(id, 1);
    const late = await o.add(id, { name: 'Late, Lena', rating: 1500 });
    expect(late.type).toBe('late_entry');
    const { ctx, user } = await serviceCaller(t, olga);
    let answer: unknown;
    expect(await announced(ctx, id, 'reverted', async () => (answer = await revertPairing(ctx, user, id, 1)))).toEqual(['reverted']);
    expect(answer).toEqual({ round: 1, currentRound: 0 });
    const again = await o.pair(id, 1);
    expect(again.rows.flatMap((row) => [row.player.name, row.opponent?.name])).toContain('Late, Lena');
  });

  it('refuses a round with a result, or one that is not the last paired, and changes nothing', async () => {
    const { id } = await o.createWithPlayers(4, { rounds: 3 });
    const paired = await o.pair(id, 1);
    await o.start(id);
    await o.score(id, 1, [{ board: 1, result: '1-0' }]);
    const { ctx, user } = await serviceCaller(t, olga);
    await expect(revertPairing(ctx, user, id, 1)).rejects.toMatchObject({
      statusCode: 409,
      message: 'Round 1 already has 1 result; it can no longer be reverted',
    });
    await expect(revertPairing(ctx, user, id, 2)).rejects.toMatchObject({ statusCode: 409, message: 'Only the last paired round (round 1) can be reverted' });
    expect((await o.pairings(id, 1)).rows.map((row) => row.board)).toEqual(paired.rows.map((row) => row.board));
  });
});
