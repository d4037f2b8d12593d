import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { boardClaimResponse, resultHistoryResponse, roundClaimsResponse, type BoardClaim, type ClaimedResult } from '@kingside/contract';
import { resultClaims } from '../db/schema/index.js';
import { call, testDatabaseKinds, useTestApp, type Answer, type TestApp } from '../test-support/index.js';
import { account, as, expectFailure, expectOk, useAccount, type Account } from '../test-support/accounts.js';
import { boardsOf, organiserOf } from '../test-support/event.js';

describe.each(testDatabaseKinds)('results confirmed by the players on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);

  /**
   * Four players who registered themselves, rated 2000 to 1700 (pairing numbers 1 to 4): round 1 pairs 1–3 on
   * board 1 and 4–2 on board 2, and is started.
   */
  async function startedRound(): Promise<{ id: string; board1: { white: Account; black: Account }; board2: { white: Account; black: Account } }> {
    const id = await o.create({ name: 'Claims Open', rounds: 3, enable_registration: true });
    const players: Account[] = [];
    for (const rating of [2000, 1900, 1800, 1700]) {
      const player = await account(t, 'player');
      expectOk(await as(t, player).post(`/api/players/register/${id}`, { rating }), 201);
      players.push(player);
    }
    expect(boardsOf(await o.pair(id, 1))).toEqual(['1-3', '4-2']);
    await o.start(id);
    return { id, board1: { white: players[0], black: players[2] }, board2: { white: players[3], black: players[1] } };
  }

  const boardUrl = (id: string, board: number, round = 1) => `/api/tournament/${id}/boards/${round}/${board}/result-claim`;
  const claim = (t: TestApp, who: Account, id: string, board: number, result: ClaimedResult) => as(t, who).post(boardUrl(id, board), { result });
  const claimed = (answer: Answer): BoardClaim => {
    expectOk(answer);
    return boardClaimResponse.parse(answer.body).data;
  };
  const arbitersList = async (id: string) => {
    const answer = await o.api.get(`/api/tournament/result-claims?round=1&tournamentId=${id}`);
    expectOk(answer);
    return roundClaimsResponse.parse(answer.body).data;
  };

  it('both players agreeing make the result pending for the arbiter, who accepts it with one entry recorded as theirs', async () => {
    const { id, board1 } = await startedRound();
    const before = claimed(await as(t, board1.black).get(boardUrl(id, 1)));
    expect(before).toMatchObject({
      colour: 'b',
      mine: null,
      theirs: null,
      state: 'open',
      result: null,
      closed: null,
      white: { pairingNumber: 1 },
      black: { pairingNumber: 3 },
    });

    expect(claimed(await claim(t, board1.white, id, 1, '1-0'))).toMatchObject({ colour: 'w', mine: '1-0', theirs: null, state: 'waiting' });
    expect(await arbitersList(id)).toMatchObject([{ board: 1, whiteClaim: '1-0', blackClaim: null, state: 'waiting' }]);
    const agreed = await claim(t, board1.black, id, 1, '1-0');
    expect(claimed(agreed)).toMatchObject({ mine: '1-0', theirs: '1-0', state: 'agreed', result: null });
    expect((agreed.body as { message: string }).message).toBe('Both players confirmed: the result waits for the arbiter');

    // Pending, not entered: the public pairings still show no result.
    expect((await o.pairings(id, 1)).rows.find((row) => row.board === 1)?.result).toBeNull();
    expect(await arbitersList(id)).toMatchObject([{ board: 1, white: expect.any(String), whiteClaim: '1-0', blackClaim: '1-0', state: 'agreed' }]);

    await o.score(id, 1, [{ board: 1, result: '1-0' }]);
    expect(await arbitersList(id)).toEqual([]);
    const history = resultHistoryResponse.parse((await o.api.get(`/api/tournament/result-history?round=1&tournamentId=${id}`)).body).data;
    expect(history).toMatchObject([{ board: 1, oldResult: null, newResult: '1-0', changedBy: { id: olga.id } }]);
    expect(claimed(await as(t, board1.white).get(boardUrl(id, 1)))).toMatchObject({
      state: 'entered',
      result: '1-0',
      closed: expect.stringMatching(/arbiter has entered/),
    });
  });

  it('different results flag the board as disputed; the arbiter’s entry wins over both', async () => {
    const { id, board1 } = await startedRound();
    claimed(await claim(t, board1.white, id, 1, '1-0'));
    const disputed = await claim(t, board1.black, id, 1, '1/2-1/2');
    expect(claimed(disputed)).toMatchObject({ mine: '1/2-1/2', theirs: '1-0', state: 'disputed' });
    expect((disputed.body as { message: string }).message).toBe('Your opponent confirmed another result: the arbiter decides');
    expect(await arbitersList(id)).toMatchObject([{ board: 1, whiteClaim: '1-0', blackClaim: '1/2-1/2', state: 'disputed' }]);

    // A player may take their claim back to the other's until the arbiter decides: the dispute is settled.
    expect(claimed(await claim(t, board1.black, id, 1, '1-0'))).toMatchObject({ state: 'agreed' });
    expect(claimed(await claim(t, board1.black, id, 1, '0-1'))).toMatchObject({ state: 'disputed' });

    await o.score(id, 1, [{ board: 1, result: '0-1' }]);
    expect(claimed(await as(t, board1.white).get(boardUrl(id, 1)))).toMatchObject({ state: 'entered', result: '0-1', mine: '1-0' });
    expect((await o.pairings(id, 1)).rows.find((row) => row.board === 1)?.result).toBe('0-1');
  });

  it('a player of another board, an organiser and an anonymous caller may not claim or read the board (403, 401), and nothing is recorded', async () => {
    const { id, board2 } = await startedRound();
    expectFailure(await claim(t, board2.white, id, 1, '1-0'), 403, 'Only the two players of board 1 may confirm its result');
    expectFailure(await as(t, board2.black).get(boardUrl(id, 1)), 403, 'Only the two players of board 1');
    expectFailure(await claim(t, olga, id, 1, '1-0'), 403);
    expectFailure(await claim(t, await account(t, 'player'), id, 1, '1-0'), 403);
    expectFailure(await as(t).post(boardUrl(id, 1), { result: '1-0' }), 401);
    expect(await t.database.db.select().from(resultClaims).where(eq(resultClaims.tournamentId, id))).toEqual([]);
    // Their own board answers them.
    expect(claimed(await claim(t, board2.white, id, 2, '1/2-1/2'))).toMatchObject({ board: 2, colour: 'w', state: 'waiting' });
    // The arbiter's list is the managers': a player is refused.
    expectFailure(await as(t, board2.white).get(`/api/tournament/result-claims?round=1&tournamentId=${id}`), 403);
  });

  it('a late confirmation, after the arbiter entered the result or after the round closed, gets a clear 409 and changes nothing', async () => {
    const { id, board1, board2 } = await startedRound();
    claimed(await claim(t, board1.white, id, 1, '1-0'));
    await o.score(id, 1, [{ board: 1, result: '1/2-1/2' }]);
    expectFailure(
      await claim(t, board1.black, id, 1, '0-1'),
      409,
      'The arbiter has entered the result of board 1: 1/2-1/2. Confirmations no longer change it. Your confirmation (0-1) was not recorded.',
    );
    expectFailure(await claim(t, board1.white, id, 1, '0-1'), 409, /arbiter has entered/);
    const stored = await t.database.db.select().from(resultClaims).where(eq(resultClaims.tournamentId, id));
    expect(stored.map((row) => row.result)).toEqual(['1-0']);

    // Closing the round scores the open board -/-: confirmations after it are late too.
    expectOk(await o.api.post('/api/tournament/trigger-round-cleanup', { tournamentId: id }));
    expectFailure(await claim(t, board2.white, id, 2, '1-0'), 409, /arbiter has entered the result of board 2: -\/-/);
    expect(claimed(await as(t, board2.white).get(boardUrl(id, 2)))).toMatchObject({ state: 'entered', result: '-/-', mine: null });
    expect((await o.pairings(id, 1)).rows.map((row) => row.result)).toEqual(['1/2-1/2', '-/-']);
  });

  it('before the round starts a confirmation is refused; bad addresses and results are a 400 or 404 naming what is wrong', async () => {
    const id = await o.create({ name: 'Early Open', rounds: 3, enable_registration: true });
    const players: Account[] = [];
    for (const rating of [2000, 1900]) {
      const player = await account(t, 'player');
      expectOk(await as(t, player).post(`/api/players/register/${id}`, { rating }), 201);
      players.push(player);
    }
    await o.pair(id, 1);
    expectFailure(await claim(t, players[0], id, 1, '1-0'), 409, /Round 1 has not started yet/);
    await o.start(id);
    expectFailure(await claim(t, players[0], id, 2, '1-0'), 404, 'Round 1 has no board 2');
    expectFailure(await as(t, players[0]).get(boardUrl(id, 1, 2)), 404, 'Round 2 is not paired yet');
    expectFailure(await as(t, players[0]).post(boardUrl(id, 1), { result: '+/-' }), 400, /^result: A result is one of 1-0 1\/2-1\/2 0-1/, 'result');
    expectFailure(await as(t, players[0]).get(`/api/tournament/${id}/boards/x/1/result-claim`), 400, /^round: /, 'round');
    expectFailure(await as(t, players[0]).get(`/api/tournament/${id}/boards/1/0/result-claim`), 400, /^board: Boards count from 1/, 'board');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectFailure(await call(t.app, 'GET', boardUrl(unknown, 1), { token: players[0].token }), 404, 'Tournament not found');
  });
});
