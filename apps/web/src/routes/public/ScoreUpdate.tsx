import { useParams } from 'react-router';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { Upcoming } from '../../features/layout/Upcoming.js';

export default function ScoreUpdate() {
  const { tournamentId = '', round = '' } = useParams();
  return (
    <PageFrame
      title={`Update scores — round ${round}`}
      subtitle={`Tournament ${tournamentId}`}
      back={{ to: `/tournaments/${tournamentId}`, label: 'Tournament' }}
    >
      <Upcoming heading="Results of the round">
        The boards of round {round} will be listed here, one per row, for entering each game's result. The round counts
        as scored once every board has a result.
      </Upcoming>
    </PageFrame>
  );
}
