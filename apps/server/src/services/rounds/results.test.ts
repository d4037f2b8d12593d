import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../test-support/index.js';
import { useAccount } from '../../test-support/accounts.js';
import { organiserOf } from '../../test-support/event.js';
import { getPairings } from '../core/pairings.js';
import { resultHistory, uploadScores } from './results.js';
import { announced, serviceCaller } from '../../test-support/arbiter.js';

describe.each(testDatabaseKinds)('results on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);

  it('scores the round with its last result, records only real changes, and a correction keeps it scored', async () => {
    const { id } = await o.createWithPlayers(4, { rounds: 2 });
    await o.pair(id, 1);
    await o.start(id);
    const { ctx, user } = await serviceCaller(t, olga);
    expect((await uploadScores(ctx, user, id, 1, { results: [{ board: 1, result: '1-0' }] })).state).toBe('started');
    const both = {
      results: [
        { board: 1, result: '1-0' as const },
        { board: 2, result: '1/2-1/2' as const },
      ],
    };
    expect(await announced(ctx, id, 'results', () => uploadScores(ctx, user, id, 1, both))).toEqual(['results']);
    expect((await getPairings(ctx, id, 1)).state).toBe('scored');
    await uploadScores(ctx, user, id, 1, { results: [{ board: 2, result: '0-1' }] });
    expect((await getPairings(ctx, id, 1)).state).toBe('scored');
    const history = await resultHistory(ctx, user, id, 1);
    expect(history.map((change) => [change.board, change.oldResult, change.newResult])).toEqual([
      [1, null, '1-0'],
      [2, null, '1/2-1/2'],
      [2, '1/2-1/2', '0-1'],
    ]);
  });

  it('refuses a board listed twice, a bye, or a round not started, naming the field, and saves nothing', async () => {
    const { id } = await o.createWithPlayers(5, { rounds: 2 });
    const round = await o.pair(id, 1);
    const { ctx, user } = await serviceCaller(t, olga);
    await expect(uploadScores(ctx, user, id, 1, { results: [{ board: 1, result: '1-0' }] })).rejects.toMatchObject({
      statusCode: 409,
      message: 'Start round 1 first (trigger-round-start)',
    });
    await o.start(id);
    const twice = {
      results: [
        { board: 1, result: '1-0' as const },
        { board: 1, result: '0-1' as const },
      ],
    };
    await expect(uploadScores(ctx, user, id, 1, twice)).rejects.toMatchObject({
      statusCode: 400,
      field: 'results.1.board',
      message: 'results.1.board: board 1 is listed twice',
    });
    const bye = (round.rows.find((row) => row.kind === 'pairing_bye') as { board: number }).board;
    await expect(
      uploadScores(ctx, user, id, 1, {
        results: [
          { board: 1, result: '1-0' },
          { board: bye, result: '1-0' },
        ],
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      field: 'results.1.board',
      message: `results.1.board: board ${bye} is a bye or an absence; its score is fixed`,
    });
    expect(await resultHistory(ctx, user, id, 1)).toEqual([]);
  });
});
