// Standings by the FIDE Tie-Break Regulations (C.07, in force since
// 1 August 2024): the value of each requested tie-break for every player,
// and the ranking by points then the tie-breaks in the order given (art. 4.2).
import type { Tournament } from '../model.js';
import { parseTiebreakCode, type TiebreakCode } from './codes.js';
import type { TiebreakName } from './definitions.js';
import { directEncounter } from './directEncounter.js';
import { adjustedScores, averageOfOpponentsBuchholz, buchholz, foreBuchholz, sonnebornBerger } from './opponents.js';
import { blackGamesPlayed, blackGamesWon, gamesElectedToPlay, gamesWon, koya, numberOfWins, progressiveScore } from './own.js';
import {
  averageOfOpponents,
  averageRatingOfOpponents,
  perfectTournamentPerformance,
  ratedOpponents,
  ratingsUsable,
  tournamentPerformanceRating,
} from './ratings.js';
import { drawLots, lotOf } from './lots.js';
import { tiebreakTable, type TiebreakTable } from './rounds.js';
import { placeGroups, splitGroup } from './tied-groups.js';

export { parseTiebreakCode, TiebreakCodeError } from './codes.js';
export type { TiebreakCode } from './codes.js';
export { describeTiebreak, LOT_DIGITS, OFFERED_TIEBREAKS, recommendedTiebreaks, TIEBREAK_NAMES } from './definitions.js';
export type { TiebreakDescription, TiebreakName } from './definitions.js';
export { countedRounds, isPending, liveResults } from './countedRounds.js';
export type { CountedRounds, LiveResult } from './countedRounds.js';
export { explainTiebreaks } from './explain.js';
export { drawLots, lotOf, sha256Hex } from './lots.js';
export type { OpponentShare, PlayerExplanation } from './explain.js';

export interface TiebreakOptions {
  /** Round-robin rules (pre-determined pairings, art. 15.2: forfeits count as played games, no dummy opponents). */
  roundRobin?: boolean;
  /** Standings after this round (default: every round the tournament records). */
  rounds?: number;
  /**
   * Players still tied after the whole list share the place (art. 2.1,
   * default); with false each gets the place of their position (below).
   */
  sharedPlaces?: boolean;
  /**
   * The seed of the drawing of lots (lots.ts): players still tied after the
   * whole list are listed, and placed when places are not shared, in the
   * order of their lots. Without it, by start number.
   */
  lotSeed?: string;
  /**
   * The arbiter's orders of fully tied players (a play-off, say): each names
   * every player of one tie the whole list leaves, best first, and takes the
   * place of the lots for them. An order whose players are no longer exactly
   * one such tie (a result corrected since) is left out.
   */
  arbiterOrders?: readonly (readonly number[])[];
  /**
   * The rating an unrated participant counts with in the rating-based
   * tie-breaks (ARO, TPR, PTP, APRO, APPO), as the tournament regulations
   * give it. Without it, a field with an unrated participant gets no
   * rating-based tie-breaks: they are 0 for everybody and break no tie.
   */
  unratedRating?: number;
  /**
   * Start numbers of the players the arbiter expelled. In a Swiss they are
   * not ranked (FIDE C.02 checklist: expelled players are left out of the
   * standings), but their games stay in the table: each opponent keeps the
   * game as played, and the expelled player's rounds after the expulsion are
   * unplayed rounds of theirs, counted for the opponents' Buchholz like a
   * withdrawal's (art. 16.3). In a round robin they stay ranked.
   */
  expelled?: ReadonlySet<number>;
}

export interface TiebreakRow {
  startNumber: number;
  rank: number;
  /** One value per requested code, in the order given. */
  values: number[];
  /** Place in the list, from 1: by rank, then players still tied in the order `decidedBy` says. */
  position: number;
  /** Every player still tied with this one after the whole list, this one included, in position order; empty when none. */
  tie: number[];
  /** What ordered this player within `tie`; null when not tied. */
  decidedBy: 'arbiter' | 'lot' | 'start number' | null;
  /** The player's lot when the lots decided, else null. */
  lot: string | null;
}

const RATING_BASED: ReadonlySet<TiebreakName> = new Set(['ARO', 'TPR', 'PTP', 'APRO', 'APPO']);

class Calculator {
  private readonly cache = new Map<string, Map<number, number | null>>();
  private readonly ratingsUsable: boolean;

  constructor(
    readonly table: TiebreakTable,
    readonly unratedRating: number | undefined,
  ) {
    this.ratingsUsable = ratingsUsable(table, unratedRating);
  }

  private memo(key: string, compute: () => Map<number, number | null>): Map<number, number | null> {
    let value = this.cache.get(key);
    if (!value) {
      value = compute();
      this.cache.set(key, value);
    }
    return value;
  }

  private perPlayer(f: (s: number) => number | null): Map<number, number | null> {
    return new Map(this.table.order.map((s) => [s, f(s)]));
  }

  private player(s: number) {
    const p = this.table.players.get(s);
    if (!p) throw new Error(`no player ${s}`);
    return p;
  }

