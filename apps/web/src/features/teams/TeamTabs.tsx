import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { formatPoints, formatRating, formatTiebreak, type TeamStandings, type TournamentDetails } from '@kingside/contract';
import { useBoardStandings, useRoundMatches, useTeamCrosstable, useTeamStandings } from '../../api/team-results.js';
import { usePublicTeams } from '../../api/teams.js';
import { sayContract } from '../languages/sayContract.js';
import { useLiveTournament } from '../live/useLiveTournament.js';
import { ScrollFrame } from '../tables/ScrollFrame.js';
import { viewPath } from '../tournament/publicTabs.js';
import { PublicLiveBadge } from '../tournament/public/PublicLiveBadge.js';
import { PublicRoundPicker } from '../tournament/public/PublicRoundPicker.js';
import { MatchCard } from './MatchCard.js';
import { cellMeaning, crosstableCellText, standingsCaption, teamLabel, teamPath } from './teamView.js';
import '../tables/table.css';
import './teams.css';

// The tabs of a team event's public page: one chunk, loaded only for team events (an individual event's page never fetches it).

const unavailable = (message: string) => <p className="ks-secondary">{message}</p>;

/** Every team: name, rating and roster in board order (reserves after the boards); a team opens its page. */
export function TeamsTab({ tournament }: { tournament: TournamentDetails }) {
  const { t } = useLingui();
  const teams = usePublicTeams(tournament.id);
  if (teams.isPending)
    return (
      <p role="status">
        <Trans>Loading the teams…</Trans>
      </p>
    );
  if (!teams.data) return unavailable(t`The teams cannot be shown right now.`);
  const { boardsPerMatch } = teams.data;
  if (teams.data.teams.length === 0)
    return (
      <p className="ks-secondary">
        <Trans>No teams yet.</Trans>
      </p>
    );
  return (
    <div className="ks-team-list">
      {teams.data.teams.map((team) => {
        const rating = formatRating(team.rating);
        const captain = team.captain;
        return (
          <section key={team.id} className="ks-match" aria-label={team.name}>
            <h3>
              {team.pairingNumber}. <Link to={teamPath(tournament.id, team.id)}>{team.name}</Link>
              {team.withdrawn && (
                <span className="ks-tag ks-tag--red">
                  <Trans>withdrawn</Trans>
                </span>
              )}
            </h3>
            <span className="ks-secondary">
              {[t`Rating ${rating}`, team.federation, team.club, captain ? t`Captain ${captain}` : null].filter(Boolean).join(' · ')}
            </span>
            <ol className="ks-roster">
              {team.roster.map((player) => (
                <li key={player.entryId} className={player.position > boardsPerMatch ? 'ks-roster__reserve' : undefined}>
                  {player.title && <span className="ks-title">{player.title}</span>}
                  {player.name} <span className="ks-secondary">{formatRating(player.rating)}</span>
                  {player.position > boardsPerMatch && (
                    <span className="ks-secondary">
                      {' · '}
                      <Trans>reserve</Trans>
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}

/** A round's matches by table with their boards; before the lineups are published, the matches alone. */
export function TeamPairingsTab({ tournament, round }: { tournament: TournamentDetails; round: number }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const live = useLiveTournament(tournament.id, tournament.state !== 'finished');
  const matches = useRoundMatches(tournament.id, round);
  if (round === 0)
    return (
      <p className="ks-secondary">
        <Trans>No round is paired yet.</Trans>
      </p>
    );
  const data = matches.data;
  return (
    <div className="ks-stack">
      <div className="ks-toolbar">
        <PublicRoundPicker last={tournament.currentRound} value={round} onChange={(next) => void navigate(viewPath(tournament.id, 'pairings', next))} />
        <PublicLiveBadge status={live} />
        {tournament.system === 'team_swiss' && (
          <Link to={`${viewPath(tournament.id, 'pairings', round)}/why-matches`}>
            <Trans>Why these matches</Trans>
          </Link>
        )}
      </div>
      {matches.isPending ? (
        <p role="status">
          <Trans>Loading the matches…</Trans>
        </p>
      ) : !data ? (
        unavailable(t`The matches of round ${round} cannot be shown right now.`)
      ) : (
        <>
          {!data.lineupsPublished && (
            <p className="ks-alert">
              <Trans>The lineups of round {round} are not published yet: the boards show once the arbiter publishes them.</Trans>
            </p>
          )}
          {data.matches.map((match) => (
            <MatchCard key={match.id} tournamentId={tournament.id} round={round} match={match} progress={data} />
          ))}
        </>
      )}
    </div>
  );
}

function StandingsLegend({ standings }: { standings: TeamStandings }) {
  const { t } = useLingui();
  const tied = standings.rows.filter((row) => row.tie !== null);
  const byLot = tied.some((row) => row.tie?.decidedBy === 'lot');
  return (
    <section className="ks-tiebreak-legend" aria-label={t`How ties are broken`}>
      <p>
        {standings.primary === 'match' ? (
          standings.tiebreaks.length > 0 ? (
            <Trans>Teams are ranked by match points, then by these tie-breaks, in this order:</Trans>
          ) : (
            <Trans>Teams are ranked by match points.</Trans>
          )
        ) : standings.tiebreaks.length > 0 ? (
          <Trans>Teams are ranked by game points, then by these tie-breaks, in this order:</Trans>
        ) : (
          <Trans>Teams are ranked by game points.</Trans>
        )}
      </p>
      {standings.tiebreaks.length > 0 && (
        <ol>
          {standings.tiebreaks.map((tb) => (
            <li key={tb.code}>
              <strong>{tb.code}</strong> {sayContract(tb.title)} — {sayContract(tb.explanation)}
            </li>
          ))}
        </ol>
      )}
      {tied.length > 0 && (
        <p>
          {byLot ? (
            <Trans>Teams still tied after every tie-break are marked “tied”; their order was drawn by lot.</Trans>
          ) : (
            <Trans>Teams still tied after every tie-break are marked “tied”; they are ordered by team pairing number.</Trans>
          )}
        </p>
      )}
    </section>
  );
}

/** Team standings: rank, team, match and game points, each tie-break with its title; the legend explains them. */
export function TeamStandingsTab({ tournament, round, onRound }: { tournament: TournamentDetails; round: number; onRound: (round: number) => void }) {
  const { t } = useLingui();
  const live = useLiveTournament(tournament.id, tournament.state !== 'finished');
  const standings = useTeamStandings(tournament.id, round >= 1 ? round : undefined);
  // The round's matches say whether it is still being played (the pairings tab reads the same, from the same cache).
  const matches = useRoundMatches(tournament.id, round);
  if (round === 0)
    return (
      <p className="ks-secondary">
        <Trans>No round is paired yet.</Trans>
      </p>
    );
  const data = standings.data;
  return (
    <div className="ks-stack">
      <div className="ks-toolbar">
        <PublicRoundPicker last={tournament.currentRound} value={round} onChange={onRound} />
        {data && <span className="ks-secondary">{standingsCaption(data.round, data.round === round ? matches.data?.matches : undefined)}</span>}
        <PublicLiveBadge status={live} />
      </div>
      {standings.isPending ? (
        <p role="status">
          <Trans>Loading the standings…</Trans>
        </p>
      ) : !data ? (
        unavailable(t`The standings after round ${round} cannot be shown right now.`)
      ) : (
        <>
          <ScrollFrame label={t`Team standings`}>
            <table className="ks-table ks-standings" data-testid="team-standings">
              <thead>
                <tr>
                  <th scope="col" className="ks-table__number ks-sticky ks-sticky--first">
                    <Trans>Rk</Trans>
                  </th>
                  <th scope="col" className="ks-sticky ks-sticky--second">
                    <Trans>Team</Trans>
                  </th>
                  <th scope="col" className="ks-table__number" title={t`Match points`}>
                    <Trans>MP</Trans>
                  </th>
                  <th scope="col" className="ks-table__number" title={t`Game points`}>
                    <Trans>GP</Trans>
                  </th>
                  {data.tiebreaks.map((tb) => (
                    <th key={tb.code} scope="col" className="ks-table__number" title={sayContract(tb.title)}>
                      {tb.code}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => {
                  const lot = row.tie?.lot;
                  return (
                    <tr key={row.team.id} className={`ks-table__row${row.withdrawn ? ' ks-row--withdrawn' : ''}`}>
                      <td className="ks-table__number ks-sticky ks-sticky--first">{row.rank}</td>
                      <td className="ks-sticky ks-sticky--second">
                        <Link to={teamPath(tournament.id, row.team.id)}>{teamLabel(row.team)}</Link>
                        {row.withdrawn && (
                          <span className="ks-tag ks-tag--red">
                            <Trans>withdrawn</Trans>
                          </span>
                        )}
                        {row.tie && (
                          <span
                            className="ks-tag"
                            title={
                              row.tie.decidedBy === 'lot'
                                ? row.tie.lot
                                  ? t`Order drawn by lot (lot ${lot})`
                                  : t`Order drawn by lot`
                                : t`Ordered by team pairing number`
                            }
                          >
                            <Trans>tied</Trans>
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
                  );
                })}
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
export function TeamCrosstableTab({ tournament }: { tournament: TournamentDetails }) {
  const { t } = useLingui();
  const crosstable = useTeamCrosstable(tournament.id);
  if (crosstable.isPending)
    return (
      <p role="status">
        <Trans>Loading the crosstable…</Trans>
      </p>
    );
  if (!crosstable.data) return unavailable(t`The crosstable cannot be shown right now.`);
  const { rounds, rows } = crosstable.data;
  return (
    <div className="ks-stack">
      <ScrollFrame label={t`Team crosstable`}>
        <table className="ks-table ks-crosstable">
          <thead>
            <tr>
              <th scope="col" className="ks-table__number ks-sticky ks-sticky--first">
                <Trans>Rk</Trans>
              </th>
              <th scope="col" className="ks-sticky ks-sticky--second">
                <Trans>Team</Trans>
              </th>
              {Array.from({ length: rounds }, (_, i) => {
                const round = i + 1;
                return (
                  <th key={i} scope="col">
                    <Trans>R{round}</Trans>
                  </th>
                );
              })}
              <th scope="col" className="ks-table__number">
                <Trans>MP</Trans>
              </th>
              <th scope="col" className="ks-table__number">
                <Trans>GP</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.team.id} className="ks-table__row">
                <td className="ks-table__number ks-sticky ks-sticky--first">{row.rank}</td>
                <td className="ks-sticky ks-sticky--second">
                  {row.team.pairingNumber}. <Link to={teamPath(tournament.id, row.team.id)}>{teamLabel(row.team)}</Link>
                </td>
                {row.cells.map((cell) => (
                  <td key={cell.round} title={cellMeaning(cell.kind)}>
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
        <Trans>
          Each cell: the opponent’s team number, the colour on board 1 (w or b) and the game points for and against; + won by forfeit, − lost by forfeit, =
          drawn by forfeit.
        </Trans>
      </p>
    </div>
  );
}

/** Board standings: each board's players by performance, then percentage, with their score and games. */
export function BoardStandingsTab({ tournament }: { tournament: TournamentDetails }) {
  const { t } = useLingui();
  const standings = useBoardStandings(tournament.id);
  if (standings.isPending)
    return (
      <p role="status">
        <Trans>Loading the board standings…</Trans>
      </p>
    );
  if (!standings.data) return unavailable(t`The board standings cannot be shown right now.`);
  const round = standings.data.round;
  return (
    <div className="ks-stack">
      <span className="ks-secondary">{round === 0 ? t`No round has all its results yet.` : t`After round ${round}`}</span>
      {standings.data.boards.map(({ board, rows }) => (
        <section key={board} className="ks-stack" aria-label={t`Board ${board}`}>
          <h3>
            <Trans>Board {board}</Trans>
          </h3>
          <ScrollFrame label={t`Board ${board} standings`}>
            <table className="ks-table">
              <thead>
                <tr>
                  <th scope="col" className="ks-table__number">
                    <Trans>Pl</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Player</Trans>
                  </th>
                  <th scope="col" className="ks-table__number">
                    <Trans>Pts</Trans>
                  </th>
                  <th scope="col" className="ks-table__number" title={t`Rounds at this board`}>
                    <Trans>Gms</Trans>
                  </th>
                  <th scope="col" className="ks-table__number">
                    %
                  </th>
                  <th scope="col" className="ks-table__number" title={t`Performance rating`}>
                    <Trans>Perf</Trans>
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
                      <Trans>Nobody has played at this board yet.</Trans>
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
