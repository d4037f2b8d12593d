import { describe, expect, it } from 'vitest';
import { pointsRule, tiebreakRule } from './tournament.js';

const individual = { pointSystem: { win: 1, draw: 0.5, loss: 0 }, pabPoints: 1, teamScoring: null };

describe('the Info page’s rules in words', () => {
  it('gives an individual event’s points of a game and of the bye', () => {
    expect(pointsRule(individual)).toBe('win 1, draw ½, loss 0; bye 1');
  });

  it('gives a team event’s match points and each board’s game points, and no player’s bye (its players have none)', () => {
    expect(pointsRule({ ...individual, teamScoring: { matchPoints: { win: 3, draw: 1, loss: 0 } } })).toBe(
      'match points: win 3, draw 1, loss 0; each board: win 1, draw ½, loss 0',
    );
  });

  it('names teams, not players, as what a team event’s tie-breaks leave tied', () => {
    expect(tiebreakRule({ tiebreaks: ['MPVGP', 'EDE'], sharedPlaces: false, boards: 4 })).toBe(
      'MPVGP, EDE, in that order. Teams still tied after every tie-break are placed by drawing of lots.',
    );
    expect(tiebreakRule({ tiebreaks: ['BH:GP'], sharedPlaces: false, boards: null })).toBe(
      'BH:GP, in that order. Players still tied after every tie-break are placed by drawing of lots.',
    );
  });
});
