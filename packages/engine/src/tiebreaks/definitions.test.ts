import { describe, expect, it } from 'vitest';
import { parseTiebreakCode } from './codes.js';
import { describeTiebreak, OFFERED_TIEBREAKS, recommendedTiebreaks, TIEBREAK_NAMES } from './definitions.js';

describe('tie-break definitions', () => {
  it('names and explains a code with its modifiers', () => {
    expect(describeTiebreak('BH/C1')).toMatchObject({ name: 'BH', title: 'Buchholz cut 1', explanation: 'sum of opponents’ scores without the lowest' });
    expect(describeTiebreak('BH/M2')?.explanation).toBe('sum of opponents’ scores without the 2 highest and the 2 lowest');
    expect(describeTiebreak('PS/C1')?.explanation).toBe('sum of the running score after each round without the first round');
    expect(describeTiebreak('KS/L60')).toMatchObject({
      title: 'Koya system limit 60%',
      explanation: 'points scored against the opponents with at least 60% of the maximum score',
    });
    expect(describeTiebreak('XYZ')).toBeNull();
  });

  it('says why a column can be 0 for everyone', () => {
    expect(describeTiebreak('DE')?.zeroForAll).toBe('no players still tied at this point have played each other');
    expect(describeTiebreak('BH')?.zeroForAll).toBe('it breaks no tie yet');
  });

  it('describes every code the engine computes, and offers and recommends only codes it parses', () => {
    for (const name of TIEBREAK_NAMES) expect(describeTiebreak(name)?.title).not.toBe('');
    for (const code of [...OFFERED_TIEBREAKS, ...recommendedTiebreaks(true), ...recommendedTiebreaks(false)]) {
      expect(() => parseTiebreakCode(code)).not.toThrow();
    }
    expect(recommendedTiebreaks(false)).toEqual(['BH/C1', 'BH', 'DE', 'WIN']);
  });
});
