// C.07 art. 4.2: a tie-break only separates those still tied before it; values closer than rounding noise tie.
const EPSILON = 1e-9;

/** A group still tied, split by one tie-break's value into the groups it leaves, best first. */
export function splitGroup(group: readonly number[], value: (s: number) => number, descending: boolean): number[][] {
  const sorted = [...group].sort((a, b) => (descending ? value(b) - value(a) : value(a) - value(b)));
  const parts: number[][] = [];
  for (const s of sorted) {
    const last = parts[parts.length - 1];
    if (last && Math.abs(value(last[0]) - value(s)) < EPSILON) last.push(s);
    else parts.push([s]);
  }
  return parts;
}
