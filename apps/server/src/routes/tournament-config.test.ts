import { describe, expect, it } from 'vitest';
import { tournamentConfigResponse } from '@kingside/contract';
import { testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount, type Account } from '../test-support/accounts.js';
import { createTournament } from '../test-support/event.js';

const swiss = { name: 'Spring Open', system: 'dutch', rounds: 7, startDate: '2026-04-01', endDate: '2026-04-05', city: 'Leeds' };

describe.each(testDatabaseKinds)('tournament config API on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser', 'Olga');
  const oscar = useAccount(t, 'organiser', 'Oscar');

  const create = (who: Account, body: Record<string, unknown> = swiss) => createTournament(t, who, body);

  describe('config', () => {
    it('reads and changes the rules', async () => {
      const created = await create(olga);
      const before = tournamentConfigResponse.parse((await as(t, olga).get(`/api/tournament/config/${created.id}`)).body).data;
      expect(before).toEqual({
        pointSystem: { win: 1, draw: 0.5, loss: 0 },
        pabPoints: 1,
        acceleration: 'none',
        tiebreaks: ['BH/C1', 'BH', 'DE', 'WIN'],
        sharedPlaces: true,
        ratingType: 'standard',
        initialColour: null,
      });
      const answer = await as(t, olga).post(`/api/tournament/config/${created.id}`, {
        pointSystem: { win: 3, draw: 1, loss: 0 },
        acceleration: 'baku',
        tiebreaks: ['sb', 'bh/m1'],
        initialColour: 'b',
      });
      expectOk(answer);
      expect(tournamentConfigResponse.parse(answer.body).data).toMatchObject({
        pabPoints: 3,
        acceleration: 'baku',
        tiebreaks: ['SB', 'BH/M1'],
        initialColour: 'b',
      });
    });

    it('answers 400, 401, 403 and 404', async () => {
      const created = await create(olga);
      expectFailure(await as(t, olga).post(`/api/tournament/config/${created.id}`, { acceleration: 'fast' }), 400, /^acceleration: /, 'acceleration');
      expectFailure(await as(t, oscar).get(`/api/tournament/config/${created.id}`), 403);
      expectFailure(await as(t, oscar).post(`/api/tournament/config/${created.id}`, { sharedPlaces: false }), 403);
      expectFailure(await as(t).get(`/api/tournament/config/${created.id}`), 401);
      expectFailure(await as(t, olga).get('/api/tournament/config/00000000-0000-4000-8000-000000000000'), 404);
    });
  });
});
