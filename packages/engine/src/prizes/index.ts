// Prize allocation: given the final standings and a prize list (overall
// places and categories), award each player at most one prize — the most
// valuable one they can win — and explain every award, in words the caller
// says in its reader's language (words.ts). Plain JSON in and out, so the
// server can store a prize list, and the explanations, as they are.

import { words, type ExplanationWords } from '../words.js';
import { holdsWords, listOf, oneAfterAnother } from './words.js';

/** A value a category can test: a player field or one of the entrant's extra attributes. */
export type FieldValue = string | number | boolean;

/**
 * Who a category is open to. Fields are the entrant's own (`sex`, `rating`,
 * `birthYear`, `federation`, `title`, …) or keys of `attributes` (`club`,
 * `state`, `local`, …). A missing field fails every test.
 */
export type PrizeFilter =
  | { field: string; equals: FieldValue }
  | { field: string; in: FieldValue[] }
  /** Inclusive bounds, e.g. a rating band or birth years. */
  | { field: string; min?: number; max?: number }
  | { all: PrizeFilter[] }
  | { any: PrizeFilter[] }
  | { not: PrizeFilter };

export interface PrizeCategory {
  id: string;
  name: string;
  /**
   * Decides between prizes of equal value: the lower number is awarded first
   * (the tournament's stated order of categories).
   */
  priority: number;
  /** Open to everybody when absent (the overall prizes). */
  filter?: PrizeFilter;
  /** Amounts for places 1, 2, … of the category, in minor units (cents). */
  amounts: number[];
}

/**
 * How money is handled for players of a category tied on points:
 * - `split`: the prizes of the places the tied players occupy are pooled and divided equally;
 * - `hort`: the Hort system — each tied player keeps half of the prize of the place the tie-breaks
 *   give them, the other halves are pooled and divided equally;
 * - `tiebreak`: each place is paid to the player the tie-breaks put there.
 * Shares are whole minor units (paise): each is rounded down, and the units left over go one each to
 * the tied players in tie-break order, best placed first, so the pool is paid out exactly.
 */
export type TieMethod = 'split' | 'hort' | 'tiebreak';

export interface PrizeList {
  categories: PrizeCategory[];
  tieMethod: TieMethod;
  /**
   * How the explanations name the entrants and their score: players and points unless said otherwise (a team
   * event's team places: teams and match points, or game points when those rank the teams).
   */
  wording?: Wording;
}

export interface Wording {
  entrant: 'player' | 'team';
  score: 'point' | 'match point' | 'game point';
}

const PLAYERS: Wording = { entrant: 'player', score: 'point' };

export interface PrizeEntrant {
  startNumber: number;
  name: string;
  /** Final position after all tie-breaks, 1 = first; unique. */
  order: number;
  points: number;
  sex?: string;
  rating?: number;
  birthYear?: number;
  federation?: string;
  title?: string;
  attributes?: Record<string, FieldValue>;
  /** Withdrawn before the end: in the standings, but no prize (most regulations), and so never in a pool. */
  withdrawn?: boolean;
}

export interface PassedOver {
  startNumber: number;
  /** The prize this player holds instead, worth at least as much. */
  holds: { categoryId: string; place: number; amount: number };
}

export interface Award {
  categoryId: string;
  place: number;
  startNumber: number;
  /** The nominal amount of the place. */
  amount: number;
  /** What the player is paid: the amount, or their share of the pooled places. */
  paid: number;
  /** Why this player: the eligible players placed above who hold a prize of at least this value. */
  passedOver: PassedOver[];
  /** Why not the next one: the best-placed eligible player after this one who did not get this place, if any. */
  next: { startNumber: number; reason: ExplanationWords } | null;
  /** When tied players shared (split or Hort): who, which places, and the pooled total. */
  shared: { startNumbers: number[]; places: number[]; pool: number } | null;
  explanation: ExplanationWords;
}

export interface UnawardedPrize {
  categoryId: string;
  place: number;
  amount: number;
  reason: ExplanationWords;
}

export interface PrizeResult {
  awards: Award[];
  unawarded: UnawardedPrize[];
}

function fieldOf(e: PrizeEntrant, field: string): FieldValue | undefined {
  switch (field) {
    case 'sex':
      return e.sex;
    case 'rating':
      return e.rating;
    case 'unrated':
      return e.rating === undefined || e.rating <= 0;
    case 'birthYear':
      return e.birthYear;
    case 'federation':
      return e.federation;
    case 'title':
      return e.title;
    case 'points':
      return e.points;
    default:
      return e.attributes?.[field];
  }
}

