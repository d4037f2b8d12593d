import { useLingui } from '@lingui/react/macro';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { PagedTournamentList } from '../../features/tournament/PagedTournamentList.js';

export default function Tournaments() {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Tournaments`} subtitle={t`Over-the-board tournaments run with Kingside: players, pairings and standings as they happen.`}>
      <PagedTournamentList kind="public" linkTo={(t) => `/tournaments/${t.id}`} emptyText={t`No tournaments yet.`} />
    </PageFrame>
  );
}
