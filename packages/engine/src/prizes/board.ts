// Board prizes of a team event: for each board, the best player by performance
// rating or by percentage, among those who played at least the prize's minimum
// of games over the board at that board (FIDE practice, as at the Olympiad).
// A player holds at most one board prize — a reserve who moved up may sit on
// two boards' lists — so prizes go from the most valuable down, as for the
// individual prizes, and equal places of a board share as the tie method says.
import type { TeamTournament } from '../teams/model.js';
import { boardStandings, type BoardStanding } from '../tiebreaks/team/board-standings.js';
import { words, type ExplanationWords } from '../words.js';
import { sharesOf, type Award, type PassedOver, type PrizeResult, type TieMethod } from './index.js';
import { holdsWords, listOf, oneAfterAnother } from './words.js';

export interface BoardPrizeCategory {
  id: string;
  name: string;
  /** The board the prize is for, from 1. */
  board: number;
  /** Between prizes of equal value, the lower number is awarded first. */
  priority: number;
  /** What ranks the board (see boardStandings): performance rating first, or percentage first. */
  by: 'performance' | 'percentage';
  /** Games played over the board at this board needed to be eligible; forfeits do not count. */
  minimumGames: number;
  /** Amounts for places 1, 2, … of the board, in minor units. */
  amounts: number[];
}

export interface BoardPrizeList {
  categories: BoardPrizeCategory[];
  tieMethod: TieMethod;
  /** Standings after this round (default: every round recorded). */
  rounds?: number;
  /** Players who win nothing (withdrawn, or of a withdrawn team). */
  excluded?: readonly number[];
}

interface Slot {
  category: BoardPrizeCategory;
  place: number;
  amount: number;
}

/** A player's line of the board standings, what ranks the board first. */
function rowWords({ performance, percentage, played }: BoardStanding, by: BoardPrizeCategory['by'], name: string): ExplanationWords {
  if (performance === null) {
    return by === 'performance'
      ? words('{name}, no performance rating, {percentage}% from {played, plural, one {# game} other {# games}}', { name, percentage, played })
      : words('{name}, {percentage}%, no performance rating from {played, plural, one {# game} other {# games}}', { name, percentage, played });
  }
  return by === 'performance'
    ? words('{name}, performance {performance}, {percentage}% from {played, plural, one {# game} other {# games}}', { name, performance, percentage, played })
    : words('{name}, {percentage}%, performance {performance} from {played, plural, one {# game} other {# games}}', { name, percentage, played, performance });
}

/** How players equal on a board shared: the places pooled, split equally or by the Hort system. */
const sharingWords = (method: Exclude<TieMethod, 'tiebreak'>, places: readonly number[]): ExplanationWords =>
  method === 'split'
    ? words('places {places} pooled and split equally', { places: listOf(places) })
    : words('places {places} shared by the Hort system', { places: listOf(places) });

/** Why a board's prize went to nobody. */
function unawardedReason(category: BoardPrizeCategory, played: number, eligible: number): ExplanationWords {
  if (played === 0) return words('nobody played on board {board}', { board: category.board });
  if (eligible === 0)
    return words('nobody eligible played {count, plural, one {# game} other {# games}} on board {board}', {
      count: category.minimumGames,
      board: category.board,
    });
  return words('every eligible player already holds a prize of at least this value');
}

/**
 * Awards board prizes over the event's board standings. Award.startNumber is the player's. Each prize goes to the
 * best-placed player of its board who played the minimum, is not excluded and holds no prize yet; the explanation
 * names the players placed above who were passed over and why (below the minimum, or holding another prize).
 */
