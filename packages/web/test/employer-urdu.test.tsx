import { API_MESSAGES, type MessageKey, type MessageValues, translate } from '@modern-jobs/domain';
import { URDU } from '@modern-jobs/domain/i18n/ur';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aJob, apiRefusal, renderAt, SIGNED_IN_USER, signIn, signOut, stubApi } from './render.tsx';
import { expectAllUrdu } from './urdu-check.ts';

/** The Urdu texts as the app fills them in. */
const t = (key: MessageKey, values?: MessageValues) => translate(URDU, key, values);

const COMPANY = {
  name: 'Thar Sun Energy',
  logo: null,
  website: 'https://tharsun.pk',
  city: 'karachi',
  about: 'Rooftop solar across Sindh.',
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};
const EMPLOYER = { ...SIGNED_IN_USER, company: COMPANY };
const job = (overrides: Record<string, unknown>) => ({
  ...aJob({ company: COMPANY.name, status: 'pending', createdAt: '2026-11-20T10:00:00Z' }),
  rejectionReason: null,
  closedAt: null,
  applicationCount: 0,
  ...overrides,
});
const JOBS = [
  job({ id: 'j1', title: 'Solar Technician' }),
  job({ id: 'j2', title: 'Site Engineer', status: 'approved', applicationCount: 2 }),
  job({ id: 'j3', title: 'Sales Lead', status: 'rejected', rejectionReason: 'Say what the salary is.' }),
  job({ id: 'j4', title: 'Accountant', status: 'approved', closedAt: '2026-11-21T00:00:00Z', applicationCount: 1 }),
];

/** What the person and the API wrote, shown as written: names, the company, the jobs. */
const DATA = [
  SIGNED_IN_USER.firstName,
  COMPANY.name,
  COMPANY.website,
  COMPANY.about,
  ...JOBS.map((each) => each.title),
  'Say what the salary is.',
];

beforeEach(signIn);
afterEach(signOut);

describe('the employer screens in Urdu, right to left', () => {
  it("the company form, with its messages and the API's refusal in Urdu", async () => {
    stubApi({
      '/api/auth/user': SIGNED_IN_USER,
      '/api/employer/company': () => apiRefusal(400, API_MESSAGES.companyLogo),
    });
    renderAt('/ur/employer');

    const form = within(await screen.findByRole('form', { name: t('company.setUpTitle') }));
    await userEvent.click(form.getByRole('button', { name: t('company.create') }));
    expect(await form.findByText(t('validation.company.name'))).toBeInTheDocument();
    expect(form.getByText(t('validation.company.city'))).toBeInTheDocument();
    expectAllUrdu(DATA);

    await userEvent.type(form.getByLabelText(new RegExp(t('company.name'))), 'Thar Sun Energy');
    await userEvent.selectOptions(form.getByLabelText(new RegExp(t('company.city'))), 'lahore');
    await userEvent.click(form.getByRole('button', { name: t('company.create') }));
    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent(t('api.companyLogo'));
    expectAllUrdu(DATA);
  });

  it('the company and the jobs list, every status', async () => {
    stubApi({ '/api/auth/user': EMPLOYER, '/api/employer/jobs': { items: JOBS, nextCursor: 'more' } });
    renderAt('/ur/employer');

    await screen.findByText('Solar Technician');
    for (const state of ['pending', 'approved', 'rejected', 'closed'] as const)
      expect(screen.getByText(t(`employer.status.${state}`))).toBeInTheDocument();
    expect(screen.getByText(t('employer.rejectedReason', { reason: 'Say what the salary is.' }))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('employer.postJob') })).toHaveAttribute('href', '/ur/employer/jobs/new');
    expect(screen.getByRole('button', { name: t('jobs.loadMore') })).toBeInTheDocument();
    expectAllUrdu(DATA);

    await userEvent.click(screen.getByRole('button', { name: t('employer.closeLabel', { title: 'Site Engineer' }) }));
    await screen.findByRole('dialog', { name: t('employer.closeTitle') });
    expectAllUrdu(DATA);
  });

  it('the job form, with the shared fields, their messages and the review note', async () => {
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/employer/jobs': () => apiRefusal(429, API_MESSAGES.dailyJobsFull),
    });
    renderAt('/ur/employer/jobs/new');

    const form = within(await screen.findByRole('form', { name: t('employer.newJobTitle') }));
    await userEvent.click(form.getByRole('button', { name: t('employer.submitNew') }));
    expect(await form.findByText(t('validation.job.title'))).toBeInTheDocument();
    expect(form.getByText(t('validation.job.jobType'))).toBeInTheDocument();
    expectAllUrdu(DATA);

    await userEvent.type(form.getByLabelText(new RegExp(t('jobForm.title'))), 'ڈرائیور');
    await userEvent.type(form.getByLabelText(new RegExp(t('jobForm.location'))), 'لاہور');
    await userEvent.selectOptions(form.getByLabelText(new RegExp(t('jobForm.jobType'))), 'full-time');
    await userEvent.type(form.getByLabelText(new RegExp(`^${t('jobForm.description')}`)), 'گاڑی چلانا');
    await userEvent.click(form.getByRole('button', { name: t('employer.submitNew') }));
    expect(await form.findByRole('alert')).toHaveTextContent(t('api.dailyJobsFull'));
    expectAllUrdu(DATA);
  });

  it("a job's applicants", async () => {
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/employer/jobs': { items: JOBS, nextCursor: null },
      '/api/employer/jobs/j2/applications': {
        items: [
          {
            id: 'a1',
            jobId: 'j2',
            fullName: 'Ayesha Khan',
            email: 'ayesha@example.pk',
            contactNumber: '+923001112233',
            whatsappNumber: '+923001112233',
            status: 'reviewed',
            appliedAt: '2026-11-21T09:00:00Z',
          },
        ],
        nextCursor: null,
      },
    });
    renderAt('/ur/employer');
    await userEvent.click(
      await screen.findByRole('link', { name: t('employer.applicantsLabel', { title: 'Site Engineer' }) }),
    );

    const row = within(await screen.findByTestId('applicant'));
    expect(row.getByLabelText(t('applicants.statusFor', { name: 'Ayesha Khan' }))).toHaveValue('reviewed');
    await waitFor(() => expect(document.title).toBe(t('applicants.pageTitle', { title: 'Site Engineer' })));
    expectAllUrdu([...DATA, 'Ayesha Khan', 'ayesha@example.pk', '+923001112233']);
  });
});
