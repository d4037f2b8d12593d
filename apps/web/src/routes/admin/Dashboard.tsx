import { Alert, Button, Card, Col, Flex, Row, Statistic } from 'antd';
import { Link, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { messageOf } from '../../api/client.js';
import { useManagedTournaments, useStatistics } from '../../api/tournaments.js';
import { ROLE_LABELS } from '../../features/auth/roles.js';
import { useSession } from '../../features/auth/session.js';
import { ImportTournamentPanel } from '../../features/exports/ImportTournamentPanel.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { RatingListImportPanel } from '../../features/rating-list/RatingListImportPanel.js';
import { TournamentTable } from '../../features/tournament/TournamentTable.js';

const RECENT = 5;
const NO_SEARCH = {};

export default function Dashboard() {
  const { t } = useLingui();
  const { user } = useSession();
  const userName = user?.name;
  const role = user && ROLE_LABELS[user.role];
  const navigate = useNavigate();
  const statistics = useStatistics();
  const recent = useManagedTournaments(NO_SEARCH, RECENT, 0);
  const figures = statistics.data;

  return (
    <PageFrame
      title={t`Dashboard`}
      subtitle={user ? t`Signed in as ${userName} (${role})` : undefined}
      extra={
        <Flex gap={8} wrap>
          <Button type="primary" onClick={() => void navigate('/admin/create-tournament')}>
            <Trans>Create tournament</Trans>
          </Button>
          <Button onClick={() => void navigate('/admin/manage-tournaments')}>
            <Trans>Manage tournaments</Trans>
          </Button>
        </Flex>
      }
    >
      {statistics.isError && <Alert type="error" showIcon title={messageOf(statistics.error)} />}
      <Row gutter={[12, 12]}>
        {(
          [
            ['tournaments', t`Tournaments`, figures?.tournaments],
            [
              'running',
              t`Running`,
              figures && figures.tournaments - (figures.tournamentsByState.registration ?? 0) - (figures.tournamentsByState.finished ?? 0),
            ],
            ['players', t`Players`, figures?.players],
            ['rounds', t`Rounds paired`, figures?.rounds],
            ['games', t`Games`, figures?.games],
            ['to-score', t`Rounds to score`, figures && (figures.roundsByState.paired ?? 0) + (figures.roundsByState.started ?? 0)],
          ] as const
        ).map(([key, label, value]) => (
          <Col key={key} xs={12} md={8} lg={4}>
            <Card size="small">
              <Statistic title={label} value={value ?? '–'} loading={statistics.isPending} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card
        title={t`My tournaments`}
        extra={
          <Link to="/admin/manage-tournaments">
            <Trans context="all tournaments">All</Trans>
          </Link>
        }
      >
        {recent.isError ? (
          <Alert type="error" showIcon title={messageOf(recent.error)} />
        ) : (
          <TournamentTable
            tournaments={recent.data?.tournaments ?? []}
            linkTo={(tournament) => `/admin/tournament/${tournament.id}`}
            loading={recent.isPending}
            emptyText={t`No tournaments yet: create your first one.`}
          />
        )}
      </Card>
      <ImportTournamentPanel />
      {user?.role === 'admin' && <RatingListImportPanel />}
    </PageFrame>
  );
}
