import { describe, expect, it } from 'vitest';
import { computeTiebreaks, pairDutch, pairingOfRound, readTrf, tournamentBeforeRound } from '@kingside/engine';
import {
  playersRankingResponse,
  playersUploadResponse,
  tournamentDetailsResponse,
  publicPlayersResponse,
  type GameResult,
  type PublicPlayer,
} from '@kingside/contract';
import { call, multipart, testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { account, as, expectFailure, expectOk, useAccount } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';
import { workbookOf } from '../test-support/workbooks.js';

/** A small deterministic generator, so the event is the same on every run. */
function lcg(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const ROUNDS = 7;

describe.each(testDatabaseKinds)('a whole Swiss through the API on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');

  it('runs 25 players over 7 rounds with a withdrawal, a late entry and a half-point bye; its TRF re-pairs every round the same', async () => {
    const o = organiserOf(t, olga);
    const random = lcg(20260401);
    const id = await o.create({
      name: 'Kingside Open',
      rounds: ROUNDS,
      city: 'York',
      federation: 'ENG',
      startDate: '2026-04-01',
      endDate: '2026-04-04',
      chiefArbiter: 'IA Ada Arbiter',
      timeControl: '90+30',
    });
    const titles = ['GM', 'IM', 'FM', undefined, undefined] as const;
    // The 25 players come from an XLSX sheet, uploaded as an organiser would.
    const sheetFile = await workbookOf([
      ['Name', 'Standard rating', 'Title', 'Federation', 'Sex', 'Birth date'],
      ...Array.from({ length: 25 }, (_, i) => {
        const rating = i === 24 ? 0 : 2450 - 40 * i - (i % 3 === 0 ? 0 : 5);
        return [`Player ${String(i + 1).padStart(2, '0')}`, rating, titles[i % 5] ?? null, 'ENG', i % 4 === 0 ? 'w' : 'm', 1960 + i];
      }),
    ]);
    const uploaded = await call(t.app, 'POST', '/api/players/upload-sheet', {
      token: olga.token,
      form: multipart({ tournamentId: id }, [{ field: 'file', name: 'players.xlsx', content: sheetFile }]),
    });
    expectOk(uploaded, 201);
    const entered = playersUploadResponse.parse(uploaded.body).data.players ?? [];
    const players: PublicPlayer[] = Array.from(
      { length: 25 },
      (_, i) => entered.find((p) => p.name === `Player ${String(i + 1).padStart(2, '0')}`) as PublicPlayer,
    );
    expect(players.map((p) => p.pairingNumber)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    // Player 10 asks for a half-point bye in round 3.
    expectOk(await o.api.patch(`/api/players/update-player-info/${players[9].uuid}`, { byes: [3] }));

    const outcomes: GameResult[] = ['1-0', '0-1', '1/2-1/2', '1-0', '0-1', '1/2-1/2', '1-0', '+/-'];
    let late: { uuid: string } | undefined;
    for (let round = 1; round <= ROUNDS; round++) {
      if (round === 2) late = await o.add(id, { name: 'Late Entry', rating: 2100, federation: 'SCO' });
      if (round === 3) expectOk(await o.api.patch('/api/players/withdraw-player', { playerId: players[19].uuid }));
      const pairings = await o.pair(id, round);
      const seated = pairings.rows.flatMap((row) => [row.player.id, row.opponent?.id]).filter(Boolean);
      expect(new Set(seated).size, `round ${round}: nobody seated twice`).toBe(seated.length);
      if (round === 3) {
        expect(pairings.rows.find((r) => r.player.id === players[9].uuid)?.kind).toBe('half_point_bye');
        expect(pairings.rows.find((r) => r.player.id === players[19].uuid)?.kind).toBe('absent');
      }
      if (round >= 2) expect(seated).toContain(late?.uuid);
      await o.start(id);
      const results = pairings.rows
        .filter((row) => row.kind === 'game')
        .map((row) => ({ board: row.board, result: outcomes[Math.floor(random() * outcomes.length)] }));
      const scored = await o.score(id, round, results);
      expect(scored.state).toBe('scored');
    }
    expectOk(await o.api.post('/api/tournament/trigger-tournament-end', { tournamentId: id }));
    const detail = tournamentDetailsResponse.parse((await as(t).get(`/api/tournament/${id}`)).body).data;
    expect(detail).toMatchObject({ state: 'finished', currentRound: ROUNDS, playerCount: 26 });
    expect(Object.values(detail.pairings).every((flags) => flags.paired && flags.scored)).toBe(true);

    const exported = await t.app.inject({ method: 'GET', url: `/api/tournament/${id}/trf`, headers: { authorization: `Bearer ${olga.token}` } });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="Kingside-Open.trf"');
    const trf = readTrf(exported.body);
    expect(trf.players).toHaveLength(26);
    expect(trf.totalRounds).toBe(ROUNDS);

    const list = publicPlayersResponse.parse((await as(t).get(`/api/players/${id}`)).body).data;
    for (const player of list) {
      expect(trf.players.find((p) => p.startNumber === player.pairingNumber)?.points, player.name).toBe(player.points);
    }
    for (let round = 1; round <= ROUNDS; round++) {
      const recorded = pairingOfRound(trf, round);
      const repaired = pairDutch(tournamentBeforeRound(trf, round));
      const asText = (pairs: { white: number; black: number }[]) => pairs.map((p) => `${p.white}-${p.black}`).sort();
      expect(asText(repaired.pairs), `round ${round}`).toEqual(asText(recorded.pairs));
      expect(repaired.bye, `round ${round} bye`).toBe(recorded.bye);
      const served = await o.pairings(id, round);
      expect(
        asText(
          served.rows.filter((r) => r.opponent).map((r) => ({ white: r.player.pairingNumber, black: (r.opponent as { pairingNumber: number }).pairingNumber })),
        ),
        `round ${round} as served`,
      ).toEqual(asText(recorded.pairs));
    }

    // The served standings are the engine's, computed from the exported file.
    const standings = playersRankingResponse.parse((await as(t).get(`/api/tournament/players-ranking?round=${ROUNDS}&tournamentId=${id}`)).body).data;
    expect(standings.tiebreaks).toEqual(['BH/C1', 'BH', 'DE', 'WIN']);
    const engine = computeTiebreaks(trf, ['PTS', ...standings.tiebreaks], { rounds: ROUNDS });
    for (const row of standings.rows) {
      const expected = engine.find((e) => e.startNumber === row.pairingNumber);
      expect([row.rank, row.points, ...row.tiebreaks.map((tb) => tb.value)], row.name).toEqual([expected?.rank, ...(expected?.values ?? [])]);
    }
    expect(standings.rows.map((r) => r.key)).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));

    const other = await account(t, 'organiser');
    expectFailure(await as(t, other).get(`/api/tournament/${id}/trf`), 403);
    expectFailure(await as(t).get(`/api/tournament/${id}/trf`), 401);
  });
});
