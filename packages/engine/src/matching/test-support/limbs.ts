/** A non-negative BigInt as the matching takes weights: limbs of 48 bits, least significant first. */
export function limbsOf(value: bigint): Float64Array {
  const limbs: number[] = [];
  for (let v = value; limbs.length === 0 || v > 0n; v >>= 48n) limbs.push(Number(BigInt.asUintN(48, v)));
  return Float64Array.from(limbs);
}
