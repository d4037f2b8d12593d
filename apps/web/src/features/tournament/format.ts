/** Points as arbiters write them: 3½, ½, 4. */
export function formatPoints(value: number): string {
  const whole = Math.floor(value);
  if (value - whole !== 0.5) return String(value);
  return whole === 0 ? '½' : `${whole}½`;
}
