import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useId, useState } from 'react';
import type { ColumnsType } from 'antd/es/table';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { describeTiebreak, formatPoints, formatRating, formatTiebreak, type PlayersRanking, type RankingRow, type TournamentDetails } from '@kingside/contract';
import { useRanking } from '../../api/rounds.js';
import { sayContract } from '../languages/sayContract.js';
import { PlayerNameCell } from '../players/PlayerNameCell.js';
import { StandingsPrintouts } from '../printouts/Printouts.js';
import { LiveBadge } from '../live/LiveBadge.js';
import { useLiveTournament } from '../live/useLiveTournament.js';
import { ScrollTable } from '../tables/ScrollTable.js';
import { RoundPicker } from './RoundPicker.js';
import { liveLabel, zeroForEveryone } from './standingsView.js';
import { TiebreakExplanation } from './TiebreakExplanation.js';
import { TiebreakHeader } from './TiebreakHeader.js';
import { TiebreakLegend } from './TiebreakLegend.js';
import { RankTiedPlayers } from './RankTiedPlayers.js';
import { TieOrderTag } from './TieOrderTag.js';

/** Which rounds the figures count: while a round is played, the standings stop before it and it shows as results so far. */
function countedLabel(ranking: PlayersRanking | undefined, round: number): string {
  if (!ranking || ranking.live === null) return t`After round ${round}`;
  const { counted, live } = ranking;
  if (counted === 0) return t`Round ${live} is being played: its results so far are in the last column`;
  return t`After round ${counted}; round ${live} is being played: its results so far are in the last column`;
}

function tiebreakColumns(ranking: PlayersRanking | undefined, legendEntry: (index: number) => string): ColumnsType<RankingRow> {
  const codes = ranking?.tiebreaks ?? [];
  const rows = ranking?.rows ?? [];
  return codes.map((code, index) => {
    const zero = zeroForEveryone(rows, index);
    const zeroForAll = describeTiebreak(code)?.zeroForAll;
    const why = zeroForAll && sayContract(zeroForAll);
    return {
      title: <TiebreakHeader code={code} describedBy={legendEntry(index)} />,
      key: `tb${index}`,
      align: 'right' as const,
      render: (_: unknown, row: RankingRow) =>
        zero ? (
          // A column of zeros breaks no tie: the legend says why, the cell does not pretend to a value.
          <span className="ks-zero" title={why ? t`0 for everyone: ${why}` : undefined}>
            –
          </span>
        ) : row.tiebreaks[index] ? (
          formatTiebreak(row.tiebreaks[index].value)
        ) : (
          ''
        ),
    };
  });
}

/** Standings after a round: place, points and the tournament's tie-breaks in its order, each explained. */
export function Standings({ tournament, round, onRound }: { tournament: TournamentDetails; round: number; onRound: (round: number) => void }) {
  const { t } = useLingui();
  const stream = useLiveTournament(tournament.id, tournament.state !== 'finished');
  const ranking = useRanking(tournament.id, round);
  const [opened, setOpened] = useState<readonly string[]>([]);
  const legendId = useId();
  const legendEntry = (index: number) => `${legendId}-${index}`;
  const toggle = (uuid: string, open: boolean) => setOpened((was) => (open ? [...was, uuid] : was.filter((key) => key !== uuid)));
  if (round === 0)
    return (
      <Typography.Text type="secondary">
        <Trans>No round is paired yet.</Trans>
      </Typography.Text>
    );
  const data = ranking.data;
  const rows = data?.rows ?? [];
  const live = data?.live;
  const nameOf = (pairingNumber: number) => rows.find((row) => row.pairingNumber === pairingNumber)?.name ?? t`No. ${pairingNumber}`;
  const columns: ColumnsType<RankingRow> = [
    { title: t({ message: 'Rk', context: 'rank column' }), dataIndex: 'rank', width: 40, align: 'right', fixed: 'left' },
    {
      title: t`Name`,
      key: 'name',
      fixed: 'left',
      render: (_: unknown, row) => {
        const { name } = row;
        return (
          <PlayerNameCell player={row} tournamentId={tournament.id}>
            <Button
              size="small"
              type="text"
              icon={<InfoCircleOutlined />}
              aria-expanded={opened.includes(row.uuid)}
              aria-label={t`How ${name}’s tie-breaks were computed`}
              onClick={(event) => {
                // The row's own click opens it too: one tap must not open and close it.
                event.stopPropagation();
                toggle(row.uuid, !opened.includes(row.uuid));
              }}
            />
            <TieOrderTag row={row} />
          </PlayerNameCell>
        );
      },
    },
    { title: t({ message: 'Rtg', context: 'rating column' }), key: 'rating', width: 56, align: 'right', render: (_: unknown, row) => formatRating(row.rating) },
    { title: t({ message: 'Fed', context: 'federation column' }), dataIndex: 'federation', width: 48 },
    {
      title: t({ message: 'Pts', context: 'points column' }),
      key: 'points',
      width: 48,
      align: 'right',
      render: (_: unknown, row) => <strong>{formatPoints(row.points)}</strong>,
    },
    ...tiebreakColumns(data, legendEntry),
    ...(live
      ? [
          {
            title: t`R${live} so far`,
            key: 'live',
            align: 'right' as const,
            render: (_: unknown, row: RankingRow) => (row.live ? liveLabel(row.live) : ''),
          },
        ]
      : []),
  ];
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center" justify="space-between">
        <RoundPicker last={tournament.currentRound} value={round} onChange={onRound} />
        <StandingsPrintouts tournamentId={tournament.id} round={round} tournamentLanguage={tournament.language} />
        <Typography.Text type="secondary" data-testid="standings-counted">
          {countedLabel(data, round)}
        </Typography.Text>
        <LiveBadge status={stream} />
      </Flex>
      {ranking.isError ? (
        <Typography.Text type="secondary">
          <Trans>The standings after round {round} cannot be shown right now.</Trans>
        </Typography.Text>
      ) : (
        <>
          <ScrollTable<RankingRow>
            label={t`Standings`}
            rowKey="uuid"
            size="small"
            columns={columns}
            dataSource={rows}
            loading={ranking.isPending}
            pagination={false}
            rowClassName={(row) => (row.isWithDrawn ? 'ks-row--withdrawn' : '')}
            expandable={{
              // The control sits in the name cell (a column of its own would shift every column after it).
              showExpandColumn: false,
              expandRowByClick: true,
              expandedRowKeys: opened,
              onExpand: (expanded, row) => toggle(row.uuid, expanded),
              expandedRowRender: (row) => <TiebreakExplanation tournamentId={tournament.id} row={row} nameOf={nameOf} />,
            }}
          />
          {data && <TiebreakLegend codes={data.tiebreaks} rows={rows} sharedPlaces={tournament.sharedPlaces} lotSeed={data.lotSeed} entryId={legendEntry} />}
          {data && round === tournament.currentRound && <RankTiedPlayers tournamentId={tournament.id} ranking={data} />}
        </>
      )}
    </Flex>
  );
}
