import { useParams } from 'react-router';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { Upcoming } from '../../features/layout/Upcoming.js';

export default function PlayerProfile() {
  const { id = '', tournamentId } = useParams();
  return (
    <PageFrame
      title="Player profile"
      subtitle={tournamentId ? `Player ${id} in tournament ${tournamentId}` : `Player ${id}`}
      back={tournamentId ? { to: `/tournaments/${tournamentId}`, label: 'Tournament' } : { to: '/tournaments', label: 'Tournaments' }}
    >
      <Upcoming heading="Player details">
        {tournamentId
          ? "The player's rating, title and federation, and every game of this tournament with its result, will be shown here."
          : "The player's rating, title and federation, and the tournaments they played, will be shown here."}
      </Upcoming>
    </PageFrame>
  );
}
