import { Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
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
export function TeamRoundsTab({ tournament: t }: { tournament: TournamentDetails }) {
  const toasts = useToasts();
  const current = t.currentRound;
  const [picked, setPicked] = useState<number | null>(null);
  const round = picked !== null && picked <= current ? picked : current;
  const pairings = usePairings(t.id, round);
  const generate = useGeneratePairing(t.id);
  const trigger = useRoundTrigger(t.id);
  // A paired round starts only once its lineups are published: until then publishing is the next step, not the start.
  const currentLineups = useRoundLineups(t.id, current);
  const awaitingLineups = t.state === 'paired' && currentLineups.data?.published === null;
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
          tournament={t}
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
                Round {round}: {pairings.data.state === 'started' && round === current ? `${left} board${left === 1 ? '' : 's'} to go` : pairings.data.state}
              </Tag>
            )}
            {pairings.data && pairings.data.rows.length > 0 && round === current && t.state === 'started' && (
              <Link to={`/score-update/${t.id}/${round}`}>Enter results</Link>
            )}
          </Flex>
          <LineupsPanel key={round} tournament={t} round={round} />
          {pairings.data && pairings.data.rows.length > 0 ? (
            <PairingsTable pairings={pairings.data} loading={pairings.isPending} />
          ) : (
            <Typography.Text type="secondary">The boards appear once the lineups are published.</Typography.Text>
          )}
        </>
      )}
    </Flex>
  );
}