  /** Values of a tie-break that does not depend on the current ties (everything but DE). */
  values(tb: TiebreakCode): Map<number, number | null> {
    const t = this.table;
    const key = `${tb.name}/${tb.cutLow}/${tb.cutHigh}/${tb.limitPercent}`;
    return this.memo(key, () => {
      if (RATING_BASED.has(tb.name) && !this.ratingsUsable) return this.perPlayer(() => null);
      const cuts = { low: tb.cutLow, high: tb.cutHigh };
      switch (tb.name) {
        case 'PTS':
          return this.perPlayer((s) => this.player(s).points);
        case 'WIN':
          return this.perPlayer((s) => numberOfWins(this.player(s)));
        case 'WON':
          return this.perPlayer((s) => gamesWon(this.player(s)));
        case 'BPG':
          return this.perPlayer((s) => blackGamesPlayed(this.player(s)));
        case 'BWG':
          return this.perPlayer((s) => blackGamesWon(this.player(s)));
        case 'GE':
          return this.perPlayer((s) => gamesElectedToPlay(this.player(s)));
        case 'PS':
          return this.perPlayer((s) => progressiveScore(this.player(s), tb.cutLow));
        case 'KS':
          return this.perPlayer((s) => koya(this.player(s), t, tb.limitPercent));
        case 'BH': {
          const adjusted = this.adjusted(false);
          return this.perPlayer((s) => buchholz(this.player(s), t, adjusted, cuts));
        }
        case 'FB': {
          const adjusted = this.adjusted(true);
          return this.perPlayer((s) => foreBuchholz(this.player(s), t, adjusted, cuts));
        }
        case 'SB': {
          const adjusted = this.adjusted(false);
          return this.perPlayer((s) => sonnebornBerger(this.player(s), t, adjusted, cuts));
        }
        case 'AOB': {
          const bh = this.values({ ...tb, name: 'BH', cutLow: 0, cutHigh: 0 });
          const plain = new Map([...bh].map(([s, v]) => [s, v ?? 0]));
          return this.perPlayer((s) => averageOfOpponentsBuchholz(this.player(s), plain));
        }
        case 'ARO':
          return this.perPlayer((s) => averageRatingOfOpponents(this.rated(s), tb.cutLow, tb.cutHigh));
        case 'TPR':
          return this.perPlayer((s) => tournamentPerformanceRating(this.rated(s), tb.cutLow, tb.cutHigh));
        case 'PTP':
          return this.perPlayer((s) => perfectTournamentPerformance(this.rated(s), tb.cutLow, tb.cutHigh));
        case 'APRO': {
          const tpr = this.values({ ...tb, name: 'TPR', cutLow: 0, cutHigh: 0 });
          return this.perPlayer((s) => averageOfOpponents(this.player(s), tpr));
        }
        case 'APPO': {
          const ptp = this.values({ ...tb, name: 'PTP', cutLow: 0, cutHigh: 0 });
          return this.perPlayer((s) => averageOfOpponents(this.player(s), ptp));
        }
        case 'DE':
          throw new Error('DE depends on the ties it breaks');
      }
    });
  }

  private adjusted(fore: boolean): Map<number, number> {
    const key = fore ? 'adjusted-fore' : 'adjusted';
    const map = this.memo(key, () => adjustedScores(this.table, fore));
    return new Map([...map].map(([s, v]) => [s, v ?? 0]));
  }

  private rated(s: number) {
    return ratedOpponents(this.player(s), this.table, this.unratedRating);
  }
}

/**
 * Tie-break values and ranks of every ranked player (everyone but the
 * players expelled from a Swiss), listed by start number. The
 * ranking orders by points, then by each code in turn (art. 4.2); direct
 * encounter (DE) is evaluated within the groups still tied at its position.
 * Players still tied once the list is used up are ordered by the arbiter's
 * order for them, else by drawing of lots (art. 2, 4; lots.ts).
 * Throws TiebreakCodeError for an unknown code or modifier.
 */
export function computeTiebreaks(t: Tournament, codes: string[], options: TiebreakOptions = {}): TiebreakRow[] {
  const parsed = codes.map(parseTiebreakCode);
  const table = tiebreakTable(t, options);
  const calc = new Calculator(table, options.unratedRating);
  const points = calc.values(parseTiebreakCode('PTS'));
  const valueOf = (map: Map<number, number | null>) => (s: number) => map.get(s) ?? 0;

  const expelled = table.roundRobin ? new Set<number>() : (options.expelled ?? new Set<number>());
  const ranked = table.order.filter((s) => !expelled.has(s));
  let groups = splitGroup(ranked, valueOf(points), true);
  const columns: Map<number, number>[] = [];
  for (const tb of parsed) {
    if (tb.name === 'DE') {
      const column = new Map<number, number>();
      for (const group of groups) for (const [s, v] of directEncounter(group, table)) column.set(s, v);
      columns.push(column);
      groups = groups.flatMap((g) => splitGroup(g, (s) => column.get(s) ?? 0, false));
    } else {
      const values = calc.values(tb);
      columns.push(new Map([...values].map(([s, v]) => [s, v ?? 0])));
      groups = groups.flatMap((g) => splitGroup(g, valueOf(values), true));
    }
  }

  const arbiterOrders = (options.arbiterOrders ?? []).filter((order) => {
    const group = groups.find((g) => g.includes(order[0]));
    return group !== undefined && group.length === order.length && order.every((s) => group.includes(s));
  });
  const placements = placeGroups<NonNullable<TiebreakRow['decidedBy']>>(
    groups,
    (group) => {
      const arbiter = arbiterOrders.find((order) => group.includes(order[0]));
      if (arbiter) return { decidedBy: 'arbiter', members: [...arbiter] };
      if (options.lotSeed !== undefined) return { decidedBy: 'lot', members: drawLots(options.lotSeed, group) };
      return { decidedBy: 'start number', members: [...group].sort((a, b) => a - b) };
    },
    options.sharedPlaces !== false,
  );
  return ranked.map((s) => {
    const placed = placements.get(s);
    const decidedBy = placed?.decidedBy ?? null;
    return {
      startNumber: s,
      rank: placed?.rank ?? 0,
      values: columns.map((c) => c.get(s) ?? 0),
      position: placed?.position ?? 0,
      tie: placed?.tie ?? [],
      decidedBy,
      lot: decidedBy === 'lot' ? lotOf(options.lotSeed!, s) : null,
    };
  });
}
