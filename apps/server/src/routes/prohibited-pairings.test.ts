import { describe, expect, it } from 'vitest';
import { managedPlayersResponse, prohibitedPairingsResponse, roundPairingsResponse, tournamentResponse } from '@kingside/contract';
import { call, multipart, testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { as, expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { boardsOf, organiserOf, resultsFor } from '../test-support/event.js';

const forbiddenLines = (trf: string) => trf.split('\r\n').filter((line) => line.startsWith('260'));
/** Whether the two pairing numbers sit at one board, either colour. */
const meet = (boards: string[], a: number, b: number) => boards.includes(`${a}-${b}`) || boards.includes(`${b}-${a}`);

describe.each(testDatabaseKinds)('Prohibited pairings on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const oscar = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);
  const prohibit = (id: string, body: Record<string, unknown>) => o.api.post(`/api/tournament/${id}/prohibited-pairings`, body);
  const trf = async (id: string) => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/trf`, headers: { authorization: `Bearer ${olga.token}` } });
    expect(answer.statusCode).toBe(200);
    return answer.body;
  };

  it('Prohibited pairings: a stored group keeps its players apart when the engine pairs the round', async () => {
    // Without one, round 1 of four pairs the top half against the bottom half: 1-3 and 4-2.
    const free = await o.createWithPlayers(4, { rounds: 3 });
    expect(boardsOf(await o.pair(free.id, 1))).toEqual(['1-3', '4-2']);

    const { id, players } = await o.createWithPlayers(4, { rounds: 3 });
    const entered = await prohibit(id, { label: '  Family Rao  ', entryIds: [players[0].uuid, players[2].uuid] });
    expectOk(entered, 201);
    expect(prohibitedPairingsResponse.parse(entered.body).data.groups).toEqual([
      {
        id: expect.any(String),
        label: 'Family Rao',
        lastRound: null,
        players: [
          { id: players[0].uuid, pairingNumber: 1, name: 'Player A' },
          { id: players[2].uuid, pairingNumber: 3, name: 'Player C' },
        ],
      },
    ]);
    const round1 = await o.pair(id, 1);
    expect(meet(boardsOf(round1), 1, 3)).toBe(false);
    expect(boardsOf(round1)).toHaveLength(2);
  });

  it('Prohibited pairings: a group limited to the first N rounds holds in those rounds only', async () => {
    const { id, players } = await o.createWithPlayers(4, { rounds: 3 });
    // Player A and Player C, of one club, kept apart in round 1 only.
    expectOk(await prohibit(id, { label: 'Club Caissa', entryIds: [players[0].uuid, players[2].uuid], lastRound: 1 }), 201);
    const round1 = await o.pair(id, 1);
    expect(boardsOf(round1)).toEqual(['1-4', '3-2']);
    await o.start(id);
    // 1 and 3 win: in round 2 they are the two leaders, and may now meet.
    await o.score(
      id,
      1,
      resultsFor(round1, (white) => (white === 1 || white === 3 ? '1-0' : '0-1')),
    );
    expect(meet(boardsOf(await o.pair(id, 2)), 1, 3)).toBe(true);
  });

  it('Prohibited pairings: entered before round 1; after it refused in FIDE mode (level 5), allowed once out of it', async () => {
    const { id, players } = await o.createWithPlayers(4, { rounds: 3 });
    const family = prohibitedPairingsResponse.parse((await prohibit(id, { label: 'Family', entryIds: [players[0].uuid, players[1].uuid] })).body).data
      .groups[0];
    await o.pair(id, 1);
    expectFailure(
      await prohibit(id, { label: 'Club', entryIds: [players[2].uuid, players[3].uuid] }),
      409,
      'Prohibited pairings: round 1 is paired; they are entered before round 1: refused in FIDE mode; only leaving FIDE mode (for good) allows it',
      'fideMode',
    );
    expectFailure(await o.api.delete(`/api/tournament/${id}/prohibited-pairings/${family.id}`), 409, /refused in FIDE mode/, 'fideMode');
    const listed = await o.api.get(`/api/tournament/${id}/prohibited-pairings`);
    expectOk(listed);
    expect(prohibitedPairingsResponse.parse(listed.body).data.groups.map((g) => g.label)).toEqual(['Family']);

    expectOk(await o.api.post('/api/tournament/leave-fide-mode', { tournamentId: id, confirmation: 'confirmed-twice' }));
    expectOk(await prohibit(id, { label: 'Club', entryIds: [players[2].uuid, players[3].uuid] }), 201);
    const removed = await o.api.delete(`/api/tournament/${id}/prohibited-pairings/${family.id}`);
    expectOk(removed);
    expect(prohibitedPairingsResponse.parse(removed.body).data.groups.map((g) => g.label)).toEqual(['Club']);
  });

  it('Prohibited pairings: bad input is refused with its reason and changes nothing', async () => {
    const { id, players } = await o.createWithPlayers(4, { rounds: 3 });
    const other = await o.createWithPlayers(2, { rounds: 3 });
    expectFailure(await prohibit(id, { label: 'Family', entryIds: [players[0].uuid] }), 400, /at least two players/, 'entryIds');
    expectFailure(await prohibit(id, { label: 'Family', entryIds: [players[0].uuid, players[0].uuid] }), 400, /named twice/, 'entryIds');
    expectFailure(await prohibit(id, { label: '', entryIds: [players[0].uuid, players[1].uuid] }), 400, /name is required/, 'label');
    expectFailure(
      await prohibit(id, { label: 'Family', entryIds: [players[0].uuid, other.players[0].uuid] }),
      400,
      'entryIds: a player named is not in this tournament',
      'entryIds',
    );
    expectFailure(
      await prohibit(id, { label: 'Club', entryIds: [players[0].uuid, players[1].uuid], lastRound: 4 }),
      400,
      'lastRound: the tournament has 3 rounds',
      'lastRound',
    );
    expectFailure(await as(t, oscar).post(`/api/tournament/${id}/prohibited-pairings`, { label: 'Family', entryIds: [players[0].uuid, players[1].uuid] }), 403);
    const roundRobin = await o.createWithPlayers(4, { system: 'round_robin' });
    expectFailure(await prohibit(roundRobin.id, { label: 'Family', entryIds: [roundRobin.players[0].uuid, roundRobin.players[1].uuid] }), 409, /Swiss/);
    expect(prohibitedPairingsResponse.parse((await o.api.get(`/api/tournament/${id}/prohibited-pairings`)).body).data.groups).toEqual([]);
  });

  it('Prohibited pairings: written into the TRF export as TRF-2026 260 records (every round, or rounds 1 to N)', async () => {
    const { id, players } = await o.createWithPlayers(5, { rounds: 5 });
    expect(forbiddenLines(await trf(id))).toEqual([]);
    expectOk(await prohibit(id, { label: 'Family', entryIds: [players[3].uuid, players[0].uuid, players[1].uuid] }), 201);
    expectOk(await prohibit(id, { label: 'Club', entryIds: [players[2].uuid, players[4].uuid], lastRound: 2 }), 201);
    expect(forbiddenLines(await trf(id))).toEqual(['260 001 999    1    2', '260 001 999    1    4', '260 001 999    2    4', '260 001 002    3    5']);
  });

  it("Prohibited pairings: an imported file's XXP and 260 lines are read into the pairing and written back once, as the file had them", async () => {
    const source = await o.createWithPlayers(4, { rounds: 3 });
    // Round 1 would pair 1-3 and 2-4: the file keeps 1 and 3 apart always (XXP), 2 and 4 in rounds 1 and 2 (260).
    const file = `${await trf(source.id)}XXP    1    3\r\n260 001 002    2    4\r\n`;
    const imported = await o.api.post('/api/tournament/import-trf', { trf: file });
    expectOk(imported, 201);
    const id = tournamentResponse.parse(imported.body).data.id;
    const groups = prohibitedPairingsResponse.parse((await o.api.get(`/api/tournament/${id}/prohibited-pairings`)).body).data.groups;
    const read = groups.map((g) => ({ label: g.label, lastRound: g.lastRound, players: g.players.map((p) => p.pairingNumber).sort((a, b) => a - b) }));
    expect(read.sort((a, b) => a.players[0] - b.players[0])).toEqual([
      { label: 'From the imported TRF file', lastRound: null, players: [1, 3] },
      { label: 'From the imported TRF file', lastRound: 2, players: [2, 4] },
    ]);
    const prohibitionLines = async () => (await trf(id)).split('\r\n').filter((line) => /^(260|XXP)/.test(line));
    expect(await prohibitionLines()).toEqual(['XXP    1    3', '260 001 002    2    4']);
    const round1 = boardsOf(await o.pair(id, 1));
    expect(meet(round1, 1, 3) || meet(round1, 2, 4)).toBe(false);
    expect(await prohibitionLines()).toEqual(['XXP    1    3', '260 001 002    2    4']);
  });

  it('Prohibited pairings: a pair the imported file has not is written afresh beside its own, each pair once', async () => {
    const source = await o.createWithPlayers(4, { rounds: 3 });
    const imported = await o.api.post('/api/tournament/import-trf', { trf: `${await trf(source.id)}XXP    1    2\r\n` });
    expectOk(imported, 201);
    const id = tournamentResponse.parse(imported.body).data.id;
    const players = managedPlayersResponse.parse((await o.api.get(`/api/players/entries/${id}`)).body).data;
    const uuidOf = (n: number) => players.find((p) => p.pairingNumber === n)!.uuid;
    const prohibitionLines = async () => (await trf(id)).split('\r\n').filter((line) => /^(260|XXP)/.test(line));
    expect(await prohibitionLines()).toEqual(['XXP    1    2']);
    expectOk(await prohibit(id, { label: 'Club', entryIds: [uuidOf(3), uuidOf(4)] }), 201);
    expect(await prohibitionLines()).toEqual(['260 001 999    1    2', '260 001 999    3    4']);
  });

  it('Prohibited pairings: a bundle carries them; the restored tournament keeps the players apart and writes each pair once', async () => {
    const { id, players } = await o.createWithPlayers(4, { rounds: 3 });
    expectOk(await prohibit(id, { label: 'Family Rao', entryIds: [players[0].uuid, players[2].uuid] }), 201);
    const zip = (await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/bundle`, headers: { authorization: `Bearer ${olga.token}` } })).rawPayload;
    const restored = await call(t.app, 'POST', '/api/tournament/import-bundle', {
      form: multipart({}, [{ field: 'file', name: 'open.kingside.zip', content: zip, type: 'application/zip' }]),
      token: olga.token,
    });
    expectOk(restored, 201);
    const copy = tournamentResponse.parse(restored.body).data.id;
    const groups = prohibitedPairingsResponse.parse((await o.api.get(`/api/tournament/${copy}/prohibited-pairings`)).body).data.groups;
    expect(groups.map((g) => ({ label: g.label, lastRound: g.lastRound, players: g.players.map((p) => p.pairingNumber) }))).toEqual([
      { label: 'Family Rao', lastRound: null, players: [1, 3] },
    ]);
    expect(forbiddenLines(await trf(copy))).toEqual(['260 001 999    1    3']);
    expect(meet(boardsOf(await o.pair(copy, 1)), 1, 3)).toBe(false);
  });

  it('Manual pairing: pairing by hand two players kept apart is a level-3 warning', async () => {
    const { id, players } = await o.createWithPlayers(4, { rounds: 3 });
    expectOk(await prohibit(id, { label: 'Family', entryIds: [players[0].uuid, players[2].uuid] }), 201);
    const round1 = await o.pair(id, 1);
    expectOk(await o.api.post('/api/tournament/edit-pairings', { tournamentId: id, round: 1 }));
    for (const row of [...round1.rows].reverse())
      expectOk(await o.api.patch('/api/tournament/remove-pairing', { tournamentId: id, round: 1, board: row.board }));
    const add = (confirmation?: string) =>
      o.api.patch('/api/tournament/add-pairing', { tournamentId: id, round: 1, white: players[0].uuid, black: players[2].uuid, confirmation });
    expectFailure(
      await add(),
      409,
      /^Pairing not added, against FIDE rules: Player A and Player C may not be paired in round 1 .*; confirm it to go ahead/,
      'confirmation',
    );
    const confirmed = await add('confirmed');
    expectOk(confirmed);
    expect(roundPairingsResponse.parse(confirmed.body).data.warnings).toEqual([
      expect.objectContaining({ level: 3, message: expect.stringContaining('Player A and Player C may not be paired in round 1') }),
    ]);
  });
});
