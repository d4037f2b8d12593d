import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import {
  DEFAULT_CURRENCY,
  MINOR_UNITS_PER_MAJOR,
  payableStatus,
  type BoardPrize,
  type Currency,
  type PrizeCategory,
  type PrizeCondition,
  type PrizeConfigBody,
  type PrizeSharing,
  type PrizeStructure,
  type PrizeWinner,
  type StaticPrizeCategory,
} from '@kingside/contract';
import { conditionProblem } from './conditions.js';

/** The fixed message when the prize structure cannot be loaded (the screen then shows an empty one). */
export const STRUCTURE_LOAD_FAILED = msg`Failed to fetch prize structure data`;

export function emptyStructure(tournamentId: string): PrizeStructure {
  return { tournamentId, currency: DEFAULT_CURRENCY, sharing: 'tiebreak', categories: [], total: 0, winnersAt: null, publishedAt: null, updatedAt: null };
}

/** What the editor shows: the loaded structure, or an empty one when the load failed (with one toast). */
export function shownStructure(tournamentId: string, loaded: PrizeStructure | undefined): PrizeStructure {
  return loaded ?? emptyStructure(tournamentId);
}

export const sharingLabels: Record<PrizeSharing, { title: MessageDescriptor; help: MessageDescriptor }> = {
  tiebreak: { title: msg`Tie-break order`, help: msg`The tie-breaks decide every place; nothing is shared.` },
  split: { title: msg`Split equally`, help: msg`Tied players pool the prizes of the places they occupy and share them equally.` },
  hort: {
    title: msg`Hort system`,
    help: msg`Tied players keep half the prize of their tie-break place; the other halves are pooled and shared equally.`,
  },
};

/** A category as the editor holds it: amounts in major units (rupees), a place may still be empty. */
export interface EditorCategory extends Omit<PrizeCategory, 'amounts'> {
  amounts: (number | null)[];
}

export interface EditorState {
  currency: Currency;
  sharing: PrizeSharing;
  categories: EditorCategory[];
}

/** Rupees as typed (up to two decimals) to paise, exactly: 2500.1 is 250010, never 250009.99… */
export const toMinor = (major: number) => Math.round(major * MINOR_UNITS_PER_MAJOR);
export const toMajor = (minor: number) => minor / MINOR_UNITS_PER_MAJOR;

export function editorStateOf(structure: PrizeStructure): EditorState {
  return {
    currency: structure.currency,
    sharing: structure.sharing,
    categories: structure.categories.map((c) => ({ ...c, amounts: c.amounts.map(toMajor) })),
  };
}

/** A catalogue entry as a new category of the structure, with one empty place; its id made unique if taken. */
export function categoryFromCatalogue(entry: StaticPrizeCategory, taken: readonly { id: string }[]): EditorCategory {
  const ids = new Set(taken.map((c) => c.id));
  let id = entry.id;
  for (let n = 2; ids.has(id); n++) id = `${entry.id.slice(0, 36)}-${n}`;
  return { id, name: entry.name, kind: entry.kind, conditions: entry.conditions, ...(entry.board ? { board: entry.board } : {}), amounts: [null] };
}

export const boardRankingLabels: Record<BoardPrize['rankBy'], MessageDescriptor> = {
  performance: msg`best performance rating`,
  percentage: msg`best percentage score`,
};

/** Who a board prize is for, in words. */
export function describeBoardPrize(board: BoardPrize): string {
  const { number, minGames } = board;
  return board.rankBy === 'performance'
    ? t`board ${number}: the best performance rating, from at least ${plural(minGames, { one: '# game played over the board', other: '# games played over the board' })}`
    : t`board ${number}: the best percentage score, from at least ${plural(minGames, { one: '# game played over the board', other: '# games played over the board' })}`;
}

/** What is still missing before the structure can be saved, in the organiser's words; empty when it can be. */
export function editorProblems(state: EditorState): string[] {
  const problems: string[] = [];
  for (const c of state.categories) {
    const category = c.name;
    if (category.trim() === '') problems.push(t`A category has no name`);
    if (c.amounts.length === 0) problems.push(t`${category}: add at least one place`);
    for (const condition of c.conditions) {
      const problem = conditionProblem(condition);
      if (problem) problems.push(t`${category}: ${problem}`);
    }
    c.amounts.forEach((amount, i) => {
      const place = i + 1;
      if (amount === null || !(amount > 0)) problems.push(t`${category}: place ${place} has no amount`);
      else if (Math.abs(amount * MINOR_UNITS_PER_MAJOR - toMinor(amount)) > 1e-6) problems.push(t`${category}: place ${place} has more than two decimals`);
    });
  }
  return problems;
}

