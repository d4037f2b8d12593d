import { Flex, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { TournamentDetails } from '@kingside/contract';
import { usePairings } from '../../api/rounds.js';
import { viewPath } from '../tournament/publicTabs.js';
import { PairingsTable } from './PairingsTable.js';
import { RoundPicker } from './RoundPicker.js';

/** How often spectators' pages look for new results while a round is played. */
export const LIVE_REFRESH_MS = 10_000;

/** The public pairings of one round; the round is in the address. */
export function PublicPairings({ tournament: t, round }: { tournament: TournamentDetails; round: number }) {
  const navigate = useNavigate();
  const live = !(t.pairings[String(round)]?.scored ?? false);
  const pairings = usePairings(t.id, round, { refetchInterval: live ? LIVE_REFRESH_MS : false });
  if (round === 0) return <Typography.Text type="secondary">No round is paired yet.</Typography.Text>;
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center" justify="space-between">
        <RoundPicker last={t.currentRound} value={round} onChange={(next) => void navigate(viewPath(t.id, 'pairings', next))} />
        {live && <Tag color="orange">Live: results appear as they come in</Tag>}
      </Flex>
      {pairings.isError ? (
        <Typography.Text type="secondary">The pairings of round {round} cannot be shown right now.</Typography.Text>
      ) : (
        <PairingsTable pairings={pairings.data} loading={pairings.isPending} />
      )}
    </Flex>
  );
}
