import { Alert, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { manualPairingConsequences, type TournamentDetails } from '@kingside/contract';
import { useLichessGames, useLichessLink } from '../../api/lichess-link.js';
import { useCancelPairing, useEditPairing, useGeneratePairing, useRevertPairing, useRoundTrigger, type RoundTrigger } from '../../api/round-actions.js';
import { usePairings } from '../../api/rounds.js';
import { gamesOfRound } from '../lichess/boardGames.js';
import { CheckInPanel } from '../check-in/CheckInPanel.js';
import { FOLLOWED_SWISS_TEXT, isFollowedSwiss } from '../lichess/followedSwiss.js';
import { LichessRoundControls } from '../lichess/LichessRoundControls.js';
import { useToasts } from '../notify/useToasts.js';
import { RoundPrintouts } from '../printouts/Printouts.js';
import { useArbiterWarning } from '../warnings/useArbiterWarning.js';
import { ManualPairing } from './ManualPairing.js';
import { PairingComparison } from './PairingComparison.js';
import { PairingsTable } from './PairingsTable.js';
import { boardsWithoutResult } from './results.js';
import { RoundChanges } from './RoundChanges.js';
import { RoundPicker } from './RoundPicker.js';
import { RoundSteps } from './RoundSteps.js';

/** Rounds & results of the admin tournament page: the next step first, the round's boards, then the less usual changes. */
export function RoundsTab({ tournament: t }: { tournament: TournamentDetails }) {
  const toasts = useToasts();
  const current = t.currentRound;
  const [picked, setPicked] = useState<number | null>(null);
  const warn = useArbiterWarning();
  const round = picked !== null && picked <= current ? picked : current;
  const pairings = usePairings(t.id, round);
  const generate = useGeneratePairing(t.id);
  const revert = useRevertPairing(t.id);
  const cancel = useCancelPairing(t.id);
  const trigger = useRoundTrigger(t.id);
  const edit = useEditPairing(t.id);
  const lichessGames = useLichessGames(t.id);
  // Lichess pairs a Swiss followed from there and takes its absences: no step, check-in or change of Kingside's applies.
  const followed = isFollowedSwiss(useLichessLink(t.id).data);

  // While the engine pairs (here or for another arbiter), the round can only be waited for or cancelled.
  const pairing = t.pairingRound;
  // Hand-made changes: only the current round, before it is scored.
  const changeable = !followed && current > 0 && pairing === null && (t.state === 'paired' || t.state === 'started');
  const editable = changeable && round === current;
  const editing = editable && pairings.data?.editing === true;
  const left = pairings.data && round === current ? boardsWithoutResult(pairings.data.rows) : 0;

  const report = (promise: Promise<{ message: string }>) =>
    promise.then(
      (answer) => toasts.success(answer.message),
      (error: unknown) => toasts.error(error),
    );
  const run = (kind: RoundTrigger) => report(trigger.mutateAsync(kind));
  const busy = (kind: RoundTrigger) => trigger.isPending && trigger.variables === kind;
  const anew = <T,>(answer: T) => {
    setPicked(null);
    return answer;
  };

  // Validating compares the round with the engine's pairing of it; where they differ, a level-4 warning shows both.
  const validate = async () => {
    try {
      const comparison = (await edit.compare.mutateAsync(current)).data;
      if (comparison.changes.length > 0) {
        const confirmed = await warn({
          level: 4,
          message: `Round ${current} differs from the engine's pairing: ${comparison.changes.join(', ')} (white-black, by pairing number) are not the engine's boards.`,
          details: <PairingComparison comparison={comparison} />,
          consequences: manualPairingConsequences(current),
          action: 'Validate pairings',
        });
        if (!confirmed) return;
      }
      const confirmation = comparison.changes.length > 0 ? ('confirmed-twice' as const) : undefined;
      toasts.success((await edit.validate.mutateAsync({ tournamentId: t.id, round: current, confirmation })).message);
    } catch (error) {
      toasts.error(error);
    }
  };

  return (
    <Flex vertical gap={12}>
      {followed ? (
        <Typography.Text>{FOLLOWED_SWISS_TEXT}</Typography.Text>
      ) : (
        <RoundSteps
          tournament={t}
          boardsToGo={left}
          editing={editing}
          busy={{
            pair: generate.isPending,
            start: busy('start'),
            end: busy('end'),
            cancel: cancel.isPending,
            validate: edit.compare.isPending || edit.validate.isPending,
          }}
          onPair={(next) => void report(generate.mutateAsync(next).then(anew))}
          onStart={() => void run('start')}
          onValidate={() => void validate()}
          onFinish={() => void run('end')}
          onCancelPairing={() => void report(cancel.mutateAsync())}
        />
      )}
      <LichessRoundControls tournament={t} />
      {!followed && <CheckInPanel tournament={t} />}

      {current > 0 && (
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
            <Alert type="warning" showIcon title="Against FIDE rules" description={pairings.data.warnings.map((w) => w.message).join('; ')} />
          )}
          {pairings.isError ? (
            <Typography.Text type="secondary">The pairings of round {round} cannot be shown right now.</Typography.Text>
          ) : (
            <PairingsTable
              pairings={pairings.data}
              loading={pairings.isPending}
              games={gamesOfRound(lichessGames.data, round)}
              onRemove={editing ? (row) => void report(edit.remove.mutateAsync({ tournamentId: t.id, round, board: row.board })) : undefined}
            />
          )}
          {editing && pairings.data && <ManualPairing tournamentId={t.id} pairings={pairings.data} />}
          {changeable && (
            <RoundChanges
              round={current}
              started={t.state === 'started'}
              boardsToGo={left}
              editing={editing}
              busy={{
                edit: edit.open.isPending,
                revert: revert.isPending,
                close: busy('cleanup'),
              }}
              onEdit={() => {
                setPicked(null);
                void report(edit.open.mutateAsync(current));
              }}
              onRevert={() => void report(revert.mutateAsync(current).then(anew))}
              onClose={() => void run('cleanup')}
            />
          )}
        </>
      )}
    </Flex>
  );
}
