import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../http/errors.js';
import { testDatabaseKinds, useTestApp } from '../../test-support/index.js';
import { as, expectFailure, expectOk, useAccount } from '../../test-support/accounts.js';
import { organiserOf } from '../../test-support/event.js';
import { checkEverySeated } from './pair.js';

describe.each(testDatabaseKinds)('a round the Dutch pairing cannot pair, on %s', (kind) => {
  const t = useTestApp(kind);
  const o = organiserOf(t, useAccount(t, 'organiser'));

  it('answers 409 saying why and what to do, changes nothing, and the tournament can still end', async () => {
    const id = await o.create({ rounds: 3 });
    const [anna, ben] = [await o.add(id, { name: 'Anna', rating: 2000 }), await o.add(id, { name: 'Ben', rating: 1900 })];
    await o.pair(id, 1);
    await o.start(id);
    await o.score(id, 1, [{ board: 1, result: '1-0' }]);
    // Two players who have met: a second game would break C1, and neither may take a bye while the other waits.
    expectFailure(
      await o.api.get(`/api/tournament/generate-pairing?round=2&tournamentId=${id}`),
      409,
      /^No valid pairing exists for round 2: no pairing of the 2 available players meets the FIDE absolute criteria .*; enter more players, or end the tournament after round 1$/,
    );
    const detail = await as(t).get(`/api/tournament/${id}`);
    expect(detail.body).toMatchObject({ data: { currentRound: 1, state: 'scored' } });
    expectOk(await o.api.patch(`/api/tournament/${id}`, { rounds: 1 }));
    expectOk(await o.api.post('/api/tournament/trigger-tournament-end', { tournamentId: id }));
    expect(anna.type).toBe('entry');
    expect(ben.type).toBe('entry');
  });
});

describe('checkEverySeated', () => {
  const refusal = (seated: number[], expected: number[]) => {
    try {
      checkEverySeated(4, seated, expected);
    } catch (error) {
      return error;
    }
    return undefined;
  };

  it('lets a pairing that seats every available player once through', () => {
    expect(refusal([1, 4, 2, 3, 5], [1, 2, 3, 4, 5])).toBeUndefined();
  });

  it('refuses with 409 naming who is left out, seated twice or not available', () => {
    const left = refusal([1, 2], [1, 2, 3]);
    expect(left).toBeInstanceOf(ApiFailure);
    expect(left).toMatchObject({
      statusCode: 409,
      message:
        'No valid pairing exists for round 4: the Dutch pairing does not seat every available player exactly once (pairing number 3 left out); nothing was saved',
    });
    expect((refusal([1, 2, 2, 7], [1, 2, 3, 4]) as ApiFailure).message).toContain('(pairing numbers 3, 4 left out; 2 seated twice; 7 not available)');
  });
});
