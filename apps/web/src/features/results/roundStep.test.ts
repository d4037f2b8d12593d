import { describe, expect, it } from 'vitest';
import type { Tournament } from '@kingside/contract';
import { canPairNext, nextStep, nextStepText, stageOfRound } from './roundStep.js';

type Facts = Pick<Tournament, 'state' | 'currentRound' | 'rounds' | 'system' | 'pairingRound'>;
const swiss = (state: Tournament['state'], currentRound: number, more: Partial<Facts> = {}): Facts => ({
  state,
  currentRound,
  rounds: 5,
  system: 'dutch',
  pairingRound: null,
  ...more,
});

describe("the organiser's next step", () => {
  it('follows pair → start → results → pair the next round → finish', () => {
    expect(nextStep(swiss('registration', 0))).toEqual({ kind: 'pair', round: 1 });
    expect(nextStep(swiss('paired', 1))).toEqual({ kind: 'start', round: 1 });
    expect(nextStep(swiss('started', 1))).toEqual({ kind: 'results', round: 1 });
    expect(nextStep(swiss('scored', 1))).toEqual({ kind: 'pair', round: 2 });
    expect(nextStep(swiss('scored', 5))).toEqual({ kind: 'finish' });
    expect(nextStep(swiss('finished', 5))).toEqual({ kind: 'none' });
  });

  it('validates pairings being edited before the round is started or goes on', () => {
    expect(nextStep(swiss('paired', 2), true)).toEqual({ kind: 'validate', round: 2 });
    expect(nextStep(swiss('started', 2), true)).toEqual({ kind: 'validate', round: 2 });
    expect(nextStepText({ kind: 'validate', round: 2 }, 0)).toContain('Validate them when the boards are right');
    expect(nextStep(swiss('paired', 2), false)).toEqual({ kind: 'start', round: 2 });
  });

  it('waits while the engine pairs, whatever the state says', () => {
    expect(nextStep(swiss('scored', 2, { pairingRound: 3 }))).toEqual({ kind: 'wait', round: 3 });
    expect(canPairNext(swiss('scored', 2, { pairingRound: 3 }))).toBe(false);
  });

  it('pairs beyond the announced rounds only outside the Dutch system', () => {
    expect(canPairNext(swiss('scored', 5))).toBe(false);
    expect(canPairNext(swiss('scored', 5, { system: 'round_robin' }))).toBe(true);
    expect(canPairNext(swiss('started', 2))).toBe(false);
    expect(canPairNext(swiss('registration', 0))).toBe(true);
  });

  it('says why the round has to be started before results', () => {
    expect(nextStepText({ kind: 'start', round: 2 }, 0)).toContain('results can be entered only once it has started');
    expect(nextStepText({ kind: 'results', round: 2 }, 1)).toContain('(1 board to go)');
    expect(nextStepText({ kind: 'results', round: 2 }, 3)).toContain('(3 boards to go)');
  });

  it('places the round on the step bar', () => {
    expect([stageOfRound('registration'), stageOfRound('paired'), stageOfRound('started'), stageOfRound('scored')]).toEqual([-1, 0, 1, 3]);
  });
});
