import { createApiClient, type ClientDeps } from './client.js';
import { readToken } from './token.js';
import { activeLocale } from '../features/languages/activate.js';

/** What every request from the browser sends with: same-origin /api, the stored token, the build-time application key, the reader's language. */
export const browserDeps: ClientDeps = {
  fetch: (input, init) => fetch(input, init),
  token: readToken,
  appKey: import.meta.env.VITE_APP_KEY,
  locale: activeLocale,
};

/** The app's one API client. */
export const api = createApiClient(browserDeps);
