import type { ColumnsType } from 'antd/es/table';
import { useLingui } from '@lingui/react/macro';
import type { PublicPlayer } from '@kingside/contract';
import { ScrollTable } from '../tables/ScrollTable.js';

/**
 * A tournament's players as a table, in the list's order (pairing number; withdrawn players greyed and last). The public list and the organiser's tab show different columns of the same rows; on a phone the columns
 * that do not fit scroll sideways, with a cue.
 */
export function PlayersTable<Player extends PublicPlayer>({
  players,
  loading,
  columns,
  emptyText,
}: {
  players: Player[] | undefined;
  loading: boolean;
  columns: ColumnsType<Player>;
  emptyText: string;
}) {
  const { t } = useLingui();
  return (
    <ScrollTable<Player>
      label={t`Players`}
      rowKey="uuid"
      size="small"
      columns={columns}
      dataSource={players ?? []}
      loading={loading}
      pagination={false}
      rowClassName={(p) => (p.isWithDrawn ? 'ks-row--withdrawn' : '')}
      locale={{ emptyText }}
    />
  );
}
