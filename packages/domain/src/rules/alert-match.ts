import type { City, JobType } from '../constants.ts';
import type { AlertCriteria } from '../schemas/alert.ts';
import { searchTokens } from '../search/tokens.ts';
import { cityOf } from './city.ts';
import { type Workplace, workplaceOfJob } from './workplace.ts';

/** What an alert can see of a job: the words people name jobs by, where it is, its type and pay. */
export interface AlertableJob {
  title: string;
  company: string;
  location: string;
  skills?: readonly string[] | null;
  jobType: JobType;
  salaryMin?: number | null;
  salaryMax?: number | null;
  workplace?: Workplace | null;
}

/**
 * The words an alert's keyword is matched against: the title, skills, company and location, where
 * the search ranks its best answers. Not the description: an alert writes to someone, so it keeps to
 * jobs that name the words, and a job is read by alerts for the starts of these words only.
 */
export function alertWords(job: AlertableJob): string[] {
  return searchTokens([job.title, ...(job.skills ?? []), job.company, job.location].join(' '));
}

/** The pay a job offers at most, as the search's least-pay filter reads it; null when not said. */
export const payOf = (job: Pick<AlertableJob, 'salaryMin' | 'salaryMax'>): number | null =>
  job.salaryMax ?? job.salaryMin ?? null;

/** The city a job is in, as the city filter reads its location. */
export const cityOfJob = (job: Pick<AlertableJob, 'location'>): City | null => cityOf(job.location);

/**
 * Whether a job is one an alert asks for: every word of its keyword starts a word of the job (as the
 * search reads "dev" as "developer"), and every filter it sets holds.
 */
export function alertMatches(criteria: AlertCriteria, job: AlertableJob): boolean {
  if (criteria.type && criteria.type !== job.jobType) return false;
  if (criteria.city && criteria.city !== cityOfJob(job)) return false;
  if (criteria.where && criteria.where !== workplaceOfJob(job)) return false;
  if (criteria.minSalary) {
    const pay = payOf(job);
    if (pay === null || pay < criteria.minSalary) return false;
  }
  const wanted = searchTokens(criteria.q ?? '');
  if (wanted.length === 0) return true;
  const words = alertWords(job);
  return wanted.every((token) => words.some((word) => word.startsWith(token)));
}

/** Whether an alert asks for anything at all: one with no keyword and no filter would match every job. */
export const alertAsksSomething = (criteria: AlertCriteria): boolean =>
  searchTokens(criteria.q ?? '').length > 0 ||
  Boolean(criteria.city || criteria.type || criteria.minSalary || criteria.where);
