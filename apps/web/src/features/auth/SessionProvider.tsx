import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthData } from '@kingside/contract';
import { fetchUser, logout } from '../../api/auth.js';
import { forgetToken, readToken, storeToken } from '../../api/token.js';
import { useHydrated } from '../layout/useHydrated.js';
import type { SessionStatus } from './navigation.js';
import { retryTokenCheck, SessionContext, tokenRejected, type Session } from './session.js';
import { authKeys } from '../../api/query-keys/auth.js';

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // The server renders public pages signed out (it never sees the token): the render that hydrates one reads no token
  // either, and the next the stored one (while rendering, React's way to follow a changing input without an effect).
  const hydrated = useHydrated();
  const [token, setToken] = useState<string | null>(() => (hydrated ? readToken() : null));
  const [tokenRead, setTokenRead] = useState(hydrated);
  if (hydrated && !tokenRead) {
    setTokenRead(true);
    setToken(readToken());
  }
  const [exitPath, setExitPath] = useState<string | null>(null);

  const check = useQuery({
    queryKey: authKeys.user(token ?? ''),
    queryFn: async () => (await fetchUser(token ?? '')).data,
    enabled: token !== null,
    staleTime: Infinity,
    retry: retryTokenCheck,
  });

  // A token the server refused is forgotten; the session already reads as signed out (no user came back).
  const rejected = token !== null && check.isError && tokenRejected(check.error);
  useEffect(() => {
    if (rejected) forgetToken();
  }, [rejected]);

  const signIn = useCallback(
    (auth: AuthData) => {
      const fresh = auth.tokens.access.token;
      storeToken(fresh);
      queryClient.setQueryData(authKeys.user(fresh), auth.user);
      // Checked once more in the background all the same: through the service worker, which keeps the answer so
      // the player's pages still know who is signed in on a venue's failing Wi-Fi.
      void queryClient.invalidateQueries({ queryKey: authKeys.user(fresh) });
      setExitPath(null);
      setToken(fresh);
    },
    [queryClient],
  );

  const signOut = useCallback(
    async (next: string) => {
      // Logout failures are silent: the token is forgotten here either way.
      await logout().catch(() => undefined);
      forgetToken();
      setExitPath(next);
      setToken(null);
      queryClient.removeQueries({ queryKey: authKeys.all });
    },
    [queryClient],
  );

  const session = useMemo<Session>(() => {
    let status: SessionStatus = 'signed-out';
    if (token !== null && check.data) status = 'signed-in';
    else if (token !== null && check.isPending) status = 'checking';
    return { status, user: status === 'signed-in' ? (check.data ?? null) : null, signIn, signOut, exitPath };
  }, [token, check.data, check.isPending, signIn, signOut, exitPath]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
