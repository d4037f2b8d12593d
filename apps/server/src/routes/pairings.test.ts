import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  revertedResponse,
  roundPairingsResponse,
  statisticsResponse,
  tournamentDetailsResponse,
  publicPlayersResponse,
  tournamentResponse,
} from '@kingside/contract';
import { rounds } from '../db/schema/index.js';
import { testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { boardsOf, organiserOf, resultsFor } from '../test-support/event.js';

const whiteWins = () => '1-0' as const;

describe.each(testDatabaseKinds)('pairings API on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const oscar = useAccount(t, 'organiser');
  const pia = useAccount(t, 'player');
  const o = organiserOf(t, olga);

  const swiss = (players: number, body: Record<string, unknown> = {}) => o.createWithPlayers(players, { rounds: 5, ...body });
  const pairingUrl = (call: string, id: string, round: number) => `/api/tournament/${call}?round=${round}&tournamentId=${id}`;

  it('pairs round 1 top half against bottom half, and moves the tournament through its states', async () => {
    const { id } = await swiss(6);
    const paired = await o.api.get(pairingUrl('generate-pairing', id, 1));
    expectOk(paired);
    const { message, data: round1 } = roundPairingsResponse.parse(paired.body);
    expect(message).toBe('Round 1 paired');
    expect(boardsOf(round1)).toEqual(['1-4', '5-2', '3-6']);
    expect(round1.rows.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(round1.rows[0]).toMatchObject({
      board: 1,
      round: 1,
      tournamentId: id,
      kind: 'game',
      result: null,
      player: { colour: 'w', points: 0, result: null, is_scored: false },
    });
    expect(round1.state).toBe('paired');

    const detail = tournamentDetailsResponse.parse((await as(t).get(`/api/tournament/${id}`)).body).data;
    expect(detail).toMatchObject({ currentRound: 1, state: 'paired' });
    expect(detail.pairings['1']).toEqual({ paired: true, scored: false });
    expect(detail.pairings['2']).toEqual({ paired: false, scored: false });

    expectFailure(await o.api.get(pairingUrl('generate-pairing', id, 1)), 409, 'Round 1 is already paired');
    expectFailure(await o.api.get(pairingUrl('generate-pairing', id, 3)), 409, 'Pair round 2 first');
    expectFailure(await o.api.get(pairingUrl('generate-pairing', id, 2)), 409, 'Start round 1 and enter its results first');
    expectFailure(
      await o.api.post(`/api/tournament/score-upload?round=1&tournamentId=${id}`, { results: [{ board: 1, result: '1-0' }] }),
      409,
      'Start round 1 first (trigger-round-start)',
    );

    const started = await o.api.post('/api/tournament/trigger-round-start', { tournamentId: id });
    expectOk(started);
    expect(tournamentResponse.parse(started.body)).toMatchObject({ message: 'Round 1 started', data: { state: 'started' } });
    expectFailure(await o.api.post('/api/tournament/trigger-round-start', { tournamentId: id }), 409, 'Round 1 has already started');

    const partial = await o.score(id, 1, [{ board: 1, result: '1-0' }]);
    expect(partial.state).toBe('started');
    expect(partial.rows[0].player).toMatchObject({ result: '1', is_scored: true });
    expect(partial.rows[0].opponent).toMatchObject({ result: '0', is_scored: true });
    expectFailure(await o.api.get(pairingUrl('generate-pairing', id, 2)), 409, 'Enter every result of round 1 first (boards 2, 3 without a result)');
    expectFailure(await o.api.post('/api/tournament/trigger-tournament-end', { tournamentId: id }), 409, 'Enter every result of round 1 first');

    const scored = await o.api.post(`/api/tournament/score-upload?round=1&tournamentId=${id}`, {
      results: [
        { board: 2, result: '1/2-1/2' },
        { board: 3, result: '0-1' },
      ],
    });
    expectOk(scored);
    expect(roundPairingsResponse.parse(scored.body)).toMatchObject({ message: 'Results saved; round 1 is scored', data: { state: 'scored' } });
    expectFailure(await o.api.post('/api/tournament/trigger-round-start', { tournamentId: id }), 409, 'Round 1 is over; pair round 2 first');

    const round2 = await o.pair(id, 2);
    expect(round2.rows.every((row) => row.kind === 'game')).toBe(true);
    const winner = round2.rows.flatMap((r) => [r.player, r.opponent]).find((p) => p?.pairingNumber === 1);
    expect(winner?.points).toBe(1);
    const after = tournamentDetailsResponse.parse((await as(t).get(`/api/tournament/${id}`)).body).data;
    expect(after.pairings['1']).toEqual({ paired: true, scored: true });
    expect(after.pairings['2']).toEqual({ paired: true, scored: false });
  });

  it('reverts only the last round, only before its results, and re-pairs it the same', async () => {
    const { id } = await swiss(4);
    const first = await o.pair(id, 1);
    await o.start(id);
    await o.score(id, 1, resultsFor(first, whiteWins));
    const second = await o.pair(id, 2);
    expectFailure(await o.api.get(pairingUrl('revert-pairing', id, 1)), 409, 'Only the last paired round (round 2) can be reverted');
    const reverted = await o.api.get(pairingUrl('revert-pairing', id, 2));
    expectOk(reverted);
    expect(revertedResponse.parse(reverted.body)).toEqual({ message: 'Round 2 pairing reverted', data: { round: 2, currentRound: 1 } });
    const detail = tournamentDetailsResponse.parse((await as(t).get(`/api/tournament/${id}`)).body).data;
    expect(detail).toMatchObject({ currentRound: 1, state: 'scored' });
    expect(detail.pairings['2']).toEqual({ paired: false, scored: false });
    expectFailure(await as(t).get(pairingUrl('get-pairings', id, 2)), 404, 'Round 2 is not paired yet');
    expect(boardsOf(await o.pair(id, 2))).toEqual(boardsOf(second));
    await o.start(id);
    await o.score(id, 2, [{ board: 1, result: '0-1' }]);
    expectFailure(await o.api.get(pairingUrl('revert-pairing', id, 2)), 409, 'Round 2 already has 1 result; it can no longer be reverted');
  });

  it('gives requested half-point byes, leaves withdrawn players out, and takes late entries (FIDE C.04.2)', async () => {
    const { id, players } = await swiss(6);
    expectOk(await o.api.patch(`/api/players/update-player-info/${players[1].uuid}`, { byes: [2] }));
    const round1 = await o.pair(id, 1);
    expectFailure(await o.api.patch(`/api/players/update-player-info/${players[2].uuid}`, { byes: [1] }), 409, /^byes: round 1 is already paired/, 'byes');
    await o.start(id);
    await o.score(id, 1, resultsFor(round1, whiteWins));

    // A late entry rated between the first two: inserted in rating order while round 4 is unpaired.
    const late = await o.add(id, { name: 'Late Larry', rating: 1990 });
    expect(late).toMatchObject({ pairingNumber: 2, joinedRound: 2, points: 0 });
    const list = publicPlayersResponse.parse((await as(t).get(`/api/players/${id}`)).body).data;
    expect(list.map((p) => [p.name, p.pairingNumber])).toEqual([
      ['Player A', 1],
      ['Late Larry', 2],
      ['Player B', 3],
      ['Player C', 4],
      ['Player D', 5],
      ['Player E', 6],
      ['Player F', 7],
    ]);
    const round1Now = await o.pairings(id, 1);
    expect(round1Now.rows.find((r) => r.player.id === late.uuid)).toMatchObject({ kind: 'zero_point_bye', player: { result: 'Z' } });

    const withdrawn = await o.api.patch('/api/players/withdraw-player', { playerId: players[5].uuid });
    expectOk(withdrawn);
    const round2 = await o.pair(id, 2);
    const kinds = new Map(round2.rows.map((r) => [r.player.id, r.kind]));
    expect(kinds.get(players[1].uuid)).toBe('half_point_bye');
    expect(kinds.get(players[5].uuid)).toBe('absent');
    // The sheet says who withdrew, so an absence is not read as one the arbiter may still excuse.
    expect(round2.rows.find((r) => r.player.id === players[5].uuid)?.player.withdrawn).toBe(true);
    expect(round2.rows.filter((r) => r.player.id !== players[5].uuid).every((r) => !r.player.withdrawn)).toBe(true);
    const paired = round2.rows.filter((r) => r.kind === 'game').flatMap((r) => [r.player.id, r.opponent?.id]);
    expect(paired).toContain(late.uuid);
    expect(paired).toHaveLength(4);
    expect(round2.rows.filter((r) => r.kind === 'pairing_bye')).toHaveLength(1);
    const card = await as(t).get(`/api/players/details?query=${players[1].uuid}`);
    expect(card.status).toBe(200);
  });

  it('lets the arbiter change pairings by hand, warning on FIDE criteria and refusing a player paired twice', async () => {
    const { id, players } = await swiss(4);
    const round1 = await o.pair(id, 1);
    await o.start(id);
    await o.score(id, 1, resultsFor(round1, whiteWins));
    const round2 = await o.pair(id, 2);
    expectFailure(
      await o.api.patch('/api/tournament/remove-pairing', { tournamentId: id, round: 2, board: 1 }),
      409,
      `Round 2's pairings are not being edited; choose "Edit pairings" first`,
    );
    expectOk(await o.api.post('/api/tournament/edit-pairings', { tournamentId: id, round: 2 }));
    const removed = await o.api.patch('/api/tournament/remove-pairing', { tournamentId: id, round: 2, board: 1 });
    expectOk(removed);
    const afterRemoval = roundPairingsResponse.parse(removed.body).data;
    expect(afterRemoval.rows).toHaveLength(1);
    expect(afterRemoval.rows[0].board).toBe(1);
    expect(afterRemoval.unpaired).toHaveLength(2);
    expect(afterRemoval.warnings[0].level).toBe(2);
    expect(afterRemoval.warnings[0].message).toMatch(/^Not paired in round 2: /);

    const occupied = afterRemoval.rows[0];
    const [a, b] = [round1.rows[0].player.id, (round1.rows[0].opponent as { id: string }).id];
    expectFailure(
      await o.api.patch('/api/tournament/add-pairing', { tournamentId: id, round: 2, white: occupied.player.id, black: afterRemoval.unpaired[0].id }),
      409,
      new RegExp(`^white: ${occupied.player.name} is already paired on board 1`),
      'white',
    );
    // With the round emptied, the two round-1 opponents meet again: a level-3 warning, allowed once confirmed.
    expectOk(await o.api.patch('/api/tournament/remove-pairing', { tournamentId: id, round: 2, board: 1 }));
    expectFailure(
      await o.api.patch('/api/tournament/add-pairing', { tournamentId: id, round: 2, white: b, black: a }),
      409,
      /^Pairing not added, against FIDE rules: .* have already played each other \(round 1; FIDE C\.04\.1 art\. 2\); confirm it to go ahead/,
      'confirmation',
    );
    expect((await o.pairings(id, 2)).rows).toHaveLength(0);
    const again = await o.api.patch('/api/tournament/add-pairing', { tournamentId: id, round: 2, white: b, black: a, confirmation: 'confirmed' });
    expectOk(again);
    const rematch = roundPairingsResponse.parse(again.body);
    expect(rematch.message).toMatch(/^Pairing added, against FIDE rules: .* have already played each other \(round 1; FIDE C\.04\.1 art\. 2\)/);
    expect(rematch.data.warnings.map((w) => w.level)).toEqual([3]);
    const rest = rematch.data.unpaired.map((p) => p.id);
    // The other two met in round 1 as well.
    const other = await o.api.patch('/api/tournament/add-pairing', { tournamentId: id, round: 2, white: rest[0], black: rest[1], confirmation: 'confirmed' });
    expectOk(other);
    expect(roundPairingsResponse.parse(other.body).message).toMatch(/^Pairing added/);
    const final = await o.pairings(id, 2);
    expect(final.rows).toHaveLength(2);
    expect(final.unpaired).toEqual([]);
    expect(boardsOf(round2)).toHaveLength(2);

    expectFailure(
      await o.api.patch('/api/tournament/add-pairing', { tournamentId: id, round: 1, white: a, black: b }),
      409,
      'Only the current round (round 2) can be changed by hand',
    );
    expectFailure(
      await o.api.patch('/api/tournament/add-pairing', { tournamentId: id, round: 2, white: a, black: a }),
      400,
      'black: a player cannot play themselves',
      'black',
    );
    expectFailure(await o.api.patch('/api/tournament/remove-pairing', { tournamentId: id, round: 2, board: 9 }), 404, 'board: round 2 has no board 9');
    expectFailure(await as(t, oscar).patch('/api/tournament/remove-pairing', { tournamentId: id, round: 2, board: 1 }), 403);
    expectFailure(
      await o.api.post('/api/tournament/trigger-round-start', { tournamentId: id }),
      409,
      "Round 2's pairings are being edited; validate them first",
    );
    expectOk(await o.api.post('/api/tournament/validate-pairings', { tournamentId: id, round: 2, confirmation: 'confirmed-twice' }));
    await o.start(id);
    await o.score(id, 2, [{ board: 1, result: '1-0' }]);
    // A started round can still be edited; a board with its result stays.
    expectOk(await o.api.post('/api/tournament/edit-pairings', { tournamentId: id, round: 2 }));
    expectFailure(
      await o.api.patch('/api/tournament/remove-pairing', { tournamentId: id, round: 2, board: 1 }),
      409,
      'board: board 1 has a result (1-0); it can no longer be removed',
      'board',
    );
    expect(players).toHaveLength(4);
  });

  it('pairs round robins from the Berger tables, the odd player out having a free round', async () => {
    const id = await o.create({ system: 'round_robin' });
    for (let i = 0; i < 5; i++) await o.add(id, { name: `RR ${i + 1}`, rating: 2100 - i });
    const round1 = await o.pair(id, 1);
    expect(boardsOf(round1)).toEqual(['2-5', '3-4', '1:zero_point_bye']);
    const detail = tournamentDetailsResponse.parse((await as(t).get(`/api/tournament/${id}`)).body).data;
    expect(detail.rounds).toBe(5);
    expectFailure(
      await o.api.post(`/api/players/add-player/${id}`, { name: 'Too late' }),
      409,
      'A round robin takes no players once round 1 is paired; revert round 1 first',
    );
    expectFailure(await o.api.patch(`/api/tournament/${id}`, { rounds: 7 }), 409, 'rounds: a round robin has as many rounds as its Berger table', 'rounds');

    const double = await o.create({ system: 'double_round_robin' });
    for (let i = 0; i < 4; i++) await o.add(double, { name: `DRR ${i + 1}`, rating: 2100 - i });
    await o.pair(double, 1);
    const doubleDetail = tournamentDetailsResponse.parse((await as(t).get(`/api/tournament/${double}`)).body).data;
    expect(doubleDetail.rounds).toBe(6);
  });

  it("keeps rounds to the tournament's organisers, and pairings public", async () => {
    const { id } = await swiss(4);
    expectFailure(await as(t, oscar).get(pairingUrl('generate-pairing', id, 1)), 403, 'You do not manage this tournament');
    expectFailure(await as(t, pia).get(pairingUrl('generate-pairing', id, 1)), 403);
    expectFailure(await as(t).get(pairingUrl('generate-pairing', id, 1)), 401);
    expectFailure(await o.api.get(pairingUrl('generate-pairing', '00000000-0000-4000-8000-000000000000', 1)), 404, 'Tournament not found');
    expectFailure(await o.api.get(`/api/tournament/generate-pairing?round=1`), 400, /^tournamentId: /, 'tournamentId');
    expectFailure(await o.api.get(pairingUrl('revert-pairing', id, 1)), 409, 'No round is paired yet');
    await o.pair(id, 1);
    expectFailure(await as(t, oscar).get(pairingUrl('revert-pairing', id, 1)), 403);
    expectFailure(await as(t, oscar).post(`/api/tournament/score-upload?round=1&tournamentId=${id}`, { results: [{ board: 1, result: '1-0' }] }), 403);
    expectFailure(await as(t, oscar).post('/api/tournament/trigger-round-start', { tournamentId: id }), 403);
    expectFailure(await o.api.post('/api/tournament/trigger-round-start', {}), 400, /^tournamentId: /, 'tournamentId');
    expect((await as(t).get(pairingUrl('get-pairings', id, 1))).status).toBe(200);
    const stats = statisticsResponse.parse((await o.api.get('/api/tournament/statistics')).body).data;
    expect(stats.roundsByState.paired).toBeGreaterThanOrEqual(1);
    expect(stats.games).toBeGreaterThan(0);
  });

  it('creates exactly one round when 20 arbiters pair it at once', async () => {
    const { id } = await swiss(10);
    const answers = await Promise.all(Array.from({ length: 20 }, () => o.api.get(pairingUrl('generate-pairing', id, 1))));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    // The others came while the engine was pairing, or after the round was saved.
    for (const answer of answers.filter((a) => a.status === 409)) {
      expectFailure(answer, 409, /^(Round 1 is already paired|The pairing of round 1 is in progress; wait for it, or cancel it)$/);
    }
    const roundRows = await t.database.db.select().from(rounds).where(eq(rounds.tournamentId, id));
    expect(roundRows).toHaveLength(1);
    expect((await o.pairings(id, 1)).rows).toHaveLength(5);
  });
});
