import { describe, expect, it } from 'vitest';
import { workplaceOf, workplaceOfJob } from '../src/rules/workplace.ts';
import { EMPTY_JOB_FORM, jobToForm, toJobInput } from '../src/schemas/job-form.ts';

describe('where a job is done', () => {
  it('reads remote, Pakistan or abroad from a location that says so', () => {
    expect(workplaceOf('Remote')).toBe('remote');
    expect(workplaceOf('Remote, Pakistan')).toBe('remote');
    expect(workplaceOf('Work from home')).toBe('remote');
    expect(workplaceOf('Gulberg, Lahore')).toBe('pakistan');
    expect(workplaceOf('Peshawar')).toBe('pakistan');
    expect(workplaceOf('Karachi, Pakistan')).toBe('pakistan');
    expect(workplaceOf('Dubai, UAE')).toBe('abroad');
    // A place it cannot read is taken for abroad: the job form's "Where" is for those.
    expect(workplaceOf('DHA Phase 5')).toBe('abroad');
  });

  it('takes the job form’s word over the location', () => {
    expect(workplaceOfJob({ workplace: 'pakistan', location: 'DHA Phase 5' })).toBe('pakistan');
    expect(workplaceOfJob({ workplace: null, location: 'Doha, Qatar' })).toBe('abroad');
    expect(workplaceOfJob({ location: 'Remote' })).toBe('remote');
  });

  it('goes through the job form and back', () => {
    const form = { ...EMPTY_JOB_FORM, title: 'Nurse', company: 'Shifa', location: 'DHA Phase 5', jobType: 'full-time' };
    expect(toJobInput(form).workplace).toBeNull();
    const input = toJobInput({ ...form, workplace: 'pakistan' });
    expect(input.workplace).toBe('pakistan');
    const job = {
      ...input,
      id: 'j',
      companyLogo: null,
      requirements: null,
      benefits: null,
      applicationDeadline: null,
      boostExpiry: null,
      isBoosted: false,
      status: 'approved',
      createdAt: '',
      salaryMin: null,
      salaryMax: null,
      skills: [],
      workplace: 'pakistan' as const,
      jobType: 'full-time' as const,
    };
    expect(jobToForm(job).workplace).toBe('pakistan');
    expect(jobToForm({ ...job, workplace: undefined }).workplace).toBe('');
  });
});
