import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './AppProviders.js';
import { registerServiceWorker } from './features/notices/service-worker.js';
import { createQueryClient } from './queryClient.js';
import { AppRoutes } from './router.js';
import { readServerRender } from './ssr/embedded.js';
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
