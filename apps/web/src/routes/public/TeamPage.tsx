import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { formatPoints } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { useTeamCard } from '../../api/team-results.js';
import { useTournament } from '../../api/tournaments.js';
import { Spinner } from '../../features/brand/Spinner.js';
import { PageFrame } from '../../features/layout/PageFrame.js';
import { pageTitle } from '../../features/layout/pageTitle.js';
import { useLiveTournament } from '../../features/live/useLiveTournament.js';
import { ScrollFrame } from '../../features/tables/ScrollFrame.js';
import { cellMeaning, crosstableCellText, rosterRoundText, teamLabel } from '../../features/teams/teamView.js';
import '../../features/tables/table.css';
import '../../features/tournament/public/public-tournament.css';

/** /tournaments/{id}/team/{teamId}: a team's roster with each player's board and result per round, and the team's matches. */
export default function TeamPage() {
  const { id = '', teamId = '' } = useParams();
  const tournament = useTournament(id);
  useLiveTournament(id, tournament.data !== undefined && tournament.data.state !== 'finished');
  const card = useTeamCard(id, teamId);
  const data = card.data;
  const { t } = useLingui();
  const title = data?.team.name ?? t`Team`;
  const rounds = data?.matches.length ?? 0;
  const against = (opponent: string) => t`against ${opponent}`;
  return (
    <PageFrame
      title={title}
      browserTitle={pageTitle(title, tournament.data?.name)}
      subtitle={data ? [tournament.data?.name, data.team.federation, data.team.club].filter(Boolean).join(' · ') : tournament.data?.name}
      back={{ to: `/tournaments/${id}/teams`, label: t`Teams` }}
    >
      {card.isPending ? (
        <Spinner />
      ) : !data ? (
        <p className="ks-alert" role="alert">
          {messageOf(card.error)}
        </p>
      ) : (
        <div className="ks-stack">
          {data.team.withdrawn && (
            <p className="ks-alert">
              <Trans>This team has withdrawn.</Trans>
            </p>
          )}
          <h3>
            <Trans>Roster</Trans>
          </h3>
          <ScrollFrame label={t`Roster`}>
            <table className="ks-table" data-testid="team-roster">
              <thead>
                <tr>
                  <th scope="col" className="ks-table__number ks-sticky ks-sticky--first">
                    #
                  </th>
                  <th scope="col" className="ks-sticky ks-sticky--second">
                    <Trans>Player</Trans>
                  </th>
                  <th scope="col" className="ks-table__number">
                    <Trans context="points, abbreviated">Pts</Trans>
                  </th>
                  {Array.from({ length: rounds }, (_, i) => {
                    const round = i + 1;
                    return (
                      <th key={i} scope="col">
                        <Trans context="round, abbreviated">R{round}</Trans>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {data.roster.map((member) => (
                  <tr key={member.player.entryId} className="ks-table__row">
                    <td className="ks-table__number ks-sticky ks-sticky--first">{member.position}</td>
                    <td className="ks-sticky ks-sticky--second">
                      {member.player.title && <span className="ks-title">{member.player.title}</span>}
                      <Link to={`/player/${member.player.entryId}/${id}`}>{member.player.name}</Link>
                      <div className="ks-secondary">
                        {member.player.rating || t`unrated`}
                        {member.position > data.boardsPerMatch ? ` · ${t`reserve`}` : ''}
                      </div>
                    </td>
                    <td className="ks-table__number">
                      <strong>{formatPoints(member.points)}</strong>/{member.games}
                    </td>
                    {member.rounds.map((r) => (
                      <td key={r.round} title={r.opponent ? against(r.opponent.name) : undefined} style={{ whiteSpace: 'nowrap' }}>
                        {rosterRoundText(r)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollFrame>
          <p className="ks-secondary">
            <Trans>Each round: the board (B1 is board 1), the colour (w or b) and the result (1, ½, 0, + or − by forfeit, U the team’s bye).</Trans>
          </p>
          <h3>
            <Trans>Matches</Trans>
          </h3>
          <ScrollFrame label={t`Matches`}>
            <table className="ks-table">
              <thead>
                <tr>
                  <th scope="col" className="ks-table__number">
                    <Trans context="round, abbreviated">Rd</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Opponent</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Result</Trans>
                  </th>
                  <th scope="col" className="ks-table__number">
                    <Trans context="match points, abbreviated">MP</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.matches.map((m) => (
                  <tr key={m.round} className="ks-table__row">
                    <td className="ks-table__number">{m.round}</td>
                    <td>{m.opponentTeam ? teamLabel(m.opponentTeam) : cellMeaning(m.kind)}</td>
                    <td title={cellMeaning(m.kind)}>{crosstableCellText({ ...m, opponent: null })}</td>
                    <td className="ks-table__number">{formatPoints(m.matchPoints)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollFrame>
          {data.matches.length === 0 && (
            <p className="ks-secondary">
              <Trans>No round is paired yet.</Trans>
            </p>
          )}
        </div>
      )}
    </PageFrame>
  );
}
