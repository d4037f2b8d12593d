import { Flex, Typography } from 'antd';
import { Trans, useLingui } from '@lingui/react/macro';
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
export function Crosstable({ tournament }: { tournament: TournamentDetails }) {
  const { t } = useLingui();
  const players = usePlayers(tournament.id);
  useLiveTournament(tournament.id, tournament.state !== 'finished');
  const rounds = useAllPairings(tournament.id, tournament.currentRound);
  const loaded = rounds.map((r) => r.data).filter((r): r is RoundPairings => r !== undefined);
  if (rounds.some((r) => r.isError) || players.isError) {
    return (
      <Typography.Text type="secondary">
        <Trans>The crosstable cannot be shown right now.</Trans>
      </Typography.Text>
    );
  }
  const ready = players.data !== undefined && loaded.length === tournament.currentRound;
  const columns: ColumnsType<CrosstableRow> = [
    { title: t({ message: 'No', context: 'pairing number column' }), dataIndex: 'pairingNumber', width: 44, align: 'right', fixed: 'left' },
    {
      title: t`Name`,
      key: 'name',
      fixed: 'left',
      render: (_: unknown, row) => <PlayerNameCell player={row} tournamentId={tournament.id} />,
    },
    { title: t({ message: 'Rtg', context: 'rating column' }), dataIndex: 'rating', width: 56, align: 'right' },
    ...Array.from({ length: tournament.currentRound }, (_, i) => {
      const round = i + 1;
      return {
        title: t({ message: `R${round}`, context: 'round, short' }),
        key: `r${round}`,
        width: 56,
        align: 'center' as const,
        render: (_: unknown, row: CrosstableRow) => row.rounds[i],
      };
    }),
    {
      title: t({ message: 'Pts', context: 'points column' }),
      key: 'points',
      width: 48,
      align: 'right',
      render: (_: unknown, row) => <strong>{formatPoints(row.points)}</strong>,
    },
  ];
  return (
    <Flex vertical gap={8}>
      <ScrollTable<CrosstableRow>
        label={t`Crosstable`}
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
