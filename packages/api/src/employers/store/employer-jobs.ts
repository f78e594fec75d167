import { setTimeout as sleep } from 'node:timers/promises';
import type { Company, EmployerJob, ModerationItem } from '@modern-jobs/domain';
import { getAccount, readProfiles } from '../../accounts/store/users.ts';
import { hasCompanyBadgeOf, withCompanyBadge } from '../../jobs/company-badge.ts';
import {
  employerJobOf,
  employerList,
  MODERATION_QUEUE,
  ownedJobOfItem,
  publicJobOf,
} from '../../jobs/store/job-index.ts';
import { getStoredJob, JobConflictError, type StoredJob, saveJob } from '../../jobs/store/jobs.ts';
import { type Page, queryPage } from '../../storage/paged-query.ts';

/** The employer's own jobs, newest first, each with its review state and count of applications: O(page). */
export async function listEmployerJobs(
  ownerId: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<EmployerJob>> {
  const found = await queryPage({ index: 'GSI3', partition: employerList(ownerId), ...page });
  return { ...found, items: found.items.map(employerJobOf) };
}

/**
 * The jobs waiting for review, oldest first, each with who posted it and their company: a Query on
 * the queue's partition. Each job carries both as its employer sent it (`review`); one sent to review
 * otherwise (the operator's form) has its employer read, in one BatchGetItem for the page.
 */
export async function listModeration(page: {
  limit: number;
  cursor?: string | undefined;
}): Promise<Page<ModerationItem>> {
  const found = await queryPage({ index: 'GSI4', partition: MODERATION_QUEUE, ...page, oldestFirst: true });
  const jobs = found.items.map(ownedJobOfItem);
  const owners = [...new Set(jobs.filter((job) => !job.review).map((job) => String(job.ownerId)))];
  const { profiles, itemsRead } =
    owners.length > 0
      ? await readProfiles(owners, 'id, firstName, email, company')
      : { profiles: new Map(), itemsRead: 0 };
  const items: ModerationItem[] = [];
  for (const job of jobs) {
    const owner = profiles.get(String(job.ownerId));
    const review =
      job.review ??
      (owner?.company
        ? {
            employer: { id: owner.id, firstName: owner.firstName ?? null, email: owner.email ?? null },
            company: owner.company,
          }
        : null);
    // An employer without a company has no job to review here (an employer's job always has one).
    if (!review) continue;
    items.push({
      job: publicJobOf(job),
      employer: review.employer,
      company: review.company,
      ...(job.recruiterVerification ? { recruiterVerification: job.recruiterVerification } : {}),
    });
  }
  return { items, nextCursor: found.nextCursor, itemsRead: found.itemsRead + itemsRead };
}

/** Every job of an employer, as stored, from their own list (paginated; the whole list). */
async function* jobsOf(ownerId: string): AsyncGenerator<StoredJob> {
  let cursor: string | undefined;
  do {
    const found = await queryPage({ index: 'GSI3', partition: employerList(ownerId), limit: 100, cursor });
    for (const item of found.items) yield item as StoredJob;
    cursor = found.nextCursor ?? undefined;
  } while (cursor);
}

/** Saves a change to one job, reading it again if it changed meanwhile (an application, an edit). */
async function resave(first: StoredJob, change: (job: StoredJob) => StoredJob | null): Promise<boolean> {
  let stored: StoredJob | null = first;
  for (let attempt = 0; attempt < 8 && stored; attempt++) {
    const next = change(stored);
    if (!next) return false;
    try {
      await saveJob(ownedJobOfItem(next), stored, new Date());
      return true;
    } catch (error) {
      if (!(error instanceof JobConflictError)) throw error;
      // A busy job (applications arriving) changes between our read and write: wait a little longer
      // each time, and read what is stored now, not an index's or a replica's older copy.
      await sleep(25 * 2 ** attempt);
      stored = await getStoredJob(first.id, true);
    }
  }
  if (stored) throw new Error(`job ${first.id} kept changing`);
  return false;
}

/** Applies `change` to every job of an employer, a few at a time; answers the ids of the jobs it changed. */
async function eachJobOf(ownerId: string, change: (job: StoredJob) => StoredJob | null): Promise<string[]> {
  const changed: string[] = [];
  let batch: Array<Promise<void>> = [];
  const settle = async () => {
    await Promise.all(batch);
    batch = [];
  };
  for await (const job of jobsOf(ownerId)) {
    batch.push(
      resave(job, change).then((done) => {
        if (done) changed.push(job.id);
      }),
    );
    if (batch.length >= 8) await settle();
  }
  await settle();
  return changed;
}

/**
 * When a pass over an employer's jobs changes one: now, or just after its last change if that is
 * later (an edit since the pass began), so its version, which the search engine's copy follows,
 * only moves forward.
 */
const changedAt = (job: StoredJob, now: Date) =>
  new Date(Math.max(now.getTime(), Date.parse(job.updatedAt ?? '') + 1 || 0)).toISOString();

/**
 * Hides every job of a disabled employer from the public (or shows them again): each is saved again
 * through the employer's own list, O(their jobs), so its public entries go (or come back) with it.
 */
export function setJobsHidden(ownerId: string, hidden: boolean, now = new Date()): Promise<string[]> {
  return eachJobOf(ownerId, (job) => {
    if ((job.ownerDisabled === true) === hidden) return null;
    const { ownerDisabled: _was, ...rest } = job;
    return { ...rest, ...(hidden ? { ownerDisabled: true } : {}), updatedAt: changedAt(job, now) } as StoredJob;
  });
}

/**
 * Carries the company to the employer's jobs. Its verified badge goes to every job, approved or not
 * (the operator's check, not the employer's words), so cards in lists and searches show it or stop
 * showing it. Its new name and logo go only to the jobs the operator has yet to approve (waiting, or
 * rejected): an approved job keeps the company it was approved with, so a rename cannot put
 * unreviewed words on public jobs; its next edit brings the new ones, and review with them.
 */
export function applyCompanyToJobs(ownerId: string, company: Company, now = new Date()): Promise<string[]> {
  return eachJobOf(ownerId, (job) => {
    const sameBadge = hasCompanyBadgeOf(job, company);
    const badged = withCompanyBadge(job, company);
    if (job.status === 'approved') return sameBadge ? null : { ...badged, updatedAt: changedAt(job, now) };
    if (sameBadge && job.company === company.name && job.companyLogo === company.logo) return null;
    return {
      ...badged,
      company: company.name,
      companyLogo: company.logo,
      ...(job.review ? { review: { ...job.review, company } } : {}),
      updatedAt: changedAt(job, now),
    };
  });
}

/**
 * applyCompanyToJobs, then again with the company as stored once it ends, while it changed meanwhile:
 * a rename that lands during a verification's pass (or the other way round) can have its writes
 * undone by the other pass's retries, so the company as it stands last is carried last. Answers the
 * ids of the jobs changed.
 */
export async function carryCompanyToJobs(ownerId: string, company: Company): Promise<string[]> {
  const changed = new Set<string>();
  let carried = company;
  for (let pass = 0; pass < 3; pass++) {
    for (const id of await applyCompanyToJobs(ownerId, carried)) changed.add(id);
    const stored = (await getAccount(ownerId, true))?.user.company;
    if (!stored || (stored.updatedAt === carried.updatedAt && stored.verified?.at === carried.verified?.at)) break;
    carried = stored;
  }
  return [...changed];
}