export function allocateBoardPrizes(tt: TeamTournament, list: BoardPrizeList): PrizeResult {
  const nameOf = new Map(tt.tournament.players.map((p) => [p.startNumber, p.name]));
  const playerName = (startNumber: number) => nameOf.get(startNumber) ?? String(startNumber);
  const excluded = new Set(list.excluded ?? []);
  const standingsBy = new Map<BoardPrizeCategory['by'], BoardStanding[][]>();
  const rowsOf = (c: BoardPrizeCategory): BoardStanding[] => {
    if (!standingsBy.has(c.by)) standingsBy.set(c.by, boardStandings(tt, { rounds: list.rounds, by: c.by }));
    return standingsBy.get(c.by)!.find((rows) => rows[0]?.board === c.board) ?? [];
  };
  const eligible = (c: BoardPrizeCategory) => rowsOf(c).filter((r) => r.played >= c.minimumGames && !excluded.has(r.player));
  const slots: Slot[] = list.categories.flatMap((category) => category.amounts.map((amount, i) => ({ category, place: i + 1, amount })));
  slots.sort((a, b) => b.amount - a.amount || a.category.priority - b.category.priority || a.place - b.place);

  const held = new Map<number, Slot>();
  const awards: Award[] = [];
  const unawarded: PrizeResult['unawarded'] = [];
  for (const slot of slots) {
    const { category } = slot;
    const candidates = eligible(category);
    const passedOver: PassedOver[] = [];
    const winner = candidates.find((r) => {
      const other = held.get(r.player);
      if (other) passedOver.push({ startNumber: r.player, holds: { categoryId: other.category.id, place: other.place, amount: other.amount } });
      return !other;
    });
    if (!winner) {
      unawarded.push({
        categoryId: category.id,
        place: slot.place,
        amount: slot.amount,
        reason: unawardedReason(category, rowsOf(category).length, candidates.length),
      });
      continue;
    }
    held.set(winner.player, slot);
    const rows = rowsOf(category);
    const short = rows
      .slice(0, rows.indexOf(winner))
      .filter((r) => r.played < category.minimumGames)
      .map((r) =>
        words('{name} played {played} of the {needed, plural, one {# game} other {# games}} needed', {
          name: playerName(r.player),
          played: r.played,
          needed: category.minimumGames,
        }),
      );
    const holders = passedOver
      .filter((p) => p.holds.categoryId !== category.id)
      .map((p) => holdsWords(playerName(p.startNumber), p.holds.place, list.categories.find((c) => c.id === p.holds.categoryId)?.name ?? p.holds.categoryId));
    const next = candidates.slice(candidates.indexOf(winner) + 1).find((r) => !held.has(r.player));
    awards.push({
      categoryId: category.id,
      place: slot.place,
      startNumber: winner.player,
      amount: slot.amount,
      paid: slot.amount,
      passedOver,
      next: next
        ? {
            startNumber: next.player,
            reason: words('placed {place} on board {board}, below {name} ({winnerPlace})', {
              place: next.place,
              board: category.board,
              name: playerName(winner.player),
              winnerPlace: winner.place,
            }),
          }
        : null,
      shared: null,
      explanation: oneAfterAnother(
        words('{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {row}', {
          place: slot.place,
          category: category.name,
          row: rowWords(winner, category.by, playerName(winner.player)),
        }),
        ...(holders.length > 0 ? [words('placed above: {holders}', { holders: listOf(holders) })] : []),
        ...(short.length > 0 ? [words('passed over: {players}', { players: listOf(short) })] : []),
      ),
    });
  }
  if (list.tieMethod !== 'tiebreak') shareEqualPlaces(awards, list, eligible, held, playerName, list.tieMethod);
  const index = (id: string) => list.categories.findIndex((c) => c.id === id);
  awards.sort((a, b) => index(a.categoryId) - index(b.categoryId) || a.place - b.place);
  return { awards, unawarded };
}

/** Players of one board equal on its criteria (the same place) pool the amounts of the places they occupy. */
function shareEqualPlaces(
  awards: Award[],
  list: BoardPrizeList,
  eligible: (c: BoardPrizeCategory) => BoardStanding[],
  held: Map<number, Slot>,
  playerName: (startNumber: number) => string,
  method: Exclude<TieMethod, 'tiebreak'>,
): void {
  for (const category of list.categories) {
    const own = awards.filter((a) => a.categoryId === category.id).sort((a, b) => a.place - b.place);
    if (own.length === 0) continue;
    const winners = new Set(own.map((a) => a.startNumber));
    const table = eligible(category).filter((r) => winners.has(r.player) || !held.has(r.player));
    const byPlace = new Map<number, BoardStanding[]>();
    for (const r of table) byPlace.set(r.place, [...(byPlace.get(r.place) ?? []), r]);
    for (const tied of byPlace.values()) {
      const tiedWinners = own.filter((a) => tied.some((r) => r.player === a.startNumber));
      if (tiedWinners.length === 0 || tied.length < 2) continue;
      const firstPlace = Math.min(...tiedWinners.map((a) => a.place));
      const places = tied.map((_, i) => firstPlace + i);
      const amounts = places.map((p) => category.amounts[p - 1] ?? 0);
      const pool = amounts.reduce((sum, a) => sum + a, 0);
      const shares = sharesOf(amounts, method);
      const shared = { startNumbers: tied.map((r) => r.player), places, pool };
      const how = sharingWords(method, places);
      tied.forEach((r, i) => {
        const others = listOf(tied.filter((o) => o !== r).map((o) => playerName(o.player)));
        const existing = own.find((a) => a.startNumber === r.player);
        if (existing) {
          existing.paid = shares[i];
          existing.shared = shared;
          existing.explanation = oneAfterAnother(existing.explanation, words('equal with {others}: {how}', { others, how }));
          return;
        }
        // Equal with a winner just below the prize places: the tie reaches across the boundary.
        held.set(r.player, { category, place: places[i], amount: amounts[i] });
        awards.push({
          categoryId: category.id,
          place: places[i],
          startNumber: r.player,
          amount: amounts[i],
          paid: shares[i],
          passedOver: [],
          next: null,
          shared,
          explanation: words('{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {row}, equal with {others}: {how}', {
            place: places[i],
            category: category.name,
            row: rowWords(r, category.by, playerName(r.player)),
            others,
            how,
          }),
        });
      });
    }
  }
}
