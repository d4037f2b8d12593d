import { Alert, Select } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { messageOf } from '../../api/client.js';
import { useManagedTournaments } from '../../api/tournaments.js';
import { Spinner } from '../../features/brand/Spinner.js';
import { useBrochure } from '../../api/brochure.js';
import { brochureTournamentId } from '../../features/brochure/brochure.js';
import { BrochureEditor } from '../../features/brochure/BrochureEditor.js';
import { PageFrame } from '../../features/layout/PageFrame.js';

/** Reached as /admin/create-brochure/{id} and, after editing a tournament, as /admin/create-brochure?id={id}. */
export default function CreateBrochure() {
  const { t } = useLingui();
  const params = useParams();
  const [search] = useSearchParams();
  const tournamentId = brochureTournamentId(params.id, search.get('id'));
  const brochure = useBrochure(tournamentId);

  if (!tournamentId) {
    return (
      <PageFrame title={t`Create brochure`} subtitle={t`A printable invitation for a tournament: choose which.`}>
        <TournamentPicker />
      </PageFrame>
    );
  }
  const frame = { back: { to: `/admin/tournament/${tournamentId}`, label: t`Tournament administration` } };
  if (brochure.isPending) return <Spinner />;
  if (!brochure.data) {
    return (
      <PageFrame title={t`Create brochure`} {...frame}>
        <Alert type="error" showIcon title={messageOf(brochure.error)} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t`Brochure`} subtitle={brochure.data.tournamentName} {...frame}>
      <BrochureEditor brochure={brochure.data} />
    </PageFrame>
  );
}

function TournamentPicker() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const tournaments = useManagedTournaments({}, 1000, 0);
  return (
    <Select
      showSearch
      optionFilterProp="label"
      placeholder={t`Tournament`}
      loading={tournaments.isPending}
      style={{ maxWidth: 480, width: '100%' }}
      options={(tournaments.data?.tournaments ?? []).map((tournament) => ({ value: tournament.id, label: tournament.name }))}
      onChange={(id: string) => void navigate(`/admin/create-brochure/${encodeURIComponent(id)}`)}
    />
  );
}
