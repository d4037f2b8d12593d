import { beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, formatPoints, formatTiebreak, playersRankingResponse, printoutEndpoints, type PrintoutKind, type RankingRow } from '@kingside/contract';
import { entries } from '../db/schema/index.js';
import { readPdf } from '../test-support/read-pdf.js';
import { as, expectFailure, useAccount, type Account } from '../test-support/accounts.js';
import { organiserOf, resultsFor } from '../test-support/event.js';
import { testDatabaseKinds, useTestApp } from '../test-support/index.js';

const names = ['Иван Петров', 'Paweł Żółć', 'Zoë Ångström', 'Anna Nowak', 'Björn Müller', 'Chen Wei', 'Dmitri Волков', 'Eva Lindqvist'];

describe.each(testDatabaseKinds)('printouts API on %s', (kind) => {
  const t = useTestApp(kind);
  const olga = useAccount(t, 'organiser');
  const oscar = useAccount(t, 'organiser');
  const pia = useAccount(t, 'player');
  const o = organiserOf(t, olga);
  /** An 8-player Swiss, two rounds played (the higher number wins, except board 2 of round 2 is a draw). */
  let event: string;

  beforeAll(async () => {
    event = await o.create({ name: 'Łódź Open', system: 'dutch', rounds: 5, startDate: '2026-05-01', endDate: '2026-05-05', city: 'Łódź' });
    for (const [i, name] of names.entries())
      await o.add(event, { name, rating: 2400 - 50 * i, federation: i % 2 === 0 ? 'POL' : 'GER', title: i === 0 ? 'GM' : undefined, club: `Club ${i + 1}` });
    for (const round of [1, 2]) {
      const pairings = await o.pair(event, round);
      await o.start(event);
      const results = resultsFor(pairings, (white, black) => (white > black ? '1-0' : '0-1'));
      if (round === 2) results[1].result = '1/2-1/2';
      await o.score(event, round, results);
    }
  });

  async function download(kind: PrintoutKind, id: string, query = '', who?: Account) {
    const response = await t.app.inject({
      method: 'GET',
      url: `${endpointPath(printoutEndpoints[kind], { id })}${query ? `?${query}` : ''}`,
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
    });
    return response;
  }

  /** The printout as text, after checking it is a PDF sent as a named download. */
  async function printout(kind: PrintoutKind, id: string, query = '', who?: Account) {
    const response = await download(kind, id, query, who);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[\w.-]+\.pdf"; filename\*=UTF-8''/);
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return { ...(await readPdf(bytes)), disposition: String(response.headers['content-disposition']) };
  }

  it('prints the pairing sheet by board: names in any script, points before the round, results, page numbers', async () => {
    const pairings = await o.pairings(event, 2);
    const { text, pages, disposition } = await printout('pairings', event, 'round=2');
    expect(pages).toHaveLength(1);
    expect(text).toContain('Łódź Open');
    expect(text).toContain('Pairings of round 2 — by board');
    expect(text).toContain('1 May 2026 – 5 May 2026 · Łódź');
    expect(text).toContain('Page 1 of 1');
    expect(disposition).toContain('filename="Lodz-Open-pairings-round-2.pdf"');
    expect(disposition).toContain(encodeURIComponent('Łódź Open – pairings round 2.pdf'));
    for (const row of pairings.rows) {
      expect(text).toContain(row.player.title ? `${row.player.title} ${row.player.name}` : row.player.name);
      expect(text).toContain(row.opponent!.name);
    }
    expect(text).toContain('GM Иван Петров');
    expect(text).toContain('½ – ½');
    expect(text).toMatch(/1 – 0|0 – 1/);
  });

  it('prints the alphabetical pairing sheet: every player once, in name order, with board, colour and opponent', async () => {
    const pairings = await o.pairings(event, 1);
    const { text } = await printout('pairings', event, 'round=1&order=name');
    expect(text).toContain('Pairings of round 1 — alphabetical');
    const firstOnLine = text.split('\n').flatMap((line) => names.filter((name) => line.replace(/^GM /, '').startsWith(name)));
    expect(firstOnLine).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const board1 = pairings.rows[0];
    expect(text).toContain(`${board1.opponent!.name} (${board1.opponent!.pairingNumber})`);
    expect(text).toMatch(/White/);
    expect(text).toMatch(/Black/);
  });

  it('defaults to the current round', async () => {
    expect((await printout('pairings', event)).text).toContain('Pairings of round 2');
    expect((await printout('standings', event)).text).toContain('Standings after round 2');
  });

  it("prints the standings with the tournament's tie-breaks, the same figures as the standings screen", async () => {
    const ranking = playersRankingResponse.parse((await as(t).get(`/api/tournament/players-ranking?round=2&tournamentId=${event}`)).body).data;
    expect(ranking.tiebreaks.length).toBeGreaterThan(0);
    const { text } = await printout('standings', event, 'round=2');
    expect(text).toContain('Standings after round 2');
    for (const code of ranking.tiebreaks) expect(text).toContain(code);
    expect(text).toContain('Tie-breaks in order:');
    expect(text).toMatch(/BH\/C1: Buchholz cut 1/);
    const lines = text.split('\n');
    const lineOf = (row: RankingRow) => lines.find((line) => line.includes(row.name)) ?? '';
    for (const row of ranking.rows) {
      const figures = [formatPoints(row.points), ...row.tiebreaks.map((tb) => formatTiebreak(tb.value))].join(' ');
      expect(lineOf(row), row.name).toContain(figures);
      expect(lineOf(row).trimStart().startsWith(`${row.rank} ${row.pairingNumber} `), lineOf(row)).toBe(true);
    }
  });

  it('prints the crosstable in rank order: each round the opponent by starting number (as on the web), colour and score', async () => {
    const round1 = await o.pairings(event, 1);
    const { text } = await printout('crosstable', event, 'round=2');
    expect(text).toContain('Crosstable after round 2');
    expect(text).toContain("Each round: opponent's starting number (No), colour and score.");
    const board1 = round1.rows[0];
    const whiteCell = `${board1.opponent!.pairingNumber}w${board1.player.result === '1' ? '1' : '0'}`;
    const whiteLine = text.split('\n').find((line) => line.includes(board1.player.name)) ?? '';
    expect(whiteLine).toContain(whiteCell);
    expect(text).toContain('½');
  });

  it('turns the crosstable of a longer event to landscape: a round robin of six after five rounds', async () => {
    const id = await o.create({ name: 'Club Championship', system: 'round_robin' });
    for (const [i, name] of names.slice(0, 6).entries()) await o.add(id, { name, rating: 2200 - 10 * i });
    for (let round = 1; round <= 5; round++) {
      const pairings = await o.pair(id, round);
      await o.start(id);
      await o.score(
        id,
        round,
        resultsFor(pairings, () => '1/2-1/2'),
      );
    }
    const early = await printout('crosstable', id, 'round=1');
    expect(early.sizes).toEqual([[595, 842]]);
    const { text, sizes } = await printout('crosstable', id, 'round=5');
    expect(sizes).toEqual([[842, 595]]);
    for (const round of [1, 2, 3, 4, 5]) expect(text).toContain(`R${round}`);
    // Everyone drew everyone: all share first place, and each opponent is named by starting number, not by place.
    const lines = text.split('\n');
    const line = lines.find((l) => l.includes('Иван Петров')) ?? '';
    expect(line.trimStart().startsWith('1 1 Иван Петров'), line).toBe(true);
    expect(line.match(/[2-6][wb]½/g)).toHaveLength(5);
    expect(line).not.toMatch(/1[wb]½/);
    expect(line).toContain('2½');
    expect((lines.find((l) => l.includes('Chen Wei')) ?? '').trimStart().startsWith('1 6 Chen Wei')).toBe(true);
  });

  it('prints the player list by pairing number, without private contact details', async () => {
    const { text } = await printout('players', event);
    expect(text).toContain('Player list — 8 players');
    for (const name of names) expect(text).toContain(name);
    expect(text).toContain('Club 8');
    expect(text).toContain('POL');
    expect(text).not.toContain('@');
  });

  it('prints result slips for the organiser: one per board, four to a page, with signature lines', async () => {
    const { text, pages } = await printout('result-slips', event, 'round=2', olga);
    expect(pages).toHaveLength(1);
    for (const board of [1, 2, 3, 4]) expect(text).toContain(`Round 2 · Board ${board}`);
    expect(text).not.toContain('Board 5');
    expect(text.match(/White's signature/g)).toHaveLength(4);
    expect(text).toContain('Иван Петров');
  });

  it('lets only the organisers of the tournament print result slips', async () => {
    expectFailure(await jsonOf(download('result-slips', event, 'round=1')), 401);
    expectFailure(await jsonOf(download('result-slips', event, 'round=1', pia)), 403);
    expectFailure(await jsonOf(download('result-slips', event, 'round=1', oscar)), 403, 'You do not manage this tournament');
    expect((await download('standings', event, 'round=1', pia)).statusCode).toBe(200);
  });

  it('answers 400 naming the field for bad input, 404 for what does not exist', async () => {
    expectFailure(await jsonOf(download('pairings', event, 'round=0')), 400, undefined, 'round');
    expectFailure(await jsonOf(download('standings', event, 'round=two')), 400, undefined, 'round');
    expectFailure(await jsonOf(download('pairings', event, 'order=colour')), 400, 'Expected order board or name', 'order');
    expectFailure(await jsonOf(download('players', 'not-a-uuid')), 400, undefined, 'id');
    expectFailure(await jsonOf(download('pairings', event, 'round=3')), 404, 'Round 3 is not paired yet');
    expectFailure(await jsonOf(download('result-slips', event, 'round=3', olga)), 404, 'Round 3 is not paired yet');
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const kind of ['pairings', 'standings', 'crosstable', 'players'] as const)
      expectFailure(await jsonOf(download(kind, unknown)), 404, 'Tournament not found');
    expectFailure(await jsonOf(download('result-slips', unknown, '', olga)), 404, 'Tournament not found');
    const fresh = await o.create({ name: 'Not started', system: 'dutch', rounds: 5 });
    expectFailure(await jsonOf(download('standings', fresh)), 404, 'No round is paired yet');
    expect((await printout('players', fresh)).text).toContain('Player list — 0 players');
  });

  it('runs long lists onto more pages: 120 players, 60 boards', async () => {
    const big = await o.create({ name: 'Big Open', system: 'dutch', rounds: 5 });
    const now = t.clock.now();
    await t.database.db.insert(entries).values(
      Array.from({ length: 120 }, (_, i) => ({
        tournamentId: big,
        pairingNumber: i + 1,
        name: `Player ${String(i + 1).padStart(3, '0')}`,
        rating: 2600 - 5 * i,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const list = await printout('players', big);
    expect(list.pages.length).toBeGreaterThanOrEqual(3);
    list.pages.forEach((page, i) => {
      expect(page).toContain('Big Open');
      expect(page).toMatch(/No\s+Title\s+Name/);
      expect(page).toContain(`Page ${i + 1} of ${list.pages.length}`);
    });
    expect(list.text).toContain('Player 120');

    await o.pair(big, 1);
    const sheet = await printout('pairings', big, 'round=1');
    expect(sheet.pages.length).toBeGreaterThanOrEqual(2);
    expect(sheet.pages[1]).toMatch(/Bd\s+No\s+White/);
    const slips = await printout('result-slips', big, 'round=1', olga);
    expect(slips.pages).toHaveLength(15);
    expect(slips.text).toContain('Round 1 · Board 60');
  });

  async function jsonOf(response: ReturnType<typeof download>) {
    const answer = await response;
    return { status: answer.statusCode, body: answer.json<unknown>(), headers: answer.headers };
  }
});
