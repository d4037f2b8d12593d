import { describe, expect, it } from 'vitest';
import type { RankingRow, TiebreakExplanation } from '@kingside/contract';
import { liveLabel, sumTerms, zeroForEveryone } from './standingsView.js';

const row = (tiebreaks: RankingRow['tiebreaks']): RankingRow => ({
  key: 1,
  rank: 1,
  round: 2,
  uuid: '00000000-0000-4000-8000-000000000001',
  pairingNumber: 1,
  name: 'Anna',
  rating: 2000,
  title: null,
  federation: null,
  isWithDrawn: false,
  isExpelled: false,
  points: 1.5,
  performance: null,
  ratingChange: null,
  tiebreaks,
  live: null,
  tieOrder: null,
});

const explained = (tiebreaks: TiebreakExplanation['tiebreaks']): TiebreakExplanation => ({
  round: 2,
  pairingNumber: 1,
  opponents: [
    { round: 1, opponent: 3, opponentScore: 2, points: 1 },
    { round: 2, opponent: null, opponentScore: 1.5, points: 0.5 },
  ],
  tiebreaks,
  ratings: null,
});

describe('the standings explained', () => {
  it('labels the results entered so far in a round being played', () => {
    expect(liveLabel({ points: 0, pending: 1 })).toBe('playing');
    expect(liveLabel({ points: 1, pending: 0 })).toBe('+1');
    expect(liveLabel({ points: 0.5, pending: 1 })).toBe('+½ …');
    expect(liveLabel({ points: 0, pending: 0 })).toBe('+0');
  });

  it('finds a column that is 0 for everybody', () => {
    const rows = [
      row([
        { code: 'DE', value: 0 },
        { code: 'BH', value: 3.5 },
      ]),
    ];
    expect(zeroForEveryone(rows, 0)).toBe(true);
    expect(zeroForEveryone(rows, 1)).toBe(false);
    expect(zeroForEveryone([], 0)).toBe(false);
  });

  it('lists the rounds of a Buchholz or Sonneborn-Berger sum, and the cut ones', () => {
    const r = explained([
      { code: 'BH/C1', cut: [2] },
      { code: 'SB', cut: [] },
      { code: 'WIN', cut: null },
    ]);
    expect(sumTerms(r, 0)).toEqual([
      { round: 1, text: '2', cut: false },
      { round: 2, text: '1½', cut: true },
    ]);
    expect(sumTerms(r, 1)).toEqual([
      { round: 1, text: '2 × 1', cut: false },
      { round: 2, text: '1½ × ½', cut: false },
    ]);
    expect(sumTerms(r, 2)).toBeNull();
  });
});
