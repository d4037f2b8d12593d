import { Flex, Typography } from 'antd';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import type { TournamentDetails } from '@kingside/contract';
import { useLichessGames } from '../../api/lichess-link.js';
import { usePairings } from '../../api/rounds.js';
import { gamesOfRound } from '../lichess/boardGames.js';
import { RoundPrintouts } from '../printouts/Printouts.js';
import { LiveBadge } from '../live/LiveBadge.js';
import { useLiveTournament } from '../live/useLiveTournament.js';
import { viewPath } from '../tournament/publicTabs.js';
import { PairingsTable } from './PairingsTable.js';
import { RoundPicker } from './RoundPicker.js';

/** The public pairings of one round; the round is in the address. */
export function PublicPairings({ tournament: t, round }: { tournament: TournamentDetails; round: number }) {
  const navigate = useNavigate();
  const live = useLiveTournament(t.id, t.state !== 'finished');
  const pairings = usePairings(t.id, round);
  const lichessGames = useLichessGames(t.id);
  if (round === 0)
    return (
      <Typography.Text type="secondary">
        <Trans>No round is paired yet.</Trans>
      </Typography.Text>
    );
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center" justify="space-between">
        <RoundPicker last={t.currentRound} value={round} onChange={(next) => void navigate(viewPath(t.id, 'pairings', next))} />
        <LiveBadge status={live} />
        <RoundPrintouts tournamentId={t.id} round={round} />
      </Flex>
      {pairings.isError ? (
        <Typography.Text type="secondary">
          <Trans>The pairings of round {round} cannot be shown right now.</Trans>
        </Typography.Text>
      ) : (
        <PairingsTable pairings={pairings.data} loading={pairings.isPending} games={gamesOfRound(lichessGames.data, round)} />
      )}
    </Flex>
  );
}
