import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { PairedMatch } from '@kingside/contract';
import { MatchBoards } from './MatchBoards.js';
import { byeText, forfeitText, matchPath, matchScore, matchScorePending, teamLabel, teamPath, type RoundProgress } from './teamView.js';
import './teams.css';

/** A match as the pairings list it: table, the two teams and the score, then its boards once they exist. */
export function MatchCard({ tournamentId, round, match, progress }: { tournamentId: string; round: number; match: PairedMatch; progress: RoundProgress }) {
  const { t } = useLingui();
  const table = match.table;
  const score = matchScore(match);
  const forfeit = forfeitText(match);
  return (
    <article className="ks-match" aria-label={t`Table ${table}`}>
      <header className="ks-match__head">
        <span className="ks-match__table">{match.pairingAllocatedBye ? t`Bye` : t`Table ${table}`}</span>
        <Link className="ks-match__team" to={teamPath(tournamentId, match.white.id)}>
          {teamLabel(match.white)}
        </Link>
        <span className="ks-match__score" data-testid="match-score">
          {score ?? <span className="ks-secondary ks-match__score--pending">{matchScorePending(match, progress)}</span>}
        </span>
        {match.black ? (
          <Link className="ks-match__team ks-match__team--second" to={teamPath(tournamentId, match.black.id)}>
            {teamLabel(match.black)}
          </Link>
        ) : (
          <span className="ks-match__team ks-match__team--second ks-secondary">
            <Trans>pairing-allocated bye</Trans>
          </span>
        )}
      </header>
      {forfeit && <p className="ks-secondary">{forfeit}</p>}
      {match.pairingAllocatedBye && <p className="ks-secondary">{byeText(match)}</p>}
      {match.boards.length > 0 && <MatchBoards match={match} />}
      {!match.pairingAllocatedBye && (
        <Link className="ks-match__more" to={matchPath(tournamentId, round, match.table)}>
          <Trans>Match page</Trans>
        </Link>
      )}
    </article>
  );
}
