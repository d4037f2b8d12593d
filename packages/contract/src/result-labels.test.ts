import { describe, expect, it } from 'vitest';
import { crosstableKey, printedResult, RESULT_LABELS, scoreLabel, sideScore, unpairedName } from './result-labels.js';
import { gameResults } from './tournament.js';

describe('result labels', () => {
  it('reads a board from either side: 0-1 is a win for Black, a loss for White', () => {
    expect(sideScore('0-1', 'b')).toBe('1');
    expect(sideScore('0-1', 'w')).toBe('0');
    expect(sideScore('1/2-1/2', 'b')).toBe('1/2');
    expect(sideScore('-/+', 'w')).toBe('-');
    expect(sideScore('-/-', 'b')).toBe('-');
  });

  it('writes a draw as ½ on the screen, on the sheet and in a player score alike', () => {
    expect(RESULT_LABELS['1/2-1/2']).toBe('½-½');
    expect(printedResult('1/2-1/2')).toBe('½ – ½');
    expect(scoreLabel('1/2')).toBe('½');
  });

  it('spaces every printed result around one dash', () => {
    expect(gameResults.map(printedResult)).toEqual(['1 – 0', '0 – 1', '½ – ½', '+ – −', '− – +', '− – −']);
  });

  it('leaves a bye code as it is', () => {
    expect(scoreLabel('H')).toBe('H');
    expect(scoreLabel('-')).toBe('−');
  });

  it('keys a crosstable in the words its cells use', () => {
    expect(crosstableKey()).toBe(
      'Colour: w white, b black. Score: 1 won, ½ drawn, 0 lost, + won by forfeit, − lost by forfeit. Without a game: bye, H half-point bye, F full-point bye, Z zero-point bye, – absent.',
    );
  });

  it('names a withdrawn player’s absence as the withdrawal, every other row without a game by its kind', () => {
    expect(unpairedName('absent', true)).toBe('withdrawn');
    expect(unpairedName('absent', false)).toBe('absent');
    expect(unpairedName('half_point_bye', true)).toBe('half-point bye');
  });
});
