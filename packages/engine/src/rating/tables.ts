// The two conversion tables of the FIDE Rating Regulations (Handbook B.02,
// effective 1 March 2024, article 8.1): the rating-difference → scoring
// probability table ("table 8.1.2", pd) and the fractional score → rating
// difference table ("table 8.1.1", dp). Tie-breaks (C.07 art. 10) and rating
// changes both use them, so they live in one place.

/**
 * Upper ends of the rating-difference bands of table 8.1.2, for the higher
 * rated player's expected score of .50, .51, … .99; differences above the last
 * band (> 735) give 1.00.
 */
const PD_BAND_UPPER_ENDS = [
  3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162, 170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278,
  290, 302, 315, 328, 344, 357, 374, 391, 411, 432, 456, 484, 517, 559, 619, 735,
];

/** Expected score of the higher rated player in hundredths, indexed by rating difference 0..800. */
const PD_BY_DIFFERENCE: readonly number[] = (() => {
  const table: number[] = [];
  let band = 0;
  for (let diff = 0; diff <= 800; diff++) {
    while (band < PD_BAND_UPPER_ENDS.length && diff > PD_BAND_UPPER_ENDS[band]) band++;
    table.push(50 + band);
  }
  return table;
})();

/** Table 8.1.1: rating difference dp for a fractional score p, indexed by p in whole percent (0..100). */
const DP_BY_PERCENT: readonly number[] = [
  -800, -677, -589, -538, -501, -470, -444, -422, -401, -383, -366, -351, -336, -322, -309, -296, -284, -273, -262, -251, -240, -230, -220, -211, -202, -193,
  -184, -175, -166, -158, -149, -141, -133, -125, -117, -110, -102, -95, -87, -80, -72, -65, -57, -50, -43, -36, -29, -21, -14, -7, 0, 7, 14, 21, 29, 36, 43,
  50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351,
  366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/**
 * A player's expected score against one opponent, in hundredths (table 8.1.2).
 * Differences beyond 800 read as 800 (the table is flat from 736 on).
 */
export function expectedScoreHundredths(playerRating: number, opponentRating: number): number {
  const diff = Math.min(800, Math.abs(playerRating - opponentRating));
  const pd = PD_BY_DIFFERENCE[diff];
  return playerRating >= opponentRating ? pd : 100 - pd;
}

/** dp for a fractional score given in whole percent (table 8.1.1). */
export function ratingDifferenceForPercent(percent: number): number {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`percentage score must be a whole number 0..100, got ${percent}`);
  }
  return DP_BY_PERCENT[percent];
}
