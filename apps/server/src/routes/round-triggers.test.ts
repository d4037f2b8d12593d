import { describe, expect, it } from 'vitest';
import { tournamentResponse } from '@kingside/contract';
import { call, testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { organiserOf, resultsFor } from '../test-support/event.js';

const whiteWins = () => '1-0' as const;

describe.each(testDatabaseKinds)('round triggers API on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);

  const swiss = (players: number, body: Record<string, unknown> = {}) => o.createWithPlayers(players, { rounds: 5, ...body });
  const pairingUrl = (call: string, id: string, round: number) => `/api/tournament/${call}?round=${round}&tournamentId=${id}`;

  it('closes a round with cleanup, ends the tournament, and then refuses changes', async () => {
    const { id } = await swiss(4, { rounds: 1 });
    expectFailure(await o.api.post('/api/tournament/trigger-round-cleanup', { tournamentId: id }), 409, 'Pair round 1 first');
    expectFailure(await o.api.post('/api/tournament/trigger-round-start', { tournamentId: id }), 409, 'Pair round 1 first');
    expectFailure(await o.api.post('/api/tournament/trigger-tournament-end', { tournamentId: id }), 409, 'Pair round 1 first');
    const inHindi = await call(t.app, 'POST', '/api/tournament/trigger-round-start', {
      body: { tournamentId: id },
      token: olga.token,
      headers: { 'accept-language': 'hi' },
    });
    expectFailure(inHindi, 409, 'पहले राउंड 1 की जोड़ियाँ बनाएँ');
    await o.pair(id, 1);
    expectFailure(await o.api.post('/api/tournament/trigger-round-cleanup', { tournamentId: id }), 409, 'Start round 1 first');
    await o.start(id);
    await o.score(id, 1, [{ board: 1, result: '1-0' }]);
    const cleaned = await o.api.post('/api/tournament/trigger-round-cleanup', { tournamentId: id });
    expectOk(cleaned);
    expect(tournamentResponse.parse(cleaned.body)).toMatchObject({ message: 'Round 1 closed: 1 board without a result scored -/-', data: { state: 'scored' } });
    const inArabic = await call(t.app, 'POST', '/api/tournament/trigger-round-cleanup', {
      body: { tournamentId: id },
      token: olga.token,
      headers: { 'accept-language': 'ar' },
    });
    expectFailure(inArabic, 409, 'اكتملت نتائج الجولة 1 بالفعل');
    expect((await o.pairings(id, 1)).rows[1]).toMatchObject({ result: '-/-', player: { result: '-' }, opponent: { result: '-' } });
    expectFailure(await o.api.post('/api/tournament/trigger-round-cleanup', { tournamentId: id }), 409, 'Round 1 is already scored');
    expectFailure(await o.api.get(pairingUrl('generate-pairing', id, 2)), 409, 'The tournament has 1 rounds; change the number of rounds to pair more');
    const ended = await o.api.post('/api/tournament/trigger-tournament-end', { tournamentId: id });
    expectOk(ended);
    expect(tournamentResponse.parse(ended.body).data).toMatchObject({ state: 'finished' });
    expectFailure(await o.api.post('/api/tournament/trigger-tournament-end', { tournamentId: id }), 409, 'The tournament has already finished');
    expectFailure(await o.api.get(pairingUrl('revert-pairing', id, 1)), 409, 'The tournament has finished');
    expectFailure(
      await o.api.post(`/api/players/add-player/${id}`, { name: 'After the end' }),
      409,
      'The tournament has finished; its players can no longer change',
    );

    const longer = await swiss(4, { rounds: 2 });
    const r1 = await o.pair(longer.id, 1);
    await o.start(longer.id);
    await o.score(longer.id, 1, resultsFor(r1, whiteWins));
    expectFailure(
      await o.api.post('/api/tournament/trigger-tournament-end', { tournamentId: longer.id }),
      409,
      'Pair round 2 first (the tournament has 2 rounds)',
    );
    expectFailure(
      await o.api.patch(`/api/tournament/${longer.id}`, { system: 'round_robin' }),
      409,
      /^system: The pairing system cannot change once round 1 is paired/,
      'system',
    );
    expectFailure(await o.api.patch(`/api/tournament/${longer.id}`, { acceleration: 'baku' }), 409, /^acceleration: round 1 is paired/, 'fideMode');
  });
});
