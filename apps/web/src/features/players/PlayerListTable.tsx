import { Alert } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useLingui } from '@lingui/react/macro';
import { formatPoints, formatRating, type PublicPlayer } from '@kingside/contract';
import { messageOf } from '../../api/client.js';
import { usePlayers } from '../../api/players.js';
import { PlayerNameCell } from './PlayerNameCell.js';
import { PlayersTable } from './PlayersTable.js';

/** The public list of a tournament's players, numbered from 1. */
export function PlayerListTable({ tournamentId }: { tournamentId: string }) {
  const { t } = useLingui();
  const players = usePlayers(tournamentId);
  const columns: ColumnsType<PublicPlayer> = [
    { title: t({ message: 'No', context: 'pairing number, short' }), dataIndex: 'id', width: 48, align: 'right' },
    {
      title: t`Name`,
      key: 'name',
      render: (_: unknown, p) => <PlayerNameCell player={p} tournamentId={tournamentId} />,
    },
    { title: t`Rating`, key: 'rating', align: 'right', width: 70, render: (_: unknown, p) => formatRating(p.rating) },
    { title: t({ message: 'Fed', context: 'federation, short' }), dataIndex: 'federation', width: 56 },
    { title: t`Club`, dataIndex: 'club' },
    { title: t({ message: 'Pts', context: 'points, short' }), key: 'points', align: 'right', width: 48, render: (_: unknown, p) => formatPoints(p.points) },
  ];
  if (players.isError) return <Alert type="error" showIcon title={messageOf(players.error)} />;
  return <PlayersTable players={players.data} loading={players.isPending} columns={columns} emptyText={t`No players registered yet.`} />;
}
