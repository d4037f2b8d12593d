import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Flex, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { usePublicTournaments } from '../../api/tournaments.js';
import { TournamentTable } from '../../features/tournament/TournamentTable.js';
import { useSession } from '../../features/auth/session.js';
import { ADMIN_HOME_PATH, SIGN_IN_PATH, SIGN_UP_PATH } from '../../features/auth/navigation.js';
import { isStaff } from '../../features/layout/links.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { pageTitle } from '../../features/layout/pageTitle.js';
import { MyTeamsCard } from '../../features/player-home/MyTeamsCard.js';
import { MyTournaments } from '../../features/player-home/MyTournaments.js';

const NO_SEARCH = {};
const LATEST = 5;

/** The public home: where players land after signing in. */
export default function Home() {
  const { status, user } = useSession();
  const navigate = useNavigate();
  const latest = usePublicTournaments(NO_SEARCH, LATEST, 0);
  const { t } = useLingui();
  const name = user?.name;

  return (
    <PageFrame
      title={name ? t`Welcome, ${name}` : 'Kingside'}
      browserTitle={pageTitle()}
      subtitle={t`Chess tournaments from registration to prizes: pairings, results and standings, on any phone.`}
    >
      {status === 'signed-out' && (
        <Card>
          <Flex vertical gap={12}>
            <Typography.Text>
              <Trans>Players follow their tournaments here; organisers and arbiters run theirs.</Trans>
            </Typography.Text>
            <Flex gap={8} wrap>
              <Button type="primary" size="large" onClick={() => void navigate(SIGN_UP_PATH)}>
                <Trans>Create an account</Trans>
              </Button>
              <Button size="large" onClick={() => void navigate(SIGN_IN_PATH)}>
                <Trans>Sign in</Trans>
              </Button>
            </Flex>
          </Flex>
        </Card>
      )}
      {isStaff(user?.role) && (
        <Card>
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Typography.Text>
              <Trans>Your tournaments are managed in the admin area.</Trans>
            </Typography.Text>
            <Button type="primary" onClick={() => void navigate(ADMIN_HOME_PATH)}>
              <Trans>Go to dashboard</Trans>
            </Button>
          </Flex>
        </Card>
      )}
      {user?.role === 'player' && <MyTeamsCard />}
      {user?.role === 'player' && <MyTournaments />}
      <Card
        title={t`Latest tournaments`}
        extra={
          <Link to="/tournaments">
            <Trans>All tournaments</Trans>
          </Link>
        }
      >
        <TournamentTable
          tournaments={latest.data?.tournaments ?? []}
          linkTo={(t) => `/tournaments/${t.id}`}
          loading={latest.isPending}
          emptyText={latest.isError ? t`The tournaments cannot be listed right now.` : t`No tournaments yet.`}
        />
      </Card>
    </PageFrame>
  );
}
