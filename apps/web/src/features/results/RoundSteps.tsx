import { Button, Card, Flex, Popconfirm, Steps, Typography } from 'antd';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { TournamentDetails } from '@kingside/contract';
import { canPairNext, nextStep, nextStepText, ROUND_STAGES, stageOfRound } from './roundStep.js';

export interface RoundStepsProps {
  tournament: TournamentDetails;
  /** Boards of the current round still without a result. */
  boardsToGo: number;
  /** The current round's pairings are being edited by hand. */
  editing: boolean;
  busy: { pair: boolean; start: boolean; end: boolean; cancel: boolean; validate: boolean };
  onPair: (round: number) => void;
  onStart: () => void;
  onValidate: () => void;
  onFinish: () => void;
  /** Stops the engine pairing a round (here or for another arbiter). */
  onCancelPairing: () => void;
}

/** Where the current round stands and the one primary button for what comes next, with why. */
export function RoundSteps({ tournament, boardsToGo, editing, busy, onPair, onStart, onValidate, onFinish, onCancelPairing }: RoundStepsProps) {
  const { t } = useLingui();
  const step = nextStep(tournament, editing);
  const { currentRound } = tournament;
  const stage = stageOfRound(tournament.state);
  const stepRound = 'round' in step ? step.round : 0;
  const pairButton = (round: number, primary: boolean) => {
    const scoredRound = round - 1;
    return (
      <Popconfirm
        title={t`Pair round ${round}?`}
        description={round === 1 ? t`Late entries after this get pairing numbers of their own.` : t`Round ${scoredRound} is scored.`}
        okText={t`Pair round ${round}`}
        onConfirm={() => onPair(round)}
      >
        <Button type={primary ? 'primary' : 'default'} size={primary ? 'large' : 'middle'} loading={busy.pair}>
          <Trans>Pair round {round}</Trans>
        </Button>
      </Popconfirm>
    );
  };

  return (
    <Card size="small" role="region" aria-label={t`Next step`}>
      <Flex vertical gap={12}>
        {tournament.currentRound > 0 && (
          <Steps
            size="small"
            type="inline"
            // Four short stages fit a phone in a row; stacked, they would push the next step below the fold.
            responsive={false}
            aria-label={t`Round ${currentRound}`}
            current={Math.min(stage + 1, ROUND_STAGES.length - 1)}
            status={stage === ROUND_STAGES.length - 1 ? 'finish' : 'process'}
            items={ROUND_STAGES.map((title) => ({ title: t(title) }))}
          />
        )}
        <Typography.Text>{nextStepText(step, boardsToGo)}</Typography.Text>
        <Flex gap={8} wrap align="center">
          {step.kind === 'wait' && (
            <Button danger loading={busy.cancel} onClick={onCancelPairing}>
              <Trans>Cancel pairing round {stepRound}</Trans>
            </Button>
          )}
          {step.kind === 'pair' && canPairNext(tournament) && pairButton(step.round, true)}
          {step.kind === 'validate' && (
            <Button type="primary" size="large" loading={busy.validate} onClick={onValidate}>
              <Trans>Validate pairings</Trans>
            </Button>
          )}
          {step.kind === 'start' && (
            <Button type="primary" size="large" loading={busy.start} onClick={onStart}>
              <Trans>Start round {stepRound}</Trans>
            </Button>
          )}
          {step.kind === 'results' && (
            <Link to={`/score-update/${tournament.id}/${step.round}`} className="ks-button-link">
              <Trans>Enter results of round {stepRound}</Trans>
            </Link>
          )}
          {step.kind === 'finish' && (
            <>
              <Popconfirm title={t`Finish the tournament?`} description={t`The standings become final.`} okText={t`Finish`} onConfirm={onFinish}>
                <Button type="primary" size="large" loading={busy.end}>
                  <Trans>Finish tournament</Trans>
                </Button>
              </Popconfirm>
              {canPairNext(tournament) && pairButton(tournament.currentRound + 1, false)}
            </>
          )}
          {/* A result entered wrongly is still corrected after the round is scored, before the next one is paired. */}
          {tournament.state === 'scored' && (
            <Link to={`/score-update/${tournament.id}/${tournament.currentRound}`} className="ks-button-link ks-button-link--quiet">
              <Trans>Correct results of round {currentRound}</Trans>
            </Link>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