/** The body of POST /tournament/prize-config/{id} (send it once editorProblems has none). */
export function structureBody(tournamentId: string, state: EditorState, noAlert: boolean): PrizeConfigBody {
  return {
    tournament_id: tournamentId,
    prizes: state.categories.map((c) => ({ ...c, name: c.name.trim(), amounts: c.amounts.map((a) => toMinor(a ?? 0)) })),
    currency: state.currency,
    sharing: state.sharing,
    noAlert,
  };
}

/** A save sent with noAlert shows no toast; any other shows the server's message. */
export function saveToast(noAlert: boolean | undefined, message: string): string | null {
  return noAlert ? null : message;
}

/** The list with the item at `index` one place higher. */
export function moveUpIn<T>(items: readonly T[], index: number): T[] {
  if (index <= 0 || index >= items.length) return [...items];
  const moved = [...items];
  [moved[index - 1], moved[index]] = [moved[index], moved[index - 1]];
  return moved;
}

export const placesTotal = (c: EditorCategory) => c.amounts.reduce<number>((sum, a) => sum + (a ?? 0), 0);

const fieldNames: Record<PrizeCondition['field'], MessageDescriptor> = {
  sex: msg({ message: 'sex', context: 'prize condition' }),
  rating: msg({ message: 'rating', context: 'prize condition' }),
  unrated: msg({ message: 'unrated', context: 'prize condition' }),
  birthYear: msg({ message: 'born', context: 'prize condition' }),
  federation: msg({ message: 'federation', context: 'prize condition' }),
  title: msg({ message: 'title', context: 'prize condition' }),
  club: msg({ message: 'club', context: 'prize condition' }),
};

/** "born 2014 or later", "rating 1–1599", "federation one of IND, SRI": who a category is for. */
export function describeCondition(c: PrizeCondition): string {
  const field = t(fieldNames[c.field]);
  if ('equals' in c) {
    if (c.field === 'sex') return c.equals === 'w' ? t({ message: 'women', context: 'prize condition' }) : t({ message: 'men', context: 'prize condition' });
    if (c.field === 'unrated') return c.equals ? t({ message: 'unrated', context: 'prize condition' }) : t({ message: 'rated', context: 'prize condition' });
    return `${field} ${String(c.equals)}`;
  }
  if ('in' in c) {
    const values = c.in.join(', ');
    return t`${field} one of ${values}`;
  }
  const { min, max } = c;
  if (min !== undefined && max !== undefined) return t`${field} ${min}–${max}`;
  if (min !== undefined) return c.field === 'birthYear' ? t`born ${min} or later` : t`${field} ${min} or more`;
  // Neither bound is missing here: a range without any is refused before a save (conditionProblem).
  const upper = String(max);
  return c.field === 'birthYear' ? t`born ${upper} or earlier` : t`${field} ${upper} or less`;
}

/** Who a category is for, in words: players, or teams for a team event's team places (kind team). */
export function describeConditions(conditions: readonly PrizeCondition[], kind?: PrizeCategory['kind']): string {
  // The conditions as a list (each one whole); the list's separator is the language's own.
  const list = conditions.map(describeCondition).join(t({ message: ', ', context: 'list separator' }));
  if (kind === 'team') return conditions.length === 0 ? t`every team` : t`teams with ${list}`;
  return conditions.length === 0 ? t`everyone` : list;
}

/** The winners in the order given, grouped by category for one table each. */
export function byCategory<W extends Pick<PrizeWinner, 'categoryId' | 'categoryName'>>(
  winners: readonly W[],
): { categoryId: string; categoryName: string; winners: W[] }[] {
  const groups: { categoryId: string; categoryName: string; winners: W[] }[] = [];
  for (const w of winners) {
    const group = groups.find((g) => g.categoryId === w.categoryId);
    if (group) group.winners.push(w);
    else groups.push({ categoryId: w.categoryId, categoryName: w.categoryName, winners: [w] });
  }
  return groups;
}

/** The organiser may change an award only while no payout of it is under way or done (the server says the same). */
export const overridable = (w: Pick<PrizeWinner, 'status'>) => payableStatus(w.status);
