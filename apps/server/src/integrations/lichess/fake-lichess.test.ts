import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTrf } from '@kingside/engine';
import { LichessOpenApi, startFakeLichess, type FakeLichess } from '@kingside/fake-lichess';
import { seal, unseal } from '../../services/core/sealed.js';
import { LichessClient } from './client.js';
import { forEachLine } from './ndjson.js';

// The fake lichess and Kingside's client against each other, and the checks that keep both to lichess's OpenAPI description.

describe('the OpenAPI checks', () => {
  const openapi = new LichessOpenApi();

  it('refuse a request that departs from the description', () => {
    const found = openapi.find('POST', '/api/swiss/new/club')!;
    expect(found.params).toEqual({ teamId: 'club' });
    const check = (body: Record<string, string>, query = '') =>
      openapi.checkRequest(found, { query: new URLSearchParams(query), params: found.params, contentType: 'application/x-www-form-urlencoded', body });
    expect(check({ 'clock.limit': '300', 'clock.increment': '2', nbRounds: '7', rated: 'true' })).toEqual([]);
    expect(check({ 'clock.limit': '301', 'clock.increment': '2', nbRounds: '7' }).join()).toMatch(/clock\.limit must be equal to one of the allowed values/);
    expect(check({ 'clock.limit': '300', nbRounds: '7' }).join()).toMatch(/required property 'clock.increment'/);
    expect(check({ 'clock.limit': '300', 'clock.increment': '2', nbRounds: '7', colour: 'white' }).join()).toMatch(/form field colour is not documented/);
    expect(check({ 'clock.limit': '300', 'clock.increment': '2', nbRounds: '7' }, 'x=1').join()).toMatch(/query parameter x is not documented/);
  });

  it('refuse an answer that departs from it, line by line for NDJSON', () => {
    const account = openapi.find('GET', '/api/account')!.operation;
    expect(openapi.checkResponse(account, 200, 'application/json', JSON.stringify({ id: 'a', username: 'A', url: 'https://lichess.org/@/A' }))).toEqual([]);
    expect(openapi.checkResponse(account, 200, 'application/json', JSON.stringify({ id: 'a' })).join()).toMatch(/required property 'username'/);
    expect(openapi.checkResponse(account, 418, 'application/json', '{}').join()).toMatch(/418, which is not documented/);
    const results = openapi.find('GET', '/api/swiss/abc/results')!.operation;
    const row = { rank: 1, points: 2, tieBreak: 3, rating: 1500, username: 'a', performance: 1600 };
    expect(
      openapi.checkResponse(results, 200, 'application/x-ndjson', `${JSON.stringify(row)}\n${JSON.stringify({ ...row, points: 'two' })}\n`).join(),
    ).toMatch(/line 2: data\/points must be number/);
  });
});

