// The initial ranking of a tournament's players, which gives them their
// pairing numbers (C.04.2 General Handling Rules for Swiss Tournaments,
// initial order).

import { TITLE_CODES } from './trf/format.js';

/**
 * What decides between players of equal rating and title. C.04.2 names the alphabetical order and lets the
 * organiser announce another criterion instead: the FIDE id (lower first, players without one after), the order
 * of registration, or a drawing of lots.
 */
export type InitialOrderCriterion = 'name' | 'fide-id' | 'registration' | 'lots';

/** The organiser's third criterion, and for a drawing of lots the seed that makes it reproducible. */
export interface InitialOrderRule {
  criterion: InitialOrderCriterion;
  /** Lots only: the same seed draws the same lots (the server uses the tournament's id, shown to the arbiter). */
  seed?: string;
}

/**
 * What the initial ranking reads of a player. `title` in either spelling (`GM` or the TRF letter `g`), or none.
 * `id` is what a drawing of lots draws for (each player's lot depends on the seed and their own id only, so a
 * later entry does not redraw anyone else's); the name stands in without one.
 */
export interface RankedPlayer {
  rating: number;
  title?: string | null;
  name: string;
  /** As a TRF writes it (digits) or as a number; none or blank: after every player with one. */
  fideId?: string | number | null;
  id?: string;
}

/** C.04.2's order of FIDE titles, strongest first, as the model's TRF letters. */
const TITLE_ORDER = ['g', 'm', 'wg', 'f', 'wm', 'c', 'wf', 'wc'];

function titleRank(title: string | null | undefined): number {
  const index = TITLE_ORDER.indexOf(TITLE_CODES.get((title ?? '').trim().toUpperCase()) ?? '');
  return index === -1 ? TITLE_ORDER.length : index;
}

/** A player's lot: a 32-bit number drawn from the seed and the player (FNV-1a, then mixed so close ids spread). */
function drawnLot(seed: string, player: string): number {
  let h = 0x811c9dc5;
  for (const char of `${seed}\u0000${player}`) {
    h ^= char.codePointAt(0) as number;
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function fideIdNumber(fideId: string | number | null | undefined): number {
  const digits = String(fideId ?? '').trim();
  return /^\d+$/.test(digits) && Number(digits) > 0 ? Number(digits) : Number.POSITIVE_INFINITY;
}

function thirdCriterion(rule: InitialOrderRule): (a: RankedPlayer, b: RankedPlayer) => number {
  switch (rule.criterion) {
    case 'name':
      return (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
    case 'fide-id':
      return (a, b) => {
        const x = fideIdNumber(a.fideId);
        const y = fideIdNumber(b.fideId);
        return x === y ? 0 : x < y ? -1 : 1;
      };
    // The caller lists the players in order of entry, and equal players keep it.
    case 'registration':
      return () => 0;
    case 'lots': {
      const seed = rule.seed ?? '';
      return (a, b) => drawnLot(seed, a.id ?? a.name) - drawnLot(seed, b.id ?? b.name);
    }
  }
}

/**
 * The players in their initial order: by rating, highest first (unrated, 0,
 * last); then by FIDE title, GM, IM, WGM, FM, WIM, CM, WFM, WCM, untitled;
 * then by the organiser's criterion, alphabetically by name (ignoring case and
 * accents) unless another was announced. Players still equal keep the order
 * they are given in, so a caller that lists them in order of entry gets
 * numbers that never swap between two identical entries.
 */
export function initialRanking<T extends RankedPlayer>(players: readonly T[], rule: InitialOrderRule = { criterion: 'name' }): T[] {
  const third = thirdCriterion(rule);
  return [...players].sort((a, b) => b.rating - a.rating || titleRank(a.title) - titleRank(b.title) || third(a, b));
}
