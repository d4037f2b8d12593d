import { useLingui } from '@lingui/react/macro';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { CreateTournamentPanel } from '../../features/tournament/CreateTournamentPanel.js';

export default function AdminCreateTournament() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Create tournament`} back={{ to: '/admin/manage-tournaments', label: t`Manage tournaments` }}>
      <CreateTournamentPanel />
    </PageFrame>
  );
}