describe('the fake lichess with Kingside’s client', () => {
  let fake: FakeLichess;
  let now = Date.parse('2026-05-01T10:00:00Z');
  let client: LichessClient;
  beforeAll(async () => {
    fake = await startFakeLichess({ now: () => now });
    client = new LichessClient(fake.url, () => now);
    fake.world.addUser('Leader', 2000);
    for (const [name, rating] of [
      ['Ann', 2200],
      ['Ben', 2100],
      ['Cai', 2000],
      ['Dee', 1900],
      ['Eli', 1800],
    ] as const)
      fake.world.addUser(name, rating);
    fake.world.addTeam('club', 'Club', 'Leader', ['Ann', 'Ben', 'Cai', 'Dee', 'Eli']);
  });
  afterAll(() => fake.close());

  it('plays a Swiss whose TRF export Kingside’s engine reads, with results and games as lichess documents them', async () => {
    const token = fake.world.issueToken('Leader', ['tournament:write']).token;
    const swiss = await client.createSwiss(token, 'club', { name: 'Spring Swiss', 'clock.limit': 180, 'clock.increment': 2, nbRounds: 3 });
    const stored = fake.world.swisses.get(swiss.id)!;
    const control = (path: string, body: unknown = {}) =>
      fetch(`${fake.url}/_fake${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await control(`/swiss/${swiss.id}/join`, { usernames: ['Ann', 'Ben', 'Cai', 'Dee', 'Eli'] });
    for (let round = 0; round < 3; round++) await control(`/swiss/${swiss.id}/rounds`);
    expect(stored.status).toBe('finished');

    const trf = readTrf(await client.swissTrf(swiss.id));
    expect(trf.totalRounds).toBe(3);
    expect(trf.players.map((p) => p.name)).toEqual(['Ann', 'Ben', 'Cai', 'Dee', 'Eli']);
    // Each round: two games and a pairing-allocated bye.
    for (let r = 0; r < 3; r++) expect(trf.players.filter((p) => p.rounds[r].result === 'U')).toHaveLength(1);

    const games: string[] = [];
    await client.swissGames(swiss.id, (game) => games.push(game.id));
    expect(games.sort()).toEqual(stored.rounds.flatMap((r) => r.gameIds).sort());
    const results = await fetch(`${fake.url}/api/swiss/${swiss.id}/results`);
    const points = (await results.text())
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { points: number }).points);
    expect(points.reduce((a, b) => a + b, 0)).toBe(3 * 3); // two games and one bye a round, a point each
    expect(fake.problems).toEqual([]);
  });

  it("runs an Arena: created with lichess's rule on clock and length, played in waves, results and games streamed", async () => {
    const token = fake.world.issueToken('Leader', ['tournament:write']).token;
    await expect(client.createArena(token, { name: 'Too short', clockTime: 60, clockIncrement: 0, minutes: 20 })).rejects.toThrow(
      /minutes: the duration does not suit the clock/,
    );
    const arena = await client.createArena(token, { name: 'Friday Blitz', clockTime: 3, clockIncrement: 2, minutes: 60 });
    const control = (path: string, body: unknown = {}) =>
      fetch(`${fake.url}/_fake${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await control(`/arena/${arena.id}/join`, { usernames: ['Ann', 'Ben', 'Cai', 'Dee'] });
    await control(`/arena/${arena.id}/waves`, { outcomes: ['1-0', '1/2-1/2'] });
    const results = (await (await fetch(`${fake.url}/api/tournament/${arena.id}/results`)).text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { username: string; score: number });
    expect(results.map((r) => [r.username, r.score])).toEqual([
      ['Ann', 2],
      ['Cai', 1],
      ['Dee', 1],
      ['Ben', 0],
    ]);
    const games = (await (await fetch(`${fake.url}/api/tournament/${arena.id}/games`, { headers: { accept: 'application/x-ndjson' } })).text())
      .trim()
      .split('\n');
    expect(games).toHaveLength(2);
    expect(await (await fetch(`${fake.url}/api/tournament/${arena.id}`)).json()).toMatchObject({ id: arena.id, fullName: 'Friday Blitz Arena', nbPlayers: 4 });
    expect(fake.problems).toEqual([]);
  });

  it("makes bulk pairings from players' tokens that allow challenges, and starts their clocks", async () => {
    const organiser = fake.world.issueToken('Leader', ['challenge:bulk']).token;
    const [ann, ben, cai] = ['Ann', 'Ben', 'Cai'].map((name) => fake.world.issueToken(name, ['challenge:write']).token);
    const dee = fake.world.issueToken('Dee', []).token;
    const bulk = (players: string, token = organiser) =>
      fetch(`${fake.url}/api/bulk-pairing`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ players, 'clock.limit': '600', 'clock.increment': '5', rated: 'true' }),
      });
    expect((await bulk(`${ann}:${dee}`)).status).toBe(400);
    expect((await bulk(`${ann}:${ben}`, ann)).status).toBe(403);
    const made = (await (await bulk(`${ann}:${ben},${cai}:${fake.world.issueToken('Eli', ['challenge:write']).token}`)).json()) as {
      id: string;
      games: { white: string; black: string }[];
    };
    expect(made.games.map((g) => [g.white, g.black])).toEqual([
      ['ann', 'ben'],
      ['cai', 'eli'],
    ]);
    const started = await fetch(`${fake.url}/api/bulk-pairing/${made.id}/start-clocks`, { method: 'POST', headers: { authorization: `Bearer ${organiser}` } });
    expect(await started.json()).toEqual({ ok: true });
    const read = await fetch(`${fake.url}/api/bulk-pairing/${made.id}`, { headers: { authorization: `Bearer ${organiser}` } });
    expect(await read.json()).toMatchObject({ id: made.id, rated: true, clock: { limit: 600, increment: 5 }, startClocksAt: now });
    expect(fake.problems).toEqual([]);
  });

  it('reports a request sent while another with the same token is under way', async () => {
    fake.setLatency(30);
    try {
      const token = fake.world.issueToken('Leader', []).token;
      const direct = () => fetch(`${fake.url}/api/account`, { headers: { authorization: `Bearer ${token}` } });
      await Promise.all([direct(), direct()]);
      expect(fake.problems.splice(0).join()).toMatch(/another request with the same token was under way/);
      await Promise.all([client.account(token), client.account(token)]);
      expect(fake.problems).toEqual([]);
    } finally {
      fake.setLatency(0);
    }
  });

  it('reports a request sent within a minute of a 429, which the client never sends', async () => {
    const token = fake.world.issueToken('Leader', []).token;
    fake.rateLimitNext(1);
    await expect(client.account(token)).rejects.toThrow(/wait/);
    const sent = fake.requests.length;
    now += 59_000;
    await expect(client.account(token)).rejects.toThrow(/wait/);
    expect(fake.requests.length).toBe(sent);
    await fetch(`${fake.url}/api/account`, { headers: { authorization: `Bearer ${token}` } });
    expect(fake.problems.splice(0).join()).toMatch(/after a 429 \(lichess asks for a full minute\)/);
    now += 1_000;
    await expect(client.account(token)).resolves.toMatchObject({ username: 'Leader' });
  });
});

describe('reading NDJSON', () => {
  it('hands on each line as it arrives, whatever the chunks', async () => {
    const chunks = ['{"a":1}\n{"a"', ':2}\n', '\n{"a":3}'];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
    const seen: unknown[] = [];
    await forEachLine(body, (value) => void seen.push(value));
    expect(seen).toEqual([{ a: 1 }, { a: 2 }, { a: 3 }]);
  });
});

describe('tokens at rest', () => {
  const secret = 'x'.repeat(40);
  it('are sealed, open only with the same secret, and refuse tampering', () => {
    const sealed = seal(secret, 'lio_token');
    expect(sealed).not.toContain('lio_token');
    expect(seal(secret, 'lio_token')).not.toBe(sealed);
    expect(unseal(secret, sealed)).toBe('lio_token');
    expect(() => unseal('y'.repeat(40), sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('lio_tokem').toString('base64url');
    expect(() => unseal(secret, parts.join('.'))).toThrow();
  });
});
