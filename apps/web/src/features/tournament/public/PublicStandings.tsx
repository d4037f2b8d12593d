import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { describeTiebreak, formatPoints, formatRating, formatTiebreak, type PlayersRanking, type RankingRow, type TournamentDetails } from '@kingside/contract';
import { useRanking } from '../../../api/rounds.js';
import { sayContract } from '../../languages/sayContract.js';
import { InfoIcon } from '../../layout/icons.js';
import { useLiveTournament } from '../../live/useLiveTournament.js';
import { liveLabel, zeroForEveryone } from '../../results/standingsView.js';
import { loadChunk } from '../../errors/chunks.js';
import { TiebreakLegend } from '../../results/TiebreakLegend.js';
import { TieOrderTag } from '../../results/TieOrderTag.js';
import { ScrollFrame } from '../../tables/ScrollFrame.js';
import { useFirstRenderRows } from '../../tables/useFirstRenderRows.js';
import '../../tables/table.css';
import { PublicLiveBadge } from './PublicLiveBadge.js';
import { PublicStandingsPrintouts } from './PublicPrintouts.js';
import { PublicRoundPicker } from './PublicRoundPicker.js';
import { PublicTiebreakHeader } from './PublicTiebreakHeader.js';

// Shown when a row is opened, which asks the server for the explanation anyway: its code comes with it, outside the standings' first load.
const TiebreakExplanation = lazy(() =>
  loadChunk('tiebreak-explanation', () => import('../../results/TiebreakExplanation.js')).then((m) => ({ default: m.TiebreakExplanation })),
);

/** Which rounds the figures count: while a round is played, the standings stop before it and it shows as results so far. */
function countedLabel(ranking: PlayersRanking | undefined, round: number): string {
  if (!ranking || ranking.live === null) return t`After round ${round}`;
  const { counted, live } = ranking;
  if (counted === 0) return t`Round ${live} is being played: its results so far are in the last column`;
  return t`After round ${counted}; round ${live} is being played: its results so far are in the last column`;
}

function TiebreakCell({ code, rows, row, index }: { code: string; rows: readonly RankingRow[]; row: RankingRow; index: number }): ReactNode {
  const { t: say } = useLingui();
  if (zeroForEveryone(rows, index)) {
    const zeroForAll = describeTiebreak(code)?.zeroForAll;
    const why = zeroForAll && sayContract(zeroForAll);
    // A column of zeros breaks no tie: the legend says why, the cell does not pretend to a value.
    return (
      <span className="ks-zero" title={why ? say`0 for everyone: ${why}` : undefined}>
        –
      </span>
    );
  }
  return row.tiebreaks[index] ? formatTiebreak(row.tiebreaks[index].value) : '';
}

/**
 * Standings after a round as spectators see them (plain markup): place, points and the tournament's tie-breaks in
 * its order, each explained; a row (or its ⓘ) opens how that player's tie-breaks were reached.
 */
