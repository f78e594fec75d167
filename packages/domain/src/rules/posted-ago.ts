const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/** 'N day(s) ago', else 'N hour(s) ago', else 'Just now' (spec §9). Future or invalid dates read 'Just now'. */
export function postedAgo(createdAt: string | Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(createdAt).getTime();
  if (!Number.isFinite(elapsed) || elapsed < HOUR_MS) return 'Just now';
  const days = Math.floor(elapsed / DAY_MS);
  if (days >= 1) return plural(days, 'day');
  return plural(Math.floor(elapsed / HOUR_MS), 'hour');
}
