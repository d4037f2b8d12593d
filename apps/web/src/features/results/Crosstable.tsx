import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatPoints, type RoundPairings, type TournamentDetails } from '@kingside/contract';
import { usePlayers } from '../../api/players.js';
import { useAllPairings } from '../../api/rounds.js';
import { PlayerNameCell } from '../players/PlayerNameCell.js';
import { ScrollTable } from '../tables/ScrollTable.js';
import { CrosstableLegend } from './CrosstableLegend.js';
import { crosstable, type CrosstableRow } from './crosstable.js';
import { useLiveTournament } from '../live/useLiveTournament.js';

/** The wall chart of every paired round, by starting number. */
export function Crosstable({ tournament: t }: { tournament: TournamentDetails }) {
  const players = usePlayers(t.id);
  useLiveTournament(t.id, t.state !== 'finished');
  const rounds = useAllPairings(t.id, t.currentRound);
  const loaded = rounds.map((r) => r.data).filter((r): r is RoundPairings => r !== undefined);
  if (rounds.some((r) => r.isError) || players.isError) {
    return <Typography.Text type="secondary">The crosstable cannot be shown right now.</Typography.Text>;
  }
  const ready = players.data !== undefined && loaded.length === t.currentRound;
  const columns: ColumnsType<CrosstableRow> = [
    { title: 'No', dataIndex: 'pairingNumber', width: 44, align: 'right', fixed: 'left' },
    {
      title: 'Name',
      key: 'name',
      fixed: 'left',
      render: (_: unknown, row) => <PlayerNameCell player={row} tournamentId={t.id} />,
    },
    { title: 'Rtg', dataIndex: 'rating', width: 56, align: 'right' },
    ...Array.from({ length: t.currentRound }, (_, i) => ({
      title: `R${i + 1}`,
      key: `r${i + 1}`,
      width: 56,
      align: 'center' as const,
      render: (_: unknown, row: CrosstableRow) => row.rounds[i],
    })),
    { title: 'Pts', key: 'points', width: 48, align: 'right', render: (_: unknown, row) => <strong>{formatPoints(row.points)}</strong> },
  ];
  return (
    <Flex vertical gap={8}>
      <ScrollTable<CrosstableRow>
        label="Crosstable"
        rowKey="uuid"
        size="small"
        columns={columns}
        dataSource={ready ? crosstable(players.data, loaded) : []}
        loading={!ready}
        pagination={false}
      />
      <CrosstableLegend />
    </Flex>
  );
}
