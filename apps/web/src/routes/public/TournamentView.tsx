import { useParams } from 'react-router';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { Upcoming } from '../../features/layout/Upcoming.js';

/** One view of a tournament (e.g. pairings or standings), for one round or all of them. */
export default function TournamentView() {
  const { id = '', type = '', round } = useParams();
  const scope = round ? `round ${round}` : 'all rounds';
  return (
    <PageFrame
      title={`Tournament ${type}`}
      subtitle={`Tournament ${id}, ${scope}`}
      back={{ to: `/tournaments/${id}`, label: 'Tournament' }}
    >
      <Upcoming heading={`The ${type} of ${scope}`}>
        This view of the tournament — its {type} for {scope} — will be shown here, updated as results come in.
      </Upcoming>
    </PageFrame>
  );
}
