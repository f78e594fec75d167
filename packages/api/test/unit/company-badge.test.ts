import { type Company, employerJobInputSchema, jobInputSchema } from '@modern-jobs/domain';
import { describe, expect, it } from 'vitest';
import { employerDraft, newEmployerJob } from '../../src/employers/employer-job.ts';
import type { EmployerIdentity } from '../../src/http/request-auth.ts';
import { hasCompanyBadgeOf, withCompanyBadge } from '../../src/jobs/company-badge.ts';
import { operatorDraft } from '../../src/jobs/job-edits.ts';
import type { StoredJob } from '../../src/jobs/store/jobs.ts';
import { aJob } from '../fixtures.ts';

// Issue 33: a job carries its company's verified badge, so a card in a list or a search shows it
// without reading the employer. Who sets it and who keeps it, decided without storage.
const NOW = new Date('2026-11-28T09:00:00.000Z');
const VERIFIED = { at: '2026-11-27T10:00:00.000Z' };
const company = (verified?: { at: string }): Company => ({
  name: 'Indus Soft Labs',
  logo: null,
  website: null,
  city: 'karachi',
  about: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  ...(verified ? { verified } : {}),
});
const employer = (verified?: { at: string }): EmployerIdentity => ({
  userId: 'u-1',
  tokenHash: 'h',
  company: company(verified),
  firstName: 'Ayesha',
  email: 'ayesha@example.pk',
});
const fields = employerJobInputSchema.parse({
  title: 'Senior React Developer',
  description: 'Build things.',
  location: 'Karachi, Pakistan',
  jobType: 'full-time',
});

describe("a job's copy of its company's badge", () => {
  it('is the verification date alone, set or removed as the company has one', () => {
    const badged = withCompanyBadge(aJob(), company(VERIFIED));
    expect(badged.companyVerified).toEqual(VERIFIED);
    expect(hasCompanyBadgeOf(badged, company(VERIFIED))).toBe(true);
    const dropped = withCompanyBadge(badged, company());
    expect(dropped).not.toHaveProperty('companyVerified');
    expect(hasCompanyBadgeOf(badged, company())).toBe(false);
    // A verification again, on another day, is another badge.
    expect(hasCompanyBadgeOf(badged, company({ at: '2026-11-28T10:00:00.000Z' }))).toBe(false);
  });

  it("comes from the employer's company when they post or edit, and leaves when their company lost it", () => {
    const posted = newEmployerJob(fields, employer(VERIFIED), 'en', NOW);
    expect(posted.companyVerified).toEqual(VERIFIED);
    expect(newEmployerJob(fields, employer(), 'en', NOW)).not.toHaveProperty('companyVerified');

    const edited = employerDraft(posted, { ...fields, title: 'Lead React Developer' }, employer(), NOW);
    expect(edited).not.toHaveProperty('companyVerified');
    expect(edited.title).toBe('Lead React Developer');
  });

  it("stays through the operator's edit, whose form knows nothing of it", () => {
    const previous = { ...aJob(), ownerId: 'u-1', companyVerified: VERIFIED } as StoredJob;
    const form = jobInputSchema.parse({ ...aJob(), title: 'Lead React Developer' });
    expect(operatorDraft(previous, form, null, NOW)).toMatchObject({
      title: 'Lead React Developer',
      companyVerified: VERIFIED,
    });
    const unverified = { ...aJob(), ownerId: 'u-1' } as StoredJob;
    expect(operatorDraft(unverified, form, null, NOW)).not.toHaveProperty('companyVerified');
  });
});
