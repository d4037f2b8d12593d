import { describe, expect, it } from 'vitest';
import { parseTiebreakCode } from './codes.js';
import { describeTiebreak, OFFERED_TIEBREAKS, phrase, recommendedTiebreaks, term, TIEBREAK_NAMES } from './definitions.js';

describe('tie-break definitions', () => {
  it('names and explains a code with its modifiers, as texts with values', () => {
    const buchholz = term('Buchholz');
    const opponentsScores = term('sum of opponents’ scores');
    expect(describeTiebreak('BH/C1')).toMatchObject({
      name: 'BH',
      title: phrase('{tiebreak} cut {count}', { tiebreak: buchholz, count: 1 }),
      explanation: phrase('{count, plural, one {{explanation} without the lowest} other {{explanation} without the # lowest}}', {
        count: 1,
        explanation: opponentsScores,
      }),
    });
    expect(describeTiebreak('BH/M2')?.explanation).toEqual(
      phrase('{count, plural, one {{explanation} without the highest and the lowest} other {{explanation} without the # highest and the # lowest}}', {
        count: 2,
        explanation: opponentsScores,
      }),
    );
    expect(describeTiebreak('PS/C1')?.explanation.text).toBe(
      '{count, plural, one {{explanation} without the first round} other {{explanation} without the first # rounds}}',
    );
    expect(describeTiebreak('KS/L60')).toMatchObject({
      title: phrase('{tiebreak} limit {limit}%', { tiebreak: term('Koya system'), limit: 60 }),
      explanation: phrase('points scored against the opponents with at least {limit}% of the maximum score', { limit: 60 }),
    });
    expect(describeTiebreak('KS')?.explanation.values).toEqual({ limit: 50 });
    expect(describeTiebreak('XYZ')).toBeNull();
  });

  it('says why a column can be 0 for everyone', () => {
    expect(describeTiebreak('DE')?.zeroForAll).toEqual(term('no players still tied at this point have played each other'));
    expect(describeTiebreak('BH')?.zeroForAll).toEqual(term('it breaks no tie yet'));
  });

  it('describes every code the engine computes, and offers and recommends only codes it parses', () => {
    for (const name of TIEBREAK_NAMES) expect(describeTiebreak(name)?.title.text).not.toBe('');
    for (const code of [...OFFERED_TIEBREAKS, ...recommendedTiebreaks(true), ...recommendedTiebreaks(false)]) {
      expect(() => parseTiebreakCode(code)).not.toThrow();
    }
    expect(recommendedTiebreaks(false)).toEqual(['BH/C1', 'BH', 'DE', 'WIN']);
  });
});
