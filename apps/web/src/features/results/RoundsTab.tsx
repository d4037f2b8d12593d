import { Alert, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { plural, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { sayContract } from '../languages/sayContract.js';
import { ManualPairing } from './ManualPairing.js';
import { PairingComparison } from './PairingComparison.js';
import { PairingsTable } from './PairingsTable.js';
import { boardsWithoutResult } from './results.js';
import { RoundChanges } from './RoundChanges.js';
import { RoundPicker } from './RoundPicker.js';
import { RoundSteps } from './RoundSteps.js';

/** Rounds & results of the admin tournament page: the next step first, the round's boards, then the less usual changes. */
export function RoundsTab({ tournament }: { tournament: TournamentDetails }) {
  const { t } = useLingui();
  const toasts = useToasts();
  const current = tournament.currentRound;
  const [picked, setPicked] = useState<number | null>(null);
  const warn = useArbiterWarning();
  const round = picked !== null && picked <= current ? picked : current;
  const pairings = usePairings(tournament.id, round);
  const generate = useGeneratePairing(tournament.id);
  const revert = useRevertPairing(tournament.id);
  const cancel = useCancelPairing(tournament.id);
  const trigger = useRoundTrigger(tournament.id);
  const edit = useEditPairing(tournament.id);
  const lichessGames = useLichessGames(tournament.id);
  // Lichess pairs a Swiss followed from there and takes its absences: no step, check-in or change of Kingside's applies.
  const followed = isFollowedSwiss(useLichessLink(tournament.id).data);

  // While the engine pairs (here or for another arbiter), the round can only be waited for or cancelled.
  const pairing = tournament.pairingRound;
  // Hand-made changes: only the current round, before it is scored.
  const changeable = !followed && current > 0 && pairing === null && (tournament.state === 'paired' || tournament.state === 'started');
  const editable = changeable && round === current;
  const editing = editable && pairings.data?.editing === true;
  const left = pairings.data && round === current ? boardsWithoutResult(pairings.data.rows) : 0;
  const roundState = pairings.data?.state ?? 'paired';

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
        const boards = comparison.changes.join(', ');
        const confirmed = await warn({
          level: 4,
          message: t`Round ${current} differs from the engine's pairing: ${boards} (white-black, by pairing number) are not the engine's boards.`,
          details: <PairingComparison comparison={comparison} />,
          consequences: manualPairingConsequences(current).map(sayContract),
          action: t`Validate pairings`,
        });
        if (!confirmed) return;
      }
      const confirmation = comparison.changes.length > 0 ? ('confirmed-twice' as const) : undefined;
      toasts.success((await edit.validate.mutateAsync({ tournamentId: tournament.id, round: current, confirmation })).message);
    } catch (error) {
      toasts.error(error);
    }
  };

  return (
    <Flex vertical gap={12}>
      {followed ? (
        <Typography.Text>{t(FOLLOWED_SWISS_TEXT)}</Typography.Text>
      ) : (
        <RoundSteps
          tournament={tournament}
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
      <LichessRoundControls tournament={tournament} />
      {!followed && <CheckInPanel tournament={tournament} />}

      {current > 0 && (
        <>
          <Flex gap={8} wrap align="center" justify="space-between">
            <RoundPicker last={current} value={round} onChange={setPicked} />
            <RoundPrintouts tournamentId={tournament.id} round={round} resultSlips tournamentLanguage={tournament.language} />
            {pairings.data && (
              <Tag color={pairings.data.state === 'scored' ? 'green' : pairings.data.state === 'started' ? 'orange' : 'gold'}>
                {pairings.data.state === 'started' && round === current
                  ? t`Round ${round}: ${plural(left, { one: '# board to go', other: '# boards to go' })}`
                  : t`Round ${round}: ${select(roundState, { paired: 'paired', started: 'started', other: 'scored' })}`}
              </Tag>
            )}
          </Flex>
          {pairings.data && pairings.data.warnings.length > 0 && (
            <Alert type="warning" showIcon title={t`Against FIDE rules`} description={pairings.data.warnings.map((w) => w.message).join('; ')} />
          )}
          {pairings.isError ? (
            <Typography.Text type="secondary">
              <Trans>The pairings of round {round} cannot be shown right now.</Trans>
            </Typography.Text>
          ) : (
            <PairingsTable
              pairings={pairings.data}
              loading={pairings.isPending}
              games={gamesOfRound(lichessGames.data, round)}
              onRemove={editing ? (row) => void report(edit.remove.mutateAsync({ tournamentId: tournament.id, round, board: row.board })) : undefined}
            />
          )}
          {editing && pairings.data && <ManualPairing tournamentId={tournament.id} pairings={pairings.data} />}
          {changeable && (
            <RoundChanges
              round={current}
              started={tournament.state === 'started'}
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
