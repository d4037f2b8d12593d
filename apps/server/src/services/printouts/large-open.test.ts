import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, formatPoints, playersRankingResponse, printoutEndpoints, tournamentResponse } from '@kingside/contract';
import { readPdf } from '../../test-support/read-pdf.js';
import { as, expectFailure, expectOk, useAccount } from '../../test-support/accounts.js';
import { organiserOf } from '../../test-support/event.js';
import { call, testDatabaseKinds, useTestApp } from '../../test-support/index.js';

// 1,000 players after 10 rounds (the engine's conformance data, bench/): its crosstable is some 40 landscape
// pages, a second or more of pdfkit's work each.
const openAfterTenRounds = readFileSync(new URL('../../../../../packages/engine/conformance/bench/open-1000-round11.trf', import.meta.url), 'utf8');

/** A generous bound for an answer of /api/health while PDFs are drawn: drawn on the event loop, it waited for all six. */
const HEALTH_BOUND_MS = 2_000;

describe.each(testDatabaseKinds)('PDFs of a 1,000-player open on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const o = organiserOf(t, olga);
  let open: string;

  beforeAll(async () => {
    const answer = await as(t, olga).post('/api/tournament/import-trf', { trf: openAfterTenRounds, name: 'Big Open' });
    expectOk(answer, 201);
    const imported = tournamentResponse.parse(answer.body).data;
    expect(imported).toMatchObject({ currentRound: 10, playerCount: 1000 });
    open = imported.id;
  }, 120_000);

  const crosstable = (round: number, ip: string) =>
    t.app.inject({ method: 'GET', url: `${endpointPath(printoutEndpoints.crosstable, { id: open })}?round=${round}`, remoteAddress: ip });
  const renders = () => t.app.ctx.pdfs.cache.renders(open);
  const standings = async (round: number) =>
    playersRankingResponse.parse((await call(t.app, 'GET', `/api/tournament/players-ranking?round=${round}&tournamentId=${open}`)).body).data;

  it('six crosstable PDFs of a 1,000-player open at once: /api/health answers meanwhile, each PDF is its crosstable, and the next is served from the cache', async () => {
    const rounds = [5, 6, 7, 8, 9, 10];
    const before = renders();
    let pending = rounds.length;
    const pdfs = rounds.map((round, i) => crosstable(round, `198.51.100.${i + 1}`).finally(() => (pending -= 1)));
    // All six are being drawn (each from its own address, none waiting for another's).
    await expect.poll(renders, { timeout: 60_000, interval: 5 }).toBe(before + rounds.length);

    // A monitor's pace, not a loop that would keep the event loop busy itself.
    const healthWhileDrawing: number[] = [];
    while (pending > 0) {
      const asked = performance.now();
      expectOk(await call(t.app, 'GET', '/api/health'));
      const took = performance.now() - asked;
      if (pending > 0) healthWhileDrawing.push(took);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(healthWhileDrawing.length).toBeGreaterThan(0);
    expect(Math.max(...healthWhileDrawing)).toBeLessThan(HEALTH_BOUND_MS);

    const answers = await Promise.all(pdfs);
    for (const [i, response] of answers.entries()) {
      expect(response.statusCode, response.body).toBe(200);
      const { text, sizes } = await readPdf(response.rawPayload);
      expect(text).toContain(`Crosstable after round ${rounds[i]}`);
      expect(sizes[0]).toEqual([842, 595]);
      const leader = (await standings(rounds[i])).rows[0];
      expect(text).toContain(leader.name);
    }

    // The same crosstable again, from another address: the bytes kept, nothing drawn.
    const drawn = renders();
    const again = await crosstable(10, '198.51.100.99');
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(answers[5].rawPayload)).toBe(true);
    expect(renders()).toBe(drawn);
  }, 240_000);

  it('a result entered throws the kept crosstable away: the next one is drawn again and shows it', async () => {
    const first = await crosstable(10, '198.51.100.20');
    expect(first.statusCode).toBe(200);
    expect((await crosstable(10, '198.51.100.20')).rawPayload.equals(first.rawPayload)).toBe(true);
    const drawn = renders();

    // Board 1 of round 10 changes hands: its white player loses the point they had.
    const board = (await o.pairings(open, 10)).rows[0];
    const white = board.player;
    const pointsBefore = (await standings(10)).rows.find((r) => r.pairingNumber === white.pairingNumber)!.points;
    await o.score(open, 10, [{ board: board.board, result: board.result === '0-1' ? '1-0' : '0-1' }]);
    // A large event's spectators get the last standings while the new ones are computed (so would a crosstable drawn meanwhile, not kept).
    const pointsOf = async () => (await standings(10)).rows.find((r) => r.pairingNumber === white.pairingNumber)!.points;
    await expect.poll(pointsOf, { timeout: 60_000, interval: 50 }).not.toBe(pointsBefore);
    const pointsAfter = await pointsOf();

    const after = await crosstable(10, '198.51.100.20');
    expect(after.statusCode).toBe(200);
    expect(renders()).toBe(drawn + 1);
    expect(after.rawPayload.equals(first.rawPayload)).toBe(false);
    // A row reads: line, rank, number, name, rating, the ten rounds' cells, points, tie-breaks.
    const escaped = white.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pointsIn = async (pdf: Buffer) => {
      const row = (await readPdf(pdf)).text.split('\n').find((l) => l.includes(white.name));
      return row?.match(new RegExp(`${escaped} \\d+ (?:\\S+ ){10}(\\S+) `))?.[1];
    };
    expect(await pointsIn(first.rawPayload)).toBe(formatPoints(pointsBefore));
    expect(await pointsIn(after.rawPayload)).toBe(formatPoints(pointsAfter));
  }, 240_000);

  it('one address asking for five PDFs not yet drawn at once gets three, and 429 with why for the others; another address is served meanwhile', async () => {
    const attacker = '203.0.113.7';
    const playerList = t.app.inject({ method: 'GET', url: endpointPath(printoutEndpoints.players, { id: open }), remoteAddress: attacker });
    const answers = await Promise.all([...[1, 2, 3, 4].map((round) => crosstable(round, attacker)), playerList, crosstable(4, '198.51.100.30')]);
    const mine = answers.slice(0, 5);
    expect(mine.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const refused = mine.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(2);
    for (const response of refused) {
      expectFailure(
        { status: response.statusCode, body: response.json(), headers: response.headers },
        429,
        'Too many PDFs at once: 3 of yours are being prepared, and at most 3 are drawn at a time for one address. Try again when they are done.',
      );
      expect(response.headers['retry-after']).toBe('2');
    }
    expect(answers[5].statusCode).toBe(200);
    // Once they are done, the same address is served again.
    expect((await crosstable(3, attacker)).statusCode).toBe(200);
  }, 240_000);
});