export function PublicStandings({ tournament: t, round, onRound }: { tournament: TournamentDetails; round: number; onRound: (round: number) => void }) {
  // `t` names the tournament in this file, so the messages are said with `say`.
  const { t: say } = useLingui();
  const stream = useLiveTournament(t.id, t.state !== 'finished');
  const ranking = useRanking(t.id, round);
  const shownRows = useFirstRenderRows(ranking.data?.rows ?? []);
  const [opened, setOpened] = useState<readonly string[]>([]);
  const legendId = useId();
  const legendEntry = (index: number) => `${legendId}-${index}`;
  const toggle = (uuid: string) => setOpened((was) => (was.includes(uuid) ? was.filter((key) => key !== uuid) : [...was, uuid]));
  if (round === 0)
    return (
      <p className="ks-secondary">
        <Trans>No round is paired yet.</Trans>
      </p>
    );
  const data = ranking.data;
  const rows = data?.rows ?? [];
  const codes = data?.tiebreaks ?? [];
  const columns = 5 + codes.length + (data?.live ? 1 : 0);
  const liveRound = data?.live;
  const nameOf = (pairingNumber: number) => rows.find((row) => row.pairingNumber === pairingNumber)?.name ?? say`No. ${pairingNumber}`;
  return (
    <div className="ks-stack">
      <div className="ks-toolbar">
        <PublicRoundPicker last={t.currentRound} value={round} onChange={onRound} />
        <PublicStandingsPrintouts tournamentId={t.id} round={round} />
        <span className="ks-secondary" data-testid="standings-counted">
          {countedLabel(data, round)}
        </span>
        <PublicLiveBadge status={stream} />
      </div>
      {ranking.isError ? (
        <p className="ks-secondary">
          <Trans>The standings after round {round} cannot be shown right now.</Trans>
        </p>
      ) : (
        <>
          <ScrollFrame label={say`Standings`}>
            <table className="ks-table ks-standings">
              <thead>
                <tr>
                  <th scope="col" className="ks-table__number ks-sticky ks-sticky--first">
                    <Trans context="rank, short">Rk</Trans>
                  </th>
                  <th scope="col" className="ks-sticky ks-sticky--second">
                    <Trans context="player">Name</Trans>
                  </th>
                  <th scope="col" className="ks-table__number">
                    <Trans context="rating, short">Rtg</Trans>
                  </th>
                  <th scope="col">
                    <Trans context="federation, short">Fed</Trans>
                  </th>
                  <th scope="col" className="ks-table__number">
                    <Trans context="points, short">Pts</Trans>
                  </th>
                  {codes.map((code, index) => (
                    <th key={code} scope="col" className="ks-table__number">
                      <PublicTiebreakHeader code={code} describedBy={legendEntry(index)} />
                    </th>
                  ))}
                  {data?.live && (
                    <th scope="col" className="ks-table__number">
                      <Trans>R{liveRound} so far</Trans>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {shownRows.map((row) => {
                  const open = opened.includes(row.uuid);
                  const name = row.name;
                  return (
                    <Fragment key={row.uuid}>
                      <tr
                        className={`ks-table__row ks-table__row--opens${open ? ' ks-table__row--open' : ''}${row.isWithDrawn ? ' ks-row--withdrawn' : ''}`}
                        onClick={() => toggle(row.uuid)}
                      >
                        <td className="ks-table__number ks-sticky ks-sticky--first">{row.rank}</td>
                        <td className="ks-sticky ks-sticky--second">
                          <span className="ks-name-cell ks-name-line">
                            <span>
                              {row.title && <span className="ks-title">{row.title}</span>}
                              {/* Following the name opens the player's card, not the row. */}
                              <Link to={`/player/${row.uuid}/${t.id}`} onClick={(event) => event.stopPropagation()}>
                                {row.name}
                              </Link>
                            </span>
                            {row.isWithDrawn && <span className="ks-tag ks-tag--red">{row.isExpelled ? say`expelled` : say`withdrawn`}</span>}
                            <TieOrderTag row={row} />
                            <button
                              type="button"
                              className="ks-info-button"
                              aria-expanded={open}
                              aria-label={say`How ${name}’s tie-breaks were computed`}
                              onClick={(event) => {
                                // The row's own click opens it too: one tap must not open and close it.
                                event.stopPropagation();
                                toggle(row.uuid);
                              }}
                            >
                              <InfoIcon />
                            </button>
                          </span>
                        </td>
                        <td className="ks-table__number">{formatRating(row.rating)}</td>
                        <td>{row.federation}</td>
                        <td className="ks-table__number">
                          <strong>{formatPoints(row.points)}</strong>
                        </td>
                        {codes.map((code, index) => (
                          <td key={code} className="ks-table__number">
                            <TiebreakCell code={code} rows={rows} row={row} index={index} />
                          </td>
                        ))}
                        {data?.live && <td className="ks-table__number">{row.live ? liveLabel(row.live) : ''}</td>}
                      </tr>
                      {open && (
                        <tr>
                          <td colSpan={columns} className="ks-table__detail">
                            <Suspense
                              fallback={
                                <div className="ks-explain" role="status" aria-busy>
                                  <span className="ks-explain__meaning">{say`Working out ${name}’s tie-breaks…`}</span>
                                </div>
                              }
                            >
                              <TiebreakExplanation tournamentId={t.id} row={row} nameOf={nameOf} />
                            </Suspense>
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
                {rows.length === 0 && (
                  <tr>
                    <td colSpan={columns} className="ks-table__empty">
                      {ranking.isPending ? (
                        <span role="status">
                          <Trans>Loading the standings…</Trans>
                        </span>
                      ) : (
                        <Trans>No players yet.</Trans>
                      )}
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </ScrollFrame>
          {data && <TiebreakLegend codes={data.tiebreaks} rows={rows} sharedPlaces={t.sharedPlaces} lotSeed={data.lotSeed} entryId={legendEntry} />}
        </>
      )}
    </div>
  );
}
