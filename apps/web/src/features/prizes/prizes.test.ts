import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { formatMoney, prizeConfigBody, type PrizeStructure, type StaticPrizeCategory } from '@kingside/contract';
import {
  byCategory,
  categoryFromCatalogue,
  describeBoardPrize,
  describeConditions,
  editorProblems,
  editorStateOf,
  moveUpIn,
  emptyStructure,
  overridable,
  saveToast,
  shownStructure,
  STRUCTURE_LOAD_FAILED,
  structureBody,
  toMinor,
} from './prizes.js';
import { conditionOf, conditionProblem, valueFor } from './conditions.js';

const structure: PrizeStructure = {
  ...emptyStructure('t1'),
  sharing: 'hort',
  categories: [{ id: 'overall', name: 'Overall', kind: 'overall', conditions: [], amounts: [5000_00, 2500_50] }],
  total: 7500_50,
};

describe('prize structure editor', () => {
  it('starts empty in INR with tie-break order when nothing can be loaded, with the failed load’s message', () => {
    expect(i18n._(STRUCTURE_LOAD_FAILED)).toBe('Failed to fetch prize structure data');
    expect(shownStructure('t1', undefined)).toEqual(emptyStructure('t1'));
    expect(emptyStructure('t1')).toMatchObject({ currency: 'INR', sharing: 'tiebreak', categories: [], total: 0 });
    expect(shownStructure('t1', structure)).toBe(structure);
  });

  it('edits in rupees and saves in paise, exactly, as the contract takes it', () => {
    const state = editorStateOf(structure);
    expect(state.categories[0].amounts).toEqual([5000, 2500.5]);
    const id = '00000000-0000-4000-8000-000000000001';
    const body = structureBody(id, { ...state, categories: [{ ...state.categories[0], amounts: [5000, 2500.5, 1000.1] }] }, true);
    expect(body).toMatchObject({ tournament_id: id, sharing: 'hort', currency: 'INR', noAlert: true });
    expect(body.prizes[0].amounts).toEqual([5000_00, 2500_50, 1000_10]);
    expect(prizeConfigBody.safeParse(body).success).toBe(true);
    expect(toMinor(19.99)).toBe(1999);
  });

  it('moves a category up (its prizes then go first between equal values)', () => {
    expect(moveUpIn(['a', 'b', 'c'], 2)).toEqual(['a', 'c', 'b']);
    expect(moveUpIn(['a', 'b'], 0)).toEqual(['a', 'b']);
  });

  it('names what is missing before a save', () => {
    const state = editorStateOf(structure);
    state.categories.push({ id: 'women', name: 'Best woman', kind: 'women', conditions: [], amounts: [null, 12.345] });
    expect(editorProblems(state)).toEqual(['Best woman: place 1 has no amount', 'Best woman: place 2 has more than two decimals']);
    expect(editorProblems(editorStateOf(structure))).toEqual([]);
  });

  it('adds a catalogue category with one empty place, under an id of its own', () => {
    const entry = {
      id: 'u14',
      name: 'Under 14',
      kind: 'age' as const,
      conditions: [{ field: 'birthYear' as const, min: 2012 }],
      description: 'Born in 2012 or later',
    };
    expect(categoryFromCatalogue(entry, [])).toEqual({ id: 'u14', name: 'Under 14', kind: 'age', conditions: entry.conditions, amounts: [null] });
    expect(categoryFromCatalogue(entry, [{ id: 'u14' }, { id: 'u14-2' }]).id).toBe('u14-3');
  });

  it('keeps a board prize’s board from the catalogue and says who it is for', () => {
    const board = { number: 2, rankBy: 'performance', minGames: 5 } as const;
    const entry: StaticPrizeCategory = { id: 'board-2', name: 'Board 2', kind: 'board', conditions: [], board, description: 'Board 2' };
    expect(categoryFromCatalogue(entry, []).board).toEqual(board);
    expect(describeBoardPrize(board)).toBe('board 2: the best performance rating, from at least 5 games played over the board');
    expect(describeBoardPrize({ number: 1, rankBy: 'percentage', minGames: 1 })).toBe(
      'board 1: the best percentage score, from at least 1 game played over the board',
    );
  });

  it('shows no toast for a save with noAlert, the server’s message otherwise', () => {
    expect(saveToast(true, 'Prize structure saved')).toBeNull();
    expect(saveToast(false, 'Prize structure saved')).toBe('Prize structure saved');
    expect(saveToast(undefined, 'Prize structure saved')).toBe('Prize structure saved');
  });

  it('says who a category is for', () => {
    expect(describeConditions([])).toBe('everyone');
    expect(
      describeConditions([
        { field: 'sex', equals: 'w' },
        { field: 'birthYear', min: 2012 },
      ]),
    ).toBe('women, born 2012 or later');
    expect(describeConditions([{ field: 'rating', min: 1, max: 1599 }])).toBe('rating 1–1599');
    expect(describeConditions([], 'team')).toBe('every team');
    expect(describeConditions([{ field: 'rating', max: 2199 }], 'team')).toBe('teams with rating 2199 or less');
    expect(
      describeConditions([
        { field: 'birthYear', max: 1976 },
        { field: 'federation', in: ['IND', 'SRI'] },
      ]),
    ).toBe('born 1976 or earlier, federation one of IND, SRI');
    expect(
      describeConditions([
        { field: 'unrated', equals: true },
        { field: 'club', equals: 'Rooks' },
      ]),
    ).toBe('unrated, club Rooks');
  });
});

describe('prize winners', () => {
  it('are grouped by category in the order given', () => {
    const w = (categoryId: string, place: number) => ({ categoryId, categoryName: categoryId.toUpperCase(), place });
    expect(byCategory([w('overall', 1), w('overall', 2), w('women', 1)]).map((g) => [g.categoryName, g.winners.map((x) => x.place)])).toEqual([
      ['OVERALL', [1, 2]],
      ['WOMEN', [1]],
    ]);
  });

  it('can be changed until a payout is under way, and again once it failed', () => {
    expect([null, 'FAIL', 'FAILURE', 'CANCELLED', 'CREATING', 'INITIATED', 'SUCCESS'].map((status) => overridable({ status }))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('amounts show as rupees with Indian grouping, paise only when there are some', () => {
    expect(formatMoney(1_55_500_00, 'INR')).toBe('₹1,55,500');
    expect(formatMoney(2500_50, 'INR')).toBe('₹2,500.50');
    expect(formatMoney(1000_00, 'EUR')).toBe('€1,000');
  });
});

describe('a custom category’s conditions', () => {
  it('keep their values when the test changes, typed as the field holds them', () => {
    expect(conditionOf('federation', 'in', { field: 'federation', equals: 'ind' })).toEqual({ field: 'federation', in: ['IND'] });
    expect(conditionOf('birthYear', 'range', { field: 'birthYear', equals: 2012 })).toEqual({ field: 'birthYear', min: 2012 });
    expect(conditionOf('rating', 'equals', { field: 'rating', min: 1500, max: 1599 })).toEqual({ field: 'rating', equals: 1500 });
    expect(valueFor('unrated', 'yes')).toBe(true);
    expect(valueFor('sex', ' W ')).toBe('w');
    expect(conditionProblem({ field: 'club', equals: ' ' })).toBe('a condition has no value');
    expect(conditionProblem({ field: 'rating', equals: 'abc' })).toBe("'abc' is not a number");
    expect(conditionProblem({ field: 'rating', min: 1800, max: 1600 })).toBe('a range starts above its end');
    expect(conditionProblem({ field: 'club', in: ['Rooks'] })).toBeNull();
  });
});
