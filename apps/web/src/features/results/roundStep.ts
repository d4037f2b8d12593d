import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { Tournament } from '@kingside/contract';

type RoundFacts = Pick<Tournament, 'state' | 'currentRound' | 'rounds' | 'system' | 'pairingRound'>;

/**
 * The one thing the arbiter does next (in this order: pair → start → results → scored → pair the next,
 * and finish after the last). A round is scored by itself once every board has a result.
 */
export type NextStep =
  | { kind: 'wait'; round: number }
  | { kind: 'pair'; round: number }
  | { kind: 'validate'; round: number }
  | { kind: 'start'; round: number }
  | { kind: 'results'; round: number }
  | { kind: 'finish' }
  | { kind: 'none' };

/** The stages of one round, in order, as the step bar names them. */
export const ROUND_STAGES: readonly MessageDescriptor[] = [
  msg({ message: 'Paired', context: 'round stage' }),
  msg({ message: 'Started', context: 'round stage' }),
  msg({ message: 'Results', context: 'round stage' }),
  msg({ message: 'Scored', context: 'round stage' }),
];

/** A Dutch Swiss pairs no more rounds than announced; other systems may add one (e.g. a play-off). */
export function canPairNext(t: RoundFacts): boolean {
  const first = t.currentRound === 0 && t.state === 'registration';
  return t.pairingRound === null && (first || t.state === 'scored') && (t.system !== 'dutch' || t.currentRound < t.rounds);
}

/** `editing`: the current round's pairings are being edited by hand, which must be validated before the round goes on. */
export function nextStep(t: RoundFacts, editing = false): NextStep {
  if (t.pairingRound !== null) return { kind: 'wait', round: t.pairingRound };
  if (editing && (t.state === 'paired' || t.state === 'started')) return { kind: 'validate', round: t.currentRound };
  switch (t.state) {
    case 'registration':
      return { kind: 'pair', round: 1 };
    case 'paired':
      return { kind: 'start', round: t.currentRound };
    case 'started':
      return { kind: 'results', round: t.currentRound };
    case 'scored':
      return t.currentRound >= t.rounds ? { kind: 'finish' } : { kind: 'pair', round: t.currentRound + 1 };
    case 'finished':
      return { kind: 'none' };
  }
}

/** How far the current round has got, as an index into ROUND_STAGES (-1 before round 1 is paired). */
export function stageOfRound(state: Tournament['state']): number {
  return { registration: -1, paired: 0, started: 1, scored: 3, finished: 3 }[state];
}

/** What the next step is and why it is needed, in a sentence or two. */
export function nextStepText(step: NextStep, boardsToGo: number): string {
  const round = 'round' in step ? step.round : 0;
  switch (step.kind) {
    case 'wait':
      return t`Round ${round} is being paired; the boards appear here when the engine is done.`;
    case 'pair': {
      if (round === 1) return t`Register the players, then pair round 1. Players entered after that join as late entries.`;
      const scoredRound = round - 1;
      return t`Round ${scoredRound} is scored. Next: pair round ${round}.`;
    }
    case 'validate':
      return t`Round ${round}'s pairings are being edited. Validate them when the boards are right: they are compared with the engine's pairing, and the round goes on only once they are validated.`;
    case 'start':
      return t`Round ${round} is paired. Check the boards, then start the round when the players sit down: results can be entered only once it has started.`;
    case 'results':
      return boardsToGo > 0
        ? t`Round ${round} is in play: enter the results as the games end (${plural(boardsToGo, { one: '# board to go', other: '# boards to go' })}). The round is scored by itself once every board has a result.`
        : t`Round ${round} is in play: enter the results as the games end. The round is scored by itself once every board has a result.`;
    case 'finish':
      return t`Every round is scored. Finish the tournament to make the standings final.`;
    case 'none':
      return t`The tournament is finished; the standings are final.`;
  }
}
