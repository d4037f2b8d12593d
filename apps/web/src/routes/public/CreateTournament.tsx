import { StaffOnly } from '../../features/auth/StaffOnly.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { CreateTournamentPanel } from '../../features/tournament/CreateTournamentPanel.js';

export default function CreateTournament() {
  return (
    <PageFrame title="Create a tournament" subtitle="An over-the-board tournament." back={{ to: '/select-tournament-platform', label: 'Choose a platform' }}>
      <StaffOnly
        forPlayer={'Tournaments are created with an organiser account; this account is a player\u2019s.'}
        forSignedOut="Sign in with an organiser account to create a tournament."
        offerSignUp
      >
        <CreateTournamentPanel />
      </StaffOnly>
    </PageFrame>
  );
}
