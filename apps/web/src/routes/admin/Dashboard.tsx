import { Alert, Button, Card, Col, Flex, Row, Statistic } from 'antd';
import { Link, useNavigate } from 'react-router';
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
  const { user } = useSession();
  const navigate = useNavigate();
  const statistics = useStatistics();
  const recent = useManagedTournaments(NO_SEARCH, RECENT, 0);
  const figures = statistics.data;

  return (
    <PageFrame
      title="Dashboard"
      subtitle={user ? `Signed in as ${user.name} (${ROLE_LABELS[user.role]})` : undefined}
      extra={
        <Flex gap={8} wrap>
          <Button type="primary" onClick={() => void navigate('/admin/create-tournament')}>
            Create tournament
          </Button>
          <Button onClick={() => void navigate('/admin/manage-tournaments')}>Manage tournaments</Button>
        </Flex>
      }
    >
      {statistics.isError && <Alert type="error" showIcon title={messageOf(statistics.error)} />}
      <Row gutter={[12, 12]}>
        {(
          [
            ['Tournaments', figures?.tournaments],
            ['Running', figures && figures.tournaments - (figures.tournamentsByState.registration ?? 0) - (figures.tournamentsByState.finished ?? 0)],
            ['Players', figures?.players],
            ['Rounds paired', figures?.rounds],
            ['Games', figures?.games],
            ['Rounds to score', figures && (figures.roundsByState.paired ?? 0) + (figures.roundsByState.started ?? 0)],
          ] as const
        ).map(([label, value]) => (
          <Col key={label} xs={12} md={8} lg={4}>
            <Card size="small">
              <Statistic title={label} value={value ?? '–'} loading={statistics.isPending} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card title="My tournaments" extra={<Link to="/admin/manage-tournaments">All</Link>}>
        {recent.isError ? (
          <Alert type="error" showIcon title={messageOf(recent.error)} />
        ) : (
          <TournamentTable
            tournaments={recent.data?.tournaments ?? []}
            linkTo={(t) => `/admin/tournament/${t.id}`}
            loading={recent.isPending}
            emptyText="No tournaments yet: create your first one."
          />
        )}
      </Card>
      <ImportTournamentPanel />
      {user?.role === 'admin' && <RatingListImportPanel />}
    </PageFrame>
  );
}
