import { describe, expect, it } from 'vitest';
import { computeTiebreaks } from '../tiebreaks/index.js';
import { tournament } from '../test-support/tournament.js';
import { tournamentRating, unratedRatingFor, type PlayerRatings } from './tournament-rating.js';

// C.02 checklist, "Rating methods": the tournament rating of each player under each method.
describe('Rating methods', () => {
  const both: PlayerRatings = { fide: 1850, national: 1920, manual: 2000 };
  const fideOnly: PlayerRatings = { fide: 1700, national: null };
  const nationalOnly: PlayerRatings = { fide: 0, national: 1600 };
  const manualOnly: PlayerRatings = { fide: 0, national: 0, manual: 1500 };

  it('FIDE: the FIDE rating, 0 without one', () => {
    expect(tournamentRating(both, 'fide')).toBe(1850);
    expect(tournamentRating(nationalOnly, 'fide')).toBe(0);
  });

  it('national: the national rating, 0 without one', () => {
    expect(tournamentRating(both, 'national')).toBe(1920);
    expect(tournamentRating(fideOnly, 'national')).toBe(0);
  });

  it('FIDON: the FIDE rating, else the national one', () => {
    expect(tournamentRating(both, 'fidon')).toBe(1850);
    expect(tournamentRating(nationalOnly, 'fidon')).toBe(1600);
    expect(tournamentRating(manualOnly, 'fidon')).toBe(0);
  });

  it('NIDOF: the national rating, else the FIDE one', () => {
    expect(tournamentRating(both, 'nidof')).toBe(1920);
    expect(tournamentRating(fideOnly, 'nidof')).toBe(1700);
    expect(tournamentRating(manualOnly, 'nidof')).toBe(0);
  });

  it('HBFN: the highest of FIDE, national and manual', () => {
    expect(tournamentRating(both, 'hbfn')).toBe(2000);
    expect(tournamentRating({ fide: 2100, national: 1900, manual: 2000 }, 'hbfn')).toBe(2100);
    expect(tournamentRating(manualOnly, 'hbfn')).toBe(1500);
    expect(tournamentRating({ fide: 0 }, 'hbfn')).toBe(0);
  });

  it('reads the manual rating under HBFN only', () => {
    for (const method of ['fide', 'national', 'fidon', 'nidof'] as const) expect(tournamentRating(manualOnly, method)).toBe(0);
  });
});

// C.02 checklist, "Rating methods": the two ways an unrated player counts in ARO, TPR, PTP, APRO and APPO.
describe('Rating methods: unrated players in rating-based tie-breaks', () => {
  // P4 is unrated.
  const field = tournament([
    { rating: 2200, rounds: ['2w1', '4b1'] },
    { rating: 2000, rounds: ['1b0', '3w='] },
    { rating: 1800, rounds: ['4w=', '2b='] },
    { rounds: ['3b=', '1w0'] },
  ]);
  const aro = (unratedRating: number | undefined) =>
    Object.fromEntries(computeTiebreaks(field, ['ARO'], { unratedRating }).map((r) => [r.startNumber, r.values[0]]));

  it('none (no rating given by the regulations): the tie-breaks break no tie while an unrated player takes part', () => {
    expect(unratedRatingFor('none', 1400)).toBeUndefined();
    expect(aro(unratedRatingFor('none', 1400))).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0 });
  });

  it('fixed: an unrated opponent counts with the rating the regulations give', () => {
    expect(unratedRatingFor('fixed', 1400)).toBe(1400);
    // P1 met 2000 and the unrated P4 (1400); P2 met 2200 and 1800; P3 met P4 and 2000; P4 met 1800 and 2200.
    expect(aro(unratedRatingFor('fixed', 1400))).toEqual({ 1: 1700, 2: 2000, 3: 1700, 4: 2000 });
  });

  it('fixed without a rating given counts as none', () => {
    expect(unratedRatingFor('fixed', null)).toBeUndefined();
  });
});
