import { API_MESSAGES } from '@modern-jobs/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as uploads from '../src/api/uploads.ts';
import { aJob, apiRefusal, renderAt, SIGNED_IN_USER, signIn, signOut, stubApi } from './render.tsx';

/** The URL a logo was sent to: signed, as S3 hands it out. The save gets it without its signature. */
const UPLOAD_URL = 'http://localhost/_s3/bucket/pending/logos/AAAAAAAAAAAAAAAAAAAAAA?X-Amz-Signature=secret';
const SENT_LOGO = 'http://localhost/_s3/bucket/pending/logos/AAAAAAAAAAAAAAAAAAAAAA';

/** The upload's PUT, held until the test lets it finish. */
let finishPut: () => void = () => undefined;
vi.mock('../src/api/uploads.ts', () => ({
  requestUploadUrl: vi.fn(async () => UPLOAD_URL),
  putWithRetries: vi.fn(
    (_url: string, _file: File, _type: string, onProgress: (f: number) => void) =>
      new Promise<void>((resolve) => {
        onProgress(0.4);
        finishPut = resolve;
      }),
  ),
  confirmUpload: vi.fn(async () => '/objects/logos/never'),
}));

const COMPANY = {
  name: 'Thar Sun Energy',
  logo: '/objects/logos/thar.png',
  website: 'https://tharsun.pk',
  city: 'karachi',
  about: 'Rooftop solar across Sindh.',
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};
const EMPLOYER = { ...SIGNED_IN_USER, company: COMPANY };

const anEmployerJob = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...aJob({ company: COMPANY.name, status: 'pending', createdAt: '2026-11-20T10:00:00Z' }),
  rejectionReason: null,
  closedAt: null,
  applicationCount: 0,
  ...overrides,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const refused = apiRefusal;

/** What the page sent to the API, by method and path, with the JSON bodies. */
type Sent = { method: string; path: string; body: unknown };
let sent: Sent[];
const record = (url: URL, init?: RequestInit) => {
  const entry = {
    method: init?.method ?? 'GET',
    path: url.pathname,
    body: init?.body ? JSON.parse(String(init.body)) : null,
  };
  sent.push(entry);
  return entry;
};
const writes = () => sent.filter((entry) => entry.method !== 'GET');

beforeEach(() => {
  sent = [];
  signIn();
});
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

const logo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
const chooseFile = (file: File) =>
  userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);

describe('the employer pages, signed out', () => {
  it("say why, and go through sign-in back to the page asked for ('Post a Job' leads here)", async () => {
    signOut();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubApi({});

    renderAt('/employer/jobs/new');

    expect(await screen.findByText('Sign in to post a job')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Femployer%2Fjobs%2Fnew'), {
      timeout: 5000,
    });
  });
});

