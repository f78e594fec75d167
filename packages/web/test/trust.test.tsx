import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { aJob, askedFor, renderAt, setting, signOut, stubApi } from './render.tsx';

afterEach(signOut);

const RULES = '/api/settings/trust_rules';
const verifiedAbroad = aJob({
  location: 'Dubai, UAE',
  recruiter: { kind: 'oep', licence: '1234/RWP' },
  recruiterVerified: { at: '2026-11-25T09:00:00.000Z' },
  companyVerified: { at: '2026-11-24T09:00:00.000Z' },
});

describe("the job page's trust panel (issue 33)", () => {
  it('shows the licence with its verification date, the verified company and the never-pay notice', async () => {
    stubApi({ '/api/jobs/seed-01': verifiedAbroad, [RULES]: setting('trust_rules') });
    renderAt('/job/seed-01');
    expect(
      await screen.findByText('Licensed recruiter: OEP licence 1234/RWP, verified 25 Nov 2026'),
    ).toBeInTheDocument();
    expect(screen.getByText('Verified company')).toBeInTheDocument();
    const notice = screen.getByTestId('never-pay');
    expect(notice).toHaveTextContent('Never pay for a job');
    expect(notice).toHaveTextContent('Bureau of Emigration & Overseas Employment’s complaint cell');
    // No link unless the operator set one.
    expect(within(notice).queryByRole('link')).toBeNull();
  });

  it("says 'Recruiter not verified' on an unverified job abroad, and links the channel the operator set", async () => {
    stubApi({
      '/api/jobs/seed-01': aJob({ location: 'Doha, Qatar' }),
      [RULES]: setting('trust_rules', { requireRecruiterVerification: false, complaintLink: 'https://example.pk/c' }),
    });
    renderAt('/job/seed-01');
    expect(await screen.findByText('Recruiter not verified')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Complain to the Bureau/ })).toHaveAttribute(
      'href',
      'https://example.pk/c',
    );
  });

  it('shows no recruiter or never-pay notice on a job at home, only the report button', async () => {
    stubApi({ '/api/jobs/seed-01': aJob(), [RULES]: setting('trust_rules') });
    renderAt('/job/seed-01');
    expect(await screen.findByRole('button', { name: 'Report this job' })).toBeInTheDocument();
    expect(screen.queryByText('Recruiter not verified')).toBeNull();
    expect(screen.queryByTestId('never-pay')).toBeNull();
  });

  it('reports the job with a reason and details, asking for a reason first', async () => {
    const api = stubApi({
      '/api/jobs/seed-01': aJob(),
      [RULES]: setting('trust_rules'),
      '/api/jobs/seed-01/reports': () => new Response(JSON.stringify({ id: 'r1' }), { status: 201 }),
    });
    renderAt('/job/seed-01');
    await userEvent.click(await screen.findByRole('button', { name: 'Report this job' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report this job' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(dialog.getByText('Choose why you are reporting this job')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: 'It asks for money' }));
    await userEvent.type(dialog.getByLabelText(/Details/), 'Asked for a visa fee');
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(askedFor(api, '/api/jobs/seed-01/reports')).toHaveLength(1));
    expect(await screen.findByText('Report sent')).toBeInTheDocument();
  });
});
