import type { ModerationItem } from '@modern-jobs/domain';

/** What the operator reads of a pending job and its company, by the label the details give it. */
const JOB_FIELDS = [
  ['title', 'Title'],
  ['location', 'Location'],
  ['jobType', 'Job type'],
  ['salaryMin', 'Salary'],
  ['salaryMax', 'Salary'],
  ['applicationDeadline', 'Apply by'],
  ['skills', 'Skills'],
  ['description', 'Description'],
  ['requirements', 'Requirements'],
  ['benefits', 'Benefits'],
  ['companyLogo', 'Logo'],
] as const satisfies ReadonlyArray<readonly [keyof ModerationItem['job'], string]>;

const COMPANY_FIELDS = [
  ['name', 'Company'],
  ['logo', 'Logo'],
  ['website', 'Company website'],
  ['city', 'Company city'],
  ['about', 'About the company'],
] as const satisfies ReadonlyArray<readonly [keyof ModerationItem['company'], string]>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The labels of what differs between two versions of a job waiting for review, each once, in the details' order. */
export function changedFields(before: ModerationItem, after: ModerationItem): string[] {
  const labels = [
    ...JOB_FIELDS.filter(([field]) => !same(before.job[field], after.job[field])).map(([, label]) => label),
    ...COMPANY_FIELDS.filter(([field]) => !same(before.company[field], after.company[field])).map(([, label]) => label),
  ];
  return [...new Set(labels)];
}
