import { Alert } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatPoints, formatRating, type PublicPlayer } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { usePlayers } from '../../api/players.js';
import { PlayerNameCell } from './PlayerNameCell.js';
import { PlayersTable } from './PlayersTable.js';

/** The public list of a tournament's players, numbered from 1. */
export function PlayerListTable({ tournamentId }: { tournamentId: string }) {
  const players = usePlayers(tournamentId);
  const columns: ColumnsType<PublicPlayer> = [
    { title: 'No', dataIndex: 'id', width: 48, align: 'right' },
    {
      title: 'Name',
      key: 'name',
      render: (_: unknown, p) => <PlayerNameCell player={p} tournamentId={tournamentId} />,
    },
    { title: 'Rating', key: 'rating', align: 'right', width: 70, render: (_: unknown, p) => formatRating(p.rating) },
    { title: 'Fed', dataIndex: 'federation', width: 56 },
    { title: 'Club', dataIndex: 'club' },
    { title: 'Pts', key: 'points', align: 'right', width: 48, render: (_: unknown, p) => formatPoints(p.points) },
  ];
  if (players.isError) return <Alert type="error" showIcon title={messageOf(players.error)} />;
  return <PlayersTable players={players.data} loading={players.isPending} columns={columns} emptyText="No players registered yet." />;
}
