import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { EXPORTS, importedText, savedText } from './exportWords.js';

describe('the words of the files and exports', () => {
  it('offers the rating report, the standings and the bundle', () => {
    expect(EXPORTS.map((e) => e.kind)).toEqual(['trf', 'standings', 'bundle']);
    expect(i18n._(EXPORTS[0].label)).toMatch(/FIDE rating report/);
  });
  it('says what a download saved and what an import made', () => {
    expect(savedText('Open-round-5.csv', 2300)).toBe('Saved Open-round-5.csv (2 KB).');
    expect(importedText({ name: 'Club Open', playerCount: 20, currentRound: 5 })).toBe('Imported “Club Open” as a new tournament: 20 players, 5 rounds.');
    expect(importedText({ name: 'Club Open', playerCount: 1, currentRound: 0 })).toBe(
      'Imported “Club Open” as a new tournament: 1 player, no round played yet.',
    );
  });
});
