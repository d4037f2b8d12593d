import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Spinner } from '../brand/Spinner.js';
import { isStaff } from '../layout/links.js';
import { SIGN_IN_PATH, SIGN_UP_PATH } from './navigation.js';
import { useSession } from './session.js';

/**
 * The public routes that only organisers and admins can use (their addresses sit in the public area, not under /admin): their
 * content for staff; for a player or someone signed out, what the page is for and how to get there.
 */
export function StaffOnly({
  forPlayer,
  forSignedOut,
  offerSignUp = false,
  children,
}: {
  /** Why a player's account cannot use the page. */
  forPlayer: string;
  /** What to sign in as. */
  forSignedOut: string;
  /** Offer to create an organiser account beside signing in. */
  offerSignUp?: boolean;
  children: ReactNode;
}) {
  const { status, user } = useSession();
  if (status === 'checking') return <Spinner />;
  if (isStaff(user?.role)) return <>{children}</>;
  return (
    <Card>
      <Flex vertical gap={12}>
        <Typography.Text>{status === 'signed-in' ? forPlayer : forSignedOut}</Typography.Text>
        {status === 'signed-out' && (
          <Flex gap={8} wrap>
            <Link to={SIGN_IN_PATH} className="ks-button-link">
              <Trans>Sign in</Trans>
            </Link>
            {offerSignUp && (
              <Link to={SIGN_UP_PATH} className="ks-button-link ks-button-link--quiet" style={{ height: 40 }}>
                <Trans>Create an organiser account</Trans>
              </Link>
            )}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
