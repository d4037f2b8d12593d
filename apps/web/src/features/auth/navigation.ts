import type { Role } from '@kingside/contract';

/** Where signing in, signing out and the admin area's guard send a person. */
export const HOME_PATH = '/';
export const ADMIN_HOME_PATH = '/admin/dashboard';
export const SIGN_IN_PATH = '/sign-in';
export const SIGN_UP_PATH = '/sign-up';
export const FORGOT_PASSWORD_PATH = '/forgot-password';

/** After register or login: a player goes to the public area, any other role to the admin area. */
export function landingAfterSignIn(role: Role): string {
  return role === 'player' ? HOME_PATH : ADMIN_HOME_PATH;
}

/** The query parameter of /sign-in naming the page to go back to once signed in (a QR code's page, say). */
export const RETURN_PARAM = 'next';

/** /sign-in, then back to `path` of this app. */
export const signInAndBack = (path: string) => `${SIGN_IN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}`;

/** The page of this app a sign-in should go back to, from the sign-in page's query; null for none or another site's address. */
export function returnPathOf(search: string): string | null {
  const path = new URLSearchParams(search).get(RETURN_PARAM);
  // Only a path of this site: "//host" and "/\host" would leave it.
  return path !== null && /^\/(?![/\\])/.test(path) ? path : null;
}

/** After a password change the user signs in again with the new password. */
export const AFTER_PASSWORD_CHANGE_PATH = SIGN_IN_PATH;

export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';

/** What opening an admin URL does: wait for the token check, show it, or send the visitor elsewhere. */
export type AdminAccess = { kind: 'wait' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * @param exitPath where the user was going when they signed out on purpose (the admin page they
 *   left must not send them to sign-in instead); null when they did not.
 */
export function adminAccess(status: SessionStatus, role: Role | undefined, exitPath: string | null = null): AdminAccess {
  if (status === 'checking') return { kind: 'wait' };
  // Signed-out visitors are asked to sign in; the spec only fixes where players go.
  if (status === 'signed-out' || role === undefined) return { kind: 'redirect', to: exitPath ?? SIGN_IN_PATH };
  if (role === 'player') return { kind: 'redirect', to: HOME_PATH };
  return { kind: 'allow' };
}

/** The three routes of the one authentication screen. */
export type AuthMode = 'sign-in' | 'sign-up' | 'forgot-password';

export function authModeOf(pathname: string): AuthMode {
  const path = pathname.replace(/\/+$/, '');
  if (path === SIGN_UP_PATH) return 'sign-up';
  if (path === FORGOT_PASSWORD_PATH) return 'forgot-password';
  return 'sign-in';
}
