import { describe, expect, it, vi } from 'vitest';
import { managedTeamsResponse, myTeamsResponse, registeredTeamResponse, teamsResponse, type TeamEntryFee } from '@kingside/contract';
import { as, expectOk, useAccount } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';
import { testDatabaseKinds } from '../test-support/index.js';
import { useAppOnFakeJuspay } from '../test-support/fake-juspay.js';

// A team's entry fee through Juspay's order API, spoken over HTTP to the fake Juspay, whose webhooks settle it.
describe.each(testDatabaseKinds)('team entry fees through the fake Juspay on %s', (kind) => {
  const { fake, t } = useAppOnFakeJuspay(kind, { timeoutMs: 1_000 });
  const olga = useAccount(t, 'organiser', 'Olga Organiser');
  const cara = useAccount(t, 'player', 'Cara Captain');

  const league = () =>
    organiserOf(t, olga).create({ name: 'Juspay League', system: 'team_swiss', rounds: 5, boards: 2, enable_registration: true, entryFee: 500 });
  const register = async (tournamentId: string) => {
    const answer = await as(t, cara).post(`/api/tournament/${tournamentId}/team-registration`, { name: 'Knights' });
    expectOk(answer, 201);
    return registeredTeamResponse.parse(answer.body).data.fee as TeamEntryFee;
  };
  const feeStatuses = async (tournamentId: string) =>
    managedTeamsResponse.parse((await as(t, olga).get(`/api/tournament/${tournamentId}/teams/managed`)).body).data.teams.map((team) => team.feeStatus);
  const publicNames = async (tournamentId: string) =>
    teamsResponse.parse((await as(t).get(`/api/tournament/${tournamentId}/teams`)).body).data.teams.map((team) => team.name);
  /** The captain pays on Juspay's payment page; the webhook it sends meanwhile is waited for. */
  const payOnPage = async (fee: TeamEntryFee) => {
    const sent = fake.control.webhooks.length;
    const answer = await fetch(fee.paymentUrl as string, { method: 'POST', body: new URLSearchParams({ outcome: 'pay' }), redirect: 'manual' });
    expect(answer.status).toBe(303);
    await vi.waitFor(() => expect(fake.control.webhooks.length).toBeGreaterThan(sent), { timeout: 5_000 });
    return new URL(answer.headers.get('location') as string);
  };

  it('settles the team’s fee by the webhook alone, before the captain comes back, and a replay changes nothing', async () => {
    const id = await league();
    const fee = await register(id);
    expect(fee).toMatchObject({ status: 'awaiting_payment', amount: 50000 });
    expect(await feeStatuses(id)).toEqual(['awaiting_payment']);
    expect(await publicNames(id)).toEqual([]);
    const back = await payOnPage(fee);
    expect(back.pathname).toBe('/my-teams');
    expect(fake.control.webhooks.at(-1)).toMatchObject({ responseStatus: 200, body: { event_name: 'ORDER_SUCCEEDED' } });
    // Nobody asked My teams: the webhook paid the fee.
    expect(await feeStatuses(id)).toEqual(['paid']);
    expect(await publicNames(id)).toEqual(['Knights']);
    await fake.control.replayLastWebhook();
    expect(fake.control.webhooks.at(-1)).toMatchObject({ responseStatus: 200 });
    expect(await feeStatuses(id)).toEqual(['paid']);
    const [mine] = myTeamsResponse.parse((await as(t, cara).get('/api/my-teams')).body).data;
    expect(mine.fee).toMatchObject({ status: 'paid', paymentUrl: null });
  });
});
