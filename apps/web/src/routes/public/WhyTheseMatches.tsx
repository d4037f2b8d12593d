import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { messageOf } from '../../api/client.js';
import { useTournament } from '../../api/tournaments.js';
import { useWhyTheseMatches } from '../../api/why-this-pairing.js';
import { Spinner } from '../../features/brand/Spinner.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { pageTitle } from '../../features/layout/pageTitle.js';
import { WhyTheseMatchesView } from '../../features/why-this-pairing/WhyTheseMatchesView.js';

/** /tournaments/{id}/pairings/{round}/why-matches: why the engine paired a team Swiss round's matches as it did (public, its own chunk). */
export default function WhyTheseMatches() {
  const { id = '', round: roundParam } = useParams();
  const round = Number(roundParam);
  const tournament = useTournament(id);
  const why = useWhyTheseMatches(id, round);
  const { t } = useLingui();
  const title = t`Why these matches · Round ${round}`;
  return (
    <PageFrame
      title={title}
      browserTitle={pageTitle(title, tournament.data?.name)}
      subtitle={tournament.data?.name}
      back={{ to: `/tournaments/${id}/pairings/${round}`, label: t`Pairings of round ${round}` }}
    >
      {why.isPending ? (
        <Spinner />
      ) : why.data ? (
        <WhyTheseMatchesView why={why.data} />
      ) : (
        <p className="ks-alert" role="alert">
          {messageOf(why.error)}
        </p>
      )}
    </PageFrame>
  );
}
