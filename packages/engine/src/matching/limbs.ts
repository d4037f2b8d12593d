// Exact integers as a few float64 "limbs" in radix 2^48.
//
// A value x is stored as L consecutive doubles d[0..L-1] with
//   x = d[0] + d[1]·B + … + d[L-1]·B^(L-1),   B = 2^48,
// where d[0..L-2] are integers in [0, B) and the top limb d[L-1] is a signed integer.
// Every limb operation stays far below 2^53, so float64 arithmetic on them is exact,
// and JavaScript engines keep Float64Array elements unboxed, which makes this much
// faster than BigInt in the matching's inner loops. The top limb may exceed B; the
// limb count is chosen so that every stored weight has a top limb below 2^40, and the
// solver's values stay within twice that (see blossom.ts), so sums of a few top limbs,
// and of a top limb times B in the comparisons, are still exact.

export const LIMB_BITS = 48;
export const B = 2 ** LIMB_BITS;
const B_BIG = BigInt(B);
const MASK_BIG = B_BIG - 1n;

/** Largest top limb accepted on input: keeps every intermediate sum below 2^53. */
const TOP_LIMIT = 2 ** 50;

/** The number of limbs for values whose magnitude is below 2^bits, leaving the top limb below 2^40. */
export function limbsFor(bits: number): number {
  return 1 + Math.max(0, Math.ceil((bits - 40) / LIMB_BITS));
}

/** Writes `value` into `out[offset .. offset+L)`. */
export function writeBig(value: bigint, out: Float64Array, offset: number, L: number): void {
  let v = value;
  for (let i = 0; i < L - 1; i++) {
    out[offset + i] = Number(v & MASK_BIG);
    v >>= BigInt(LIMB_BITS); // arithmetic shift: floor division, so lower limbs stay non-negative
  }
  const top = Number(v);
  if (!Number.isSafeInteger(top) || Math.abs(top) > TOP_LIMIT) {
    throw new RangeError(`value ${value} does not fit ${L} limbs`);
  }
  out[offset + L - 1] = top;
}

const words64 = new BigUint64Array(8);
const words32 = new Uint32Array(words64.buffer);

/**
 * writeBig for a non-negative value, several times faster: the low limbs are read
 * as 32-bit words through a BigUint64Array (whose stores truncate without allocating),
 * so only one BigInt shift per 64 bits is made. (Assumes a little-endian platform,
 * as every JavaScript engine in use is.)
 */
export function writeNonNegative(value: bigint, out: Float64Array, offset: number, L: number): void {
  const lowBits = LIMB_BITS * (L - 1);
  if (value < 0n || lowBits > 64 * 7) {
    writeBig(value, out, offset, L);
    return;
  }
  let v = value;
  for (let i = 0; i * 64 < lowBits; i++) {
    words64[i] = v;
    v >>= 64n;
  }
  for (let i = 0; i < L - 1; i++) {
    const q = (LIMB_BITS * i) >>> 5;
    out[offset + i] =
      (LIMB_BITS * i) % 32 === 0
        ? words32[q] + (words32[q + 1] & 0xffff) * 4294967296
        : (words32[q] >>> 16) + words32[q + 1] * 65536;
  }
  const top = L === 1 ? Number(value) : Number(value >> BigInt(lowBits));
  if (!Number.isSafeInteger(top) || top > TOP_LIMIT) throw new RangeError(`value ${value} does not fit ${L} limbs`);
  out[offset + L - 1] = top;
}

/** Reads the value at `d[offset .. offset+L)` back as a BigInt. */
export function readBig(d: Float64Array, offset: number, L: number): bigint {
  let v = BigInt(d[offset + L - 1]);
  for (let i = L - 2; i >= 0; i--) v = v * B_BIG + BigInt(d[offset + i]);
  return v;
}
