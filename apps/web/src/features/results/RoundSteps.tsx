import { Button, Card, Flex, Popconfirm, Steps, Typography } from 'antd';
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
export function RoundSteps({ tournament: t, boardsToGo, editing, busy, onPair, onStart, onValidate, onFinish, onCancelPairing }: RoundStepsProps) {
  const step = nextStep(t, editing);
  const stage = stageOfRound(t.state);
  const pairButton = (round: number, primary: boolean) => (
    <Popconfirm
      title={`Pair round ${round}?`}
      description={round === 1 ? 'Late entries after this get pairing numbers of their own.' : `Round ${round - 1} is scored.`}
      okText={`Pair round ${round}`}
      onConfirm={() => onPair(round)}
    >
      <Button type={primary ? 'primary' : 'default'} size={primary ? 'large' : 'middle'} loading={busy.pair}>
        Pair round {round}
      </Button>
    </Popconfirm>
  );

  return (
    <Card size="small" role="region" aria-label="Next step">
      <Flex vertical gap={12}>
        {t.currentRound > 0 && (
          <Steps
            size="small"
            type="inline"
            // Four short stages fit a phone in a row; stacked, they would push the next step below the fold.
            responsive={false}
            aria-label={`Round ${t.currentRound}`}
            current={Math.min(stage + 1, ROUND_STAGES.length - 1)}
            status={stage === ROUND_STAGES.length - 1 ? 'finish' : 'process'}
            items={ROUND_STAGES.map((title) => ({ title }))}
          />
        )}
        <Typography.Text>{nextStepText(step, boardsToGo)}</Typography.Text>
        <Flex gap={8} wrap align="center">
          {step.kind === 'wait' && (
            <Button danger loading={busy.cancel} onClick={onCancelPairing}>
              Cancel pairing round {step.round}
            </Button>
          )}
          {step.kind === 'pair' && canPairNext(t) && pairButton(step.round, true)}
          {step.kind === 'validate' && (
            <Button type="primary" size="large" loading={busy.validate} onClick={onValidate}>
              Validate pairings
            </Button>
          )}
          {step.kind === 'start' && (
            <Button type="primary" size="large" loading={busy.start} onClick={onStart}>
              Start round {step.round}
            </Button>
          )}
          {step.kind === 'results' && (
            <Link to={`/score-update/${t.id}/${step.round}`} className="ks-button-link">
              Enter results of round {step.round}
            </Link>
          )}
          {step.kind === 'finish' && (
            <>
              <Popconfirm title="Finish the tournament?" description="The standings become final." okText="Finish" onConfirm={onFinish}>
                <Button type="primary" size="large" loading={busy.end}>
                  Finish tournament
                </Button>
              </Popconfirm>
              {canPairNext(t) && pairButton(t.currentRound + 1, false)}
            </>
          )}
          {/* A result entered wrongly is still corrected after the round is scored, before the next one is paired. */}
          {t.state === 'scored' && (
            <Link to={`/score-update/${t.id}/${t.currentRound}`} className="ks-button-link ks-button-link--quiet">
              Correct results of round {t.currentRound}
            </Link>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
