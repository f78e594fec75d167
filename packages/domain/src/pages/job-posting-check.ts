/**
 * Google's JobPosting structured data as Search Central publishes it
 * (developers.google.com/search/docs/appearance/structured-data/job-posting): what a posting must
 * have to show in Google for Jobs, and what Google recommends. With schema.org's JobPosting
 * properties (its own and Thing's) that we write, so a typo or a made-up property is caught too.
 */
export const GOOGLE_JOB_POSTING = {
  required: ['datePosted', 'description', 'hiringOrganization', 'title'],
  /** required unless the job is remote: then jobLocationType TELECOMMUTE with applicantLocationRequirements */
  location: 'jobLocation',
  recommended: ['baseSalary', 'directApply', 'employmentType', 'identifier', 'validThrough'],
} as const;

const SCHEMA_ORG_JOB_POSTING = new Set([
  '@type',
  'applicantLocationRequirements',
  'baseSalary',
  'datePosted',
  'description',
  'directApply',
  'employmentType',
  'hiringOrganization',
  'identifier',
  'jobLocation',
  'jobLocationType',
  'mainEntityOfPage',
  'skills',
  'title',
  'url',
  'validThrough',
]);

const EMPLOYMENT_TYPES = new Set([
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
]);

/**
 * What is wrong with a JobPosting for Google, as sentences (none: it passes). `withDeadline`: the job
 * has a deadline, so validThrough is expected; `withSalary` likewise for baseSalary.
 */
export function jobPostingProblems(
  posting: Record<string, unknown>,
  { withDeadline, withSalary }: { withDeadline: boolean; withSalary: boolean },
): string[] {
  const problems: string[] = [];
  const has = (key: string) => posting[key] !== undefined && posting[key] !== null && posting[key] !== '';
  if (posting['@type'] !== 'JobPosting') problems.push('@type is not JobPosting');
  for (const key of GOOGLE_JOB_POSTING.required) if (!has(key)) problems.push(`required ${key} is missing`);
  const remote = posting.jobLocationType === 'TELECOMMUTE';
  if (remote && !has('applicantLocationRequirements'))
    problems.push('a remote job needs applicantLocationRequirements');
  if (!remote && !has(GOOGLE_JOB_POSTING.location)) problems.push('jobLocation is missing');
  for (const key of GOOGLE_JOB_POSTING.recommended) {
    if (key === 'validThrough' && !withDeadline) continue;
    if (key === 'baseSalary' && !withSalary) continue;
    if (!has(key)) problems.push(`recommended ${key} is missing`);
  }
  for (const key of Object.keys(posting))
    if (!SCHEMA_ORG_JOB_POSTING.has(key)) problems.push(`${key} is not a schema.org JobPosting property`);
  if (has('employmentType') && !EMPLOYMENT_TYPES.has(String(posting.employmentType)))
    problems.push(`employmentType ${String(posting.employmentType)} is not one of Google's`);
  for (const key of ['datePosted', 'validThrough'])
    if (has(key) && Number.isNaN(Date.parse(String(posting[key])))) problems.push(`${key} is not a date`);
  const organization = posting.hiringOrganization as Record<string, unknown> | undefined;
  if (organization && !organization.name) problems.push('hiringOrganization has no name');
  const salary = posting.baseSalary as { currency?: string; value?: Record<string, unknown> } | undefined;
  if (salary && (salary.value?.['@type'] !== 'QuantitativeValue' || !salary.value.unitText))
    problems.push('baseSalary is not a QuantitativeValue with a unit');
  return problems;
}
