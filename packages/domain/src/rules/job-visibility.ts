/**
 * Whether the public may see a job at all (lists, its page and API read, search, sitemap, alerts,
 * applying): the operator approved it, and its employer's account is not disabled. Pending and
 * rejected jobs are seen only by their employer and the operator. Whether it still takes
 * applications (its deadline) is isJobClosed's question, asked on top of this one.
 */
export function isJobPublic(job: { status: string; ownerDisabled?: boolean | null | undefined }): boolean {
  return job.status === 'approved' && job.ownerDisabled !== true;
}

/** The Pakistan calendar day before `now`'s (YYYY-MM-DD): the deadline of a job closed early. */
export function pakistanYesterday(now: Date = new Date()): string {
  const local = new Date(now.getTime() + 5 * 3_600_000);
  local.setUTCDate(local.getUTCDate() - 1);
  return local.toISOString().slice(0, 10);
}
