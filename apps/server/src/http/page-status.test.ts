import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { useAccount } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';
import { SERVER_RENDER_DIR } from './server-render.js';

/** The real web build (npm run build): which addresses are pages is the web app's router's to say. */
const webDist = path.resolve(import.meta.dirname, '../../../web/dist');

describe.each(testDatabaseKinds)('the status of page addresses on %s', (kind) => {
  beforeAll(() => {
    if (!existsSync(path.join(webDist, SERVER_RENDER_DIR, 'entry-server.js'))) throw new Error(`No web build in ${webDist}: run npm run build first`);
  });
  const t = useTestApp(kind, { config: { webDist } });
  const olga = useAccount(t, 'organiser');
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers 404 where the app shows its not-found page, and 200 for its pages', async () => {
    const organiser = organiserOf(t, olga);
    const id = await organiser.create({ name: 'Status Open', rounds: 3 });
    for (const name of ['Ann', 'Ben', 'Cai', 'Dee']) await organiser.add(id, { name, rating: 2000 });
    await organiser.playRound(id, 1, () => '1-0');

    for (const url of ['/nonsense', '/admin/nonsense', `/tournaments/${id}/foo`, '/score-update/x/1', `/tournaments/${id}/board/1/x`, '/player/nobody']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'], url).toMatch(/^text\/html/);
      // Still the app, which shows the not-found page itself.
      expect(answer.body, url).toContain('<div id="root">');
    }
    for (const url of [
      '/',
      '/sign-in',
      '/admin/dashboard',
      `/admin/tournament/${id}`,
      `/score-update/${id}/1`,
      `/tournaments/${id}/players`,
      `/tournaments/${id}/hall`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('answers 404 for a round the tournament does not have, and says so in the page', async () => {
    const organiser = organiserOf(t, olga);
    const id = await organiser.create({ name: 'Rounds Open', rounds: 3 });
    for (const name of ['Ann', 'Ben', 'Cai', 'Dee']) await organiser.add(id, { name, rating: 2000 });
    await organiser.playRound(id, 1, () => '1-0');

    const missing = await get(`/tournaments/${id}/pairings/99`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Round 99 does not exist in this tournament: only round 1 is paired so far.');
    expect((await get(`/tournaments/${id}/standings/2`)).statusCode).toBe(404);
    const shown = await get(`/tournaments/${id}/pairings/1`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).not.toContain('does not exist');
  });
});
