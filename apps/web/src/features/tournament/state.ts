import type { Tournament } from '@kingside/contract';

/** Where a tournament stands, in the arbiter's words. */
export function stateLabel(t: Pick<Tournament, 'state' | 'currentRound' | 'rounds'>): string {
  switch (t.state) {
    case 'registration':
      return 'Registration';
    case 'paired':
      return `Round ${t.currentRound} paired`;
    case 'started':
      return `Round ${t.currentRound} in play`;
    case 'scored':
      return t.currentRound >= t.rounds ? `All ${t.rounds} rounds scored` : `Round ${t.currentRound} of ${t.rounds} scored`;
    case 'finished':
      return 'Finished';
  }
}

/**
 * Standings mean something once round 1 can have results: before it starts nobody has a point, and a
 * table of zeros would read as a result. Until then the Standings tab says when they will appear.
 */
export function standingsYet(t: Pick<Tournament, 'state' | 'currentRound'>): boolean {
  return t.currentRound > 1 || (t.currentRound === 1 && t.state !== 'paired');
}

export const NO_STANDINGS_YET = 'No standings yet: they appear here once round 1 has started and results come in.';

export function stateColour(state: Tournament['state']): string {
  return { registration: 'blue', paired: 'gold', started: 'orange', scored: 'green', finished: 'default' }[state];
}
