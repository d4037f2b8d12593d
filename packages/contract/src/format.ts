/** Points as arbiters write them: 3½, ½, 4 — on the screens and on the printed sheets alike. */
export function formatPoints(value: number): string {
  const whole = Math.floor(value);
  if (value - whole !== 0.5) return String(value);
  return whole === 0 ? '½' : `${whole}½`;
}

/**
 * A tie-break value: whole numbers as they are (ratings, wins), halves as points (Buchholz),
 * anything finer with two decimals (Sonneborn-Berger with a draw's quarter points, averages).
 */
export function formatTiebreak(value: number): string {
  if (Number.isInteger(value * 2)) return formatPoints(value);
  return value.toFixed(2);
}
