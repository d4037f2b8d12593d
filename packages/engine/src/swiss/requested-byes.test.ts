import { describe, expect, it } from 'vitest';
import { halfPointByeBeyondLimit } from './requested-byes.js';

describe('byes the arbiter gives on request (FIDE C.02)', () => {
  it('Half-point byes beyond the limit: a level-3 confirmation past the limit, none within it or without a limit', () => {
    expect(halfPointByeBeyondLimit(2, 1)).toBe(3);
    expect(halfPointByeBeyondLimit(1, 0)).toBe(3);
    expect(halfPointByeBeyondLimit(1, 1)).toBeNull();
    expect(halfPointByeBeyondLimit(5, null)).toBeNull();
  });
});
