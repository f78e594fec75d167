/** A job is boosted while isBoosted is true and boostExpiry is absent or not in the past (spec §4). */
export function isBoostLive(
  job: { isBoosted?: boolean | null; boostExpiry?: string | null },
  now: Date = new Date(),
): boolean {
  if (!job.isBoosted) return false;
  if (!job.boostExpiry) return true;
  const expiry = new Date(job.boostExpiry).getTime();
  return Number.isNaN(expiry) || expiry >= now.getTime();
}

/** A job stops taking applications after the end of its deadline day, Pakistan time (UTC+5). */
export function isJobClosed(job: { applicationDeadline?: string | null }, now: Date = new Date()): boolean {
  const closesAt = deadlineEnd(job.applicationDeadline);
  return closesAt !== null && closesAt.getTime() < now.getTime();
}

/** The first instant of a Pakistan calendar day (00:00 PKT), for ranges of days like the deadline's end. */
export function pakistanDayStart(day: string): Date {
  return new Date(`${day.slice(0, 10)}T00:00:00.000+05:00`);
}

/** The last instant of the deadline day in Pakistan (23:59:59.999 PKT), or null without a deadline. */
export function deadlineEnd(deadline: string | null | undefined): Date | null {
  if (!deadline) return null;
  const end = new Date(`${deadline.slice(0, 10)}T23:59:59.999+05:00`);
  return Number.isNaN(end.getTime()) ? null : end;
}
