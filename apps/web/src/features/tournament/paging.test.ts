import { describe, expect, it } from 'vitest';
import { mergePage, nextOffset, sameSearch } from './paging.js';

describe('paged tournament lists', () => {
  const swiss = { query: 'open', system: 'dutch' as const };

  it('appends a page while the name and type are unchanged', () => {
    const first = mergePage<number>(null, { search: swiss, offset: 0, items: [1, 2], count: 5 });
    const second = mergePage(first, { search: { query: ' Open ', system: 'dutch' }, offset: 2, items: [3, 4], count: 5 });
    expect(second.items).toEqual([1, 2, 3, 4]);
    expect(nextOffset(second)).toBe(4);
    const third = mergePage(second, { search: swiss, offset: 4, items: [5], count: 5 });
    expect(third.items).toEqual([1, 2, 3, 4, 5]);
    expect(nextOffset(third)).toBeUndefined();
  });

  it('starts afresh when the name or the type changes', () => {
    const list = mergePage<number>(null, { search: swiss, offset: 0, items: [1, 2], count: 5 });
    expect(mergePage(list, { search: { query: 'blitz', system: 'dutch' }, offset: 0, items: [9], count: 1 }).items).toEqual([9]);
    expect(mergePage(list, { search: { query: 'open', system: 'round_robin' }, offset: 0, items: [8], count: 1 }).items).toEqual([8]);
    // A page of another search never lands on this list, even at a later offset.
    expect(mergePage(list, { search: { query: 'open' }, offset: 2, items: [7], count: 3 }).items).toEqual([7]);
  });

  it('replaces what a reloaded page covered instead of repeating it', () => {
    const list = mergePage<number>(null, { search: swiss, offset: 0, items: [1, 2], count: 4 });
    const more = mergePage(list, { search: swiss, offset: 2, items: [3, 4], count: 4 });
    expect(mergePage(more, { search: swiss, offset: 2, items: [3, 4], count: 4 }).items).toEqual([1, 2, 3, 4]);
    expect(mergePage(more, { search: swiss, offset: 0, items: [0, 1], count: 4 }).items).toEqual([0, 1]);
  });

  it('treats a blank name as no name', () => {
    expect(sameSearch({ query: '  ' }, {})).toBe(true);
    expect(sameSearch({ query: 'a' }, { query: 'a', system: 'dutch' })).toBe(false);
  });
});
