import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadServerRender, SERVER_RENDER_DIR, type WebPages } from './server-render.js';
import { pageLanguageHeaders, pageLocale } from './page-locale.js';
import { words } from '../services/core/languages/message.js';
import { say } from '../services/core/languages/say.js';

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

const missingBuildPage = (webDist: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Kingside: web app not built</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 3rem auto; line-height: 1.5">
<h1>The Kingside web app has not been built</h1>
<p>The server is running and its API answers under <a href="/api/docs">/api/docs</a>, but there is no web app in
<code>${webDist.replace(/[<>&]/g, '')}</code>.</p>
<p>Build it with <code>npm run build</code> at the repository root (or point <code>WEB_DIST</code> at a build), then restart.</p>
</body></html>
`;

/** Hashed file names under assets/ never change; index.html must always be fetched fresh. */
function cacheHeaders(reply: FastifyReply, file: string) {
  const immutable = file.split(path.sep).includes('assets');
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** The server render's code is the server's to run, not a file to send. */
const isServerRenderFile = (pathName: string) => pathName.split('/').filter(Boolean)[0] === SERVER_RENDER_DIR;

/**
 * Serves the built web app. Unknown paths without a file extension are the SPA's own routes: the public pages the
 * web app renders on the server get their HTML with their content (readable before any script runs, and by search engines), the others index.html, with a 404
 * where the app shows its not-found page; unknown API paths and missing files get a 404.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string, appKey: string | undefined): Promise<void> {
  const built = existsSync(path.join(webDist, 'index.html'));
  let pages: WebPages | null = null;
  if (built) {
    // The build writes .br and .gz beside each file (apps/web/build/precompress.ts); they are sent as they are.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      preCompressed: true,
      setHeaders: cacheHeaders,
      allowedPath: (pathName) => !isServerRenderFile(pathName),
    });
    pages = await loadServerRender(app, webDist, appKey);
  } else {
    app.log.warn(`No web app build in ${webDist}: run \`npm run build\` (or set WEB_DIST); the API still works`);
  }
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname) && !path.extname(pathname);
    if (!isPage) {
      return reply.code(404).send({ message: say(request.locale, words('Nothing at {method} {path}', { method: request.method, path: pathname })) });
    }
    if (!built) return reply.code(503).type('text/html; charset=utf-8').send(missingBuildPage(webDist));
    if (pages && request.method === 'GET') {
      try {
        const locale = pageLocale(request);
        const page = await pages.render(request.url, locale);
        if (page) {
          return reply
            .code(page.status)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-cache')
            .headers(pageLanguageHeaders(locale))
            .send(page.html);
        }
      } catch (error) {
        // The page still works: the browser renders it from index.html, as every page not rendered here.
        request.log.error({ err: error, url: request.url }, 'server render failed; the browser renders the page');
      }
    }
    // The app shows its not-found page for an address none of its routes takes; the status says so too.
    return reply.code(pages?.status(pathname) ?? 200).sendFile('index.html');
  });
}
