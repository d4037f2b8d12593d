// Which games the standings count while a round is being played. The FIDE
// Tie-Break Regulations (C.07 2024) rank players on finished rounds: a game
// paired but not yet played has no result, so it is neither a win, a loss nor
// an unplayed round (art. 16 would score it as a voluntarily unplayed round,
// giving every player a dummy opponent and a Buchholz nobody earned). The
// standings therefore stop at the last round whose results are all in, and
// what has been entered since is shown beside them, as results so far.
import type { RoundEntry, Tournament } from '../model.js';
import { roundPoints } from '../trf/points.js';

/** A board paired and waiting for its result (a blank result against an opponent). */
export function isPending(entry: RoundEntry | undefined): boolean {
  return entry !== undefined && entry.opponent !== null && entry.result === ' ';
}

export interface CountedRounds {
  /** The standings are after this round: it and every round before it have all their results. */
  counted: number;
  /** The round asked for, when it is later than `counted` (its results are still coming in); null otherwise. */
  live: number | null;
}

/**
 * The rounds that count for the standings "after round `round`": the leading
 * rounds up to `round` in which no game waits for its result. When that stops
 * short of `round`, `round` is live: its results (and those of any round in
 * between) are shown as entered so far, not ranked.
 */
export function countedRounds(t: Tournament, round: number): CountedRounds {
  let counted = 0;
  while (counted < round && !t.players.some((p) => isPending(p.rounds[counted]))) counted += 1;
  return { counted, live: counted < round ? round : null };
}

export interface LiveResult {
  /** Points entered so far in the rounds after the counted ones, up to the live round. */
  points: number;
  /** Boards of those rounds still waiting for a result. */
  pending: number;
}

/**
 * Each player's results entered after the counted rounds, up to the live
 * round, by start number: the "live" column beside standings that do not
 * rank on them yet.
 */
export function liveResults(t: Tournament, { counted, live }: CountedRounds): Map<number, LiveResult> {
  const results = new Map<number, LiveResult>();
  if (live === null) return results;
  for (const p of t.players) {
    const result: LiveResult = { points: 0, pending: 0 };
    for (let r = counted; r < live; r++) {
      const entry = p.rounds[r];
      if (entry === undefined) continue;
      if (isPending(entry)) result.pending += 1;
      else result.points += roundPoints(entry, t.pointSystem);
    }
    results.set(p.startNumber, result);
  }
  return results;
}
