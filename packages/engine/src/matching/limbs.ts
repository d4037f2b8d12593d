// Exact integers as a few float64 "limbs" in radix 2^48.
//
// A value x is stored as L consecutive doubles d[0..L-1] with
//   x = d[0] + d[1]·B + … + d[L-1]·B^(L-1),   B = 2^48,
// where d[0..L-2] are integers in [0, B) and the top limb d[L-1] is a signed integer.
// Every limb operation stays far below 2^53, so float64 arithmetic on them is exact,
// and JavaScript engines keep Float64Array elements unboxed, which makes this much
// faster than BigInt in the matching's inner loops. The top limb is allowed to
// exceed B: the solver keeps it below 2^50 (see TOP_LIMIT) so that a sum of three
// top limbs plus a carry is still exact.

export const LIMB_BITS = 48;
export const B = 2 ** LIMB_BITS;
export const INV_B = 2 ** -LIMB_BITS;
const B_BIG = BigInt(B);
const MASK_BIG = B_BIG - 1n;

/** Largest magnitude the solver lets a top limb reach before it widens the representation. */
export const TOP_LIMIT = 2 ** 50;

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

/** Reads the value at `d[offset .. offset+L)` back as a BigInt. */
export function readBig(d: Float64Array, offset: number, L: number): bigint {
  let v = BigInt(d[offset + L - 1]);
  for (let i = L - 2; i >= 0; i--) v = v * B_BIG + BigInt(d[offset + i]);
  return v;
}
