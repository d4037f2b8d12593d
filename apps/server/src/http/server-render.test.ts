import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../test-support/index.js';
import { useAccount } from '../test-support/accounts.js';
import { organiserOf } from '../test-support/event.js';
import { SERVER_RENDER_DIR } from './server-render.js';

/** The real web build (npm run build): the server renders the web app's own components from it. */
const webDist = path.resolve(import.meta.dirname, '../../../web/dist');

/** Names a user typed that would end the embedded data early or open a tag, were they not escaped. */
const hostilePlayer = 'Eve </script><script>alert(1)</script> <!-- <b>&amp;</b>';
const hostileEvent = 'Open </script><img src=x onerror=alert(2)>';
const secretEmail = 'never.public@example.test';

/** The JSON the page embeds for the browser, read as the browser reads it (up to the element's end). */
function embeddedData(html: string): unknown {
  const start = html.indexOf('<script type="application/json" id="ks-server-render">');
  if (start < 0) return null;
  const from = html.indexOf('>', start) + 1;
  return JSON.parse(html.slice(from, html.indexOf('</script>', from)));
}

/** The text of the markup in the root, tags removed: what a visitor reads before any script runs. */
const rootMarkup = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));

describe.each(testDatabaseKinds)('server-rendered public pages on %s', (kind) => {
  beforeAll(() => {
    if (!existsSync(path.join(webDist, SERVER_RENDER_DIR, 'entry-server.js'))) throw new Error(`No web build in ${webDist}: run npm run build first`);
  });
  const t = useTestApp(kind, { config: { webDist } });
  const olga = useAccount(t, 'organiser');

  async function playedEvent() {
    const organiser = organiserOf(t, olga);
    const id = await organiser.create({ name: hostileEvent, rounds: 3 });
    await organiser.add(id, { name: hostilePlayer, rating: 2100, email: secretEmail });
    await organiser.add(id, { name: 'Bruno Second', rating: 2000 });
    await organiser.add(id, { name: 'Carla Third', rating: 1900 });
    await organiser.add(id, { name: 'Dan Fourth', rating: 1800 });
    await organiser.playRound(id, 1, () => '1-0');
    return id;
  }

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('sends the standings with their rows, the names escaped in the markup and in the embedded data, and no private field', async () => {
    const id = await playedEvent();
    const answer = await get(`/tournaments/${id}/standings/1`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    const html = answer.body;
    for (const name of ['Bruno Second', 'Carla Third', 'Dan Fourth']) expect(rootMarkup(html)).toContain(name);
    expect(rootMarkup(html)).toContain('Eve &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- &lt;b&gt;&amp;amp;&lt;/b&gt;');
    expect(html).toContain('<title>Standings · Open &lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;</title>');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain(secretEmail);
    // Nor the organiser's account id: who owns the tournament is not public.
    expect(html).not.toContain(olga.id);
    // Every script element is the app's own file or the data; the data reads back with the names unchanged.
    expect(html.match(/<script[^>]*>/g)?.filter((tag) => !/ src="\/assets\//.test(tag))).toEqual(['<script type="application/json" id="ks-server-render">']);
    const text = JSON.stringify(embeddedData(html));
    expect(text).toContain(JSON.stringify(hostilePlayer));
    expect(text).toContain(JSON.stringify(hostileEvent));
  });

  it('sends the tournament page, its pairings and the tournament list with their content', async () => {
    const id = await playedEvent();
    const pages: [url: string, content: string][] = [
      [`/tournaments/${id}`, 'Tie-breaks'],
      [`/tournaments/${id}/pairings/1`, 'Carla Third'],
      ['/tournaments', 'Open &lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;'],
    ];
    for (const [url, content] of pages) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(rootMarkup(answer.body), url).toContain(content);
      expect(embeddedData(answer.body), url).toMatchObject({ path: url });
    }
  });

  it('answers a tournament that does not exist, or an address that names none, with the not-found page and 404', async () => {
    for (const url of ['/tournaments/00000000-0000-4000-8000-000000000000/standings/1', '/tournaments/not-a-tournament']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body, url).toContain('404 - PAGE NOT FOUND');
    }
  });

  it('leaves every other page to the browser, and never serves the server render as a file', async () => {
    for (const url of ['/sign-in', `/tournaments/00000000-0000-4000-8000-000000000000/crosstable`]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toContain('<div id="root"></div>');
      expect(embeddedData(answer.body), url).toBeNull();
    }
    expect((await get(`/${SERVER_RENDER_DIR}/entry-server.js`)).statusCode).toBe(404);
  });
});
