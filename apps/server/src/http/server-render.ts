import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { APP_KEY_HEADER, type Locale } from '@kingside/contract';

/** Where the web build puts its server render (apps/web: `vite build --ssr`); the static files never include it. */
export const SERVER_RENDER_DIR = 'ssr';
const SERVER_RENDER_ENTRY = path.join(SERVER_RENDER_DIR, 'entry-server.js');

/** The web app's server render of the public pages (apps/web/src/entry-server.tsx), as this server calls it. */
interface WebServerRender {
  renderPublicPage(request: {
    url: string;
    template: string;
    readAsset: (address: string) => Promise<string>;
    fetch: typeof fetch;
    appKey?: string;
    locale: Locale;
  }): Promise<{ status: 200 | 404; html: string } | null>;
  /** 404 for an address that is none of the app's pages (its router's catch-all, or parameters that name nothing). */
  pageStatus(pathname: string): 200 | 404;
}

/** The web app's pages as the server sends them. */
export interface WebPages {
  /** A page's HTML and status in the visitor's language, or null when the browser renders the page from index.html. */
  render(url: string, locale: Locale): Promise<{ status: 200 | 404; html: string } | null>;
  /** The status of a page the browser renders (index.html): 404 where the app shows its not-found page. */
  status(pathname: string): 200 | 404;
}

const isWebServerRender = (module: unknown): module is WebServerRender =>
  typeof module === 'object' &&
  module !== null &&
  typeof (module as Partial<WebServerRender>).renderPublicPage === 'function' &&
  typeof (module as Partial<WebServerRender>).pageStatus === 'function';

/**
 * Answers the page's API calls through the API itself (its routes, services and caches, e.g. the standings cache),
 * in process and as a visitor who is not signed in: a server-rendered page holds public data only.
 */
function apiFetch(app: FastifyInstance, appKey: string | undefined, locale: Locale): typeof fetch {
  return async (input, init) => {
    if (init?.method !== undefined && init.method !== 'GET') throw new Error(`The server render only reads (asked ${init.method})`);
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', 'accept-language': locale, ...(appKey ? { [APP_KEY_HEADER]: appKey } : {}) },
      signal: init?.signal ?? undefined,
    });
    return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? '') } });
  };
}

/**
 * The text of the build's hashed files (/assets/…, the page's style sheets the render puts inline), each read once:
 * under its hashed name a file never changes.
 */
function builtAssets(webDist: string): (address: string) => Promise<string> {
  const read = new Map<string, Promise<string>>();
  return (address) => {
    if (!/^\/assets\/[\w.-]+$/.test(address)) return Promise.reject(new Error(`Not a file of the build: ${address}`));
    let text = read.get(address);
    if (!text) {
      text = readFile(path.join(webDist, address), 'utf8');
      read.set(address, text);
    }
    return text;
  };
}

/** The web build's server render, or null when the build has none (the pages are then rendered in the browser, all with 200). */
export async function loadServerRender(app: FastifyInstance, webDist: string, appKey: string | undefined): Promise<WebPages | null> {
  const entry = path.join(webDist, SERVER_RENDER_ENTRY);
  if (!existsSync(entry)) {
    app.log.warn(`No server render in ${entry}: the public pages are rendered in the browser (run \`npm run build\`)`);
    return null;
  }
  let module: unknown;
  try {
    module = await import(pathToFileURL(entry).href);
  } catch (error) {
    // E.g. a WEB_DIST outside the repository, where the render's packages (React…) cannot be found: the app still works.
    app.log.warn({ err: error }, `The server render in ${entry} cannot be loaded: the public pages are rendered in the browser`);
    return null;
  }
  if (!isWebServerRender(module)) throw new Error(`${entry} exports no renderPublicPage and pageStatus: rebuild the web app`);
  const template = await readFile(path.join(webDist, 'index.html'), 'utf8');
  const readAsset = builtAssets(webDist);
  return {
    render: (url, locale) => module.renderPublicPage({ url, template, readAsset, fetch: apiFetch(app, appKey, locale), appKey, locale }),
    status: (pathname) => module.pageStatus(pathname),
  };
}
