import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { SessionProvider } from './features/auth/SessionProvider.js';
import { LanguageProvider } from './features/languages/LanguageProvider.js';

/** What every screen reads around it (the query cache, the session, the language), in the browser and in the server's first render. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      {/* antd's theme and toasts wrap only the screens built with it (features/layout/WithAntd): public pages load none. */}
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <LanguageProvider>{children}</LanguageProvider>
        </SessionProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
