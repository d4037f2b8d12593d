import { useLingui } from '@lingui/react/macro';
import { Alert } from 'antd';
import { Navigate } from 'react-router';
import { SIGN_IN_PATH } from '../../features/auth/navigation.js';
import { useSession } from '../../features/auth/session.js';
import { Spinner } from '../../features/brand/Spinner.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { PrivacyCard } from '../../features/privacy/PrivacyCard.js';

/** /privacy: a player's own data (download, delete); organisers find the same under Account. */
export default function PrivacyPage() {
  const { status, user, exitPath } = useSession();
  const { t } = useLingui();
  if (status === 'checking') return <Spinner />;
  // After signing out (or deleting the account) here, where the sign-out was headed.
  if (status === 'signed-out' || !user) return <Navigate to={exitPath ?? SIGN_IN_PATH} replace />;
  const { name, email } = user;
  return (
    <PageFrame title={t`My data`}>
      <Alert type="info" showIcon title={t`Signed in as ${name} (${email})`} />
      <PrivacyCard />
    </PageFrame>
  );
}
