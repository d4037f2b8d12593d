import { Link, useNavigate } from 'react-router';
import { formatPoints, formatRating, formatTiebreak, type TeamStandings, type TournamentDetails } from '@kingside/contract';
import { useBoardStandings, useRoundMatches, useTeamCrosstable, useTeamStandings } from '../../api/team-results.js';
import { usePublicTeams } from '../../api/teams.js';
import { useLiveTournament } from '../live/useLiveTournament.js';
import { ScrollFrame } from '../tables/ScrollFrame.js';
import { viewPath } from '../tournament/publicTabs.js';
import { PublicLiveBadge } from '../tournament/public/PublicLiveBadge.js';
import { PublicRoundPicker } from '../tournament/public/PublicRoundPicker.js';
import { MatchCard } from './MatchCard.js';
import { CELL_MEANINGS, crosstableCellText, teamLabel, teamPath } from './teamView.js';
import '../tables/table.css';
import './teams.css';

// The tabs of a team event's public page: one chunk, loaded only for team events (an individual event's page never fetches it).

const unavailable = (what: string) => <p className="ks-secondary">{what} cannot be shown right now.</p>;

/** Every team: name, rating and roster in board order (reserves after the boards); a team opens its page. */
export function TeamsTab({ tournament: t }: { tournament: TournamentDetails }) {
  const teams = usePublicTeams(t.id);
  if (teams.isPending) return <p role="status">Loading the teams…</p>;
  if (!teams.data) return unavailable('The teams');
  const { boardsPerMatch } = teams.data;
  if (teams.data.teams.length === 0) return <p className="ks-secondary">No teams yet.</p>;
  return (
    <div className="ks-team-list">
      {teams.data.teams.map((team) => (
        <section key={team.id} className="ks-match" aria-label={team.name}>
          <h3>
            {team.pairingNumber}. <Link to={teamPath(t.id, team.id)}>{team.name}</Link>
            {team.withdrawn && <span className="ks-tag ks-tag--red">withdrawn</span>}
          </h3>
          <span className="ks-secondary">
            {[`Rating ${formatRating(team.rating)}`, team.federation, team.club, team.captain ? `Captain ${team.captain}` : null].filter(Boolean).join(' · ')}
          </span>
          <ol className="ks-roster">
            {team.roster.map((player) => (
              <li key={player.entryId} className={player.position > boardsPerMatch ? 'ks-roster__reserve' : undefined}>
                {player.title && <span className="ks-title">{player.title}</span>}
                {player.name} <span className="ks-secondary">{formatRating(player.rating)}</span>
                {player.position > boardsPerMatch && <span className="ks-secondary"> · reserve</span>}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

/** A round's matches by table with their boards; before the lineups are published, the matches alone. */
export function TeamPairingsTab({ tournament: t, round }: { tournament: TournamentDetails; round: number }) {
  const navigate = useNavigate();
  const live = useLiveTournament(t.id, t.state !== 'finished');
  const matches = useRoundMatches(t.id, round);
  if (round === 0) return <p className="ks-secondary">No round is paired yet.</p>;
  const data = matches.data;
  return (
    <div className="ks-stack">
      <div className="ks-toolbar">
        <PublicRoundPicker last={t.currentRound} value={round} onChange={(next) => void navigate(viewPath(t.id, 'pairings', next))} />
        <PublicLiveBadge status={live} />
        {t.system === 'team_swiss' && <Link to={`${viewPath(t.id, 'pairings', round)}/why-matches`}>Why these matches</Link>}
      </div>
      {matches.isPending ? (
        <p role="status">Loading the matches…</p>
      ) : !data ? (
        unavailable(`The matches of round ${round}`)
      ) : (
        <>
          {!data.lineupsPublished && (
            <p className="ks-alert">The lineups of round {round} are not published yet: the boards show once the arbiter publishes them.</p>
          )}
          {data.matches.map((match) => (
            <MatchCard key={match.id} tournamentId={t.id} round={round} match={match} lineupsPublished={data.lineupsPublished} />
          ))}
        </>
      )}
    </div>
  );
}

function StandingsLegend({ standings }: { standings: TeamStandings }) {
  const tied = standings.rows.filter((row) => row.tie !== null);
  const byLot = tied.some((row) => row.tie?.decidedBy === 'lot');
  return (
    <section className="ks-tiebreak-legend" aria-label="How ties are broken">
      <p>
        Teams are ranked by {standings.primary === 'match' ? 'match points' : 'game points'}
        {standings.tiebreaks.length > 0 ? ', then by these tie-breaks, in this order:' : '.'}
      </p>
      {standings.tiebreaks.length > 0 && (
        <ol>
          {standings.tiebreaks.map((tb) => (
            <li key={tb.code}>
              <strong>{tb.code}</strong> {tb.title} — {tb.explanation}
            </li>
          ))}
        </ol>
      )}
      {tied.length > 0 && (
        <p>Teams still tied after every tie-break are marked “tied”; {byLot ? 'their order was drawn by lot' : 'they are ordered by team pairing number'}.</p>
      )}
    </section>
  );
}

/** Team standings: rank, team, match and game points, each tie-break with its title; the legend explains them. */
export function TeamStandingsTab({ tournament: t, round, onRound }: { tournament: TournamentDetails; round: number; onRound: (round: number) => void }) {
  const live = useLiveTournament(t.id, t.state !== 'finished');
  const standings = useTeamStandings(t.id, round >= 1 ? round : undefined);
  if (round === 0) return <p className="ks-secondary">No round is paired yet.</p>;
  const data = standings.data;
  return (
    <div className="ks-stack">
      <div className="ks-toolbar">
        <PublicRoundPicker last={t.currentRound} value={round} onChange={onRound} />
        {data && <span className="ks-secondary">{data.round === 0 ? 'No match has its result yet' : `After round ${data.round}`}</span>}
        <PublicLiveBadge status={live} />
      </div>
      {standings.isPending ? (
        <p role="status">Loading the standings…</p>
      ) : !data ? (
        unavailable(`The standings after round ${round}`)
      ) : (
        <>
          <ScrollFrame label="Team standings">
            <table className="ks-table ks-standings" data-testid="team-standings">
              <thead>
                <tr>
                  <th scope="col" className="ks-table__number ks-sticky ks-sticky--first">
                    Rk
                  </th>
                  <th scope="col" className="ks-sticky ks-sticky--second">
                    Team
                  </th>
                  <th scope="col" className="ks-table__number" title="Match points">
                    MP
                  </th>
                  <th scope="col" className="ks-table__number" title="Game points">
                    GP
                  </th>
                  {data.tiebreaks.map((tb) => (
                    <th key={tb.code} scope="col" className="ks-table__number" title={tb.title}>
                      {tb.code}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={row.team.id} className={`ks-table__row${row.withdrawn ? ' ks-row--withdrawn' : ''}`}>
                    <td className="ks-table__number ks-sticky ks-sticky--first">{row.rank}</td>
                    <td className="ks-sticky ks-sticky--second">
                      <Link to={teamPath(t.id, row.team.id)}>{teamLabel(row.team)}</Link>
                      {row.withdrawn && <span className="ks-tag ks-tag--red">withdrawn</span>}
                      {row.tie && (
                        <span
                          className="ks-tag"
                          title={
                            row.tie.decidedBy === 'lot' ? `Order drawn by lot${row.tie.lot ? ` (lot ${row.tie.lot})` : ''}` : 'Ordered by team pairing number'
                          }
                        >
                          tied
                        </span>
                      )}
                    </td>
                    <td className="ks-table__number">
                      <strong>{formatPoints(row.matchPoints)}</strong>
                    </td>
                    <td className="ks-table__number">{formatPoints(row.gamePoints)}</td>
                    {data.tiebreaks.map((tb, index) => (
                      <td key={tb.code} className="ks-table__number">
                        {row.tiebreaks[index] === undefined ? '' : formatTiebreak(row.tiebreaks[index])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollFrame>
          <StandingsLegend standings={data} />
        </>
      )}
    </div>
  );
}

/** The team crosstable: each team's match of every round (opponent, board-1 colour, game points). */
export function TeamCrosstableTab({ tournament: t }: { tournament: TournamentDetails }) {
  const crosstable = useTeamCrosstable(t.id);
  if (crosstable.isPending) return <p role="status">Loading the crosstable…</p>;
  if (!crosstable.data) return unavailable('The crosstable');
  const { rounds, rows } = crosstable.data;
  return (
    <div className="ks-stack">
      <ScrollFrame label="Team crosstable">
        <table className="ks-table ks-crosstable">
          <thead>
            <tr>
              <th scope="col" className="ks-table__number ks-sticky ks-sticky--first">
                Rk
              </th>
              <th scope="col" className="ks-sticky ks-sticky--second">
                Team
              </th>
              {Array.from({ length: rounds }, (_, i) => (
                <th key={i} scope="col">
                  R{i + 1}
                </th>
              ))}
              <th scope="col" className="ks-table__number">
                MP
              </th>
              <th scope="col" className="ks-table__number">
                GP
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.team.id} className="ks-table__row">
                <td className="ks-table__number ks-sticky ks-sticky--first">{row.rank}</td>
                <td className="ks-sticky ks-sticky--second">
                  {row.team.pairingNumber}. <Link to={teamPath(t.id, row.team.id)}>{teamLabel(row.team)}</Link>
                </td>
                {row.cells.map((cell) => (
                  <td key={cell.round} title={CELL_MEANINGS[cell.kind]}>
                    {crosstableCellText(cell)}
                  </td>
                ))}
                <td className="ks-table__number">
                  <strong>{formatPoints(row.matchPoints)}</strong>
                </td>
                <td className="ks-table__number">{formatPoints(row.gamePoints)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollFrame>
      <p className="ks-secondary">
        Each cell: the opponent’s team number, the colour on board 1 (w or b) and the game points for and against; + won by forfeit, − lost by forfeit, = drawn
        by forfeit.
      </p>
    </div>
  );
}

/** Board standings: each board's players by performance, then percentage, with their score and games. */
export function BoardStandingsTab({ tournament: t }: { tournament: TournamentDetails }) {
  const standings = useBoardStandings(t.id);
  if (standings.isPending) return <p role="status">Loading the board standings…</p>;
  if (!standings.data) return unavailable('The board standings');
  return (
    <div className="ks-stack">
      <span className="ks-secondary">{standings.data.round === 0 ? 'No round has all its results yet.' : `After round ${standings.data.round}`}</span>
      {standings.data.boards.map(({ board, rows }) => (
        <section key={board} className="ks-stack" aria-label={`Board ${board}`}>
          <h3>Board {board}</h3>
          <ScrollFrame label={`Board ${board} standings`}>
            <table className="ks-table">
              <thead>
                <tr>
                  <th scope="col" className="ks-table__number">
                    Pl
                  </th>
                  <th scope="col">Player</th>
                  <th scope="col" className="ks-table__number">
                    Pts
                  </th>
                  <th scope="col" className="ks-table__number" title="Rounds at this board">
                    Gms
                  </th>
                  <th scope="col" className="ks-table__number">
                    %
                  </th>
                  <th scope="col" className="ks-table__number" title="Performance rating">
                    Perf
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.player.entryId} className="ks-table__row">
                    <td className="ks-table__number">{row.place}</td>
                    <td>
                      {row.player.title && <span className="ks-title">{row.player.title}</span>}
                      {row.player.name}
                      <div className="ks-secondary">{teamLabel(row.team)}</div>
                    </td>
                    <td className="ks-table__number">
                      <strong>{formatPoints(row.points)}</strong>
                    </td>
                    <td className="ks-table__number">{row.games}</td>
                    <td className="ks-table__number">{Math.round(row.percentage)}</td>
                    <td className="ks-table__number">{row.performance ?? '–'}</td>
                  </tr>
                ))}
                {rows.length === 0 && (
                  <tr>
                    <td colSpan={6} className="ks-table__empty">
                      Nobody has played at this board yet.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </ScrollFrame>
        </section>
      ))}
    </div>
  );
}
