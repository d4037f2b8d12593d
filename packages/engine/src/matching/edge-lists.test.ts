import { describe, expect, it } from 'vitest';
import { EdgeLists } from './edge-lists.js';

function listOf(lists: EdgeLists, b: number): number[] {
  const out: number[] = [];
  lists.forEach(b, (e) => out.push(e));
  return out;
}

describe('EdgeLists', () => {
  it('keeps each list in the order pushed, across chunks, a grown store and reused chunks', () => {
    const count = 5;
    const lists = new EdgeLists(count);
    const expected: number[][] = Array.from({ length: count }, () => []);
    // Interleaved pushes, enough to span many chunks and grow the store, with lists emptied now and then
    // (their chunks then hold other lists' edges).
    let seed = 1;
    for (let i = 0; i < 60_000; i++) {
      seed = (seed * 48271) % 2147483647;
      const b = seed % count;
      if (seed % 97 === 0) {
        lists.clear(b);
        expected[b] = [];
      } else {
        lists.push(b, i);
        expected[b].push(i);
      }
    }
    for (let b = 0; b < count; b++) expect(listOf(lists, b)).toEqual(expected[b]);
  });

  it('empties one list, or all of them, and fills them again', () => {
    const lists = new EdgeLists(2);
    lists.push(0, 5);
    lists.push(1, 6);
    lists.clear(0);
    expect(listOf(lists, 0)).toEqual([]);
    expect(listOf(lists, 1)).toEqual([6]);
    lists.push(0, 7);
    expect(listOf(lists, 0)).toEqual([7]);
    expect(listOf(lists, 1)).toEqual([6]);
    lists.clearAll();
    expect(listOf(lists, 0)).toEqual([]);
    expect(listOf(lists, 1)).toEqual([]);
    lists.push(1, 8);
    expect(listOf(lists, 1)).toEqual([8]);
  });
});