/** Whether an entrant passes a category filter. */
export function matchesFilter(e: PrizeEntrant, f: PrizeFilter | undefined): boolean {
  if (!f) return true;
  if ('all' in f) return f.all.every((g) => matchesFilter(e, g));
  if ('any' in f) return f.any.some((g) => matchesFilter(e, g));
  if ('not' in f) return !matchesFilter(e, f.not);
  const value = fieldOf(e, f.field);
  if (value === undefined) return false;
  if ('equals' in f) return value === f.equals;
  if ('in' in f) return f.in.includes(value);
  if (typeof value !== 'number') return false;
  return (f.min === undefined || value >= f.min) && (f.max === undefined || value <= f.max);
}

interface Slot {
  category: PrizeCategory;
  place: number;
  amount: number;
}

const scoreWords = (points: number, score: Wording['score']): ExplanationWords =>
  score === 'match point'
    ? words('{points, plural, one {# match point} other {# match points}}', { points })
    : score === 'game point'
      ? words('{points, plural, one {# game point} other {# game points}}', { points })
      : words('{points, plural, one {# point} other {# points}}', { points });

/** How tied players shared: the places pooled, split equally or by the Hort system. */
const sharingWords = (method: Exclude<TieMethod, 'tiebreak'>, places: readonly number[]): ExplanationWords =>
  method === 'split'
    ? words('places {places} pooled and split equally', { places: listOf(places) })
    : words('half of each of places {places} kept by tie-break order, the other halves pooled and split equally (Hort system)', {
        places: listOf(places),
      });

/** Why a prize went to nobody. */
function unawardedReason(wording: Wording, eligible: number, left: number): ExplanationWords {
  if (eligible === 0) return words('nobody is eligible for this category');
  if (left === 0) return wording.entrant === 'team' ? words('every eligible team withdrew') : words('every eligible player withdrew');
  return wording.entrant === 'team'
    ? words('every eligible team already holds a prize of at least this value')
    : words('every eligible player already holds a prize of at least this value');
}

/**
 * Awards the prize list. Prizes are handed out from the most valuable down (equal values in the
 * categories' priority order, then by place); each goes to the best-placed eligible player who has no
 * prize yet, so nobody gets two prizes and everybody gets the most valuable prize open to them.
 * Withdrawn players win nothing. With `split` or `hort`, players of a category tied on points then
 * pool the amounts of the places they occupy — a tied player just outside the prize places, with no
 * prize elsewhere, takes part in the pool (a tie across the boundary) — and share it as TieMethod says.
 */
export function allocatePrizes(entrants: readonly PrizeEntrant[], list: PrizeList): PrizeResult {
  const wording = list.wording ?? PLAYERS;
  const pointsWords = (points: number) => scoreWords(points, wording.score);
  const standings = [...entrants].sort((a, b) => a.order - b.order);
  const byNumber = new Map(standings.map((e) => [e.startNumber, e]));
  const categoryOf = new Map(list.categories.map((c) => [c.id, c]));
  const slots: Slot[] = list.categories.flatMap((category) => category.amounts.map((amount, i) => ({ category, place: i + 1, amount })));
  slots.sort((a, b) => b.amount - a.amount || a.category.priority - b.category.priority || a.place - b.place);

  const held = new Map<number, Slot>();
  const awards: Award[] = [];
  const unawarded: UnawardedPrize[] = [];
  const matching = new Map(list.categories.map((c) => [c.id, standings.filter((e) => matchesFilter(e, c.filter))]));
  const eligible = new Map([...matching].map(([id, players]) => [id, players.filter((e) => !e.withdrawn)]));

  for (const slot of slots) {
    const candidates = eligible.get(slot.category.id) ?? [];
    const passedOver: PassedOver[] = [];
    let winner: PrizeEntrant | undefined;
    for (const e of candidates) {
      const other = held.get(e.startNumber);
      if (!other) {
        winner = e;
        break;
      }
      passedOver.push({ startNumber: e.startNumber, holds: { categoryId: other.category.id, place: other.place, amount: other.amount } });
    }
    if (!winner) {
      const everyone = matching.get(slot.category.id) ?? [];
      unawarded.push({
        categoryId: slot.category.id,
        place: slot.place,
        amount: slot.amount,
        reason: unawardedReason(wording, everyone.length, candidates.length),
      });
      continue;
    }
    held.set(winner.startNumber, slot);
    const after = candidates.slice(candidates.indexOf(winner) + 1).find((e) => !held.has(e.startNumber));
    const withdrawnAbove = (matching.get(slot.category.id) ?? []).filter((e) => e.withdrawn && e.order < winner.order);
    // Better places of this very category need no explaining: only prizes held elsewhere are named.
    const holders = passedOver
      .filter((p) => p.holds.categoryId !== slot.category.id)
      .map((p) => holdsWords(byNumber.get(p.startNumber)!.name, p.holds.place, categoryOf.get(p.holds.categoryId)?.name ?? p.holds.categoryId));
    awards.push({
      categoryId: slot.category.id,
      place: slot.place,
      startNumber: winner.startNumber,
      amount: slot.amount,
      paid: slot.amount,
      passedOver,
      next: after
        ? {
            startNumber: after.startNumber,
            reason: words('placed {order}, below {name} ({winnerOrder})', { order: after.order, name: winner.name, winnerOrder: winner.order }),
          }
        : null,
      shared: null,
      explanation: oneAfterAnother(
        words(
          '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, {points}, {order, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in the standings',
          { place: slot.place, category: slot.category.name, name: winner.name, points: pointsWords(winner.points), order: winner.order },
        ),
        ...(holders.length > 0 ? [words('placed above: {holders}', { holders: listOf(holders) })] : []),
        ...(withdrawnAbove.length > 0
          ? [
              words('{count, plural, one {{names} withdrew} other {{names} withdrew}}', {
                count: withdrawnAbove.length,
                names: listOf(withdrawnAbove.map((e) => e.name)),
              }),
            ]
          : []),
      ),
    });
  }
  if (list.tieMethod !== 'tiebreak') shareTies(awards, list, eligible, held, list.tieMethod, pointsWords);
  awards.sort((a, b) => categoryIndex(list, a.categoryId) - categoryIndex(list, b.categoryId) || a.place - b.place);
  return { awards, unawarded };
}

