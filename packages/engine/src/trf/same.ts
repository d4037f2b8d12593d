/**
 * Whether two values of the model (plain data: numbers, strings, null, arrays and objects of them) say the same,
 * whatever the order of their keys: what the writer asks before copying a field or line as the file had it.
 * A key whose value is undefined counts as absent, as an optional field of the model is.
 */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = (o: object) => Object.entries(o).filter(([, v]) => v !== undefined);
  const ea = keys(a);
  const eb = new Map(keys(b));
  return ea.length === eb.size && ea.every(([k, v]) => eb.has(k) && same(v, eb.get(k)));
}
