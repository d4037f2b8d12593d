import { Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ArenaStandings as Standings } from '@kingside/contract';
import { useArenaStandings } from '../../api/lichess-link.js';
import { LiveBadge } from '../live/LiveBadge.js';
import { useLiveTournament } from '../live/useLiveTournament.js';

type Row = Standings['rows'][number];

/**
 * An Arena's standings: lichess's rank, Arena score and performance, read-only. An Arena has no rounds
 * here, so Kingside's own standings and tie-breaks do not apply to it.
 */
export function ArenaStandings({ tournamentId }: { tournamentId: string }) {
  const { t } = useLingui();
  const columns: ColumnsType<Row> = [
    { title: '#', dataIndex: 'rank', key: 'rank', width: 40, align: 'right' },
    {
      title: t`Player`,
      key: 'player',
      render: (_: unknown, row) => (
        <span>
          {row.title && <Tag color="gold">{row.title}</Tag>}
          {row.username}
        </span>
      ),
    },
    { title: t`Score`, dataIndex: 'score', key: 'score', align: 'right', width: 64 },
    {
      title: t({ message: 'Perf', comment: 'Short column head: the performance rating' }),
      dataIndex: 'performance',
      key: 'performance',
      align: 'right',
      width: 64,
    },
    { title: t`Rating`, dataIndex: 'rating', key: 'rating', align: 'right', width: 64 },
  ];
  const standings = useArenaStandings(tournamentId, true);
  // Each reading from lichess is announced on the live stream; final standings change no more.
  const live = useLiveTournament(tournamentId, standings.data?.final === false);
  if (standings.isError)
    return (
      <Typography.Text type="secondary">
        <Trans>The Arena standings cannot be shown right now.</Trans>
      </Typography.Text>
    );
  const data = standings.data;
  return (
    <Flex vertical gap={8}>
      {data?.final === false && <LiveBadge status={live} />}
      <Typography.Text type="secondary">
        {data?.final
          ? t`Final standings of the Arena, as lichess ranked it.`
          : t`The Arena as lichess ranks it so far (no rounds here: lichess pairs players as they free up).`}
      </Typography.Text>
      <Table<Row>
        rowKey="username"
        size="small"
        columns={columns}
        dataSource={data?.rows}
        loading={standings.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t`Nobody has played in the Arena yet.` }}
      />
    </Flex>
  );
}