describe('a signed-in person without a company', () => {
  it("is asked for one: the spec's messages, then the logo's upload URL, unsigned, once the upload has finished", async () => {
    let user: Record<string, unknown> = SIGNED_IN_USER;
    stubApi({
      '/api/auth/user': () => json(user),
      '/api/employer/company': (url, init) => {
        const { body } = record(url, init);
        user = { ...SIGNED_IN_USER, company: { ...COMPANY, ...(body as object), logo: '/objects/logos/new.png' } };
        return json(user.company);
      },
      '/api/employer/jobs': (url, init) => {
        record(url, init);
        return json({ items: [], nextCursor: null });
      },
    });
    renderAt('/employer');

    const form = within(await screen.findByRole('form', { name: 'Set up your company' }));
    expect(screen.queryByRole('link', { name: 'Employer' })).not.toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Create company profile' }));
    expect(await form.findByText('Company name is required')).toBeInTheDocument();
    expect(form.getByText('Choose a city')).toBeInTheDocument();

    await userEvent.type(form.getByLabelText(/Company name/), 'Thar Sun Energy');
    await userEvent.type(form.getByLabelText('Website'), 'tharsun.pk');
    await userEvent.selectOptions(form.getByLabelText(/City/), 'karachi');
    await userEvent.click(form.getByRole('button', { name: 'Create company profile' }));
    expect(await form.findByText('Website must be a link starting with http:// or https://')).toBeInTheDocument();
    await userEvent.clear(form.getByLabelText('Website'));
    await userEvent.type(form.getByLabelText('Website'), 'https://tharsun.pk');

    await chooseFile(logo());
    expect(await form.findByText('Uploading... 40%')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Create company profile' })).toBeDisabled();
    // A submit that comes another way (Enter in a field) waits for the upload too.
    fireEvent.submit(screen.getByRole('form', { name: 'Set up your company' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writes()).toEqual([]);
    finishPut();

    await screen.findByText('Company profile created');
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/employer/company',
        body: { name: 'Thar Sun Energy', logo: SENT_LOGO, website: 'https://tharsun.pk', city: 'karachi', about: null },
      },
    ]);
    // The save checks the logo: no separate check, which only the operator may ask for.
    expect(uploads.confirmUpload).not.toHaveBeenCalled();
    // Now an employer: the company, the (empty) jobs, and the navbar's link.
    expect(await screen.findByRole('heading', { name: 'Thar Sun Energy' })).toBeInTheDocument();
    expect(await screen.findByText('No jobs posted yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Employer' })[0]).toHaveAttribute('href', '/employer');
  });

  it("is asked for one when the API answers 'not an employer', whatever the page thought", async () => {
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/employer/jobs': () => refused(403, API_MESSAGES.notEmployer),
    });
    renderAt('/employer');

    expect(await screen.findByRole('form', { name: 'Edit your company' })).toBeInTheDocument();
    expect(screen.queryByText('Your jobs')).not.toBeInTheDocument();
  });

  it("is sent from a job's pages to the employer's home, which asks for the company", async () => {
    stubApi({ '/api/auth/user': SIGNED_IN_USER });
    const { location } = renderAt('/ur/employer/jobs/new');

    expect(await screen.findByRole('form', { name: 'اپنی کمپنی کا پروفائل بنائیں' })).toBeInTheDocument();
    expect(location()?.pathname).toBe('/ur/employer');
  });
});

