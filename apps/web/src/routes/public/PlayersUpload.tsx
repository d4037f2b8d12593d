import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t: say } = useLingui();

  return (
    <PageFrame title={say`Upload players`} subtitle={say`Register a tournament's players from a CSV or Excel sheet.`}>
      <StaffOnly
        forPlayer={say`Players are uploaded by the tournament’s organiser; this account is a player’s.`}
        forSignedOut={say`Sign in with an organiser account to upload players.`}
      >
        <Flex vertical gap={16}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text>
              <Trans>Tournament:</Trans>
            </Typography.Text>
            <Select
              aria-label={say`Tournament`}
              style={{ minWidth: 280, maxWidth: '100%' }}
              placeholder={managed.isPending ? say`Loading your tournaments…` : say`Choose a tournament`}
              loading={managed.isPending}
              value={chosen?.id}
              showSearch={{ optionFilterProp: 'label' }}
              options={tournaments.filter((t) => t.state !== 'finished').map((t) => ({ value: t.id, label: t.name }))}
              onChange={(id: string) => setParams({ tournamentId: id })}
              notFoundContent={managed.isPending ? undefined : say`No tournament takes players; create one first`}
            />
            {chosen && (
              <Link to={`/admin/tournament/${chosen.id}`}>
                <Trans>Open the tournament</Trans>
              </Link>
            )}
          </Flex>
          {tournamentId && !managed.isPending && !chosen && (
            <Typography.Text type="danger">
              <Trans>This tournament is not one you manage. Choose one of yours.</Trans>
            </Typography.Text>
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
