// The team tie-breaks that look only at the teams still tied where they
// stand in the list (C.07 2024, team tie-breaks): extended direct encounter,
// top board results, bottom board elimination. Each gives a team its place
// within its tie (from 1, shared while still equal), or 0 for every team of
// a tie it does not separate, as direct encounter does (directEncounter.ts).
import { directEncounter } from '../directEncounter.js';
import type { TiebreakTable } from '../rounds.js';

/** Places of a group from places within its subgroups, rebased on the subgroup's first place. */
function refine(place: Map<number, number>, members: readonly number[], within: ReadonlyMap<number, number>): boolean {
  const base = place.get(members[0]) ?? 1;
  let changed = false;
  for (const s of members) {
    const w = within.get(s) ?? 0;
    if (w > 1) {
      place.set(s, base + w - 1);
      changed = true;
    }
  }
  return changed;
}

function subgroups(group: readonly number[], place: ReadonlyMap<number, number>): number[][] {
  const by = new Map<number, number[]>();
  for (const s of group) by.set(place.get(s) ?? 1, [...(by.get(place.get(s) ?? 1) ?? []), s]);
  return [...by.values()].filter((members) => members.length > 1);
}

function result(group: readonly number[], place: ReadonlyMap<number, number>): Map<number, number> {
  const places = group.map((s) => place.get(s) ?? 1);
  if (places.every((p) => p === places[0])) return new Map(group.map((s) => [s, 0]));
  return new Map(group.map((s) => [s, place.get(s) ?? 1]));
}

/**
 * Extended direct encounter: direct encounter on one score among the tied
 * teams, then on the other score among those it left tied, and back,
 * until neither score separates any more.
 */
export function extendedDirectEncounter(group: readonly number[], first: TiebreakTable, second: TiebreakTable): Map<number, number> {
  const place = new Map<number, number>(group.map((s) => [s, 1]));
  const tables = [first, second];
  let unchangedInARow = 0;
  for (let turn = 0; unchangedInARow < 2; turn++) {
    let changed = false;
    for (const members of subgroups(group, place)) {
      if (refine(place, members, directEncounter(members, tables[turn % 2]))) changed = true;
    }
    unchangedInARow = changed ? 0 : unchangedInARow + 1;
  }
  return result(group, place);
}

/**
 * Tied teams compared on a list of values in turn, the higher first: the
 * game points on board 1, 2, … (top board results), or the game points
 * without the last board, the last two, … (bottom board elimination).
 */
export function placesByValues(group: readonly number[], valuesOf: (team: number) => readonly number[]): Map<number, number> {
  const key = new Map(group.map((s) => [s, valuesOf(s)]));
  const compare = (a: number, b: number) => {
    const ka = key.get(a) ?? [];
    const kb = key.get(b) ?? [];
    for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
      const d = (kb[i] ?? 0) - (ka[i] ?? 0);
      if (Math.abs(d) > 1e-9) return d;
    }
    return 0;
  };
  const sorted = [...group].sort((a, b) => compare(a, b) || a - b);
  const place = new Map<number, number>();
  sorted.forEach((s, i) => place.set(s, i > 0 && compare(sorted[i - 1], s) === 0 ? (place.get(sorted[i - 1]) ?? 1) : i + 1));
  return result(group, place);
}

/** Top board results: the game points on board 1, then board 2, and so on. */
export function topBoardValues(boardPoints: readonly number[], boards: number): number[] {
  return Array.from({ length: boards }, (_, i) => boardPoints[i] ?? 0);
}

/** Bottom board elimination: the game points without the last board, without the last two, and so on. */
export function bottomBoardValues(boardPoints: readonly number[], boards: number): number[] {
  let total = 0;
  for (let i = 0; i < boards; i++) total += boardPoints[i] ?? 0;
  const values: number[] = [];
  for (let i = boards - 1; i >= 0; i--) {
    total -= boardPoints[i] ?? 0;
    values.push(total);
  }
  return values;
}
