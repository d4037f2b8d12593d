import { createContext, useContext } from 'react';
import type { AuthData, User } from '@kingside/contract';
import { ApiRequestError } from '../../api/client.js';
import type { SessionStatus } from './navigation.js';

export interface Session {
  status: SessionStatus;
  user: User | null;
  /** Keeps the token of a successful register, login or code verification. */
  signIn: (auth: AuthData) => void;
  /**
   * Ends the session on the server (silently: a failure shows no toast) and forgets the token here. `exitPath` is
   * where the caller is taking the user next; the admin area's guard sends them there too.
   */
  signOut: (exitPath: string) => Promise<void>;
  /** The exitPath of the last sign-out; null while signed in or when nobody signed out here. */
  exitPath: string | null;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider above it');
  return session;
}

/**
 * Whether get-user refused the stored token itself (so it must be removed), as opposed to the
 * server being unreachable or busy, when the token is kept for the next visit.
 */
export function tokenRejected(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/** Token checks are retried only when the failure may pass (network, server trouble). */
export function retryTokenCheck(failures: number, error: unknown): boolean {
  return failures < 2 && !tokenRejected(error);
}