describe("an employer's jobs", () => {
  const JOBS = [
    anEmployerJob({ id: 'j-pending', title: 'Solar Technician' }),
    anEmployerJob({ id: 'j-approved', title: 'Site Engineer', status: 'approved', applicationCount: 3 }),
    anEmployerJob({
      id: 'j-rejected',
      title: 'Sales Lead',
      status: 'rejected',
      rejectionReason: 'Say what the salary is.',
    }),
    anEmployerJob({
      id: 'j-closed',
      title: 'Accountant',
      status: 'approved',
      closedAt: '2026-11-21T00:00:00Z',
      applicationDeadline: '2026-11-20',
      applicationCount: 1,
    }),
  ];

  const rowOf = (title: string) =>
    within(screen.getAllByTestId('employer-job').find((row) => within(row).queryByText(title)) as HTMLElement);

  it('shows each with its status, the reason of a rejection, its applications and when it was posted', async () => {
    stubApi({ '/api/auth/user': EMPLOYER, '/api/employer/jobs': { items: JOBS, nextCursor: null } });
    renderAt('/employer');

    await screen.findByText('Solar Technician');
    expect(screen.getByRole('heading', { name: 'Thar Sun Energy' })).toBeInTheDocument();
    const states = screen.getAllByTestId('employer-job').map((row) => row.dataset.state);
    expect(states).toEqual(['pending', 'approved', 'rejected', 'closed']);
    expect(rowOf('Solar Technician').getByText('Pending review')).toBeInTheDocument();
    expect(rowOf('Site Engineer').getByText('Approved')).toBeInTheDocument();
    expect(rowOf('Sales Lead').getByText('Rejected')).toBeInTheDocument();
    expect(rowOf('Sales Lead').getByText('Reason: Say what the salary is.')).toBeInTheDocument();
    expect(rowOf('Accountant').getByText('Closed')).toBeInTheDocument();
    // Each phrase is kept whole (no line break inside it), the two read as one line.
    expect(rowOf('Site Engineer').getByText('Posted 20 Nov 2026').style.whiteSpace).toBe('nowrap');
    expect(rowOf('Site Engineer').getByText('3 applications').parentElement?.textContent).toBe(
      'Posted 20 Nov 2026 · 3 applications',
    );
    expect(rowOf('Accountant').getByText('1 application')).toBeInTheDocument();
    // Delete only where no one applied; Close only where still open.
    expect(rowOf('Solar Technician').getByRole('button', { name: 'Delete Solar Technician' })).toBeInTheDocument();
    expect(rowOf('Site Engineer').queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(rowOf('Accountant').queryByRole('button', { name: /Close/ })).not.toBeInTheDocument();
    expect(rowOf('Site Engineer').getByRole('link', { name: 'Applicants for Site Engineer' })).toHaveAttribute(
      'href',
      '/employer/jobs/j-approved/applicants',
    );
    expect(rowOf('Site Engineer').getByRole('link', { name: 'Edit Site Engineer' })).toHaveAttribute(
      'href',
      '/employer/jobs/j-approved/edit',
    );
  });

  it("pages with 'Load more', and says when a page fails, with 'Try again'", async () => {
    let calls = 0;
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/employer/jobs': (url) => {
        calls++;
        if (calls === 1) return refused(500, API_MESSAGES.internal);
        return url.searchParams.get('cursor') === 'next'
          ? json({ items: [JOBS[1]], nextCursor: null })
          : json({ items: [JOBS[0]], nextCursor: 'next' });
      },
    });
    renderAt('/employer');

    expect(await screen.findByText('We could not load your jobs.')).toBeInTheDocument();
    expect(screen.getByText(API_MESSAGES.internal)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Solar Technician');
    await userEvent.click(screen.getByRole('button', { name: 'Load more jobs' }));
    expect(await screen.findByText('Site Engineer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more jobs' })).not.toBeInTheDocument();
  });

  it('closes a job after asking, and deletes one after asking; a refusal is said in the toast', async () => {
    let list = JOBS.slice(0, 2);
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/employer/jobs': () => json({ items: list, nextCursor: null }),
      '/api/employer/jobs/j-approved/close': (url, init) => {
        record(url, init);
        list = list.map((job) => (job.id === 'j-approved' ? { ...job, closedAt: '2026-11-22T00:00:00Z' } : job));
        return json(list[1]);
      },
      '/api/employer/jobs/j-pending': (url, init) => {
        record(url, init);
        return refused(409, API_MESSAGES.jobHasApplications);
      },
    });
    renderAt('/employer');

    await userEvent.click(await screen.findByRole('button', { name: 'Close Site Engineer' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Close this job?' }));
    expect(ask.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(ask.getByRole('button', { name: 'Close job' }));
    expect(await screen.findByText('Job closed')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('Site Engineer').getByText('Closed')).toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Delete Solar Technician' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this job?' })).getByRole('button', {
        name: 'Delete job',
      }),
    );
    expect(await screen.findByText(API_MESSAGES.jobHasApplications)).toBeInTheDocument();
    expect(writes()).toEqual([
      { method: 'POST', path: '/api/employer/jobs/j-approved/close', body: null },
      { method: 'DELETE', path: '/api/employer/jobs/j-pending', body: null },
    ]);
  });
});

