import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { playersRankingResponse, resultHistoryResponse } from '@kingside/contract';
import { drawLots } from '@kingside/engine';
import { ratedPlayers, resultChanges } from '../db/schema/index.js';
import { testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { boardsOf, organiserOf } from '../test-support/event.js';

describe.each(testDatabaseKinds)('results API on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const oscar = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);

  const swiss = (players: number, body: Record<string, unknown> = {}) => o.createWithPlayers(players, { rounds: 5, ...body });
  const pairingUrl = (call: string, id: string, round: number) => `/api/tournament/${call}?round=${round}&tournamentId=${id}`;

  it('ranks players after a round by points and the tie-breaks, via the engine', async () => {
    const { id, players } = await swiss(4, { tiebreaks: ['WIN', 'BH'] });
    // Player A is on the imported FIDE list with K 20; the others are not, so they get no rating change.
    await t.database.db.insert(ratedPlayers).values({ fideId: 9_100_001, name: 'A, Player', searchWords: ' a player ', standardRating: 2000, standardK: 20 });
    expectOk(await o.api.patch(`/api/players/update-player-info/${players[0].uuid}`, { fideId: 9_100_001 }));
    expectFailure(await as(t).get(`/api/tournament/players-ranking?round=1&tournamentId=${id}`), 404, 'No round is paired yet');
    const round1 = await o.pair(id, 1);
    await o.start(id);
    await o.score(id, 1, [
      { board: 1, result: '1-0' },
      { board: 2, result: '1/2-1/2' },
    ]);
    expect(boardsOf(round1)).toEqual(['1-3', '4-2']);
    const answer = await as(t).get(`/api/tournament/players-ranking?round=1&tournamentId=${id}`);
    expectOk(answer);
    const { data } = playersRankingResponse.parse(answer.body);
    expect(data.tiebreaks).toEqual(['WIN', 'BH']);
    // Players B (2) and D (4) stay tied after every tie-break: they share place 2, listed in the order of their lots.
    const [second, third] = drawLots(id, [2, 4]);
    const letter = (pairingNumber: number) => String.fromCharCode(64 + pairingNumber);
    expect(data.rows.map((r) => [r.key, r.rank, r.pairingNumber, r.points, r.tiebreaks.map((tb) => `${tb.code}=${tb.value}`).join(' ')])).toEqual([
      [1, 1, 1, 1, 'WIN=1 BH=0'],
      [2, 2, second, 0.5, 'WIN=0 BH=0.5'],
      [3, 2, third, 0.5, 'WIN=0 BH=0.5'],
      [4, 4, 3, 0, 'WIN=0 BH=1'],
    ]);
    expect(data.rows[0]).toMatchObject({ round: 1, name: 'Player A', isWithDrawn: false });
    // FIDE B.02: 2000 beats 1900 (expected 0.64): +0.36 × 20 = 7.2 → 7; a 100% score performs at 1900 + 800.
    const performance: Record<number, number> = { 2: 1850, 4: 1950 };
    expect(data.rows.map((r) => [r.name, r.performance, r.ratingChange])).toEqual([
      ['Player A', 2700, 7],
      [`Player ${letter(second)}`, performance[second], null],
      [`Player ${letter(third)}`, performance[third], null],
      ['Player C', 1200, null],
    ]);
    expectFailure(await as(t).get(`/api/tournament/players-ranking?round=x&tournamentId=${id}`), 400, /^round: /, 'round');

    const csvLine: Record<number, string> = { 2: '2,2,Player B,,,1950,0.5,0,0.5,1850,,', 4: '2,4,Player D,,,1850,0.5,0,0.5,1950,,' };
    const csv = await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/standings.csv` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="Test-Open-round-1.csv"');
    expect(csv.body.split('\r\n')).toEqual([
      'Rank,No,Name,Title,Fed,Rating,Points,WIN,BH,Performance,Rating change,Withdrawn',
      '1,1,Player A,,,2000,1,1,0,2700,7,',
      ...[second, third].map((n) => csvLine[n]),
      '4,3,Player C,,,1900,0,0,1,1200,,',
      '',
    ]);
    expectFailure(await as(t).get(`/api/tournament/players-ranking?round=2&tournamentId=${id}`), 404, 'Round 2 is not paired yet');
    const empty = await o.create({ rounds: 3 });
    expectFailure(await as(t).get(`/api/tournament/${empty}/standings.csv`), 404, 'No round is paired yet');
  });

  it('refuses bad results by naming the board, and records every change with who and when', async () => {
    const { id } = await swiss(5);
    const round1 = await o.pair(id, 1);
    expect(boardsOf(round1)).toEqual(['1-3', '4-2', '5:pairing_bye']);
    expect(round1.rows[2].player).toMatchObject({ result: 'U', is_scored: true });
    await o.start(id);
    const upload = (results: unknown) => o.api.post(`/api/tournament/score-upload?round=1&tournamentId=${id}`, { results });
    expectFailure(await upload([{ board: 7, result: '1-0' }]), 400, 'results.0.board: round 1 has no board 7', 'results.0.board');
    expectFailure(await upload([{ board: 3, result: '1-0' }]), 400, 'results.0.board: board 3 is a bye or an absence; its score is fixed', 'results.0.board');
    expectFailure(
      await upload([
        { board: 1, result: '1-0' },
        { board: 1, result: '0-1' },
      ]),
      400,
      'results.1.board: board 1 is listed twice',
      'results.1.board',
    );
    expectFailure(await upload([{ board: 1, result: '2-0' }]), 400, /^results\.0\.result: A result is one of/, 'results.0.result');
    expectFailure(await upload([]), 400, 'results: Send at least one result', 'results');
    expectFailure(
      await o.api.post(`/api/tournament/score-upload?round=0&tournamentId=${id}`, { results: [{ board: 1, result: '1-0' }] }),
      400,
      /^round: /,
      'round',
    );
    expectFailure(
      await o.api.post(`/api/tournament/score-upload?round=2&tournamentId=${id}`, { results: [{ board: 1, result: '1-0' }] }),
      409,
      'Round 2 is not paired yet',
    );

    await o.score(id, 1, [
      { board: 1, result: '1-0' },
      { board: 2, result: '+/-' },
    ]);
    t.clock.advance(60_000);
    const corrected = await o.score(id, 1, [
      { board: 1, result: '1/2-1/2' },
      { board: 2, result: '+/-' },
    ]);
    expect(corrected.state).toBe('scored');
    expect(corrected.rows[1].player).toMatchObject({ result: '+' });
    const history = await t.database.db.select().from(resultChanges).where(eq(resultChanges.tournamentId, id)).orderBy(resultChanges.id);
    expect(history.map((h) => [h.oldResult, h.newResult, h.changedBy])).toEqual([
      [null, '1-0', olga.id],
      [null, '+/-', olga.id],
      ['1-0', '1/2-1/2', olga.id],
    ]);
    expect(history[2].changedAt.getTime() - history[0].changedAt.getTime()).toBe(60_000);
    const served = resultHistoryResponse.parse((await o.api.get(pairingUrl('result-history', id, 1))).body).data;
    expect(served.map((c) => [c.board, c.white, c.black, c.oldResult, c.newResult, c.changedBy?.id])).toEqual([
      [1, 'Player A', 'Player C', null, '1-0', olga.id],
      [2, 'Player D', 'Player B', null, '+/-', olga.id],
      [1, 'Player A', 'Player C', '1-0', '1/2-1/2', olga.id],
    ]);
    expectFailure(await as(t, oscar).get(pairingUrl('result-history', id, 1)), 403);
  });
});
