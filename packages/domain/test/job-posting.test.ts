import { describe, expect, it } from 'vitest';
import { jobPostingJsonLd } from '../src/index.ts';
import { aJob } from './fixtures.ts';

const job = aJob();

describe('jobPostingJsonLd', () => {
  it('describes a Pakistani job as Google for Jobs expects', () => {
    expect(jobPostingJsonLd(job, 'https://modernjobs.pk')).toMatchObject({
      '@type': 'JobPosting',
      title: 'Senior React Developer',
      description: '<p>Build things.</p><p>5 years</p>',
      datePosted: '2026-11-21T07:00:00.000Z',
      validThrough: '2026-12-21T18:59:59.999Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: 'Indus Soft Labs', logo: 'https://modernjobs.pk/objects/logos/demo/indus-soft.png' },
      jobLocation: { address: { addressLocality: 'Karachi', addressRegion: 'Sindh', addressCountry: 'PK' } },
      baseSalary: { currency: 'PKR', value: { minValue: 350000, maxValue: 550000, unitText: 'MONTH' } },
    });
  });

  it('maps every job type to its schema.org employment type', () => {
    const types = (['full-time', 'part-time', 'contract', 'internship'] as const).map(
      (jobType) => jobPostingJsonLd({ ...job, jobType }, '').employmentType,
    );
    expect(types).toEqual(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN']);
  });

  it('places jobs abroad in their own country, and remote jobs as telecommute from Pakistan', () => {
    expect(jobPostingJsonLd({ ...job, location: 'Dubai, UAE' }, '').jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Dubai', addressCountry: 'AE' },
    });
    const remote = jobPostingJsonLd({ ...job, location: 'Remote' }, '');
    expect(remote).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { name: 'Pakistan' },
    });
    expect(remote).not.toHaveProperty('jobLocation');
  });

  it('leaves out what the job does not say', () => {
    const bare = jobPostingJsonLd(
      { ...job, salaryMin: null, salaryMax: null, applicationDeadline: null, companyLogo: null },
      '',
    );
    expect(bare).not.toHaveProperty('baseSalary');
    expect(bare).not.toHaveProperty('validThrough');
    expect(bare.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Indus Soft Labs' });
  });
});
