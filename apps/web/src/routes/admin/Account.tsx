import { Card, Descriptions } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { ChangePasswordForm } from '../../features/auth/ChangePasswordForm.js';
import { ROLE_LABELS } from '../../features/auth/roles.js';
import { useSession } from '../../features/auth/session.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { NoticesCard } from '../../features/notices/NoticesCard.js';
import { DeletedTournaments } from '../../features/privacy/DeletedTournaments.js';
import { PrivacyCard } from '../../features/privacy/PrivacyCard.js';

export default function Account() {
  const { t } = useLingui();
  const { user } = useSession();
  return (
    <PageFrame title={t`Account`}>
      <Card title={t`Your details`}>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'name', label: t({ message: 'Name', context: 'person' }), children: user?.name },
            { key: 'email', label: t`Email`, children: user?.email },
            ...(user?.phone ? [{ key: 'phone', label: t`Phone`, children: user.phone }] : []),
            { key: 'role', label: t`Role`, children: user && ROLE_LABELS[user.role] },
          ]}
        />
      </Card>
      <Card title={t`Change password`}>
        <ChangePasswordForm />
      </Card>
      <PrivacyCard />
      <NoticesCard />
      <DeletedTournaments />
    </PageFrame>
  );
}
