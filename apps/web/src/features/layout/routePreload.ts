/**
 * What a public page needs first, asked for as the HTML arrives instead of after the app's JavaScript has run
 * (on a slow phone connection every round trip is 400 ms): the page's own code, and (signed out) the API
 * answers it shows first. Plain code with no imports: it runs from its own tiny script, before the app.
 */

/** The meta tag of index.html into which the build writes each public page's chunks (build/route-preload.ts). */
export const PRELOAD_META_NAME = 'kingside-route-preload';

/**
 * api/token.ts's TOKEN_KEY, written out: importing it would make the app's entry and this script share a chunk, one
 * more request before anything starts (routePreload.test.ts checks they agree).
 */
export const TOKEN_STORAGE_KEY = 'token';

/**
 * The meta tag the server writes into a page it rendered with its answers (ssr/document.ts): the app reads those
 * answers from the page, so none is preloaded. Defined here: the route preload script imports nothing else.
 */
export const SERVER_RENDERED_META_NAME = 'kingside-server-rendered';

/** The page chunks (with what they import beyond the app's entry) and their CSS, by page, as the build wrote them into the HTML. */
export type PageFiles = Partial<Record<PreloadPage, string[]>>;
export type PreloadPage = 'tournaments' | 'tournament-detail' | 'tournament-view';

export interface Preloads {
  modules: string[];
  /** Same-origin API addresses, exactly as the app will ask for them (the browser then answers from the preload). */
  answers: string[];
}

/** The tournament page's views (PUBLIC_VIEWS of features/tournament/publicTabs.ts, which routePreload.test.ts compares). */
export const VIEWS = ['info', 'players', 'teams', 'pairings', 'standings', 'crosstable', 'boards', 'prizes'];

const ID = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';

/**
 * The addresses below are the app's first calls on each page (the contract's paths with the query in the order the
 * app writes it); routePreload.test.ts checks them against the app's own endpointUrl.
 */
const routes: { pattern: RegExp; page: PreloadPage; answers: (match: RegExpExecArray) => string[] }[] = [
  { pattern: /^\/tournaments\/?$/, page: 'tournaments', answers: () => ['/api/tournament/get-tournament-list?limit=20&offset=0'] },
  {
    pattern: new RegExp(`^/tournaments/${ID}/pairings/(\\d+)/?$`),
    page: 'tournament-view',
    answers: ([, id, round]) => [`/api/tournament/${id}`, `/api/tournament/get-pairings?round=${round}&tournamentId=${id}`],
  },
  {
    pattern: new RegExp(`^/tournaments/${ID}/standings/(\\d+)/?$`),
    page: 'tournament-view',
    answers: ([, id, round]) => [`/api/tournament/${id}`, `/api/tournament/players-ranking?round=${round}&tournamentId=${id}`],
  },
  { pattern: new RegExp(`^/tournaments/${ID}/(${VIEWS.join('|')})(/\\d+)?/?$`), page: 'tournament-view', answers: ([, id]) => [`/api/tournament/${id}`] },
  { pattern: new RegExp(`^/tournaments/${ID}/?$`), page: 'tournament-detail', answers: ([, id]) => [`/api/tournament/${id}`] },
];

/**
 * The preloads of one address. Signed in, no API answer is preloaded: the app sends the person's token, and the
 * answer to a request without it must not stand in for theirs.
 */
export function preloadsFor(pathname: string, signedIn: boolean, files: PageFiles): Preloads {
  for (const route of routes) {
    const match = route.pattern.exec(pathname);
    if (match) return { modules: files[route.page] ?? [], answers: signedIn ? [] : route.answers(match) };
  }
  return { modules: [], answers: [] };
}
