import { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from './api/retry.js';

/** The app's query cache, the same in the browser and in the server's first render of a public page. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Failures are shown as toasts by the screen that asked; a mutation is never repeated behind the user's back.
      mutations: { retry: false },
      queries: { refetchOnWindowFocus: false, retry: shouldRetry },
    },
  });
}
