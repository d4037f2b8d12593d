import { Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { plural, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { TournamentDetails } from '@kingside/contract';
import { useRoundLineups } from '../../api/lineups.js';
import { useGeneratePairing, useRoundTrigger, type RoundTrigger } from '../../api/round-actions.js';
import { usePairings } from '../../api/rounds.js';
import { useToasts } from '../notify/useToasts.js';
import { PairingsTable } from '../results/PairingsTable.js';
import { boardsWithoutResult } from '../results/results.js';
import { RoundPicker } from '../results/RoundPicker.js';
import { RoundSteps } from '../results/RoundSteps.js';
import { LineupsPanel } from './LineupsPanel.js';

/**
 * Rounds & results of a team event: pair the round (its matches), the captains' lineups and the arbiter's edits,
 * publishing them (the boards), then the boards' results as in an individual event. Boards are never paired by hand.
 */
export function TeamRoundsTab({ tournament }: { tournament: TournamentDetails }) {
  const { t } = useLingui();
  const toasts = useToasts();
  const current = tournament.currentRound;
  const [picked, setPicked] = useState<number | null>(null);
  const round = picked !== null && picked <= current ? picked : current;
  const pairings = usePairings(tournament.id, round);
  const generate = useGeneratePairing(tournament.id);
  const trigger = useRoundTrigger(tournament.id);
  // A paired round starts only once its lineups are published: until then publishing is the next step, not the start.
  const currentLineups = useRoundLineups(tournament.id, current);
  const awaitingLineups = tournament.state === 'paired' && currentLineups.data?.published === null;
  const roundState = pairings.data?.state ?? 'paired';
  const left = pairings.data && round === current ? boardsWithoutResult(pairings.data.rows) : 0;
  const report = (promise: Promise<{ message: string }>) =>
    promise.then(
      (answer) => toasts.success(answer.message),
      (error: unknown) => toasts.error(error),
    );
  const run = (kind: RoundTrigger) => void report(trigger.mutateAsync(kind));
  const busy = (kind: RoundTrigger) => trigger.isPending && trigger.variables === kind;

  return (
    <Flex vertical gap={12}>
      {!awaitingLineups && (
        <RoundSteps
          tournament={tournament}
          boardsToGo={left}
          editing={false}
          busy={{ pair: generate.isPending, start: busy('start'), end: busy('end'), cancel: false, validate: false }}
          onPair={(next) => void report(generate.mutateAsync(next).then((answer) => (setPicked(null), answer)))}
          onStart={() => run('start')}
          onValidate={() => undefined}
          onFinish={() => run('end')}
          onCancelPairing={() => undefined}
        />
      )}
      {current > 0 && (
        <>
          <Flex gap={8} wrap align="center" justify="space-between">
            <RoundPicker last={current} value={round} onChange={setPicked} />
            {pairings.data && (
              <Tag color={pairings.data.state === 'scored' ? 'green' : pairings.data.state === 'started' ? 'orange' : 'gold'}>
                {pairings.data.state === 'started' && round === current
                  ? t`Round ${round}: ${plural(left, { one: '# board to go', other: '# boards to go' })}`
                  : t`Round ${round}: ${select(roundState, { paired: 'paired', started: 'in play', scored: 'scored', other: 'paired' })}`}
              </Tag>
            )}
            {pairings.data && pairings.data.rows.length > 0 && round === current && tournament.state === 'started' && (
              <Link to={`/score-update/${tournament.id}/${round}`}>
                <Trans>Enter results</Trans>
              </Link>
            )}
          </Flex>
          <LineupsPanel key={round} tournament={tournament} round={round} />
          {pairings.data && pairings.data.rows.length > 0 ? (
            <PairingsTable pairings={pairings.data} loading={pairings.isPending} />
          ) : (
            <Typography.Text type="secondary">
              <Trans>The boards appear once the lineups are published.</Trans>
            </Typography.Text>
          )}
        </>
      )}
    </Flex>
  );
}
