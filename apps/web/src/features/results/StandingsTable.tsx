import { Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatPoints, formatTiebreak, type RankingRow, type TournamentDetails } from '@kingside/contract';
import { useRanking } from '../../api/rounds.js';
import { PlayerNameCell } from '../players/PlayerNameCell.js';
import { StandingsPrintouts } from '../printouts/Printouts.js';
import { LiveBadge } from '../live/LiveBadge.js';
import { useLiveTournament } from '../live/useLiveTournament.js';
import { RoundPicker } from './RoundPicker.js';

/** Standings after a round: place, points and the tournament's tie-breaks in its order. */
export function Standings({ tournament: t, round, onRound }: { tournament: TournamentDetails; round: number; onRound(round: number): void }) {
  const live = !(t.pairings[String(round)]?.scored ?? false);
  const stream = useLiveTournament(t.id, t.state !== 'finished');
  const ranking = useRanking(t.id, round);
  if (round === 0) return <Typography.Text type="secondary">No round is paired yet.</Typography.Text>;
  const codes = ranking.data?.tiebreaks ?? [];
  const columns: ColumnsType<RankingRow> = [
    { title: 'Rk', dataIndex: 'rank', width: 40, align: 'right' },
    {
      title: 'Name',
      key: 'name',
      render: (_: unknown, row) => <PlayerNameCell player={row} tournamentId={t.id} />,
    },
    { title: 'Rtg', dataIndex: 'rating', width: 56, align: 'right' },
    { title: 'Fed', dataIndex: 'federation', width: 48 },
    { title: 'Pts', key: 'points', width: 48, align: 'right', render: (_: unknown, row) => <strong>{formatPoints(row.points)}</strong> },
    ...codes.map((code, index) => ({
      title: code,
      key: `tb${index}`,
      width: 64,
      align: 'right' as const,
      render: (_: unknown, row: RankingRow) => (row.tiebreaks[index] ? formatTiebreak(row.tiebreaks[index].value) : ''),
    })),
  ];
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center" justify="space-between">
        <RoundPicker last={t.currentRound} value={round} onChange={onRound} />
        <StandingsPrintouts tournamentId={t.id} round={round} />
        <Typography.Text type="secondary">
          After round {round}
          {live ? ' (results still coming in)' : ''}
        </Typography.Text>
        <LiveBadge status={stream} />
      </Flex>
      {ranking.isError ? (
        <Typography.Text type="secondary">The standings after round {round} cannot be shown right now.</Typography.Text>
      ) : (
        <Table<RankingRow>
          rowKey="uuid"
          size="small"
          columns={columns}
          dataSource={ranking.data?.rows ?? []}
          loading={ranking.isPending}
          pagination={false}
          scroll={{ x: 'max-content' }}
          rowClassName={(row) => (row.isWithDrawn ? 'ks-row--withdrawn' : '')}
        />
      )}
    </Flex>
  );
}
