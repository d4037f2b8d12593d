import { describe, expect, it } from 'vitest';
import { managedPlayersResponse, publicPlayersResponse, tournamentResponse } from '@kingside/contract';
import { call, multipart, testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';

const whiteWins = () => '1-0' as const;
const commentLines = (trf: string) => trf.split('\r\n').filter((line) => line.startsWith('###'));

describe.each(testDatabaseKinds)('Withdrawn and expelled players on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const oscar = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);
  const expel = (playerId: string, confirmation?: string) => o.api.post('/api/tournament/expel-player', { playerId, confirmation });
  const publicList = async (id: string) => publicPlayersResponse.parse((await as(t).get(`/api/players/${id}`)).body).data;
  const trf = async (id: string) => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/trf`, headers: { authorization: `Bearer ${olga.token}` } });
    expect(answer.statusCode).toBe(200);
    return answer.body;
  };

  /** Four players (A 2000 … D 1850) of a 3-round Swiss with BH first; round 1 played, white winning both boards. */
  async function afterRoundOne(body: Record<string, unknown> = {}) {
    const { id, players } = await o.createWithPlayers(4, { rounds: 3, tiebreaks: ['BH', 'SB'], ...body });
    const round1 = await o.playRound(id, 1, whiteWins);
    const [a, b, c, d] = players;
    return { id, a, b, c, d, round1 };
  }

  it('Expelled players: expelling takes two steps with the consequences spelled out, is kept as the entry’s status and cannot be undone', async () => {
    const { id, a } = await afterRoundOne();
    expectFailure(
      await expel(a.uuid),
      409,
      /^Expelling Player A: The player is not paired again .*It cannot be undone.*; confirm it twice to go ahead/,
      'confirmation',
    );
    expectFailure(await expel(a.uuid, 'confirmed'), 409, /confirm it twice to go ahead/, 'confirmation');
    expectFailure(await expel(a.uuid, 'at once'), 400, undefined, 'confirmation');
    expectFailure(await as(t, oscar).post('/api/tournament/expel-player', { playerId: a.uuid, confirmation: 'confirmed-twice' }), 403);
    expect((await publicList(id)).find((p) => p.uuid === a.uuid)).toMatchObject({ isWithDrawn: false, isExpelled: false });

    const expelled = await expel(a.uuid, 'confirmed-twice');
    expectOk(expelled);
    expect(expelled.body).toMatchObject({ message: 'Player A expelled' });
    expect(managedPlayersResponse.parse(expelled.body).data.find((p) => p.uuid === a.uuid)).toMatchObject({ isWithDrawn: true, isExpelled: true });
    expect((await publicList(id)).find((p) => p.uuid === a.uuid)).toMatchObject({ isWithDrawn: true, isExpelled: true });

    expectFailure(await expel(a.uuid, 'confirmed-twice'), 409, 'Player A was expelled in round 1; an expulsion cannot be undone');
    expectFailure(
      await o.api.patch('/api/players/withdraw-player', { playerId: a.uuid }),
      409,
      'Player A was expelled in round 1; an expulsion cannot be undone',
    );
  });

  it('Expelled players: never paired again, by the engine or by hand', async () => {
    const { id, a } = await afterRoundOne();
    expectOk(await expel(a.uuid, 'confirmed-twice'));
    const round2 = await o.pair(id, 2);
    // A's round is recorded as an absence; A is on no board and has no bye.
    const seated = round2.rows.filter((row) => row.kind === 'game' || row.kind === 'pairing_bye').flatMap((row) => [row.player.id, row.opponent?.id]);
    expect(seated).not.toContain(a.uuid);
    expect(round2.rows.find((row) => row.player.id === a.uuid)).toMatchObject({ kind: 'absent' });
    expect(round2.rows.filter((row) => row.kind === 'game')).toHaveLength(1);

    expectOk(await o.api.post('/api/tournament/edit-pairings', { tournamentId: id, round: 2 }));
    const board = round2.rows.find((row) => row.kind === 'game')!;
    expectOk(await o.api.patch('/api/tournament/remove-pairing', { tournamentId: id, round: 2, board: board.board }));
    expectFailure(
      await o.api.patch('/api/tournament/add-pairing', { tournamentId: id, round: 2, white: a.uuid, black: board.player.id, confirmation: 'confirmed' }),
      409,
      'white: Player A was expelled in round 1; an expulsion cannot be undone, and an expelled player is not paired again',
      'white',
    );
  });

  it('Expelled players: excluded from the Swiss standings, their opponents keeping the games for their tie-breaks (C.07 art. 16)', async () => {
    const { id, a, round1 } = await afterRoundOne();
    const before = await o.ranking(id, 1);
    expect(before.rows.map((r) => r.uuid)).toContain(a.uuid);
    const loser = round1.rows.find((row) => row.player.id === a.uuid || row.opponent?.id === a.uuid)!;
    const opponent = loser.player.id === a.uuid ? loser.opponent! : loser.player;
    const opponentBefore = before.rows.find((r) => r.uuid === opponent.id)!;

    expectOk(await expel(a.uuid, 'confirmed-twice'));
    // The cached standings were thrown away with the players' announcement: A is gone, the places close up.
    const after = await o.ranking(id, 1);
    expect(after.rows.map((r) => r.uuid)).not.toContain(a.uuid);
    expect(after.rows).toHaveLength(3);
    expect(after.rows.map((r) => r.rank)).toEqual([1, 2, 2]);
    expect(after.rows.find((r) => r.uuid === opponent.id)!.tiebreaks).toEqual(opponentBefore.tiebreaks);

    await o.playRound(id, 2, whiteWins);
    // A scored 1 in round 1 and was not paired in round 2: A's opponent counts A's round 2 as a draw (art. 16.3).
    const explained = await o.explanation(id, opponent.pairingNumber, 2);
    expect(explained.opponents[0]).toMatchObject({ round: 1, opponent: a.pairingNumber, opponentScore: 1.5, points: 0 });
    const standings = await o.ranking(id, 2);
    expect(standings.rows.map((r) => r.uuid)).not.toContain(a.uuid);
    const opponentRow = standings.rows.find((r) => r.uuid === opponent.id)!;
    expect(opponentRow.tiebreaks[0]).toEqual({ code: 'BH', value: explained.opponents.reduce((sum, o) => sum + o.opponentScore, 0) });
  });

  it('Expelled players: a round robin still ranks them, marked as expelled', async () => {
    const { id, players } = await o.createWithPlayers(4, { system: 'round_robin' });
    await o.playRound(id, 1, whiteWins);
    expectOk(await expel(players[3].uuid, 'confirmed-twice'));
    const row = (await o.ranking(id, 1)).rows.find((r) => r.uuid === players[3].uuid);
    expect(row).toMatchObject({ isWithDrawn: true, isExpelled: true });
  });

  it('Withdrawn players: marked in the standings and still ranked', async () => {
    const { id, b } = await afterRoundOne();
    expectOk(await o.api.patch('/api/players/withdraw-player', { playerId: b.uuid }));
    const rows = (await o.ranking(id, 1)).rows;
    expect(rows).toHaveLength(4);
    expect(rows.find((r) => r.uuid === b.uuid)).toMatchObject({ isWithDrawn: true, isExpelled: false });
    expect(rows.filter((r) => r.isWithDrawn)).toHaveLength(1);
  });

  it('Expelled players: written into the TRF export with the round, and given no place', async () => {
    const { id, a, c } = await afterRoundOne({ rounds: 2 });
    expectOk(await expel(a.uuid, 'confirmed-twice'));
    await o.playRound(id, 2, whiteWins);
    expectOk(await o.api.patch('/api/players/withdraw-player', { playerId: c.uuid }));
    const text = await trf(id);
    expect(commentLines(text)).toEqual([`### Expelled @ Round 1: ${a.pairingNumber} Player A`]);
    // The 001 line keeps the games played; its rank field (columns 86-89) is blank: an expelled player has no place.
    const line = text.split('\r\n').find((l) => l.startsWith('001') && l.includes('Player A'))!;
    expect(line.slice(85, 89).trim()).toBe('');
    const placed = text.split('\r\n').filter((l) => l.startsWith('001') && !l.includes('Player A'));
    expect(placed).toHaveLength(3);
    for (const l of placed) expect([1, 2, 3]).toContain(Number(l.slice(85, 89)));
  });

  it('Expelled players: a tournament’s bundle carries the expulsion', async () => {
    const { id, a } = await afterRoundOne();
    expectOk(await expel(a.uuid, 'confirmed-twice'));
    const zip = (await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/bundle`, headers: { authorization: `Bearer ${olga.token}` } })).rawPayload;
    const imported = await call(t.app, 'POST', '/api/tournament/import-bundle', {
      form: multipart({}, [{ field: 'file', name: 'open.kingside.zip', content: zip, type: 'application/zip' }]),
      token: olga.token,
    });
    expectOk(imported, 201);
    const copy = tournamentResponse.parse(imported.body).data.id;
    expect((await publicList(copy)).find((p) => p.name === 'Player A')).toMatchObject({ isWithDrawn: true, isExpelled: true });
    expect(commentLines(await trf(copy))).toEqual([`### Expelled @ Round 1: ${a.pairingNumber} Player A`]);
  });
});
