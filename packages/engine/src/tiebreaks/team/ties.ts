// The team tie-breaks that look only at the teams still tied where they
// stand in the list (C.07 2024, team tie-breaks): extended direct encounter,
// top board results, bottom board elimination. Each gives a team its place
// within its tie (from 1, shared while still equal), or 0 for every team of
// a tie it does not separate, as direct encounter does (directEncounter.ts).
import { directEncounter } from '../directEncounter.js';
import type { TiebreakPlayer, TiebreakTable } from '../rounds.js';
import type { BoardGame } from './boards.js';

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
 * One step of an extended direct encounter: the places it gives a subgroup of teams still tied.
 * A board step compares exactly two teams and restarts nothing: it leaves no subgroup that another
 * step could separate.
 */
interface EncounterStep {
  places: (members: readonly number[]) => Map<number, number>;
  board: boolean;
}

/**
 * The steps in turn, each on every subgroup still tied, a step repeated while it separates teams;
 * a direct-encounter step that separates some sends the turn round every step again. It ends
 * when every step has had its turn since the last separation by a direct-encounter step, as FIDE
 * TEC's checker runs them.
 */
function inTurn(group: readonly number[], steps: readonly EncounterStep[]): Map<number, number> {
  const place = new Map<number, number>(group.map((s) => [s, 1]));
  const due = steps.map(() => true);
  let at = 0;
  while (due.some((d) => d)) {
    const step = steps[at];
    let changed = false;
    for (const members of subgroups(group, place)) {
      // C.07 (2024) team tie-breaks, art. 13.3.2 as FIDE TEC's checker cites it: the boards decide only
      // between exactly two teams still tied on both scores.
      if (step.board && members.length !== 2) continue;
      if (refine(place, members, step.places(members)) && !step.board) changed = true;
    }
    if (changed) due.fill(true);
    else {
      due[at] = false;
      at = (at + 1) % steps.length;
    }
  }
  return result(group, place);
}

/** The extended direct encounters: EDE, and EDE followed by board comparisons of two teams still tied. */
export type ExtendedEncounter = 'EDE' | 'EDEC' | 'EDET' | 'EDEB' | 'EDEBT' | 'EDEBB';

/**
 * The board weights of each board step of a variant, board 1 first: the board count (board k
 * weighs k), the top board results (board 1 alone, then board 2 alone, …), the bottom board
 * elimination (every board but the last, then but the last two, … down to board 1).
 */
export function boardSteps(variant: ExtendedEncounter, boards: number): number[][] {
  const count = Array.from({ length: boards }, (_, i) => i + 1);
  const top = Array.from({ length: boards }, (_, k) => Array.from({ length: boards }, (_, i) => (i === k ? 1 : 0)));
  const bottom = Array.from({ length: boards - 1 }, (_, k) => Array.from({ length: boards }, (_, i) => (i < boards - 1 - k ? 1 : 0)));
  switch (variant) {
    case 'EDE':
      return [];
    case 'EDEC':
      return [count];
    case 'EDET':
      return top;
    case 'EDEB':
      return bottom;
    case 'EDEBT':
      return [count, ...top];
    case 'EDEBB':
      return [count, ...bottom];
  }
}

/**
 * The tie-break table of `members` whose round results are their board games weighed: each round's
 * points the sum of each board's game points times its board's weight, in the rounds of `base`.
 */
export function weighedBoardTable(
  base: TiebreakTable,
  members: readonly number[],
  games: readonly ReadonlyMap<number, readonly BoardGame[]>[],
  weights: readonly number[],
): TiebreakTable {
  const players = new Map<number, TiebreakPlayer>();
  for (const s of members) {
    const p = base.players.get(s);
    if (!p) continue;
    const rounds = p.rounds.map((round, r) => {
      let points = 0;
      for (const g of games[r]?.get(s) ?? []) points += (weights[g.board - 1] ?? 0) * g.points;
      return { ...round, points, gamePoints: points };
    });
    players.set(s, { ...p, rounds });
  }
  return { ...base, players, order: [...members].sort((a, b) => a - b) };
}

/**
 * Extended direct encounter (C.07 2024, team tie-breaks): direct encounter on one score among the
 * tied teams, then on the other score among those it left tied, and back, until neither score
 * separates any more. The variants then compare two teams still tied on both scores by their boards
 * in the matches between them (`boardSteps`): EDEC by the board count, EDET by the top board results,
 * EDEB by the bottom board elimination, EDEBT and EDEBB by the board count first; FIDE TEC's
 * checker weighs the board count there with board k counting k, and ranks the higher total first.
 */
export function extendedDirectEncounter(
  group: readonly number[],
  first: TiebreakTable,
  second: TiebreakTable,
  variant: ExtendedEncounter = 'EDE',
  games: readonly ReadonlyMap<number, readonly BoardGame[]>[] = [],
  boards = 0,
): Map<number, number> {
  const steps: EncounterStep[] = [
    { places: (members) => directEncounter(members, first), board: false },
    { places: (members) => directEncounter(members, second), board: false },
    ...boardSteps(variant, boards).map((weights) => ({
      places: (members: readonly number[]) => directEncounter(members, weighedBoardTable(first, members, games, weights)),
      board: true,
    })),
  ];
  return inTurn(group, steps);
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
