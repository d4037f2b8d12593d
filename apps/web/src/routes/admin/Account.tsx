import { Card, Descriptions } from 'antd';
import { ChangePasswordForm } from '../../features/auth/ChangePasswordForm.js';
import { ROLE_LABELS } from '../../features/auth/roles.js';
import { useSession } from '../../features/auth/session.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { NoticesCard } from '../../features/notices/NoticesCard.js';
import { DeletedTournaments } from '../../features/privacy/DeletedTournaments.js';
import { PrivacyCard } from '../../features/privacy/PrivacyCard.js';

export default function Account() {
  const { user } = useSession();
  return (
    <PageFrame title="Account">
      <Card title="Your details">
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'name', label: 'Name', children: user?.name },
            { key: 'email', label: 'Email', children: user?.email },
            ...(user?.phone ? [{ key: 'phone', label: 'Phone', children: user.phone }] : []),
            { key: 'role', label: 'Role', children: user && ROLE_LABELS[user.role] },
          ]}
        />
      </Card>
      <Card title="Change password">
        <ChangePasswordForm />
      </Card>
      <PrivacyCard />
      <NoticesCard />
      <DeletedTournaments />
    </PageFrame>
  );
}
