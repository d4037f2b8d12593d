// Ratings that change during an event: a new FIDE list published while a long event (a league, an event of more
// than 30 days) is still running. The Rating Regulations (B.02, 1 March 2024) rate play into the monthly list of the
// rating period it falls in (§7.1; an event over 30 days reports its results to FIDE month by month, §4), each
// period's change is rounded on its own (§8.3.2 c–d, §8.3.4), and a game counts the ratings of the list in force
// when it was played. The tie-breaks (C.07 2026, art. 10) and the pairing (C.04.2 initial order) keep the first
// rating: this file is for the rating change alone.
import { ratingChange, type RatingChange } from './index.js';

/** A rating a player has from a round on, as the arbiter enters it from a newly published list. */
export interface RatingFromRound {
  fromRound: number;
  rating: number;
}

/** The rating in force in `round`: the latest one entered from that round or an earlier one, else the starting one. */
export function ratingInRound(startRating: number, changes: readonly RatingFromRound[], round: number): number {
  let best: RatingFromRound | undefined;
  for (const change of changes) {
    if (change.fromRound <= round && (best === undefined || change.fromRound > best.fromRound)) best = change;
  }
  return best?.rating ?? startRating;
}

/** A game played over the board, with its round and the opponent's rating in force then (null: unrated). */
export interface GameInRound {
  round: number;
  opponentRating: number | null;
  /** 1, 0.5 or 0. */
  score: number;
}

/** One rating period's share of the event: its first round, the player's rating then, and the change it gives. */
export interface PeriodRatingChange extends RatingChange {
  firstRound: number;
  rating: number;
  /** The round of each of `games`, in their order. */
  rounds: number[];
}

export interface RatingChangeOverPeriods {
  /** The sum of the periods' rounded changes. */
  change: number;
  periods: PeriodRatingChange[];
}

/**
 * A rated player's rating change over an event whose rounds fall into several rating periods. `periodStarts` are the
 * rounds from which a new list is in force for the event (any round a rating was entered from; round 1 is always a
 * start). Each period counts its own games with the player's rating of that period (§8.3.1), K is applied to the
 * period's games (the K × n ≤ 700 limit is per list, §8.3.3) and its change is rounded on its own (§8.3.4). A period in
 * which the player has no rating (0) gives no change: such games count towards a first rating instead (§8.2).
 */
export function ratingChangeOverPeriods(
  startRating: number,
  changes: readonly RatingFromRound[],
  k: number,
  games: readonly GameInRound[],
  periodStarts: readonly number[],
): RatingChangeOverPeriods {
  const starts = [...new Set([1, ...periodStarts])].sort((a, b) => a - b);
  const periods: PeriodRatingChange[] = [];
  starts.forEach((firstRound, i) => {
    const next = starts[i + 1] ?? Number.POSITIVE_INFINITY;
    const rated = games.filter((g) => g.round >= firstRound && g.round < next && g.opponentRating !== null && g.opponentRating > 0);
    const rating = ratingInRound(startRating, changes, firstRound);
    if (rated.length === 0 || rating <= 0) return;
    periods.push({ firstRound, rating, rounds: rated.map((g) => g.round), ...ratingChange(rating, k, rated) });
  });
  return { change: periods.reduce((sum, p) => sum + p.change, 0), periods };
}
