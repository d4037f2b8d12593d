import { useLingui } from '@lingui/react/macro';
import { StaffOnly } from '../../features/auth/StaffOnly.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { CreateTournamentPanel } from '../../features/tournament/CreateTournamentPanel.js';

export default function CreateTournament() {
  const { t } = useLingui();
  return (
    <PageFrame
      title={t`Create a tournament`}
      subtitle={t`An over-the-board tournament.`}
      back={{ to: '/select-tournament-platform', label: t`Choose a platform` }}
    >
      <StaffOnly
        forPlayer={t`Tournaments are created with an organiser account; this account is a player’s.`}
        forSignedOut={t`Sign in with an organiser account to create a tournament.`}
        offerSignUp
      >
        <CreateTournamentPanel />
      </StaffOnly>
    </PageFrame>
  );
}
