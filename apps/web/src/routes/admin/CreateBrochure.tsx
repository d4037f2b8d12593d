import { useParams, useSearchParams } from 'react-router';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { Upcoming } from '../../features/layout/Upcoming.js';

/** Reached as /admin/create-brochure/{id} and, after editing a tournament, as /admin/create-brochure?id={id}. */
export default function CreateBrochure() {
  const params = useParams();
  const [search] = useSearchParams();
  const tournamentId = params.id ?? search.get('id') ?? undefined;
  return (
    <PageFrame
      title="Create brochure"
      subtitle={tournamentId ? `For tournament ${tournamentId}` : 'A printable invitation for a tournament.'}
      back={tournamentId ? { to: `/admin/tournament/${tournamentId}`, label: 'Tournament administration' } : undefined}
    >
      <Upcoming heading="Brochure editor">
        The brochure editor will be here: venue, schedule, prizes, entry fees and contacts, previewed and downloaded as a
        PDF.
      </Upcoming>
    </PageFrame>
  );
}
