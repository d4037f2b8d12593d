/**
 * The server's first render of the public pages: the tournament list, a tournament's page, its pairings
 * and its standings are sent as HTML with the data they show, so a phone on a slow network sees them before the
 * app's scripts arrive; the browser then hydrates that HTML (main.tsx) from the same data. Built with
 * `vite build --ssr` into dist/ssr/ and imported by the server (apps/server/src/http/server-render.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Locale } from '@kingside/contract';
import { activateLocale } from './features/languages/activate.js';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { queryOf, type CachedCall } from './api/calls.js';
import { createApiClient } from './api/client.js';
import { tournamentCall } from './api/tournaments.js';
import { AppProviders } from './AppProviders.js';
import { isNotFound, isTournamentId } from './features/errors/tournamentLink.js';
import { createQueryClient } from './queryClient.js';
import { AppRoutes } from './router.js';
import { formattingSample } from './features/format/format.js';
import { serverRenderScript, type ServerRender } from './ssr/embedded.js';
import { serverRenderedPage, tournamentListCalls, tournamentPageCalls } from './ssr/pageCalls.js';
import { pageStyleSheets, withRenderedRoot } from './ssr/document.js';
import { missingRound } from './features/tournament/publicTabs.js';

export { pageStatus } from './features/errors/pageStatus.js';

export interface PublicPageRequest {
  /** The page's address (path and query). */
  url: string;
  /** The built index.html. */
  template: string;
  /** The text of a file of the browser's build, by its address (/assets/…). */
  readAsset: (address: string) => Promise<string>;
  /** Answers the page's API calls as the API answers a visitor who is not signed in. */
  fetch: typeof fetch;
  /** The application key the API asks for, when the server has one. */
  appKey?: string;
  /** The visitor's language (their choice's cookie, else their browser's languages). */
  locale: Locale;
}

export interface RenderedPublicPage {
  status: 200 | 404;
  html: string;
}

/** What React writes where a part could not be rendered on the server (it is left for the browser). */
const LEFT_FOR_THE_BROWSER = '<!--$!-->';

/**
 * The app's markup, complete and with no script: a lazy screen or part whose code is not loaded yet would be left
 * for the browser (and a streaming render would need inline scripts, which the Content-Security-Policy refuses). A
 * prerender then waits for every such part, once per process, and the markup is rendered again.
 */
async function renderToHtml(locale: Locale, app: () => ReactNode): Promise<string> {
  const html = renderToString(app());
  if (!html.includes(LEFT_FOR_THE_BROWSER)) return html;
  const { prelude } = await prerender(app());
  await prelude.cancel();
  // Other pages may have been rendered, in their languages, while this one waited.
  await activateLocale(locale);
  return renderToString(app());
}

/** Reads each call into the cache; a failure stays in the cache as the query's error. */
function readInto(queryClient: QueryClient, calls: CachedCall<unknown>[], api: ReturnType<typeof createApiClient>) {
  return Promise.all(calls.map((cached) => queryClient.prefetchQuery({ ...queryOf(cached, api), retry: false })));
}

/** The answers in the cache, as the page embeds them (every failed call was removed before rendering). */
function answersOf(queryClient: QueryClient): ServerRender['answers'] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ queryKey: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt }));
}

/**
 * The page at `url` rendered with its data, or null when the browser renders it (not one of the server-rendered
 * pages, or the API failed for a reason the browser's page explains better). A tournament that does not exist
 * gets the not-found page with status 404.
 */
export async function renderPublicPage({ url, template, readAsset, fetch, appKey, locale }: PublicPageRequest): Promise<RenderedPublicPage | null> {
  const { pathname } = new URL(url, 'http://kingside.invalid');
  const page = serverRenderedPage(pathname);
  if (!page) return null;
  const queryClient = createQueryClient();
  const api = createApiClient({ fetch, token: () => null, appKey });
  let status: RenderedPublicPage['status'] = 200;
  // A not-found page is rendered from the failed details call, which is not sent: the browser renders it afresh.
  let hydratable = true;

  if (page.page === 'tournaments') {
    await readInto(queryClient, tournamentListCalls(), api);
  } else if (!isTournamentId(page.id)) {
    status = 404;
  } else {
    const details = tournamentCall(page.id);
    // A failed read renders as failed (the not-found page), not as a read the browser would try again on mount.
    queryClient.setQueryDefaults(details.queryKey, { retryOnMount: false });
    try {
      const tournament = await queryClient.fetchQuery({ ...queryOf(details, api), retry: false });
      await readInto(queryClient, tournamentPageCalls(page, tournament.currentRound), api);
      // Round 99 of 7: the page says the round does not exist, and so does its status.
      if (page.view !== 'info' && missingRound(page.round, tournament.currentRound) !== null) status = 404;
    } catch (error) {
      // The failed read stays in the cache: the page renders the not-found page from it.
      if (!isNotFound(error)) return null;
      status = 404;
      hydratable = false;
    }
  }
  // A call that failed is rendered as the browser first renders it, still loading, and asked again there.
  if (hydratable) queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });

  // After the reads, right before the (synchronous) render: the language is the one of this page and no other's.
  await activateLocale(locale);
  const html = await renderToHtml(locale, () => (
    <AppProviders queryClient={queryClient}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  ));
  const data = hydratable ? serverRenderScript({ path: pathname, formatting: formattingSample(), answers: answersOf(queryClient) }) : '';
  const styles = (await Promise.all(pageStyleSheets(template, pathname).map(readAsset))).join('\n');
  return { status, html: withRenderedRoot(template, html, data, styles, locale) };
}
