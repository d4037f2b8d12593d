import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pairingComparisonResponse, roundPairingsResponse, tournamentResponse, type RoundPairings } from '@kingside/contract';
import { readPdf } from '../test-support/read-pdf.js';
import { call, multipart, testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { organiserOf, resultsFor } from '../test-support/event.js';

const conformance = (name: string) => readFileSync(new URL(`../../../../packages/engine/conformance/${name}`, import.meta.url), 'utf8');
const whiteWins = () => '1-0' as const;
const commentLines = (trf: string) => trf.split('\r\n').filter((line) => line.startsWith('###'));

describe.each(testDatabaseKinds)('FIDE mode on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const oscar = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);
  const detail = async (id: string) => tournamentResponse.parse((await as(t).get(`/api/tournament/${id}`)).body).data;
  const trf = async (id: string) => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/trf`, headers: { authorization: `Bearer ${olga.token}` } });
    expect(answer.statusCode).toBe(200);
    return answer.body;
  };
  const leave = (tournamentId: string, confirmation?: string) => o.api.post('/api/tournament/leave-fide-mode', { tournamentId, confirmation });

  it('FIDE mode: on from the start for Dutch Swiss, round robins and tournaments imported from a TRF', async () => {
    for (const system of ['dutch', 'round_robin', 'double_round_robin']) {
      const id = await o.create({ system, rounds: 5 });
      expect(await detail(id)).toMatchObject({ fideMode: true, fideModeLeftInRound: null });
    }
    const imported = await o.api.post('/api/tournament/import-trf', { trf: conformance('dutch/rtg-00001.trf') });
    expectOk(imported, 201);
    expect(tournamentResponse.parse(imported.body).data).toMatchObject({ fideMode: true, fideModeLeftInRound: null });
  });

  it('FIDE mode: leaving it takes two steps and is written in the TRF, with its round, for good', async () => {
    const { id } = await o.createWithPlayers(4, { rounds: 3 });
    await o.pair(id, 1);
    expect(commentLines(await trf(id))).toEqual([]);
    expectFailure(await leave(id), 409, /^Leaving FIDE mode: It cannot be undone.*; confirm it twice to go ahead/, 'confirmation');
    expectFailure(await leave(id, 'confirmed'), 409, /confirm it twice to go ahead/, 'confirmation');
    expectFailure(await leave(id, 'at once'), 400, undefined, 'confirmation');
    const inArabic = await call(t.app, 'POST', '/api/tournament/leave-fide-mode', {
      body: { tournamentId: id, confirmation: 'confirmed' },
      token: olga.token,
      headers: { 'accept-language': 'ar' },
    });
    expectFailure(inArabic, 409, /^مغادرة وضع FIDE: لا يمكن التراجع عنها.*؛ أكّد مرتين للمتابعة/, 'confirmation');
    expect(await detail(id)).toMatchObject({ fideMode: true });

    const left = await leave(id, 'confirmed-twice');
    expectOk(left);
    expect(left.body).toMatchObject({ message: 'The tournament left FIDE mode in round 1', data: { fideMode: false, fideModeLeftInRound: 1 } });
    expect(await detail(id)).toMatchObject({ fideMode: false, fideModeLeftInRound: 1 });
    expect(commentLines(await trf(id))).toEqual(['### Not in FIDE mode: left FIDE mode @ Round 1']);
    const sheet = await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/printouts/pairings?round=1` });
    expect(sheet.statusCode).toBe(200);
    expect((await readPdf(sheet.rawPayload)).text).toContain('Test Open — Not in FIDE mode (left in round 1)');
    expectFailure(await leave(id, 'confirmed-twice'), 409, 'The tournament left FIDE mode in round 1; it cannot go back');
    expectFailure(await as(t, oscar).post('/api/tournament/leave-fide-mode', { tournamentId: id, confirmation: 'confirmed-twice' }), 403);
  });

  it('FIDE mode: a tournament that left it comes back out of it from its bundle (leaving is for good)', async () => {
    const { id } = await o.createWithPlayers(4, { rounds: 3 });
    await o.pair(id, 1);
    expectOk(await leave(id, 'confirmed-twice'));
    const zip = (await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/bundle`, headers: { authorization: `Bearer ${olga.token}` } })).rawPayload;
    const imported = await call(t.app, 'POST', '/api/tournament/import-bundle', {
      form: multipart({}, [{ field: 'file', name: 'open.kingside.zip', content: zip, type: 'application/zip' }]),
      token: olga.token,
    });
    expectOk(imported, 201);
    expect(tournamentResponse.parse(imported.body).data).toMatchObject({ fideMode: false, fideModeLeftInRound: 1 });
  });

  it('Tie-breaks: changing them once round 1 is paired takes two steps and is written in the TRF, with its round', async () => {
    const { id } = await o.createWithPlayers(4, { rounds: 3 });
    const before = (await detail(id)).tiebreaks;
    // Before round 1 they change freely.
    expectOk(await o.api.patch(`/api/tournament/${id}`, { tiebreaks: ['BH', 'SB'] }));
    await o.pair(id, 1);
    expectFailure(
      await o.api.patch(`/api/tournament/${id}`, { tiebreaks: ['SB', 'BH'] }),
      409,
      /^tiebreaks: round 1 is paired; changing the tie-breaks \(BH, SB → SB, BH\) now: Every standings list.*; confirm it twice to go ahead/,
      'confirmation',
    );
    expectFailure(await o.api.patch(`/api/tournament/${id}`, { tiebreaks: ['SB', 'BH'], confirmation: 'confirmed' }), 409, /confirm it twice/, 'confirmation');
    expect((await detail(id)).tiebreaks).toEqual(['BH', 'SB']);
    // Saving the settings with the same list asks nothing.
    expectOk(await o.api.patch(`/api/tournament/${id}`, { tiebreaks: ['BH', 'SB'], city: 'Pune' }));
    expectOk(await o.api.patch(`/api/tournament/${id}`, { tiebreaks: ['SB', 'BH'], confirmation: 'confirmed-twice' }));
    expect((await detail(id)).tiebreaks).toEqual(['SB', 'BH']);
    expect(commentLines(await trf(id))).toEqual(['### Tie-breaks changed @ Round 1: BH, SB -> SB, BH']);
    expect(before).not.toEqual(['BH', 'SB']);
  });

  /** A round 1 of four players, white winning both boards, and round 2 paired by the engine and opened for editing. */
  async function secondRoundEditing(players = 4) {
    const { id } = await o.createWithPlayers(players, { rounds: 3 });
    const round1 = await o.pair(id, 1);
    await o.start(id);
    await o.score(id, 1, resultsFor(round1, whiteWins));
    const round2 = await o.pair(id, 2);
    expectOk(await o.api.post('/api/tournament/edit-pairings', { tournamentId: id, round: 2 }));
    return { id, round1, round2 };
  }
  const emptyRound = async (id: string, round: RoundPairings) => {
    for (const row of [...round.rows].reverse())
      expectOk(await o.api.patch('/api/tournament/remove-pairing', { tournamentId: id, round: 2, board: row.board }));
  };
  const add = (tournamentId: string, white: string, black: string | null, confirmation?: string) =>
    o.api.patch('/api/tournament/add-pairing', { tournamentId, round: 2, white, black, confirmation });

  it('Warning levels: a level-3 change waits for its confirmation, a level-5 change is refused in FIDE mode and needs a confirmation out of it', async () => {
    const { id, round1, round2 } = await secondRoundEditing(5);
    const firstBye = round1.rows.find((r) => r.kind === 'pairing_bye')!.player;
    const game = round2.rows.find((r) => r.kind === 'game' && (r.player.id === firstBye.id || r.opponent?.id === firstBye.id))!;
    const opponent = game.player.id === firstBye.id ? game.opponent! : game.player;
    expectOk(await o.api.patch('/api/tournament/remove-pairing', { tournamentId: id, round: 2, board: game.board }));
    // Round 2 has its bye already: a second one in the round is level 5.
    expectFailure(
      await add(id, opponent.id, null, 'confirmed-twice'),
      409,
      /^Pairing not added: Round 2 already has a pairing-allocated bye .*: refused in FIDE mode; only leaving FIDE mode \(for good\) allows it$/,
      'fideMode',
    );
    // Level 3: the bye to who had it already waits for the confirmation.
    const byeRow = (await o.pairings(id, 2)).rows.find((r) => r.kind === 'pairing_bye')!;
    expectOk(await o.api.patch('/api/tournament/remove-pairing', { tournamentId: id, round: 2, board: byeRow.board }));
    expectFailure(await add(id, firstBye.id, null), 409, /has already had the pairing-allocated bye .*; confirm it to go ahead/, 'confirmation');
    expect((await o.pairings(id, 2)).rows.some((r) => r.player.id === firstBye.id)).toBe(false);
    const confirmed = await add(id, firstBye.id, null, 'confirmed');
    expectOk(confirmed);
    expect(roundPairingsResponse.parse(confirmed.body).data.warnings.map((w) => w.level)).toEqual([3]);
    // Out of FIDE mode the second bye asks for a confirmation like a level 3.
    expectOk(await leave(id, 'confirmed-twice'));
    expectFailure(await add(id, opponent.id, null), 409, /Round 2 already has a pairing-allocated bye .*; confirm it to go ahead/, 'confirmation');
    expectOk(await add(id, opponent.id, null, 'confirmed'));
  });

  it('Manual pairing: an explicit phase whose changes draw the engine’s warnings; a round validated unlike the engine’s pairing takes two steps and writes ### MPA @ Round n', async () => {
    const { id, round1, round2 } = await secondRoundEditing();
    const [first, second] = round1.rows.map((r) => ({ white: r.player, black: r.opponent! }));
    await emptyRound(id, round2);
    // The two of a round-1 board meet again: level 3, nothing added until confirmed; the arbiter cancels.
    expectFailure(await add(id, first.black.id, first.white.id), 409, /have already played each other \(round 1; FIDE C\.04\.1 art\. 2\)/, 'confirmation');
    // Round 1's whites keep white, its blacks black: each board gives both the colour opposite to their due, level 2.
    for (const [white, black] of [
      [first.white, second.black],
      [second.white, first.black],
    ]) {
      const answer = await add(id, white.id, black.id);
      expectOk(answer);
      expect(roundPairingsResponse.parse(answer.body).data.warnings).toEqual([
        { level: 2, message: `${white.name} and ${black.name} both get the colour opposite to the one due to them (FIDE C.04.3 art. 5)` },
      ]);
    }

    const compared = await o.api.get(`/api/tournament/compare-pairings?round=2&tournamentId=${id}`);
    expectOk(compared);
    const comparison = pairingComparisonResponse.parse(compared.body).data;
    const label = (w: { pairingNumber: number }, b: { pairingNumber: number } | null) => `${w.pairingNumber}-${b?.pairingNumber ?? 'bye'}`;
    const arbiterBoards = [label(first.white, second.black), label(second.white, first.black)];
    const engineBoards = round2.rows.map((r) => label(r.player, r.opponent));
    expect(comparison.changes).toEqual(arbiterBoards);
    expect(comparison.engine.map((b) => label(b.white, b.black))).toEqual(engineBoards);

    expectFailure(
      await o.api.post('/api/tournament/validate-pairings', { tournamentId: id, round: 2, confirmation: 'confirmed' }),
      409,
      /^Round 2 differs from the engine's pairing .*; confirm it twice to go ahead/,
      'confirmation',
    );
    expect((await o.pairings(id, 2)).editing).toBe(true);
    expect(commentLines(await trf(id))).toEqual([]);
    const validated = await o.api.post('/api/tournament/validate-pairings', { tournamentId: id, round: 2, confirmation: 'confirmed-twice' });
    expectOk(validated);
    expect(roundPairingsResponse.parse(validated.body).data.editing).toBe(false);
    expect(commentLines(await trf(id))).toEqual([`### MPA @ Round 2: ${arbiterBoards.join(' ')} (engine: ${engineBoards.join(' ')})`]);
    expectFailure(await add(id, first.white.id, second.black.id), 409, `Round 2's pairings are not being edited; choose "Edit pairings" first`);
    await o.start(id);
  });

  it('Manual pairing: a round validated as the engine paired it needs no confirmation and writes no MPA', async () => {
    const { id } = await secondRoundEditing();
    const compared = pairingComparisonResponse.parse((await o.api.get(`/api/tournament/compare-pairings?round=2&tournamentId=${id}`)).body).data;
    expect(compared.changes).toEqual([]);
    expectOk(await o.api.post('/api/tournament/validate-pairings', { tournamentId: id, round: 2 }));
    expect(commentLines(await trf(id))).toEqual([]);
  });

  it('Manual pairing: validation waits until every available player is paired', async () => {
    const { id } = await secondRoundEditing();
    expectOk(await o.api.patch('/api/tournament/remove-pairing', { tournamentId: id, round: 2, board: 1 }));
    expectFailure(
      await o.api.post('/api/tournament/validate-pairings', { tournamentId: id, round: 2 }),
      409,
      /^Pair every player of round 2 first: .* not paired$/,
    );
  });
});
