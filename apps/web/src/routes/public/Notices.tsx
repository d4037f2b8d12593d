import { useLingui } from '@lingui/react/macro';
import { Navigate } from 'react-router';
import { SIGN_IN_PATH } from '../../features/auth/navigation.js';
import { useSession } from '../../features/auth/session.js';
import { Spinner } from '../../features/brand/Spinner.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { NoticesCard } from '../../features/notices/NoticesCard.js';

/** /notices: which notices a player gets, by mail and push; organisers find the same under Account. */
export default function NoticesPage() {
  const { status, user, exitPath } = useSession();
  const { t } = useLingui();
  if (status === 'checking') return <Spinner />;
  if (status === 'signed-out' || !user) return <Navigate to={exitPath ?? SIGN_IN_PATH} replace />;
  return (
    <PageFrame title={t`My notices`}>
      <NoticesCard />
    </PageFrame>
  );
}
