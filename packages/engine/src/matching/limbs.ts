// How the matching takes its exact integers (weights, duals): float64 "limbs" of LIMB_BITS bits each, least
// significant first. The pairing writes its weights straight in this form (swiss/dutch/weights.ts).

export const LIMB_BITS = 48;
export const LIMB_BASE = 2 ** LIMB_BITS;

/** Whether the `count` limbs at a[at] are all zero. */
export function isZero(a: Float64Array, at: number, count: number): boolean {
  for (let i = 0; i < count; i++) if (a[at + i] !== 0) return false;
  return true;
}
