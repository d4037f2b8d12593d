import { Button, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { formatPointsWithUnit, UNPAIRED_LABELS, unpairedName, type PairingRow, type PairingSide, type RoundPairings } from '@kingside/contract';
import '../tables/tables.css';
import { resultLabel } from './results.js';

function Player({ side, tournamentId }: { side: PairingSide; tournamentId: string }) {
  return (
    <Flex vertical className="ks-name-cell">
      <span>
        {side.title && <span className="ks-title">{side.title}</span>}
        <Link to={`/player/${side.id}/${tournamentId}`}>{side.name}</Link>
      </span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {side.rating || 'unrated'} · {formatPointsWithUnit(side.points)}
      </Typography.Text>
    </Flex>
  );
}

/** A round's pairing sheet: board, white, result, black; byes after the boards. */
export function PairingsTable({
  pairings,
  loading,
  games,
  onRemove,
}: {
  pairings: RoundPairings | undefined;
  loading?: boolean;
  /** The lichess game of each board played there, by board number: a link beside the board. */
  games?: ReadonlyMap<number, string>;
  /** Pairing by hand: the arbiter may take a board without a result (or a bye) out of the current round. */
  onRemove?: (row: PairingRow) => void;
}) {
  const columns: ColumnsType<PairingRow> = [
    { title: 'Bd', key: 'board', width: 40, align: 'right', render: (_: unknown, row) => (row.kind === 'game' ? row.board : '') },
    { title: 'White', key: 'white', render: (_: unknown, row) => <Player side={row.player} tournamentId={row.tournamentId} /> },
    {
      title: 'Result',
      key: 'result',
      align: 'center',
      width: 64,
      render: (_: unknown, row) =>
        row.kind === 'game' ? <Typography.Text strong>{resultLabel(row.result)}</Typography.Text> : <Tag>{unpairedName(row.kind, row.player.withdrawn)}</Tag>,
    },
    {
      title: 'Black',
      key: 'black',
      render: (_: unknown, row) => (row.opponent ? <Player side={row.opponent} tournamentId={row.tournamentId} /> : null),
    },
    ...(games && games.size > 0
      ? [
          {
            title: 'Game',
            key: 'game',
            width: 64,
            render: (_: unknown, row: PairingRow) => {
              const url = row.kind === 'game' ? games.get(row.board) : undefined;
              return url ? (
                <Typography.Link href={url} target="_blank" rel="noopener noreferrer" aria-label={`Board ${row.board} on lichess`}>
                  lichess
                </Typography.Link>
              ) : null;
            },
          },
        ]
      : []),
    ...(onRemove
      ? [
          {
            title: '',
            key: 'remove',
            width: 96,
            render: (_: unknown, row: PairingRow) =>
              row.result === null ? (
                <Popconfirm
                  title={row.kind === 'game' ? `Remove the pairing of board ${row.board}?` : `Remove ${row.player.name}'s ${UNPAIRED_LABELS[row.kind].name}?`}
                  description={
                    row.kind === 'game'
                      ? `${row.player.name} and ${row.opponent?.name ?? ''} become unpaired; pair them by hand below.`
                      : `${row.player.name} becomes unpaired; pair them by hand below.`
                  }
                  okText="Remove pairing"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onRemove(row)}
                >
                  <Button
                    size="small"
                    danger
                    aria-label={
                      row.kind === 'game' ? `Remove the pairing of board ${row.board}` : `Remove ${row.player.name}'s ${UNPAIRED_LABELS[row.kind].name}`
                    }
                  >
                    Remove
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <Flex vertical gap={8}>
      <Table<PairingRow>
        rowKey="id"
        size="small"
        columns={columns}
        // Nothing (not an empty list) while loading: antd then shows the spinner alone, not "No boards" under it.
        dataSource={pairings?.rows}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No boards in this round.' }}
      />
      {pairings && pairings.unpaired.length > 0 && (
        <Typography.Text type="secondary">Not paired: {pairings.unpaired.map((p) => p.name).join(', ')}</Typography.Text>
      )}
    </Flex>
  );
}
