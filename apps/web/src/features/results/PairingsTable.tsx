import { Button, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatPointsWithUnit, unpairedName, type PairingRow, type PairingSide, type RoundPairings } from '@kingside/contract';
import '../tables/tables.css';
import { resultLabel } from './results.js';
import { sayContract } from '../../features/languages/sayContract.js';

function Player({ side, tournamentId }: { side: PairingSide; tournamentId: string }) {
  const { t } = useLingui();
  return (
    <Flex vertical className="ks-name-cell">
      <span>
        {side.title && <span className="ks-title">{side.title}</span>}
        <Link to={`/player/${side.id}/${tournamentId}`}>{side.name}</Link>
      </span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {side.rating || t`unrated`} · {sayContract(formatPointsWithUnit(side.points))}
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
  const { t } = useLingui();
  const columns: ColumnsType<PairingRow> = [
    {
      title: t({ message: 'Bd', context: 'board number column' }),
      key: 'board',
      width: 40,
      align: 'right',
      render: (_: unknown, row) => (row.kind === 'game' ? row.board : ''),
    },
    {
      title: t({ message: 'White', context: 'chess colour' }),
      key: 'white',
      render: (_: unknown, row) => <Player side={row.player} tournamentId={row.tournamentId} />,
    },
    {
      title: t`Result`,
      key: 'result',
      align: 'center',
      width: 64,
      render: (_: unknown, row) =>
        row.kind === 'game' ? (
          <Typography.Text strong>{resultLabel(row.result)}</Typography.Text>
        ) : (
          <Tag>{sayContract(unpairedName(row.kind, row.player.withdrawn))}</Tag>
        ),
    },
    {
      title: t({ message: 'Black', context: 'chess colour' }),
      key: 'black',
      render: (_: unknown, row) => (row.opponent ? <Player side={row.opponent} tournamentId={row.tournamentId} /> : null),
    },
    ...(games && games.size > 0
      ? [
          {
            title: t({ message: 'Game', context: 'lichess game column' }),
            key: 'game',
            width: 64,
            render: (_: unknown, row: PairingRow) => {
              const url = row.kind === 'game' ? games.get(row.board) : undefined;
              const { board } = row;
              return url ? (
                <Typography.Link href={url} target="_blank" rel="noopener noreferrer" aria-label={t`Board ${board} on lichess`}>
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
            render: (_: unknown, row: PairingRow) => {
              if (row.result !== null) return null;
              const { board } = row;
              const player = row.player.name;
              const opponent = row.opponent?.name ?? '';
              const { kind } = row;
              return (
                <Popconfirm
                  title={
                    row.kind === 'game'
                      ? t`Remove the pairing of board ${board}?`
                      : t`Remove ${player}'s ${select(kind, { pairing_bye: 'bye', half_point_bye: 'half-point bye', full_point_bye: 'full-point bye', zero_point_bye: 'zero-point bye', absent: 'absence', other: 'forfeit win' })}?`
                  }
                  description={
                    row.kind === 'game'
                      ? t`${player} and ${opponent} become unpaired; pair them by hand below.`
                      : t`${player} becomes unpaired; pair them by hand below.`
                  }
                  okText={t`Remove pairing`}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onRemove(row)}
                >
                  <Button
                    size="small"
                    danger
                    aria-label={
                      row.kind === 'game'
                        ? t`Remove the pairing of board ${board}`
                        : t`Remove ${player}'s ${select(kind, { pairing_bye: 'bye', half_point_bye: 'half-point bye', full_point_bye: 'full-point bye', zero_point_bye: 'zero-point bye', absent: 'absence', other: 'forfeit win' })}`
                    }
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </Popconfirm>
              );
            },
          },
        ]
      : []),
  ];
  const unpairedNames = pairings?.unpaired.map((p) => p.name).join(', ');
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
        locale={{ emptyText: t`No boards in this round.` }}
      />
      {pairings && pairings.unpaired.length > 0 && (
        <Typography.Text type="secondary">
          <Trans>Not paired: {unpairedNames}</Trans>
        </Typography.Text>
      )}
    </Flex>
  );
}
