import { describe, expect, it } from 'vitest';
import { myTournamentsResponse, ownFeedbackResponse, playerFeedbacksResponse, tournamentDetailsResponse } from '@kingside/contract';
import { testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';

describe.each(testDatabaseKinds)('players’ feedback on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const oscar = useAccount(t, 'organiser');
  const pia = useAccount(t, 'player', 'Pia Player');
  const paul = useAccount(t, 'player', 'Paul Player');
  const quinn = useAccount(t, 'player', 'Quinn Outsider');
  const o = organiserOf(t, olga);

  it('takes one feedback per player once the tournament has finished; the organiser reads them by name', async () => {
    const id = await o.create({ name: 'Feedback Open', rounds: 1, enable_registration: true, feedbacks: ['Organiser note'] });
    expectOk(await as(t, pia).post(`/api/players/register/${id}`, { rating: 1800 }), 201);
    expectOk(await as(t, paul).post(`/api/players/register/${id}`, { rating: 1700 }), 201);
    const url = `/api/tournament/${id}/feedback`;

    expectFailure(await as(t, pia).post(url, { text: 'Too early' }), 409, 'Feedback opens once the tournament has finished');
    await o.pair(id, 1);
    await o.start(id);
    await o.score(id, 1, [{ board: 1, result: '1-0' }]);
    expectOk(await o.api.post('/api/tournament/trigger-tournament-end', { tournamentId: id }));

    const first = await as(t, pia).post(url, { text: '  Great venue, quiet hall.  ' });
    expectOk(first);
    expect(ownFeedbackResponse.parse(first.body).data.text).toBe('Great venue, quiet hall.');
    t.clock.advance(60_000);
    expectOk(await as(t, paul).post(url, { text: 'Pairings were out on time.' }));
    t.clock.advance(60_000);
    // Writing again replaces the player's feedback: still one per player.
    expectOk(await as(t, pia).post(url, { text: 'Great venue; the clocks were slow to arrive.' }));

    const list = await o.api.get(`/api/tournament/${id}/feedbacks`);
    expectOk(list);
    expect(playerFeedbacksResponse.parse(list.body).data.map((f) => [f.playerName, f.text])).toEqual([
      ['Pia Player', 'Great venue; the clocks were slow to arrive.'],
      ['Paul Player', 'Pairings were out on time.'],
    ]);
    // The player sees their own on their home.
    const home = myTournamentsResponse.parse((await as(t, pia).get('/api/players/my-tournaments')).body).data;
    expect(home.past[0].feedback).toBe('Great venue; the clocks were slow to arrive.');
    // The tournament's own feedbacks field (in the tournament's record) is the organiser's and stays as it was.
    expect(tournamentDetailsResponse.parse((await as(t).get(`/api/tournament/${id}`)).body).data.feedbacks).toEqual(['Organiser note']);

    // Not a player of it, another organiser, nobody signed in, bad input: refused, nothing written.
    expectFailure(await as(t, quinn).post(url, { text: 'I was not there' }), 403, "Only the tournament's players may leave feedback on it");
    expectFailure(await as(t, oscar).get(`/api/tournament/${id}/feedbacks`), 403);
    expectFailure(await as(t, pia).get(`/api/tournament/${id}/feedbacks`), 403);
    expectFailure(await as(t).post(url, { text: 'Anonymous' }), 401);
    expectFailure(await as(t, paul).post(url, { text: '   ' }), 400, 'Your feedback is required', 'text');
    expectFailure(await as(t, paul).post(url, { text: 'x'.repeat(2001) }), 400, /at most 2000/, 'text');
    expectFailure(await as(t, paul).post('/api/tournament/00000000-0000-4000-8000-000000000000/feedback', { text: 'Where?' }), 404);
    const again = playerFeedbacksResponse.parse((await o.api.get(`/api/tournament/${id}/feedbacks`)).body).data;
    expect(again).toHaveLength(2);
  });
});
