import { Alert, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { signInAndBack } from '../auth/navigation.js';
import { useSession } from '../auth/session.js';

/** A captain's or player's page: signed in, or asked to sign in and come back here. */
export function SignInFirst({ what, children }: { what: string; children: ReactNode }) {
  const { status } = useSession();
  const { pathname } = useLocation();
  if (status === 'checking') return <Spin />;
  if (status === 'signed-out') {
    return <Alert type="info" showIcon title={`Sign in to ${what}`} description={<Link to={signInAndBack(pathname)}>Sign in or make an account</Link>} />;
  }
  return <>{children}</>;
}
