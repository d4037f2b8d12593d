import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { shouldRetry } from './api/retry.js';
import { SessionProvider } from './features/auth/SessionProvider.js';
import { registerServiceWorker } from './features/notices/service-worker.js';
import { AppRoutes } from './router.js';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    // Failures are shown as toasts by the screen that asked; a mutation is never repeated behind the user's back.
    mutations: { retry: false },
    queries: { refetchOnWindowFocus: false, retry: shouldRetry },
  },
});

registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

createRoot(root).render(
  <StrictMode>
    {/* antd's theme and toasts wrap only the screens built with it (features/layout/WithAntd): public pages load none. */}
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SessionProvider>
    </QueryClientProvider>
  </StrictMode>,
);
