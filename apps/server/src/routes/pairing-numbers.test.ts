import { describe, expect, it } from 'vitest';
import { initialRanking } from '@kingside/engine';
import { managedPlayersResponse, tournamentResponse } from '@kingside/contract';
import { testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';

const commentLines = (trf: string) => trf.split('\r\n').filter((line) => line.startsWith('###'));
const whiteWins = () => '1-0' as const;

describe.each(testDatabaseKinds)('Pairing numbers (FIDE C.04.2 initial order, C.02 warning levels) on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const oscar = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);
  const detail = async (id: string) => tournamentResponse.parse((await as(t).get(`/api/tournament/${id}`)).body).data;
  const numbered = async (id: string) =>
    managedPlayersResponse
      .parse((await o.api.get(`/api/players/entries/${id}`)).body)
      .data.sort((a, b) => a.pairingNumber - b.pairingNumber)
      .map((p) => p.name);
  const trf = async (id: string) => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/trf`, headers: { authorization: `Bearer ${olga.token}` } });
    expect(answer.statusCode).toBe(200);
    return answer.body;
  };
  const setNumber = async (tournamentId: string, name: string, pairingNumber: number, confirmation?: string) => {
    const list = managedPlayersResponse.parse((await o.api.get(`/api/players/entries/${tournamentId}`)).body).data;
    const playerId = list.find((p) => p.name === name)?.uuid;
    return o.api.post('/api/players/set-pairing-number', { playerId, pairingNumber, confirmation });
  };
  /** Four players of equal rating, entered in the order Dora, Carla, Bea, Anna, with FIDE ids ordering them Bea, Dora, Anna, Carla. */
  const equalField = async (body: Record<string, unknown> = {}) => {
    const id = await o.create({ rounds: 5, ...body });
    const entered = [];
    for (const [name, fideId] of [
      ['Dora', 4100020],
      ['Carla', undefined],
      ['Bea', 4100018],
      ['Anna', 25000000],
    ] as const) {
      // A minute apart, as registrations come in.
      t.clock.advance(60_000);
      entered.push(await o.add(id, { name, rating: 1800, fideId }));
    }
    return { id, entered };
  };

  it('Pairing numbers: after rating and title, the organiser’s criterion: alphabetical by default, FIDE id, order of registration, or lots drawn from the tournament’s id', async () => {
    const { id, entered } = await equalField();
    expect(await detail(id)).toMatchObject({ initialOrder: 'name', pairingNumbersByHand: false });
    expect(await numbered(id)).toEqual(['Anna', 'Bea', 'Carla', 'Dora']);

    expectOk(await o.api.patch(`/api/tournament/${id}`, { initialOrder: 'fide-id' }));
    expect(await numbered(id)).toEqual(['Bea', 'Dora', 'Anna', 'Carla']);
    expectOk(await o.api.patch(`/api/tournament/${id}`, { initialOrder: 'registration' }));
    expect(await numbered(id)).toEqual(['Dora', 'Carla', 'Bea', 'Anna']);
    expectOk(await o.api.patch(`/api/tournament/${id}`, { initialOrder: 'lots' }));
    // The seed is the tournament's id, which the arbiter sees: anyone can draw the same lots again.
    const drawn = initialRanking(
      entered.map((p) => ({ name: p.name, rating: 1800, id: p.uuid })),
      { criterion: 'lots', seed: id },
    ).map((p) => p.name);
    expect(await numbered(id)).toEqual(drawn);
    expect(await detail(id)).toMatchObject({ initialOrder: 'lots' });
    // A stronger late registration goes first; the lots of the others stay as drawn.
    await o.add(id, { name: 'Zoe', rating: 2100 });
    expect(await numbered(id)).toEqual(['Zoe', ...drawn]);

    const chosen = await equalField({ initialOrder: 'registration' });
    expect(await detail(chosen.id)).toMatchObject({ initialOrder: 'registration' });
    expect(await numbered(chosen.id)).toEqual(['Dora', 'Carla', 'Bea', 'Anna']);
    expectFailure(await o.api.patch(`/api/tournament/${id}`, { initialOrder: 'age' }), 400, /Choose one of name, fide-id, registration, lots/, 'initialOrder');
    // Before round 1 nothing is recorded for the rating report.
    expect(commentLines(await trf(id))).toEqual([]);
  });

  it('Pairing numbers: changed by hand freely before round 1; the numbers then stand, a later entry numbered after everyone', async () => {
    const { id } = await equalField();
    const swapped = await setNumber(id, 'Anna', 3);
    expectOk(swapped);
    expect(await numbered(id)).toEqual(['Carla', 'Bea', 'Anna', 'Dora']);
    expect(await detail(id)).toMatchObject({ pairingNumbersByHand: true });
    await o.add(id, { name: 'Zoe', rating: 2100 });
    expect(await numbered(id)).toEqual(['Carla', 'Bea', 'Anna', 'Dora', 'Zoe']);
    // Choosing the criterion again numbers the field by the initial order once more.
    expectOk(await o.api.patch(`/api/tournament/${id}`, { initialOrder: 'fide-id' }));
    expect(await numbered(id)).toEqual(['Zoe', 'Bea', 'Dora', 'Anna', 'Carla']);
    expect(await detail(id)).toMatchObject({ pairingNumbersByHand: false });
    expect(commentLines(await trf(id))).toEqual([]);
  });

  it('Pairing numbers: a change by hand refuses what it cannot do and changes nothing', async () => {
    const { id, entered } = await equalField();
    expectFailure(await setNumber(id, 'Anna', 1), 400, 'pairingNumber: Anna already has number 1', 'pairingNumber');
    expectFailure(await setNumber(id, 'Anna', 9), 400, 'pairingNumber: no player of this tournament has number 9', 'pairingNumber');
    expectFailure(await setNumber(id, 'Anna', 0), 400, /Pairing numbers start at 1/, 'pairingNumber');
    expectFailure(
      await o.api.post('/api/players/set-pairing-number', { playerId: '00000000-0000-4000-8000-000000000000', pairingNumber: 2 }),
      404,
      'Player not found',
    );
    expectFailure(await as(t, oscar).post('/api/players/set-pairing-number', { playerId: entered[0].uuid, pairingNumber: 2 }), 403);
    expect(await numbered(id)).toEqual(['Anna', 'Bea', 'Carla', 'Dora']);
    expect(await detail(id)).toMatchObject({ pairingNumbersByHand: false });
  });

  it('Pairing numbers: once round 1 is paired a change is a level-3 warning (pairings made used the old numbers) and is written in the TRF, with its round', async () => {
    const { id } = await equalField();
    await o.pair(id, 1);
    expectFailure(
      await setNumber(id, 'Anna', 3),
      409,
      /^pairingNumber: swapping pairing numbers 1 <-> 3 \(Anna, Carla\): round 1 is already paired with the old pairing numbers.*; confirm it to go ahead/,
      'confirmation',
    );
    expectFailure(
      await o.api.patch(`/api/tournament/${id}`, { initialOrder: 'fide-id' }),
      409,
      /^initialOrder: numbering the players again by fide-id instead of name: round 1 is already paired with the old pairing numbers/,
      'confirmation',
    );
    expect(await numbered(id)).toEqual(['Anna', 'Bea', 'Carla', 'Dora']);
    expect(await detail(id)).toMatchObject({ initialOrder: 'name' });
    expect(commentLines(await trf(id))).toEqual([]);

    expectOk(await setNumber(id, 'Anna', 3, 'confirmed'));
    expect(await numbered(id)).toEqual(['Carla', 'Bea', 'Anna', 'Dora']);
    expectOk(await o.api.patch(`/api/tournament/${id}`, { initialOrder: 'lots', confirmation: 'confirmed' }));
    expect(commentLines(await trf(id))).toEqual([
      '### Pairing numbers swapped @ Round 1: 1 <-> 3',
      `### Initial order changed @ Round 1: name -> lots (lots drawn with seed ${id})`,
    ]);
  });

  it('Pairing numbers: from round 4 on a change is refused in FIDE mode (level 5), and a level-3 warning out of it', async () => {
    const { id } = await o.createWithPlayers(8, { rounds: 5 });
    for (const round of [1, 2, 3]) await o.playRound(id, round, whiteWins);
    await o.pair(id, 4);
    expectFailure(
      await setNumber(id, 'Player A', 2, 'confirmed'),
      409,
      /^pairingNumber: swapping pairing numbers 1 <-> 2 \(Player A, Player B\): round 4 is paired, and pairing numbers are fixed once round 4 is: refused in FIDE mode/,
      'fideMode',
    );
    expectFailure(await o.api.patch(`/api/tournament/${id}`, { initialOrder: 'lots', confirmation: 'confirmed' }), 409, /refused in FIDE mode/, 'fideMode');

    expectOk(await o.api.post('/api/tournament/leave-fide-mode', { tournamentId: id, confirmation: 'confirmed-twice' }));
    expectFailure(await setNumber(id, 'Player A', 2), 409, /rounds 1 to 4 are already paired with the old pairing numbers/, 'confirmation');
    expectOk(await setNumber(id, 'Player A', 2, 'confirmed'));
    expect((await numbered(id)).slice(0, 2)).toEqual(['Player B', 'Player A']);
    expect(commentLines(await trf(id))).toContain('### Pairing numbers swapped @ Round 4: 1 <-> 2');
  });
});
