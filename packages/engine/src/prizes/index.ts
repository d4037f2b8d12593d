// Prize allocation: given the final standings and a prize list (overall
// places and categories), award each player at most one prize — the most
// valuable one they can win — and explain every award. Plain JSON in and
// out, so the server can store a prize list as it is.

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
 * How money is handled for players tied on points: `share` pools the prizes
 * of the places the tied players occupy and divides it equally (the Hort
 * system); `tiebreak` pays each place to the player the tie-breaks put there.
 */
export type TieMethod = 'share' | 'tiebreak';

export interface PrizeList {
  categories: PrizeCategory[];
  tieMethod: TieMethod;
}

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
  next: { startNumber: number; reason: string } | null;
  /** For the Hort system: the tied players and places whose prizes were pooled. */
  shared: { startNumbers: number[]; places: number[]; pool: number } | null;
  explanation: string;
}

export interface UnawardedPrize {
  categoryId: string;
  place: number;
  amount: number;
  reason: string;
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

/**
 * Awards the prize list. Prizes are handed out from the most valuable down
 * (equal values in the categories' priority order, then by place); each goes
 * to the best-placed eligible player who has no prize yet, so nobody gets two
 * prizes and everybody gets the most valuable prize open to them. With the
 * Hort system, players of a category tied on points then pool the amounts of
 * the places they occupy — a tied player just outside the prize places, with
 * no prize elsewhere, takes part in the pool (a tie across the boundary) —
 * and share it equally; odd cents go to the better placed.
 */
export function allocatePrizes(entrants: readonly PrizeEntrant[], list: PrizeList): PrizeResult {
  const standings = [...entrants].sort((a, b) => a.order - b.order);
  const slots: Slot[] = list.categories.flatMap((category) =>
    category.amounts.map((amount, i) => ({ category, place: i + 1, amount })),
  );
  slots.sort((a, b) => b.amount - a.amount || a.category.priority - b.category.priority || a.place - b.place);

  const held = new Map<number, Slot>();
  const awards: Award[] = [];
  const unawarded: UnawardedPrize[] = [];
  const eligible = new Map(list.categories.map((c) => [c.id, standings.filter((e) => matchesFilter(e, c.filter))]));

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
      unawarded.push({
        categoryId: slot.category.id,
        place: slot.place,
        amount: slot.amount,
        reason: candidates.length === 0 ? 'nobody is eligible for this category' : 'every eligible player already holds a prize of at least this value',
      });
      continue;
    }
    held.set(winner.startNumber, slot);
    const after = candidates.slice(candidates.indexOf(winner) + 1).find((e) => !held.has(e.startNumber));
    awards.push({
      categoryId: slot.category.id,
      place: slot.place,
      startNumber: winner.startNumber,
      amount: slot.amount,
      paid: slot.amount,
      passedOver,
      next: after ? { startNumber: after.startNumber, reason: `placed ${after.order}, below ${winner.name} (${winner.order})` } : null,
      shared: null,
      explanation:
        `${winner.name} is the best-placed player eligible for ${slot.category.name} without a prize of at least this value` +
        (passedOver.length > 0 ? `; ${passedOver.length} better-placed eligible player(s) hold such a prize` : ''),
    });
  }
  if (list.tieMethod === 'share') shareTies(awards, list, eligible, held);
  awards.sort((a, b) => categoryIndex(list, a.categoryId) - categoryIndex(list, b.categoryId) || a.place - b.place);
  return { awards, unawarded };
}

function categoryIndex(list: PrizeList, id: string): number {
  return list.categories.findIndex((c) => c.id === id);
}

/** The Hort system within each category (see allocatePrizes). */
function shareTies(
  awards: Award[],
  list: PrizeList,
  eligible: Map<string, PrizeEntrant[]>,
  held: Map<number, Slot>,
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
      const pool = places.reduce((sum, p) => sum + (category.amounts[p - 1] ?? 0), 0);
      const base = Math.floor(pool / tied.length);
      let odd = pool - base * tied.length;
      const sharers = tied.map((e) => e.startNumber);
      tied.forEach((e, i) => {
        const paid = base + (odd-- > 0 ? 1 : 0);
        const shared = { startNumbers: sharers, places, pool };
        const existing = own.find((a) => a.startNumber === e.startNumber);
        if (existing) {
          existing.paid = paid;
          existing.shared = shared;
          existing.explanation += `; tied on ${e.points} points with ${sharers.length - 1} other(s), places ${places.join(', ')} pooled (${pool}) and shared`;
        } else {
          // A tied player just below the prize places: the tie reaches across the boundary.
          const place = places[i];
          held.set(e.startNumber, { category, place, amount: category.amounts[place - 1] ?? 0 });
          awards.push({
            categoryId: category.id,
            place,
            startNumber: e.startNumber,
            amount: category.amounts[place - 1] ?? 0,
            paid,
            passedOver: [],
            next: null,
            shared,
            explanation: `${e.name} is tied on ${e.points} points with prize winners of ${category.name}; places ${places.join(', ')} pooled (${pool}) and shared`,
          });
        }
      });
    }
  }
}
