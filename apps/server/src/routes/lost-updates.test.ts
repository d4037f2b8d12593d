import { describe, expect, it } from 'vitest';
import { resultHistoryResponse, roundPairingsResponse, type RoundPairings } from '@kingside/contract';
import { testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount, type Account } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';

/**
 * Issue 12, defect 10: two arbiters entering a result on the same board, the last write silently won. A change
 * now names the board's version it was made from; a change made meanwhile is refused with both results.
 */
describe.each(testDatabaseKinds)('defect 10, lost updates, on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const ada = useAccount(t, 'admin');

  async function startedRound() {
    const o = organiserOf(t, olga);
    const { id } = await o.createWithPlayers(4, { rounds: 3 });
    await o.pair(id, 1);
    await o.start(id);
    return id;
  }
  const upload = (who: Account, id: string, results: unknown[]) => as(t, who).post(`/api/tournament/score-upload?round=1&tournamentId=${id}`, { results });
  const board1 = (round: RoundPairings) => round.rows.find((row) => row.board === 1);
  const pairings = async (id: string) => roundPairingsResponse.parse((await as(t).get(`/api/tournament/get-pairings?round=1&tournamentId=${id}`)).body).data;

  it('refuses a change made from a version another arbiter has changed since, showing both results, and saves nothing', async () => {
    const id = await startedRound();
    expect(board1(await pairings(id))).toMatchObject({ result: null, resultVersion: 0 });

    const first = await upload(olga, id, [{ board: 1, result: '1-0', version: 0 }]);
    expectOk(first);
    expect(board1(roundPairingsResponse.parse(first.body).data)).toMatchObject({ result: '1-0', resultVersion: 1 });

    const stale = await upload(ada, id, [
      { board: 2, result: '1/2-1/2', version: 0 },
      { board: 1, result: '0-1', version: 0 },
    ]);
    expectFailure(
      stale,
      409,
      /^results\.1\.version: board 1 was changed meanwhile by .+: it now has 1-0, yours is 0-1\. Nothing was saved; keep 1-0, or enter 0-1 again to replace it$/,
      'results.1.version',
    );
    const after = await pairings(id);
    expect(board1(after)).toMatchObject({ result: '1-0', resultVersion: 1 });
    expect(after.rows.find((row) => row.board === 2)).toMatchObject({ result: null, resultVersion: 0 });

    // The second arbiter chooses to replace it, from the version now seen.
    const replaced = await upload(ada, id, [{ board: 1, result: '0-1', version: 1 }]);
    expectOk(replaced);
    expect(board1(roundPairingsResponse.parse(replaced.body).data)).toMatchObject({ result: '0-1', resultVersion: 2 });
    const history = resultHistoryResponse.parse((await as(t, olga).get(`/api/tournament/result-history?round=1&tournamentId=${id}`)).body).data;
    expect(history.filter((change) => change.board === 1).map((change) => [change.oldResult, change.newResult])).toEqual([
      [null, '1-0'],
      ['1-0', '0-1'],
    ]);
  });

  it('needs no decision when the result sent is the one already there, nor from a caller that sends no version', async () => {
    const id = await startedRound();
    expectOk(await upload(olga, id, [{ board: 1, result: '1-0', version: 0 }]));
    expectOk(await upload(ada, id, [{ board: 1, result: '1-0', version: 0 }]));
    expect(board1(await pairings(id))).toMatchObject({ result: '1-0', resultVersion: 1 });
    expectOk(await upload(ada, id, [{ board: 1, result: '1/2-1/2' }]));
    expect(board1(await pairings(id))).toMatchObject({ result: '1/2-1/2', resultVersion: 2 });
    expectFailure(await upload(olga, id, [{ board: 1, result: '1-0', version: -1 }]), 400, /^results\.0\.version: /, 'results.0.version');
  });

  it('lets exactly one of two arbiters who change the same board at once through', async () => {
    const id = await startedRound();
    const answers = await Promise.all([
      upload(olga, id, [{ board: 1, result: '1-0', version: 0 }]),
      upload(ada, id, [{ board: 1, result: '0-1', version: 0 }]),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(board1(await pairings(id))).toMatchObject({ resultVersion: 1 });
  });
});
