import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { PagedTournamentList } from '../../features/tournament/PagedTournamentList.js';

export default function ManageTournaments() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <PageFrame
      title={t`Manage tournaments`}
      extra={
        <Button type="primary" onClick={() => void navigate('/admin/create-tournament')}>
          <Trans>Create tournament</Trans>
        </Button>
      }
    >
      <PagedTournamentList
        kind="managed"
        linkTo={(tournament) => `/admin/tournament/${tournament.id}`}
        emptyText={t`You have no tournaments yet: create one.`}
      />
    </PageFrame>
  );
}
