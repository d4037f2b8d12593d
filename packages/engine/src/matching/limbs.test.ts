import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limbsFor, readBig, writeBig, writeNonNegative } from './limbs.js';

describe('limbs', () => {
  it('round-trips non-negative values of any width', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.bigInt({ min: 0n, max: (1n << 400n) - 1n }), (bits, raw) => {
        const value = raw & ((1n << BigInt(bits)) - 1n);
        const L = limbsFor(bits);
        const fast = new Float64Array(L + 2);
        const slow = new Float64Array(L + 2);
        writeNonNegative(value, fast, 1, L);
        writeBig(value, slow, 1, L);
        expect(Array.from(fast)).toEqual(Array.from(slow));
        expect(readBig(fast, 1, L)).toBe(value);
        expect(fast[0]).toBe(0);
        expect(fast[L + 1]).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips negative values, lower limbs staying in [0, 2^48)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(1n << 130n), max: -1n }), (value) => {
        const L = limbsFor(131);
        const out = new Float64Array(L);
        writeBig(value, out, 0, L);
        for (let i = 0; i < L - 1; i++) expect(out[i] >= 0 && out[i] < 2 ** 48).toBe(true);
        expect(readBig(out, 0, L)).toBe(value);
      }),
    );
  });

  it('refuses values too wide for the limbs', () => {
    expect(() => writeNonNegative(1n << 120n, new Float64Array(1), 0, 1)).toThrow(RangeError);
    expect(() => writeBig(-(1n << 120n), new Float64Array(2), 0, 2)).toThrow(RangeError);
  });
});
