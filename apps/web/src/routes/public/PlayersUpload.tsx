import { Card, Flex, Select, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useManagedTournaments } from '../../api/tournaments.js';
import { useSession } from '../../features/auth/session.js';
import { StaffOnly } from '../../features/auth/StaffOnly.js';
import { isStaff } from '../../features/layout/links.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { PlayersUploadPanel } from '../../features/players-upload/PlayersUploadPanel.js';

/** /players-upload: the tournament comes from ?tournamentId= or is chosen among the organiser's own. */
export default function PlayersUpload() {
  const { user } = useSession();
  const staff = isStaff(user?.role);
  const [params, setParams] = useSearchParams();
  const tournamentId = params.get('tournamentId');
  const managed = useManagedTournaments({}, 1000, 0, staff);
  const tournaments = managed.data?.tournaments ?? [];
  const chosen = tournaments.find((t) => t.id === tournamentId) ?? null;

  return (
    <PageFrame title="Upload players" subtitle="Register a tournament's players from a CSV or Excel sheet.">
      <StaffOnly
        forPlayer={'Players are uploaded by the tournament\u2019s organiser; this account is a player\u2019s.'}
        forSignedOut="Sign in with an organiser account to upload players."
      >
        <Flex vertical gap={16}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text>Tournament:</Typography.Text>
            <Select
              aria-label="Tournament"
              style={{ minWidth: 280, maxWidth: '100%' }}
              placeholder={managed.isPending ? 'Loading your tournaments…' : 'Choose a tournament'}
              loading={managed.isPending}
              value={chosen?.id}
              showSearch={{ optionFilterProp: 'label' }}
              options={tournaments.filter((t) => t.state !== 'finished').map((t) => ({ value: t.id, label: t.name }))}
              onChange={(id: string) => setParams({ tournamentId: id })}
              notFoundContent={managed.isPending ? undefined : 'No tournament takes players; create one first'}
            />
            {chosen && <Link to={`/admin/tournament/${chosen.id}`}>Open the tournament</Link>}
          </Flex>
          {tournamentId && !managed.isPending && !chosen && (
            <Typography.Text type="danger">This tournament is not one you manage. Choose one of yours.</Typography.Text>
          )}
          {chosen && (
            <Card>
              <PlayersUploadPanel key={chosen.id} tournament={chosen} />
            </Card>
          )}
        </Flex>
      </StaffOnly>
    </PageFrame>
  );
}