describe('posting and editing a job', () => {
  it("answers the admin form's messages, posts the employer's fields only, and shows it waiting for review", async () => {
    let list: unknown[] = [];
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/employer/jobs': (url, init) => {
        if (init?.method !== 'POST') return json({ items: list, nextCursor: null });
        const { body } = record(url, init);
        const job = anEmployerJob({ ...(body as object), id: 'j-new' });
        list = [job];
        return json(job, 201);
      },
    });
    const { location } = renderAt('/employer/jobs/new');

    const form = within(await screen.findByRole('form', { name: 'Post a job' }));
    expect(form.getByText('The site reviews every job before it appears on Modern Jobs.')).toBeInTheDocument();
    expect(form.queryByLabelText(/Company/)).not.toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Submit for review' }));
    for (const message of [
      'Job title is required',
      'Location is required',
      'Job type is required',
      'Job description is required',
    ])
      expect(await form.findByText(message)).toBeInTheDocument();

    await userEvent.type(form.getByLabelText(/Job Title/), 'Solar Technician');
    await userEvent.type(form.getByLabelText(/Location/), 'Karachi, Pakistan');
    await userEvent.selectOptions(form.getByLabelText(/Job Type/), 'contract');
    await userEvent.type(form.getByLabelText('Minimum Salary (PKR)'), '120,000');
    await userEvent.type(form.getByLabelText('Skills'), 'Solar PV, Wiring');
    await userEvent.type(form.getByLabelText(/Description/), 'Install rooftop solar systems.');
    await userEvent.click(form.getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByText('Job submitted')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/employer/jobs',
        body: {
          title: 'Solar Technician',
          location: 'Karachi, Pakistan',
          jobType: 'contract',
          description: 'Install rooftop solar systems.',
          salaryMin: 120000,
          salaryMax: null,
          skills: ['Solar PV', 'Wiring'],
          requirements: null,
          benefits: null,
          applicationDeadline: null,
          workplace: null,
        },
      },
    ]);
    await waitFor(() => expect(location()?.pathname).toBe('/employer'));
    expect(await screen.findByText('Pending review')).toBeInTheDocument();
  });

  it('says why a post is refused (the pending limit) above the buttons, and stays', async () => {
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/employer/jobs': () => refused(409, API_MESSAGES.pendingJobsFull),
    });
    const { location } = renderAt('/employer/jobs/new');
    const form = within(await screen.findByRole('form', { name: 'Post a job' }));
    await userEvent.type(form.getByLabelText(/Job Title/), 'Driver');
    await userEvent.type(form.getByLabelText(/Location/), 'Lahore');
    await userEvent.selectOptions(form.getByLabelText(/Job Type/), 'full-time');
    await userEvent.type(form.getByLabelText(/Description/), 'Drive.');
    await userEvent.click(form.getByRole('button', { name: 'Submit for review' }));

    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent('We could not save this job.');
    expect(alert).toHaveTextContent(API_MESSAGES.pendingJobsFull);
    expect(location()?.pathname).toBe('/employer/jobs/new');
  });

  it('loads an approved job, says before saving that it goes back to review, and saves it', async () => {
    const job = anEmployerJob({ id: 'j-approved', title: 'Site Engineer', status: 'approved', skills: ['AutoCAD'] });
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/employer/jobs': { items: [job], nextCursor: null },
      '/api/employer/jobs/j-approved': (url, init) => {
        const { body } = record(url, init);
        return json({ ...job, ...(body as object), status: 'pending' });
      },
    });
    renderAt('/employer');
    await userEvent.click(await screen.findByRole('link', { name: 'Edit Site Engineer' }));

    const form = within(await screen.findByRole('form', { name: 'Edit job' }));
    expect(form.getByLabelText(/Job Title/)).toHaveValue('Site Engineer');
    expect(form.getByLabelText('Skills')).toHaveValue('AutoCAD');
    expect(
      form.getByText(
        'Saving your changes sends this job back for review: it leaves the job lists until it is approved again.',
      ),
    ).toBeInTheDocument();
    await userEvent.clear(form.getByLabelText(/Job Title/));
    await userEvent.type(form.getByLabelText(/Job Title/), 'Senior Site Engineer');
    await userEvent.click(form.getByRole('button', { name: 'Save and send for review' }));

    expect(await screen.findByText('Job updated')).toBeInTheDocument();
    expect(writes()).toMatchObject([
      {
        method: 'PUT',
        path: '/api/employer/jobs/j-approved',
        body: { title: 'Senior Site Engineer', skills: ['AutoCAD'] },
      },
    ]);
  });

  it("opens a rejected job to edit straight from its address, with the operator's reason", async () => {
    const job = anEmployerJob({ id: 'j-1', title: 'Welder', status: 'rejected', rejectionReason: 'Add the salary.' });
    stubApi({ '/api/auth/user': EMPLOYER, '/api/employer/jobs/j-1': job });
    renderAt('/employer/jobs/j-1/edit');

    const form = within(await screen.findByRole('form', { name: 'Edit job' }));
    expect(form.getByLabelText(/Job Title/)).toHaveValue('Welder');
    expect(form.getByText('Reason: Add the salary.')).toBeInTheDocument();
    expect(form.getByText('Saving your changes sends this job back for review.')).toBeInTheDocument();
  });

  it("says 'not found' for a job that is not the employer's", async () => {
    stubApi({ '/api/auth/user': EMPLOYER });
    renderAt('/employer/jobs/someone-elses/edit');

    expect(await screen.findByText('Job Not Found')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

describe("a job's applicants", () => {
  const APPLICANTS = [
    {
      id: 'a1',
      jobId: 'j-approved',
      fullName: 'Ayesha Khan',
      email: 'ayesha@example.pk',
      contactNumber: '+923001112233',
      whatsappNumber: '+92 300 1112233',
      status: 'submitted',
      appliedAt: '2026-11-21T09:00:00Z',
    },
  ];

  it('lists them with their contacts and WhatsApp, changes a status, and opens a CV', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/employer/jobs/j-approved': anEmployerJob({ id: 'j-approved', title: 'Site Engineer', status: 'approved' }),
      '/api/employer/jobs/j-approved/applications': { items: APPLICANTS, nextCursor: null },
      '/api/employer/applications/a1': (url, init) => {
        const { body } = record(url, init);
        return json({ ...APPLICANTS[0], ...(body as object) });
      },
      '/api/employer/applications/a1/cv': { url: 'http://localhost/_s3/bucket/uploads/cv?sig=1' },
    });
    renderAt('/employer/jobs/j-approved/applicants');

    const row = within(await screen.findByTestId('applicant'));
    expect(screen.getByRole('heading', { name: 'Applicants' })).toBeInTheDocument();
    expect(await screen.findByText('Site Engineer')).toBeInTheDocument();
    expect(row.getByText('Ayesha Khan')).toBeInTheDocument();
    expect(row.getByText('Applied 21 Nov 2026')).toBeInTheDocument();
    expect(row.getByRole('link', { name: '+923001112233' })).toHaveAttribute('href', 'tel:+923001112233');
    expect(row.getByRole('link', { name: 'ayesha@example.pk' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:ayesha@example\.pk/),
    );
    const whatsapp = row.getByRole('link', { name: 'WhatsApp Ayesha Khan' });
    expect(whatsapp).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/923001112233\?text=/));
    expect(whatsapp).toHaveAttribute('target', '_blank');

    await userEvent.selectOptions(row.getByLabelText('Status of Ayesha Khan'), 'shortlisted');
    expect(await screen.findByText('Ayesha Khan: Shortlisted')).toBeInTheDocument();
    expect(row.getByLabelText('Status of Ayesha Khan')).toHaveValue('shortlisted');
    expect(writes()).toEqual([
      { method: 'PATCH', path: '/api/employer/applications/a1', body: { status: 'shortlisted' } },
    ]);

    await userEvent.click(row.getByRole('button', { name: 'Open CV of Ayesha Khan' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'http://localhost/_s3/bucket/uploads/cv?sig=1',
        '_blank',
        'noopener,noreferrer',
      ),
    );
  });

  it('says when there are none yet, and when a job is not found', async () => {
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/employer/jobs/j-1/applications': { items: [], nextCursor: null },
    });
    renderAt('/employer/jobs/j-1/applicants');
    expect(await screen.findByText('No applicants yet')).toBeInTheDocument();
  });
});
