import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useLichessAccount } from '../../api/lichess.js';
import { StaffOnly } from '../../features/auth/StaffOnly.js';
import { Spinner } from '../../features/brand/Spinner.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { ConnectLichessButton } from '../../features/lichess/ConnectLichessButton.js';
import { LichessTournamentForm } from '../../features/lichess/LichessTournamentForm.js';

/** /create-lichess-tournament: an organiser connects lichess (in a new tab), then creates a team Swiss or an Arena there. */
export default function CreateLichessTournamentPage() {
  const { t } = useLingui();
  return (
    <PageFrame
      title={t`Create a lichess tournament`}
      subtitle={t`Games played online on lichess.org, followed here.`}
      back={{ to: '/select-tournament-platform', label: t`Choose a platform` }}
    >
      <StaffOnly
        forPlayer={t`Lichess tournaments are created with an organiser account; this account is a player’s.`}
        forSignedOut={t`Sign in with an organiser account to create a lichess tournament.`}
      >
        <Connected />
      </StaffOnly>
    </PageFrame>
  );
}

function Connected() {
  const account = useLichessAccount();
  const { t } = useLingui();
  if (account.isPending) return <Spinner />;
  if (account.data?.lichess_connected && account.data.lichess_username) return <LichessTournamentForm lichessUsername={account.data.lichess_username} />;
  return (
    <Card>
      <Flex vertical gap={12} align="start">
        <Alert
          type="info"
          showIcon
          message={t`Connect your lichess account first: Kingside creates the tournament there in your name, with no other permission.`}
        />
        <ConnectLichessButton />
        <Typography.Text type="secondary">
          <Trans>Lichess opens in a new tab. Once you have approved there, come back here:</Trans>
        </Typography.Text>
        <Button onClick={() => void account.refetch()}>
          <Trans>I have connected it</Trans>
        </Button>
      </Flex>
    </Card>
  );
}
