import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLocale } from '@kingside/contract';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './AppProviders.js';
import { registerServiceWorker } from './features/notices/service-worker.js';
import { createQueryClient } from './queryClient.js';
import { AppRoutes } from './router.js';
import { readServerRender } from './ssr/embedded.js';
import { activateLocale, documentLanguage, loadAppWords } from './features/languages/activate.js';
import { browserLocale, storedLocale } from './features/languages/chosenLocale.js';
import './styles.css';

/**
 * How long the answers a server-rendered page came with count as fresh: the page does not ask for them again as it
 * hydrates. A live tournament's stream reads them again when it opens (changes before it opened were not heard).
 */
const SERVER_RENDER_FRESH_MS = 30_000;

const queryClient = createQueryClient();

registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

const app = (
  <AppProviders queryClient={queryClient}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProviders>
);

const serverRender = readServerRender(document, window.location.pathname);
// A server-rendered page is hydrated in the language it was rendered in (the server chose it from the same cookie or
// the browser's languages); any other page starts in the reader's choice, else the first of the browser's languages.
const renderedIn = document.documentElement.lang;
const locale = serverRender && isLocale(renderedIn) ? renderedIn : (storedLocale(document.cookie) ?? browserLocale(navigator.languages));
Object.assign(document.documentElement, documentLanguage(locale));

// Not a top-level await: the bundler would split the modules around one into many more first-load files.
// A page the server did not render may be any screen: it starts with all the words of its language.
void activateLocale(locale)
  .then(() => (serverRender ? undefined : loadAppWords()))
  .then(() => {
    if (serverRender) {
      for (const { queryKey, data, updatedAt } of serverRender.answers) {
        queryClient.setQueryData(queryKey, data, { updatedAt });
        queryClient.setQueryDefaults(queryKey, { staleTime: SERVER_RENDER_FRESH_MS });
      }
      hydrateRoot(root, app);
    } else {
      // Any server-rendered markup without its data (a not-found page, a page kept for another address) is replaced.
      createRoot(root).render(app);
    }
  });
