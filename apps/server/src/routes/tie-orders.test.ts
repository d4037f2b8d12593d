import { describe, expect, it } from 'vitest';
import { drawLots, lotOf } from '@kingside/engine';
import { prizeWinnersResponse, tieOrderResponse, type PrizeCategoryInput } from '@kingside/contract';
import { call, multipart, testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { organiserOf, resultsFor } from '../test-support/event.js';

const overall: PrizeCategoryInput = { id: 'overall', name: 'Overall', kind: 'overall', conditions: [], amounts: [5000_00, 3000_00] };
const commentLines = (trf: string) => trf.split('\r\n').filter((line) => line.startsWith('###'));

describe.each(testDatabaseKinds)('tied players on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const oscar = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);
  const rank = (tournamentId: string, order: unknown, reason: unknown = 'Play-off: 2-0', confirmation?: string) =>
    o.api.post('/api/tournament/rank-tied-players', { tournamentId, order, reason, confirmation });
  const listed = async (id: string) => (await o.ranking(id, 1)).rows.map((r) => r.pairingNumber);

  /**
   * One round of six, the higher rated winning each board: players 1, 2 and 3 score 1 point, 4, 5 and 6 none, and
   * within each half everyone is equal on every tie-break (BH/C1, BH, DE, WIN): two ties the whole list leaves.
   */
  async function oneRound({ finish = false } = {}) {
    const { id } = await o.createWithPlayers(6, { rounds: 1 });
    const pairings = await o.pair(id, 1);
    await o.start(id);
    await o.score(
      id,
      1,
      resultsFor(pairings, (white, black) => (white < black ? '1-0' : '0-1')),
    );
    if (finish) expectOk(await o.api.post('/api/tournament/trigger-tournament-end', { tournamentId: id }));
    return id;
  }

  it('Tie-breaks: drawing of lots for remaining ties, reproducible (seeded from the tournament and shown)', async () => {
    const id = await oneRound();
    const standings = await o.ranking(id, 1);
    expect(standings.lotSeed).toBe(id);
    expect(standings.rows.map((r) => r.pairingNumber)).toEqual([...drawLots(id, [1, 2, 3]), ...drawLots(id, [4, 5, 6])]);
    for (const row of standings.rows) {
      // Places stay shared; the lot, which anyone can draw again from the seed, orders the list and the prizes.
      expect(row.tieOrder).toEqual({ by: 'lot', lot: lotOf(id, row.pairingNumber) });
      expect(row.rank).toBe(row.points === 1 ? 1 : 4);
    }
    // Another tournament, the same results: its own draw.
    const other = await oneRound();
    expect((await o.ranking(other, 1)).lotSeed).toBe(other);
    expect(await listed(other)).toEqual([...drawLots(other, [1, 2, 3]), ...drawLots(other, [4, 5, 6])]);
    // With places not shared, the lots give the places.
    expectOk(await o.api.patch(`/api/tournament/${id}`, { sharedPlaces: false }));
    expect((await o.ranking(id, 1)).rows.map((r) => [r.pairingNumber, r.rank])).toEqual(standings.rows.map((r, i) => [r.pairingNumber, i + 1]));
  });

  it('Manual ranking of tied players for prizes: only a whole tie, with a reason; anything else is refused and changes nothing', async () => {
    const id = await oneRound();
    const before = await listed(id);
    expectFailure(
      await rank(id, [1, 4], 'x', 'confirmed'),
      400,
      /^order: Player D \(4\) is not tied with Player A \(1\) on points and every tie-break after round 1$/,
      'order',
    );
    expectFailure(await rank(id, [2, 1], 'x', 'confirmed'), 400, /^order: Player C \(3\) is tied with them too: rank every tied player$/, 'order');
    expectFailure(await rank(id, [9, 1], 'x', 'confirmed'), 400, /no player has the start number 9/, 'order');
    expectFailure(await rank(id, [1, 1, 2], 'x', 'confirmed'), 400, /named twice/, 'order');
    expectFailure(await rank(id, [3, 2, 1], '  ', 'confirmed'), 400, /reason is required/i, 'reason');
    expectFailure(
      await o.api.post('/api/tournament/rank-tied-players', { tournamentId: id, order: [3, 2, 1], confirmation: 'confirmed' }),
      400,
      undefined,
      'reason',
    );
    expectFailure(
      await as(t, oscar).post('/api/tournament/rank-tied-players', { tournamentId: id, order: [3, 2, 1], reason: 'x', confirmation: 'confirmed' }),
      403,
    );
    expect(await listed(id)).toEqual(before);
    expect((await o.ranking(id, 1)).rows.every((r) => r.tieOrder?.by === 'lot')).toBe(true);
  });

  it('Manual ranking of tied players for prizes: a level-3 warning, then shown in the standings with its reason and written in the TRF', async () => {
    const id = await oneRound();
    const order = [...drawLots(id, [1, 2, 3])].reverse();
    // No prize list says what it decides: level 3, nothing changes until confirmed.
    expectFailure(await rank(id, order), 409, /^order: this ranking decides the prizes among the tied players .*; confirm it to go ahead/, 'confirmation');
    expect((await listed(id)).slice(0, 3)).toEqual(drawLots(id, [1, 2, 3]));
    const ranked = await rank(id, order, 'Play-off: 2-0', 'confirmed');
    expectOk(ranked);
    expect(tieOrderResponse.parse(ranked.body).data).toEqual({ round: 1, order, reason: 'Play-off: 2-0' });
    const standings = await o.ranking(id, 1);
    expect(standings.rows.slice(0, 3).map((r) => [r.pairingNumber, r.rank, r.tieOrder])).toEqual(
      order.map((s) => [s, 1, { by: 'arbiter', reason: 'Play-off: 2-0' }]),
    );
    // The other tie keeps its lots.
    expect(standings.rows.slice(3).every((r) => r.tieOrder?.by === 'lot')).toBe(true);
    const trf = await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/trf`, headers: { authorization: `Bearer ${olga.token}` } });
    expect(commentLines(trf.body)).toEqual([`### Ranked by the arbiter @ Round 1: ${order.join(' > ')} (Play-off: 2-0)`]);
    // Ranked again: the new order replaces the old one.
    expectOk(await rank(id, [1, 2, 3], 'Armageddon', 'confirmed'));
    expect((await listed(id)).slice(0, 3)).toEqual([1, 2, 3]);
    expect(
      commentLines((await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/trf`, headers: { authorization: `Bearer ${olga.token}` } })).body),
    ).toEqual(['### Ranked by the arbiter @ Round 1: 1 > 2 > 3 (Armageddon)']);
  });

  it('Manual ranking of tied players for prizes: a bundle carries it, so the restored tournament ranks them the same', async () => {
    const id = await oneRound();
    const order = [...drawLots(id, [1, 2, 3])].reverse();
    expectOk(await rank(id, order, 'Play-off: 2-0', 'confirmed'));
    const zip = (await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/bundle`, headers: { authorization: `Bearer ${olga.token}` } })).rawPayload;
    const imported = await call(t.app, 'POST', '/api/tournament/import-bundle', {
      form: multipart({}, [{ field: 'file', name: 'open.kingside.zip', content: zip, type: 'application/zip' }]),
      token: olga.token,
    });
    expect(imported.status).toBe(201);
    const copy = (imported.body as { data: { id: string } }).data.id;
    const restored = await o.ranking(copy, 1);
    // The lots are drawn with the original's seed, and the arbiter's order stands in place of them for the first tie.
    expect(restored.lotSeed).toBe(id);
    expect(restored.rows.map((r) => [r.pairingNumber, r.tieOrder])).toEqual((await o.ranking(id, 1)).rows.map((r) => [r.pairingNumber, r.tieOrder]));
    expect(restored.rows.slice(0, 3).map((r) => r.pairingNumber)).toEqual(order);
    // Its TRF keeps the decision once.
    const trf = await t.app.inject({ method: 'GET', url: `/api/tournament/${copy}/trf`, headers: { authorization: `Bearer ${olga.token}` } });
    expect(commentLines(trf.body)).toEqual([`### Ranked by the arbiter @ Round 1: ${order.join(' > ')} (Play-off: 2-0)`]);
  });

  it('Manual ranking of tied players for prizes: the prizes follow it, with a level-3 warning only when it changes who gets one', async () => {
    const id = await oneRound({ finish: true });
    expectOk(await o.api.post(`/api/tournament/prize-config/${id}`, { prizes: [overall], sharing: 'tiebreak' }));
    const winners = async () => {
      const answer = await o.api.get(`/api/players/prize-winning-players/${id}/all`);
      expectOk(answer);
      return prizeWinnersResponse.parse(answer.body).data.winners.map((w) => [w.place, w.name.slice(-1)]);
    };
    const letter = (s: number) => String.fromCharCode(64 + s);
    const [first, second, third] = drawLots(id, [1, 2, 3]);
    // By lot first.
    expect(await winners()).toEqual([
      [1, letter(first)],
      [2, letter(second)],
    ]);
    // Ordering the players who win nothing changes no prize: no warning.
    expectOk(await rank(id, [6, 5, 4], 'Play-off for 4th'));
    // Ordering the winners differently changes who gets a prize: level 3.
    expectFailure(
      await rank(id, [third, second, first]),
      409,
      /^order: this ranking changes who gets a prize, or how much, among the tied players; confirm it/,
      'confirmation',
    );
    expect(await winners()).toEqual([
      [1, letter(first)],
      [2, letter(second)],
    ]);
    expectOk(await rank(id, [third, second, first], 'Play-off', 'confirmed'));
    expect(await winners()).toEqual([
      [1, letter(third)],
      [2, letter(second)],
    ]);
  });
});
