import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useParams } from 'react-router';
import { messageOf } from '../../api/client.js';
import { useTournament } from '../../api/tournaments.js';
import { useWhyThisPairing } from '../../api/why-this-pairing.js';
import { Spinner } from '../../features/brand/Spinner.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { pageTitle } from '../../features/layout/pageTitle.js';
import { WhyThisPairingView } from '../../features/why-this-pairing/WhyThisPairingView.js';

/**
 * /tournaments/{id}/pairings/{round}/why: why the engine paired the round as it did (public, its own chunk). An unknown
 * tournament or round shows the server's reason. It imports nothing the tournament page's chunks hold that is not a
 * chunk of its own already, so adding it split nothing out of the pairings page's first load.
 */
export default function WhyThisPairing() {
  const { id = '', round: roundParam } = useParams();
  // The page lives below the round's pairings (router.tsx): back is its own address without "/why". Read from the
  // address rather than from the public tabs' helpers, which would split them out of the tournament page's chunk.
  const pairingsPath = useLocation().pathname.replace(/\/why\/?$/, '');
  const round = Number(roundParam);
  const valid = Number.isInteger(round) && round >= 1;
  const tournament = useTournament(id);
  const why = useWhyThisPairing(id, valid ? round : 1);
  const { t } = useLingui();
  const title = valid ? t`Why this pairing · Round ${round}` : t`Why this pairing`;
  return (
    <PageFrame
      title={title}
      browserTitle={pageTitle(title, tournament.data?.name)}
      subtitle={tournament.data?.name}
      back={{ to: pairingsPath, label: valid ? t`Pairings of round ${round}` : t`Pairings` }}
    >
      {!valid ? (
        <p className="ks-alert" role="alert">
          <Trans>No round {roundParam} in this address.</Trans>
        </p>
      ) : why.isPending ? (
        <Spinner />
      ) : why.data ? (
        <WhyThisPairingView why={why.data} />
      ) : (
        <p className="ks-alert" role="alert">
          {messageOf(why.error)}
        </p>
      )}
    </PageFrame>
  );
}
