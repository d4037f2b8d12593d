import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { whyThisPairingResponse, type GameResult, type WhyThisPairing } from '@kingside/contract';
import { pairingExplanations } from '../db/schema/index.js';
import { call, testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { organiserOf, resultsFor } from '../test-support/event.js';

const whiteWins = (): GameResult => '1-0';

describe.each(testDatabaseKinds)('why this pairing on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);
  /** As a spectator reads it: no token. */
  const why = (id: string, round: number | string) => as(t).get(`/api/tournament/${id}/rounds/${round}/why-this-pairing`);
  const explained = async (id: string, round: number): Promise<WhyThisPairing> => {
    const answer = await why(id, round);
    expectOk(answer);
    return whyThisPairingResponse.parse(answer.body).data;
  };
  const kept = async (id: string) =>
    (await t.database.db.select({ n: count() }).from(pairingExplanations).where(eq(pairingExplanations.tournamentId, id)))[0].n;

  it("Why this pairing: explains round 1 and round 2 of a Swiss from the engine's record, in public, with public data only", async () => {
    const { id } = await o.createWithPlayers(5, { rounds: 3 });
    expectFailure(await why(id, 1), 404, /^Round 1 is not paired yet$/);
    const round1 = await o.pair(id, 1);

    const first = await explained(id, 1);
    expect(first.round).toBe(1);
    expect(first.brackets).toEqual([
      {
        points: 0,
        movedDown: [],
        residents: ['A', 'B', 'C', 'D', 'E'].map((letter, i) => ({ pairingNumber: i + 1, name: `Player ${letter}`, points: 0 })),
        pairs: [
          { higher: { pairingNumber: 1, name: 'Player A', points: 0 }, lower: { pairingNumber: 3, name: 'Player C', points: 0 } },
          { higher: { pairingNumber: 2, name: 'Player B', points: 0 }, lower: { pairingNumber: 4, name: 'Player D', points: 0 } },
        ],
        floats: [],
      },
    ]);
    // The boards as the pairings show them, each with its colour rule: nobody has a preference yet (art. 5.2.5).
    expect(first.boards.map((b) => [b.board, b.white.pairingNumber, b.black.pairingNumber, b.rule, b.standing])).toEqual(
      round1.rows.filter((r) => r.kind === 'game').map((r) => [r.board, r.player.pairingNumber, r.opponent?.pairingNumber, '5.2.5', true]),
    );
    expect(first.boards[0].why).toBe(
      'Neither has a colour preference. Player A (1), the higher ranked, has pairing number 1 (odd) and gets the initial colour, white (C.04.3 art. 5.2.5: the higher ranked player gets the initial colour with an odd pairing number, the other colour with an even one).',
    );
    expect(first.bye).toMatchObject({ player: { pairingNumber: 5, name: 'Player E', points: 0 }, below: [], standing: true });
    expect(first.bye?.why).toMatch(/^Player E \(5\) \(0 points\) gets the pairing-allocated bye: .*\(C\.04\.3 C2, C4, C5\)\.$/);
    expect(first.changedByHand).toEqual([]);
    // Names, pairing numbers and scores: nothing else about a player.
    for (const player of first.brackets[0].residents) expect(Object.keys(player).sort()).toEqual(['name', 'pairingNumber', 'points']);

    await o.start(id);
    await o.score(id, 1, resultsFor(round1, whiteWins));
    const round2 = await o.pair(id, 2);
    const second = await explained(id, 2);
    // Score groups from the top: 1 point (A, D and E, who had the bye), then 0.
    expect(second.brackets.map((b) => b.points)).toEqual([1, 0]);
    expect(second.brackets[0].residents.map((p) => p.pairingNumber)).toEqual([1, 4, 5]);
    // Three players with a point: one floats down, named with the reason, and plays someone who floats up.
    const down = second.brackets[0].floats.filter((f) => f.direction === 'down');
    expect(down).toHaveLength(1);
    expect(down[0].why).toMatch(/floats down/);
    expect(second.brackets[1].movedDown).toEqual([down[0].player]);
    expect(second.brackets[1].floats.filter((f) => f.direction === 'up')).toHaveLength(1);
    expect(second.boards.map((b) => `${b.white.pairingNumber}-${b.black.pairingNumber}`)).toEqual(
      round2.rows.filter((r) => r.kind === 'game').map((r) => `${r.player.pairingNumber}-${r.opponent?.pairingNumber}`),
    );
    for (const board of second.boards) expect(board.why).toContain(`(C.04.3 art. ${board.rule}:`);
    expect(second.bye).not.toBeNull();
  });

  it('says the reasons in the language Accept-Language asks for, and tells a cache in front that the answer depends on it', async () => {
    const { id } = await o.createWithPlayers(5, { rounds: 3 });
    await o.pair(id, 1);
    const asked = (language: string) => call(t.app, 'GET', `/api/tournament/${id}/rounds/1/why-this-pairing`, { headers: { 'accept-language': language } });
    const inFrench = await asked('fr-FR,fr;q=0.9');
    expectOk(inFrench);
    expect(inFrench.headers['content-language']).toBe('fr');
    expect(String(inFrench.headers.vary)).toMatch(/accept-language/i);
    const { message, data } = whyThisPairingResponse.parse(inFrench.body);
    expect(message).toBe('Pourquoi la ronde 1 est appariée ainsi');
    expect(data.boards[0].why).toBe(
      'Aucun n’a de préférence de couleur. Player A (1), le mieux classé, a le numéro d’appariement 1 (impair) et reçoit la couleur initiale, les blancs (C.04.3 art. 5.2.5 : le joueur le mieux classé reçoit la couleur initiale avec un numéro d’appariement impair, l’autre couleur avec un numéro pair).',
    );
    expect(data.bye?.why).toMatch(/^Player E \(5\) \(0 point\) reçoit l’exemption d’appariement : .*\(C\.04\.3 C2, C4, C5\)\.$/);
    const inHindi = whyThisPairingResponse.parse((await asked('hi')).body).data;
    expect(inHindi.bye?.why).toMatch(/^Player E \(5\) \(0 अंक\) को पेयरिंग से मिली बाई मिलती है: /);
    // Without a language asked for, English, and the answer says so.
    const inEnglish = await why(id, 1);
    expect(inEnglish.headers['content-language']).toBe('en');
    expect(whyThisPairingResponse.parse(inEnglish.body).data.boards[0].why).toMatch(/^Neither has a colour preference\./);
  });

  it('reverting a round removes its explanation; pairing it again records a new one', async () => {
    const { id } = await o.createWithPlayers(4, { rounds: 3 });
    await o.playRound(id, 1, whiteWins);
    await o.pair(id, 2);
    expect(await kept(id)).toBe(2);
    expectOk(await o.api.get(`/api/tournament/revert-pairing?round=2&tournamentId=${id}`));
    expect(await kept(id)).toBe(1);
    expectFailure(await why(id, 2), 404, /^Round 2 is not paired yet$/);
    await o.pair(id, 2);
    expect((await explained(id, 2)).round).toBe(2);
  });

  it("boards the arbiter changed by hand are listed as such; the explanation stays the engine's", async () => {
    const { id } = await o.createWithPlayers(4, { rounds: 3 });
    await o.playRound(id, 1, whiteWins);
    const round2 = await o.pair(id, 2);
    const engine = await explained(id, 2);
    expect(engine.changedByHand).toEqual([]);
    expectOk(await o.api.post('/api/tournament/edit-pairings', { tournamentId: id, round: 2 }));
    for (const row of [...round2.rows].reverse()) {
      expectOk(await o.api.patch('/api/tournament/remove-pairing', { tournamentId: id, round: 2, board: row.board }));
    }
    // The engine paired A-D and B-C (the winners, the losers); the arbiter pairs A-B and C-D instead.
    const [a, b, c, d] = round2.rows.flatMap((r) => [r.player, r.opponent]).sort((x, y) => (x?.pairingNumber ?? 0) - (y?.pairingNumber ?? 0));
    for (const [white, black] of [
      [a, b],
      [c, d],
    ]) {
      expectOk(await o.api.patch('/api/tournament/add-pairing', { tournamentId: id, round: 2, white: white?.id, black: black?.id, confirmation: 'confirmed' }));
    }
    const changed = await explained(id, 2);
    expect(changed.changedByHand).toEqual([
      { board: 1, white: { pairingNumber: 1, name: 'Player A' }, black: { pairingNumber: 2, name: 'Player B' } },
      { board: 2, white: { pairingNumber: 3, name: 'Player C' }, black: { pairingNumber: 4, name: 'Player D' } },
    ]);
    expect(changed.boards.map((board) => board.standing)).toEqual([false, false]);
    expect(changed.boards.map((board) => board.why)).toEqual(engine.boards.map((board) => board.why));
  });

  it('answers 404 with the reason for a round robin, an unknown tournament or round, and 400 for a bad round', async () => {
    const { id } = await o.createWithPlayers(4, { system: 'round_robin' });
    await o.pair(id, 1);
    expectFailure(await why(id, 1), 404, /^Round 1 follows the round robin's Berger table \(FIDE C\.05 Annex 1\); there is no Swiss pairing to explain$/);
    expectFailure(await why(randomUUID(), 1), 404, /^Tournament not found$/);
    expectFailure(await why(id, 7), 404, /^Round 7 is not paired yet$/);
    expectFailure(await why(id, 'first'), 400);
    expectFailure(await why('not-an-id', 1), 400);
  });
});
