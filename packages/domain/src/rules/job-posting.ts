import { CITY_PROVINCES, CURRENCY, type JobType } from '../constants.ts';
import { paragraphsHtml } from '../pages/html.ts';
import type { Job } from '../schemas/job.ts';
import { deadlineEnd } from './boosted.ts';
import { cityOf } from './city.ts';
import { logoSrc } from './logo-path.ts';

const EMPLOYMENT_TYPE: Record<JobType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
};

/** Countries our employers hire in, by the names locations use, as ISO 3166 codes. */
const COUNTRIES: Array<[RegExp, string]> = [
  [/\bpakistan\b/i, 'PK'],
  [/\b(uae|united arab emirates|dubai|abu dhabi|sharjah)\b/i, 'AE'],
  [/\b(saudi arabia|ksa|riyadh|jeddah|dammam)\b/i, 'SA'],
  [/\b(qatar|doha)\b/i, 'QA'],
  [/\b(oman|muscat)\b/i, 'OM'],
  [/\b(uk|united kingdom|london)\b/i, 'GB'],
];

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function place(location: string) {
  const city = cityOf(location);
  if (city) {
    return {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: capital(city),
        addressRegion: CITY_PROVINCES[city],
        addressCountry: 'PK',
      },
    };
  }
  const locality = location.split(',')[0]?.trim() ?? location;
  const country = COUNTRIES.find(([pattern]) => pattern.test(location))?.[1];
  return {
    '@type': 'Place',
    address: { '@type': 'PostalAddress', addressLocality: locality, ...(country ? { addressCountry: country } : {}) },
  };
}

/**
 * The job's texts as the HTML Google for Jobs reads (it allows <p> and <br>): each paragraph of the
 * description, requirements and benefits a <p>, with its line breaks kept.
 */
const descriptionHtml = (job: Job) =>
  [job.description, job.requirements, job.benefits].map((text) => paragraphsHtml(text)).join('');

/**
 * schema.org JobPosting for a job page, as Google for Jobs reads it. Remote jobs are
 * TELECOMMUTE open to applicants in Pakistan; salaries are monthly PKR.
 */
export function jobPostingJsonLd(job: Job, origin: string): Record<string, unknown> {
  const logo = logoSrc(job.companyLogo);
  const remote = /\bremote\b/i.test(job.location);
  const validThrough = deadlineEnd(job.applicationDeadline);
  const salary =
    job.salaryMin !== null || job.salaryMax !== null
      ? {
          '@type': 'MonetaryAmount',
          currency: CURRENCY,
          value: {
            '@type': 'QuantitativeValue',
            ...(job.salaryMin !== null ? { minValue: job.salaryMin } : {}),
            ...(job.salaryMax !== null ? { maxValue: job.salaryMax } : {}),
            unitText: 'MONTH',
          },
        }
      : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job),
    datePosted: job.createdAt,
    ...(validThrough ? { validThrough: validThrough.toISOString() } : {}),
    employmentType: EMPLOYMENT_TYPE[job.jobType],
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company,
      ...(logo ? { logo: logo.startsWith('http') ? logo : `${origin}${logo}` } : {}),
    },
    ...(remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'Pakistan' } }
      : { jobLocation: place(job.location) }),
    ...(salary ? { baseSalary: salary } : {}),
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: 'Modern Jobs', value: job.id },
    url: `${origin}/job/${job.id}`,
  };
}
