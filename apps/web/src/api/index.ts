import { createApiClient } from './client.js';
import { readToken } from './token.js';

/** The app's one API client: same-origin /api, stored token, build-time application key. */
export const api = createApiClient({
  fetch: (input, init) => fetch(input, init),
  token: readToken,
  appKey: import.meta.env.VITE_APP_KEY,
});
