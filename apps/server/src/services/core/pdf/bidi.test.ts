import { describe, expect, it } from 'vitest';
import { paragraphRightToLeft, visualRuns } from './bidi.js';
import { textRuns } from './text-runs.js';

describe('the direction of a printed paragraph', () => {
  it('on a left-to-right sheet is its first letter’s: an English sentence naming an Arabic player stays left to right', () => {
    expect(paragraphRightToLeft('Best woman: فاطمة الزهراء (1850).', false)).toBe(false);
    expect(paragraphRightToLeft('فاطمة الزهراء', false)).toBe(true);
    expect(paragraphRightToLeft('12. فاطمة', false)).toBe(true);
    expect(paragraphRightToLeft('Priya Sharma', false)).toBe(false);
  });

  it('on a right-to-left sheet is right to left wherever Arabic is written, a Latin name alone left to right', () => {
    expect(paragraphRightToLeft('BH/C1: بوخهولز، قطع 1', true)).toBe(true);
    expect(paragraphRightToLeft('Priya Sharma (1540).', true)).toBe(false);
  });

  it('lays an English sentence out from the left, the Arabic name in it read right to left', () => {
    const text = 'Winner: فاطمة, 5 points';
    const laidOut = visualRuns(textRuns(text, 'regular'), paragraphRightToLeft(text, false));
    // The number after the Arabic name goes with it (UAX #9, rule W2), as a browser lays it out too.
    expect(laidOut.map((run) => run.text)).toEqual(['Winner: ', '5', ' ,', 'فاطمة', ' points']);
  });
});