function categoryIndex(list: PrizeList, id: string): number {
  return list.categories.findIndex((c) => c.id === id);
}

/**
 * Each tied player's share of the pool, in whole minor units (see TieMethod): rounded down, then the
 * units left over one each to the best placed. `amounts` are the places' own amounts, in tie-break order.
 */
export function sharesOf(amounts: readonly number[], method: Exclude<TieMethod, 'tiebreak'>): number[] {
  const n = amounts.length;
  const pool = amounts.reduce((sum, a) => sum + a, 0);
  // Hort: a/2 + pool/(2n) = (a·n + pool) / 2n, kept as a fraction of integers until rounded.
  const shares = amounts.map((a) => (method === 'split' ? Math.floor(pool / n) : Math.floor((a * n + pool) / (2 * n))));
  let left = pool - shares.reduce((sum, a) => sum + a, 0);
  for (let i = 0; left > 0; i++, left--) shares[i] += 1;
  return shares;
}

/** Pooling within each category (see allocatePrizes). */
function shareTies(
  awards: Award[],
  list: PrizeList,
  eligible: Map<string, PrizeEntrant[]>,
  held: Map<number, Slot>,
  method: Exclude<TieMethod, 'tiebreak'>,
  pointsWords: (points: number) => ExplanationWords,
): void {
  for (const category of list.categories) {
    const own = awards.filter((a) => a.categoryId === category.id).sort((a, b) => a.place - b.place);
    if (own.length === 0) continue;
    const winners = new Set(own.map((a) => a.startNumber));
    // The category's table: its winners in place order, then eligible players holding no prize at all.
    const table = (eligible.get(category.id) ?? []).filter((e) => winners.has(e.startNumber) || !held.has(e.startNumber));
    const byPoints = new Map<number, PrizeEntrant[]>();
    for (const e of table) byPoints.set(e.points, [...(byPoints.get(e.points) ?? []), e]);
    for (const tied of byPoints.values()) {
      const tiedWinners = own.filter((a) => tied.some((e) => e.startNumber === a.startNumber));
      if (tiedWinners.length === 0 || tied.length < 2) continue;
      const firstPlace = Math.min(...tiedWinners.map((a) => a.place));
      const places = tied.map((_, i) => firstPlace + i);
      const amounts = places.map((p) => category.amounts[p - 1] ?? 0);
      const pool = amounts.reduce((sum, a) => sum + a, 0);
      const shares = sharesOf(amounts, method);
      const sharers = tied.map((e) => e.startNumber);
      const how = sharingWords(method, places);
      tied.forEach((e, i) => {
        const shared = { startNumbers: sharers, places, pool };
        const others = listOf(tied.filter((o) => o !== e).map((o) => o.name));
        const existing = own.find((a) => a.startNumber === e.startNumber);
        if (existing) {
          existing.paid = shares[i];
          existing.shared = shared;
          existing.explanation = oneAfterAnother(
            existing.explanation,
            words('tied on {points} with {others}: {how}', { points: pointsWords(e.points), others, how }),
          );
        } else {
          // A tied player just below the prize places: the tie reaches across the boundary.
          const place = places[i];
          held.set(e.startNumber, { category, place, amount: amounts[i] });
          awards.push({
            categoryId: category.id,
            place,
            startNumber: e.startNumber,
            amount: amounts[i],
            paid: shares[i],
            passedOver: [],
            next: null,
            shared,
            explanation: words(
              '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, {points}, {order, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in the standings, tied with {others}: {how}',
              { place, category: category.name, name: e.name, points: pointsWords(e.points), order: e.order, others, how },
            ),
          });
        }
      });
    }
  }
}

export * from './board.js';
export { listItems } from './words.js';
