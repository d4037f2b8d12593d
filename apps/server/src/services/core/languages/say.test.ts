import { beforeAll, describe, expect, it } from 'vitest';
import { learnLanguages, say } from './say.js';
import { words } from './message.js';

beforeAll(learnLanguages);

describe('say', () => {
  it('formats an English message with its values and plurals', () => {
    expect(say('en', words('Round {round} is paired', { round: 3 }))).toBe('Round 3 is paired');
    expect(say('en', words('{count, plural, one {# player} other {# players}}', { count: 1 }))).toBe('1 player');
    expect(say('en', words('{count, plural, one {# player} other {# players}}', { count: 4 }))).toBe('4 players');
    expect(say('en', "The server's disk is full")).toBe("The server's disk is full");
  });

  it('says a text no catalogue has in English, never as an id', () => {
    expect(say('hi', words('A text no language has yet, round {round}', { round: 2 }))).toBe('A text no language has yet, round 2');
  });

  it('says the contract’s and the areas’ messages in the reader’s language, a label inside one too', () => {
    expect(say('fr', 'Please sign in first')).toBe('Veuillez d’abord vous connecter');
    expect(say('hi', words('{label} is required', { label: words('Name') }))).toBe('नाम ज़रूरी है');
    expect(say('ar', words('{count, plural, one {# minute} other {# minutes}}', { count: 2 }))).toBe('دقيقتين');
    expect(say('ru', words('{count, plural, one {# minute} other {# minutes}}', { count: 5 }))).toBe('5 минут');
  });
});
