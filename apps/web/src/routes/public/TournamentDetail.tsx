import { useParams } from 'react-router';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { Upcoming } from '../../features/layout/Upcoming.js';

export default function TournamentDetail() {
  const { id = '' } = useParams();
  return (
    <PageFrame title="Tournament" subtitle={`Tournament ${id}`} back={{ to: '/tournaments', label: 'All tournaments' }}>
      <Upcoming heading="Tournament details">
        This tournament's schedule, players, rounds, pairings and standings will be shown here.
      </Upcoming>
    </PageFrame>
  );
}
