/**
 * A real count as the hero shows it: exact while small, then rounded down to a round figure with a
 * plus, so "37 jobs" reads "30+" and never claims more than there is. `capped` (the server stopped
 * counting) keeps the plus on an exact round figure ("1000+").
 */
export function friendlyCount(count: number, capped = false): string {
  if (!Number.isFinite(count) || count < 0) return '0';
  const n = Math.floor(count);
  if (n < 10) return capped ? `${n}+` : String(n);
  const step = n < 100 ? 10 : n < 1000 ? 50 : n < 10_000 ? 500 : 1000;
  const rounded = Math.floor(n / step) * step;
  return rounded === n && !capped ? String(n) : `${rounded}+`;
}
