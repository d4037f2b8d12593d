import { describe, expect, it } from 'vitest';
import { publicPlayersResponse, splitTournamentResponse } from '@kingside/contract';
import { testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';

describe.each(testDatabaseKinds)('split API on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const oscar = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);

  it('splits the entries by rating into sections, the strongest staying in the tournament', async () => {
    const { id } = await o.createWithPlayers(6, { rounds: 5 });
    const answer = await o.api.post(`/api/tournament/split-tournament/${id}`, { groups: 2 });
    expectOk(answer);
    const { message, data: sections } = splitTournamentResponse.parse(answer.body);
    expect(message).toBe('Split into 2 sections');
    expect(sections[0].id).toBe(id);
    const names = await Promise.all(
      sections.map(async (section) => publicPlayersResponse.parse((await as(t).get(`/api/players/${section.id}`)).body).data.map((p) => p.name)),
    );
    expect(names.map((list) => [...list].sort())).toEqual([
      ['Player A', 'Player B', 'Player C'],
      ['Player D', 'Player E', 'Player F'],
    ]);
  });

  it('refuses after round 1 is paired, a section of one, another organiser and bad input', async () => {
    const { id } = await o.createWithPlayers(4, { rounds: 5 });
    expectFailure(await o.api.post(`/api/tournament/split-tournament/${id}`, { groups: 3 }), 400, /a section needs at least 2/, 'groups');
    expectFailure(await o.api.post(`/api/tournament/split-tournament/${id}`, { groups: 1 }), 400, /At least 2 groups/, 'groups');
    expectFailure(await as(t, oscar).post(`/api/tournament/split-tournament/${id}`, { groups: 2 }), 403);
    expectFailure(await as(t).post(`/api/tournament/split-tournament/${id}`, { groups: 2 }), 401);
    await o.pair(id, 1);
    expectFailure(await o.api.post(`/api/tournament/split-tournament/${id}`, { groups: 2 }), 409, 'A tournament can only be split before round 1 is paired');
  });
});
