import { Trans } from '@lingui/react/macro';
import { Alert, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { signInAndBack } from '../auth/navigation.js';
import { useSession } from '../auth/session.js';

/**
 * A captain's or player's page: signed in, or asked to sign in and come back here. `title` is the whole request, in
 * the reader's language ("Sign in to see your team"): a sentence is never pieced together from a phrase.
 */
export function SignInFirst({ title, children }: { title: string; children: ReactNode }) {
  const { status } = useSession();
  const { pathname } = useLocation();
  if (status === 'checking') return <Spin />;
  if (status === 'signed-out') {
    return (
      <Alert
        type="info"
        showIcon
        title={title}
        description={
          <Link to={signInAndBack(pathname)}>
            <Trans>Sign in or make an account</Trans>
          </Link>
        }
      />
    );
  }
  return <>{children}</>;
}
