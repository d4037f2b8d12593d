import { Alert, Button, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TournamentDetails } from '@kingside/contract';
import { useLichessGames } from '../../api/lichess.js';
import { useCancelPairing, useEditPairing, useGeneratePairing, usePairings, useRevertPairing, useRoundTrigger, type RoundTrigger } from '../../api/rounds.js';
import { gamesOfRound } from '../lichess/boardGames.js';
import { LichessRoundControls } from '../lichess/LichessRoundControls.js';
import { useToasts } from '../notify/useToasts.js';
import { RoundPrintouts } from '../printouts/Printouts.js';
import { ManualPairing } from './ManualPairing.js';
import { PairingsTable } from './PairingsTable.js';
import { boardsWithoutResult } from './results.js';
import { RoundPicker } from './RoundPicker.js';

/** Rounds & results of the admin tournament page: pair, start, enter results, close, revert, finish. */
export function RoundsTab({ tournament: t }: { tournament: TournamentDetails }) {
  const toasts = useToasts();
  const current = t.currentRound;
  const [picked, setPicked] = useState<number | null>(null);
  const round = picked !== null && picked <= current ? picked : current;
  const pairings = usePairings(t.id, round);
  const generate = useGeneratePairing(t.id);
  const revert = useRevertPairing(t.id);
  const cancel = useCancelPairing(t.id);
  const trigger = useRoundTrigger(t.id);
  const edit = useEditPairing(t.id);
  const lichessGames = useLichessGames(t.id);

  const next = current + 1;
  const finished = t.state === 'finished';
  // While the engine pairs (here or for another arbiter), the round can only be waited for or cancelled.
  const pairing = t.pairingRound;
  const canPair = pairing === null && !finished && (current === 0 || t.state === 'scored') && (t.system !== 'dutch' || next <= t.rounds);
  const canFinish = !finished && t.state === 'scored' && current >= t.rounds;
  // Hand-made changes: only the current round, before it is scored.
  const editable = round === current && (t.state === 'paired' || t.state === 'started');
  const left = pairings.data && round === current ? boardsWithoutResult(pairings.data.rows) : 0;

  const report = (promise: Promise<{ message: string }>) =>
    promise.then(
      (answer) => toasts.success(answer.message),
      (error: unknown) => toasts.error(error),
    );
  const run = (kind: RoundTrigger) => report(trigger.mutateAsync(kind));

  return (
    <Flex vertical gap={12}>
      {pairing !== null && (
        <Alert
          type="info"
          showIcon
          title={`Round ${pairing} is being paired`}
          description="The engine is working on it; the pairings appear here when it is done."
          action={
            <Button danger loading={cancel.isPending} onClick={() => void report(cancel.mutateAsync())}>
              Cancel
            </Button>
          }
        />
      )}
      <Flex gap={8} wrap align="center">
        {canPair && (
          <Popconfirm
            title={`Pair round ${next}?`}
            description={current === 0 ? 'Late entries after this get pairing numbers of their own.' : `Round ${current} is scored.`}
            okText={`Pair round ${next}`}
            onConfirm={() => report(generate.mutateAsync(next).then((answer) => (setPicked(null), answer)))}
          >
            <Button type="primary" size="large" loading={generate.isPending}>
              Pair round {next}
            </Button>
          </Popconfirm>
        )}
        {t.state === 'paired' && (
          <Button type="primary" size="large" loading={trigger.isPending} onClick={() => void run('start')}>
            Start round {current}
          </Button>
        )}
        {(t.state === 'started' || t.state === 'scored') && current > 0 && !finished && (
          <Link to={`/score-update/${t.id}/${current}`} className="ks-button-link">
            Enter results of round {current}
          </Link>
        )}
        {t.state === 'started' && (
          <Popconfirm
            title={`Close round ${current}?`}
            description={left > 0 ? `${left} board${left === 1 ? '' : 's'} without a result will be scored −/− (both forfeited).` : 'Every board has a result.'}
            okText="Close round"
            okButtonProps={{ danger: left > 0 }}
            onConfirm={() => void run('cleanup')}
          >
            <Button>Close round {current}</Button>
          </Popconfirm>
        )}
        {(t.state === 'paired' || t.state === 'started') && (
          <Popconfirm
            title={`Revert the pairing of round ${current}?`}
            description="Its boards are deleted; possible only while no result is in."
            okText="Revert"
            okButtonProps={{ danger: true }}
            onConfirm={() => report(revert.mutateAsync(current).then((answer) => (setPicked(null), answer)))}
          >
            <Button danger loading={revert.isPending}>
              Revert round {current}
            </Button>
          </Popconfirm>
        )}
        {canFinish && (
          <Popconfirm title="Finish the tournament?" description="The standings become final." okText="Finish" onConfirm={() => void run('end')}>
            <Button type="primary">Finish tournament</Button>
          </Popconfirm>
        )}
      </Flex>
      <LichessRoundControls tournament={t} />

      {current === 0 ? (
        <Typography.Text type="secondary">No round is paired yet. Register the players, then pair round 1.</Typography.Text>
      ) : (
        <>
          <Flex gap={8} wrap align="center" justify="space-between">
            <RoundPicker last={current} value={round} onChange={setPicked} />
            <RoundPrintouts tournamentId={t.id} round={round} resultSlips />
            {pairings.data && (
              <Tag color={pairings.data.state === 'scored' ? 'green' : pairings.data.state === 'started' ? 'orange' : 'gold'}>
                Round {round}: {pairings.data.state === 'started' && round === current ? `${left} board${left === 1 ? '' : 's'} to go` : pairings.data.state}
              </Tag>
            )}
          </Flex>
          {pairings.data && pairings.data.warnings.length > 0 && (
            <Alert type="warning" showIcon title="Against FIDE rules" description={pairings.data.warnings.join('; ')} />
          )}
          {pairings.isError ? (
            <Typography.Text type="secondary">The pairings of round {round} cannot be shown right now.</Typography.Text>
          ) : (
            <PairingsTable
              pairings={pairings.data}
              loading={pairings.isPending}
              games={gamesOfRound(lichessGames.data, round)}
              onRemove={
                editable
                  ? (row) =>
                      report(edit.remove.mutateAsync({ tournamentId: t.id, round, board: row.board }))
                  : undefined
              }
            />
          )}
          {editable && pairings.data && <ManualPairing tournamentId={t.id} pairings={pairings.data} />}
        </>
      )}
    </Flex>
  );
}
