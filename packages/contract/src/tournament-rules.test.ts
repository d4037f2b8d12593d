import { describe, expect, it } from 'vitest';
import { inEnglish } from './test-support/in-english.js';
import { describeTeamTiebreak } from './team-tiebreaks.js';
import { describeTiebreak, lotsRule, pointsRule, tiebreakRule, tiedPlayersRule } from './tournament.js';

const individual = { pointSystem: { win: 1, draw: 0.5, loss: 0 }, pabPoints: 1, teamScoring: null };

describe('the Info page’s rules in words', () => {
  it('gives an individual event’s points of a game and of the bye', () => {
    expect(inEnglish(pointsRule(individual))).toBe('win 1, draw ½, loss 0; bye 1');
  });

  it('gives a team event’s match points and each board’s game points, and no player’s bye (its players have none)', () => {
    expect(inEnglish(pointsRule({ ...individual, teamScoring: { matchPoints: { win: 3, draw: 1, loss: 0 } } }))).toBe(
      'match points: win 3, draw 1, loss 0; each board: win 1, draw ½, loss 0',
    );
  });

  it('names teams, not players, as what a team event’s tie-breaks leave tied', () => {
    expect(inEnglish(tiebreakRule({ tiebreaks: ['MPVGP', 'EDE'], sharedPlaces: false, boards: 4 }))).toBe(
      'MPVGP, EDE, in that order. Teams still tied after every tie-break are placed by drawing of lots.',
    );
    expect(inEnglish(tiebreakRule({ tiebreaks: ['BH:GP'], sharedPlaces: false, boards: null }))).toBe(
      'BH:GP, in that order. Players still tied after every tie-break are placed by drawing of lots.',
    );
  });

  it('says what becomes of players on equal points without tie-breaks, and how their lots are drawn', () => {
    expect(inEnglish(tiebreakRule({ tiebreaks: [], sharedPlaces: true }))).toBe(
      'None. Players on equal points share the place and its prize money (by the prize rules).',
    );
    expect(inEnglish(tiedPlayersRule({ tiebreaks: ['BH'], sharedPlaces: true, boards: 4 }))).toBe(
      'Teams still tied after every tie-break share the place and its prize money (by the prize rules).',
    );
    expect(inEnglish(lotsRule('abc'))).toBe(
      "Players still tied are listed, and prizes given, by drawing of lots unless the arbiter ranked them: a player's lot is the first 12 hex digits of the SHA-256 of “abc:<start number>”, lowest first.",
    );
  });
});

describe('the tie-breaks’ names and meanings in English', () => {
  const read = (code: string) => {
    const described = describeTiebreak(code) ?? describeTeamTiebreak(code);
    return described && { title: inEnglish(described.title), explanation: inEnglish(described.explanation), zeroForAll: inEnglish(described.zeroForAll) };
  };

  it('reads a code with its modifiers as before', () => {
    expect(read('BH/C1')).toMatchObject({
      title: 'Buchholz cut 1',
      explanation: 'sum of opponents’ scores without the lowest',
      zeroForAll: 'it breaks no tie yet',
    });
    expect(read('BH/M2')?.explanation).toBe('sum of opponents’ scores without the 2 highest and the 2 lowest');
    expect(read('BH/M1')).toMatchObject({ title: 'Buchholz median 1', explanation: 'sum of opponents’ scores without the highest and the lowest' });
    expect(read('PS/C1')?.explanation).toBe('sum of the running score after each round without the first round');
    expect(read('PS/C2')?.explanation).toBe('sum of the running score after each round without the first 2 rounds');
    expect(read('KS/L60')).toMatchObject({
      title: 'Koya system limit 60%',
      explanation: 'points scored against the opponents with at least 60% of the maximum score',
    });
    expect(read('DE')?.zeroForAll).toBe('no players still tied at this point have played each other');
  });

  it('reads a team code with the score it counts on', () => {
    expect(read('BH:GP/C1')?.title).toBe('Buchholz cut 1 on game points');
    expect(read('ESB:MP/C1')?.title).toBe('Extended Sonneborn-Berger on match points cut 1');
    expect(read('EDE')?.zeroForAll).toBe('no teams still tied at this point have played each other');
  });
});
