// C.07 art. 4.2: a tie-break only separates those still tied before it; values closer than rounding noise tie.
const EPSILON = 1e-9;

/** A group still tied, split by one tie-break's value into the groups it leaves, best first. */
export function splitGroup(group: readonly number[], value: (s: number) => number, descending: boolean): number[][] {
  const sorted = [...group].sort((a, b) => (descending ? value(b) - value(a) : value(a) - value(b)));
  const parts: number[][] = [];
  for (const s of sorted) {
    const last = parts[parts.length - 1];
    if (last && Math.abs(value(last[0]) - value(s)) < EPSILON) last.push(s);
    else parts.push([s]);
  }
  return parts;
}

/** Where the list puts one player or team once every tie-break is used. */
export interface Placement<D extends string> {
  rank: number;
  /** Place in the list, from 1. */
  position: number;
  /** Every one still tied with it after the whole list, itself included, in position order; empty when none. */
  tie: number[];
  /** What ordered those still tied (C.07 art. 2, 4: the arbiter's order, lots, or the numbers); null when none. */
  decidedBy: D | null;
}

/**
 * Ranks and places of the groups still tied after the whole list, best group first. A group of two or more is
 * ordered by `orderTied`; its members share a rank unless `sharedPlaces` is false (C.07 art. 2.1).
 */
export function placeGroups<D extends string>(
  groups: readonly number[][],
  orderTied: (group: readonly number[]) => { decidedBy: D; members: number[] },
  sharedPlaces: boolean,
): Map<number, Placement<D>> {
  const placements = new Map<number, Placement<D>>();
  let place = 1;
  for (const group of groups) {
    const ordered = group.length < 2 ? { decidedBy: null, members: [...group] } : orderTied(group);
    ordered.members.forEach((s, i) => {
      placements.set(s, {
        rank: sharedPlaces ? place : place + i,
        position: place + i,
        tie: ordered.decidedBy ? ordered.members : [],
        decidedBy: ordered.decidedBy,
      });
    });
    place += ordered.members.length;
  }
  return placements;
}
