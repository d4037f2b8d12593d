import { LIMB_BITS } from '../limbs.js';

/** A non-negative BigInt as the matching takes weights: limbs of LIMB_BITS bits, least significant first. */
export function limbsOf(value: bigint): Float64Array {
  const bits = BigInt(LIMB_BITS);
  const limbs: number[] = [];
  for (let v = value; limbs.length === 0 || v > 0n; v >>= bits) limbs.push(Number(BigInt.asUintN(LIMB_BITS, v)));
  return Float64Array.from(limbs);
}
