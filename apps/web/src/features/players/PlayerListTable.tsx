import { Alert, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatPoints, type TournamentPlayer } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { usePlayers } from '../../api/players.js';
import { PlayerNameCell } from './PlayerNameCell.js';

/** The public list of a tournament's players, numbered from 1. */
export function PlayerListTable({ tournamentId }: { tournamentId: string }) {
  const players = usePlayers(tournamentId);
  const columns: ColumnsType<TournamentPlayer> = [
    { title: 'No', dataIndex: 'id', width: 48, align: 'right' },
    {
      title: 'Name',
      key: 'name',
      render: (_: unknown, p) => <PlayerNameCell player={p} tournamentId={tournamentId} />,
    },
    { title: 'Rating', dataIndex: 'rating', align: 'right', width: 70 },
    { title: 'Fed', dataIndex: 'federation', width: 56 },
    { title: 'Club', dataIndex: 'club' },
    { title: 'Pts', key: 'points', align: 'right', width: 48, render: (_: unknown, p) => formatPoints(p.points) },
  ];
  if (players.isError) return <Alert type="error" showIcon title={messageOf(players.error)} />;
  return (
    <Table<TournamentPlayer>
      rowKey="uuid"
      size="small"
      columns={columns}
      dataSource={players.data ?? []}
      loading={players.isPending}
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowClassName={(p) => (p.isWithDrawn ? 'ks-row--withdrawn' : '')}
      locale={{ emptyText: 'No players registered yet.' }}
    />
  );
}
