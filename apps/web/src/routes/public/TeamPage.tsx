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
import { CELL_MEANINGS, crosstableCellText, rosterRoundText, teamLabel } from '../../features/teams/teamView.js';
import '../../features/tables/table.css';
import '../../features/tournament/public/public-tournament.css';

/** /tournaments/{id}/team/{teamId}: a team's roster with each player's board and result per round, and the team's matches. */
export default function TeamPage() {
  const { id = '', teamId = '' } = useParams();
  const tournament = useTournament(id);
  useLiveTournament(id, tournament.data !== undefined && tournament.data.state !== 'finished');
  const card = useTeamCard(id, teamId);
  const data = card.data;
  const title = data?.team.name ?? 'Team';
  const rounds = data?.matches.length ?? 0;
  return (
    <PageFrame
      title={title}
      browserTitle={pageTitle(title, tournament.data?.name)}
      subtitle={data ? [tournament.data?.name, data.team.federation, data.team.club].filter(Boolean).join(' · ') : tournament.data?.name}
      back={{ to: `/tournaments/${id}/teams`, label: 'Teams' }}
    >
      {card.isPending ? (
        <Spinner />
      ) : !data ? (
        <p className="ks-alert" role="alert">
          {messageOf(card.error)}
        </p>
      ) : (
        <div className="ks-stack">
          {data.team.withdrawn && <p className="ks-alert">This team has withdrawn.</p>}
          <h3>Roster</h3>
          <ScrollFrame label="Roster">
            <table className="ks-table" data-testid="team-roster">
              <thead>
                <tr>
                  <th scope="col" className="ks-table__number ks-sticky ks-sticky--first">
                    #
                  </th>
                  <th scope="col" className="ks-sticky ks-sticky--second">
                    Player
                  </th>
                  <th scope="col" className="ks-table__number">
                    Pts
                  </th>
                  {Array.from({ length: rounds }, (_, i) => (
                    <th key={i} scope="col">
                      R{i + 1}
                    </th>
                  ))}
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
                        {member.player.rating || 'unrated'}
                        {member.position > data.boardsPerMatch ? ' · reserve' : ''}
                      </div>
                    </td>
                    <td className="ks-table__number">
                      <strong>{formatPoints(member.points)}</strong>/{member.games}
                    </td>
                    {member.rounds.map((r) => (
                      <td key={r.round} title={r.opponent ? `against ${r.opponent.name}` : undefined} style={{ whiteSpace: 'nowrap' }}>
                        {rosterRoundText(r)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollFrame>
          <p className="ks-secondary">
            Each round: the board (B1 is board 1), the colour (w or b) and the result (1, ½, 0, + or − by forfeit, U the team’s bye).
          </p>
          <h3>Matches</h3>
          <ScrollFrame label="Matches">
            <table className="ks-table">
              <thead>
                <tr>
                  <th scope="col" className="ks-table__number">
                    Rd
                  </th>
                  <th scope="col">Opponent</th>
                  <th scope="col">Result</th>
                  <th scope="col" className="ks-table__number">
                    MP
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.matches.map((m) => (
                  <tr key={m.round} className="ks-table__row">
                    <td className="ks-table__number">{m.round}</td>
                    <td>{m.opponentTeam ? teamLabel(m.opponentTeam) : CELL_MEANINGS[m.kind]}</td>
                    <td title={CELL_MEANINGS[m.kind]}>{crosstableCellText({ ...m, opponent: null })}</td>
                    <td className="ks-table__number">{formatPoints(m.matchPoints)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollFrame>
          {data.matches.length === 0 && <p className="ks-secondary">No round is paired yet.</p>}
        </div>
      )}
    </PageFrame>
  );
}
