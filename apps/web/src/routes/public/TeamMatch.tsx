import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { messageOf } from '../../api/client.js';
import { useRoundMatches } from '../../api/team-results.js';
import { useTournament } from '../../api/tournaments.js';
import { Spinner } from '../../features/brand/Spinner.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { pageTitle } from '../../features/layout/pageTitle.js';
import { useLiveTournament } from '../../features/live/useLiveTournament.js';
import { PublicLiveBadge } from '../../features/tournament/public/PublicLiveBadge.js';
import { MatchBoards } from '../../features/teams/MatchBoards.js';
import { forfeitText, matchPointsText, matchScore, matchScorePending, teamLabel } from '../../features/teams/teamView.js';
import '../../features/tournament/public/public-tournament.css';

/** /tournaments/{id}/match/{round}/{table}: one match of a team event — its boards, players, colours, results, board and match score. */
export default function TeamMatch() {
  const { id = '', round: roundParam, table: tableParam } = useParams();
  const round = Number(roundParam);
  const table = Number(tableParam);
  const tournament = useTournament(id);
  const live = useLiveTournament(id, tournament.data !== undefined && tournament.data.state !== 'finished');
  const matches = useRoundMatches(id, round);
  const match = matches.data?.matches.find((m) => m.table === table);
  const { t } = useLingui();
  const where = t`Round ${round}, table ${table}`;
  const title = match?.black ? `${teamLabel(match.white)} – ${teamLabel(match.black)}` : where;
  const back = { to: `/tournaments/${id}/pairings/${round}`, label: t`Pairings of round ${round}` };
  return (
    <PageFrame title={title} browserTitle={pageTitle(title, tournament.data?.name)} subtitle={`${tournament.data?.name ?? ''} · ${where}`} back={back}>
      {matches.isPending ? (
        <Spinner />
      ) : !matches.data ? (
        <p className="ks-alert" role="alert">
          {messageOf(matches.error)}
        </p>
      ) : !match ? (
        <p className="ks-alert" role="alert">
          <Trans>
            Round {round} has no table {table}.
          </Trans>
        </p>
      ) : (
        <div className="ks-stack">
          <div className="ks-toolbar">
            <span className="ks-match__score" data-testid="match-score">
              {matchScore(match) ?? matchScorePending(match, matches.data)}
            </span>
            <PublicLiveBadge status={live} />
          </div>
          {match.result && (
            <dl className="ks-facts">
              <dt>{teamLabel(match.white)}</dt>
              <dd>{matchPointsText(match.result.white)}</dd>
              {match.black && match.result.black && (
                <>
                  <dt>{teamLabel(match.black)}</dt>
                  <dd>{matchPointsText(match.result.black)}</dd>
                </>
              )}
            </dl>
          )}
          {forfeitText(match) && <p>{forfeitText(match)}</p>}
          {match.boards.length > 0 ? (
            <MatchBoards match={match} />
          ) : (
            <p className="ks-secondary">
              <Trans>The lineups of round {round} are not published yet: the boards show once the arbiter publishes them.</Trans>
            </p>
          )}
        </div>
      )}
    </PageFrame>
  );
}
