import { msg, t } from '@lingui/core/macro';
import type { Tournament } from '@kingside/contract';

/** Where a tournament stands, in the arbiter's words. */
export function stateLabel(tournament: Pick<Tournament, 'state' | 'currentRound' | 'rounds'>): string {
  const { currentRound, rounds } = tournament;
  switch (tournament.state) {
    case 'registration':
      return t`Registration`;
    case 'paired':
      return t`Round ${currentRound} paired`;
    case 'started':
      return t`Round ${currentRound} in play`;
    case 'scored':
      return currentRound >= rounds ? t`All ${rounds} rounds scored` : t`Round ${currentRound} of ${rounds} scored`;
    case 'finished':
      return t`Finished`;
  }
}

/**
 * Standings mean something once round 1 can have results: before it starts nobody has a point, and a
 * table of zeros would read as a result. Until then the Standings tab says when they will appear.
 */
export function standingsYet(t: Pick<Tournament, 'state' | 'currentRound'>): boolean {
  return t.currentRound > 1 || (t.currentRound === 1 && t.state !== 'paired');
}

export const NO_STANDINGS_YET = msg`No standings yet: they appear here once round 1 has started and results come in.`;

export function stateColour(state: Tournament['state']): string {
  return { registration: 'blue', paired: 'gold', started: 'orange', scored: 'green', finished: 'default' }[state];
}
