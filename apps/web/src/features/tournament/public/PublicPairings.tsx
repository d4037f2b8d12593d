import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import type { TournamentDetails } from '@kingside/contract';
import { useLichessGames } from '../../../api/lichess-link.js';
import { usePairings } from '../../../api/rounds.js';
import { gamesOfRound } from '../../lichess/boardGames.js';
import { useLiveTournament } from '../../live/useLiveTournament.js';
import { viewPath } from '../publicTabs.js';
import { PublicLiveBadge } from './PublicLiveBadge.js';
import { PublicPairingSheet } from './PublicPairingSheet.js';
import { PublicRoundPrintouts } from './PublicPrintouts.js';
import { PublicRoundPicker } from './PublicRoundPicker.js';

/** The public pairings of one round; the round is in the address. */
export function PublicPairings({ tournament: t, round }: { tournament: TournamentDetails; round: number }) {
  const navigate = useNavigate();
  const live = useLiveTournament(t.id, t.state !== 'finished');
  const pairings = usePairings(t.id, round);
  const lichessGames = useLichessGames(t.id);
  if (round === 0)
    return (
      <p className="ks-secondary">
        <Trans>No round is paired yet.</Trans>
      </p>
    );
  return (
    <div className="ks-stack">
      <div className="ks-toolbar">
        <PublicRoundPicker last={t.currentRound} value={round} onChange={(next) => void navigate(viewPath(t.id, 'pairings', next))} />
        <PublicLiveBadge status={live} />
        <PublicRoundPrintouts tournamentId={t.id} round={round} />
        {/* The round's "Why this pairing" page lives below its pairings (router.tsx). */}
        {t.system === 'dutch' && (
          <Link to={`${viewPath(t.id, 'pairings', round)}/why`}>
            <Trans>Why this pairing</Trans>
          </Link>
        )}
      </div>
      {pairings.isError ? (
        <p className="ks-secondary">
          <Trans>The pairings of round {round} cannot be shown right now.</Trans>
        </p>
      ) : (
        <PublicPairingSheet pairings={pairings.data} loading={pairings.isPending} games={gamesOfRound(lichessGames.data, round)} />
      )}
    </div>
  );
}
