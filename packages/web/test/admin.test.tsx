import { SETTING_KEYS, VALIDATION_ENGLISH, WALLET_DEFAULTS } from '@modern-jobs/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aJob, renderAt, setting, stubApi } from './render.tsx';

const SESSION = { '/api/admin/session': { authenticated: true } };

function jobsApi(jobs: unknown[] = [], onWrite?: (method: string, path: string, body: unknown) => Response) {
  const writes: Array<{ method: string; path: string; body: unknown }> = [];
  stubApi({
    ...SESSION,
    '/api/admin/jobs': jobs,
    '/api/jobs': (url, init) => {
      const body = JSON.parse(String(init?.body ?? 'null'));
      writes.push({ method: init?.method ?? 'GET', path: url.pathname, body });
      return (
        onWrite?.(init?.method ?? 'GET', url.pathname, body) ??
        new Response(JSON.stringify({ id: 'new', ...body }), { status: 201 })
      );
    },
    '/api/jobs/seed-01': (url, init) => {
      const body = JSON.parse(String(init?.body ?? 'null'));
      writes.push({ method: init?.method ?? 'GET', path: url.pathname, body });
      return new Response(JSON.stringify({ ...aJob(), ...body }), { status: 200 });
    },
  });
  return writes;
}

const form = () => within(screen.getByRole('form', { name: /Post New Job|Edit Job/ }));

describe('admin login', () => {
  it('shows the card, and a wrong password toasts and goes home after 500 ms', async () => {
    stubApi({ '/api/admin/login': () => new Response('{"message":"Invalid credentials"}', { status: 401 }) });
    const { location } = renderAt('/admin');

    await userEvent.type(await screen.findByPlaceholderText('03999999999'), '03001234567');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login to Admin Panel' }));

    expect(await screen.findByText('Invalid credentials. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(location()?.pathname).toBe('/'), { timeout: 5000 });
  });

  it('says plainly when the account is locked, and stays', async () => {
    stubApi({
      '/api/admin/login': () =>
        new Response('{"message":"Too many"}', { status: 429, headers: { 'retry-after': '30' } }),
    });
    const { location } = renderAt('/admin');

    await userEvent.type(await screen.findByPlaceholderText('03999999999'), '03001234567');
    await userEvent.type(screen.getByLabelText(/^Password/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Login to Admin Panel' }));

    expect(await screen.findByText(/Sign-in from this browser is paused for 30 seconds\./)).toBeInTheDocument();
    expect(location()?.pathname).toBe('/admin');
  });

  it('requires both fields', async () => {
    stubApi({});
    renderAt('/admin');

    await userEvent.click(await screen.findByRole('button', { name: 'Login to Admin Panel' }));

    expect(await screen.findByText('Mobile number is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });
});

describe('admin job form', () => {
  it("answers the spec's message for each required field", async () => {
    jobsApi();
    renderAt('/admin');

    await userEvent.click(await screen.findByRole('button', { name: 'Create Job' }));

    for (const message of [
      'Job title is required',
      'Company name is required',
      'Location is required',
      'Job type is required',
      'Job description is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('sends skills as a list and salaries as integers or null, then empties the form', async () => {
    const writes = jobsApi();
    renderAt('/admin');
    await screen.findByRole('button', { name: 'Create Job' });

    await userEvent.type(form().getByLabelText(/Job Title/), 'Accountant');
    await userEvent.type(form().getByLabelText(/Company/), 'Chenab Foods');
    await userEvent.type(form().getByLabelText(/Location/), 'Faisalabad, Pakistan');
    await userEvent.selectOptions(form().getByLabelText(/Job Type/), 'full-time');
    await userEvent.type(form().getByLabelText('Minimum Salary (PKR)'), '90,000');
    await userEvent.type(form().getByLabelText('Skills'), 'Excel, , QuickBooks ,');
    await userEvent.type(form().getByLabelText(/Description/), 'Keep the books.');
    await userEvent.click(form().getByRole('button', { name: 'Create Job' }));

    expect(await screen.findByText('Job Created')).toBeInTheDocument();
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: '/api/jobs',
      body: {
        title: 'Accountant',
        salaryMin: 90000,
        salaryMax: null,
        skills: ['Excel', 'QuickBooks'],
        applicationDeadline: null,
      },
    });
    await waitFor(() => expect(form().getByLabelText(/Job Title/)).toHaveValue(''));
  });

  it('loads a row to edit, updates it, and Cancel Edit returns to create mode', async () => {
    const writes = jobsApi([aJob({ applicationDeadline: '2026-12-31T00:00:00.000Z' })]);
    renderAt('/admin');

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Senior React Developer' }));

    expect(screen.getByRole('heading', { name: 'Edit Job' })).toBeInTheDocument();
    expect(form().getByLabelText('Skills')).toHaveValue('React, TypeScript, Node.js, GraphQL, AWS');
    expect(form().getByLabelText('Application Deadline')).toHaveValue('2026-12-31');
    await userEvent.clear(form().getByLabelText('Maximum Salary (PKR)'));
    await userEvent.click(form().getByRole('button', { name: 'Update Job' }));
    expect(await screen.findByText('Job Updated')).toBeInTheDocument();
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      path: '/api/jobs/seed-01',
      body: { salaryMax: null, salaryMin: 350000 },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Senior React Developer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Edit' }));
    expect(screen.getByRole('heading', { name: 'Post New Job' })).toBeInTheDocument();
    expect(form().getByLabelText(/Job Title/)).toHaveValue('');
  });

  it("shows the server's message when saving fails", async () => {
    jobsApi([], () => new Response('{"message":"Minimum salary cannot be more than maximum salary"}', { status: 400 }));
    renderAt('/admin');
    await screen.findByRole('button', { name: 'Create Job' });
    await userEvent.type(form().getByLabelText(/Job Title/), 'A');
    await userEvent.type(form().getByLabelText(/Company/), 'B');
    await userEvent.type(form().getByLabelText(/Location/), 'C');
    await userEvent.selectOptions(form().getByLabelText(/Job Type/), 'contract');
    await userEvent.type(form().getByLabelText(/Description/), 'D');

    await userEvent.click(form().getByRole('button', { name: 'Create Job' }));

    expect(await screen.findByText('Minimum salary cannot be more than maximum salary')).toBeInTheDocument();
  });

  it('sends the version it edits; when someone else saved first it says so and reloads on request', async () => {
    const versions: Array<string | null> = [];
    let stored: Record<string, unknown> = aJob({ updatedAt: '2026-11-21T10:00:00.000Z' });
    stubApi({
      ...SESSION,
      '/api/admin/jobs': [stored],
      '/api/jobs/seed-01': (_url, init) => {
        if (init?.method !== 'PUT') return new Response(JSON.stringify(stored));
        versions.push(new Headers(init.headers).get('if-match'));
        if (versions.length === 1) {
          // Another admin's save lands first.
          stored = { ...stored, title: 'Lead React Developer', updatedAt: '2026-11-21T10:05:00.000Z' };
          return new Response('{"message":"This job was changed by someone else. Reload it and try again."}', {
            status: 412,
          });
        }
        return new Response(JSON.stringify({ ...stored, ...JSON.parse(String(init.body)) }));
      },
    });
    renderAt('/admin');

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Senior React Developer' }));
    await userEvent.click(form().getByRole('button', { name: 'Update Job' }));

    const alert = await form().findByRole('alert');
    expect(alert).toHaveTextContent('This job was changed by someone else. Reload it and try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload job' }));
    await waitFor(() => expect(form().getByLabelText(/Job Title/)).toHaveValue('Lead React Developer'));
    expect(form().queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(form().getByRole('button', { name: 'Update Job' }));
    expect(await screen.findByText('Job Updated')).toBeInTheDocument();
    expect(versions).toEqual(['"2026-11-21T10:00:00.000Z"', '"2026-11-21T10:05:00.000Z"']);
  });

  it('shows 3 skeleton rows, then the empty state', async () => {
    let release: () => void = () => undefined;
    stubApi({
      ...SESSION,
      '/api/admin/jobs': () => new Promise<Response>((resolve) => (release = () => resolve(new Response('[]')))),
    });
    renderAt('/admin');

    expect(await screen.findAllByTestId('job-row-skeleton')).toHaveLength(3);
    release();
    expect(await screen.findByText('No Jobs Posted')).toBeInTheDocument();
    expect(screen.getByText('Create your first job posting using the form.')).toBeInTheDocument();
  });

  it('deletes a job only after confirming', async () => {
    let deleted = 0;
    stubApi({
      ...SESSION,
      '/api/admin/jobs': [aJob({ updatedAt: 'version-1' })],
      '/api/jobs/seed-01': () => {
        deleted++;
        return new Response('{"success":true}');
      },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const sent = vi.spyOn(globalThis, 'fetch');
    renderAt('/admin');

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Senior React Developer' }));
    expect(deleted).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Senior React Developer' }));

    expect(await screen.findByText('Job Deleted')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this job?');
    expect(deleted).toBe(1);
    const call = sent.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(new Headers(call?.[1]?.headers).get('if-match')).toBe('"version-1"');
  });
});

describe('site settings forms', () => {
  async function openSettings(answers: Record<string, unknown> = {}) {
    const saved: Record<string, unknown> = {};
    stubApi({
      ...SESSION,
      '/api/admin/jobs': [],
      ...answers,
      ...Object.fromEntries(
        SETTING_KEYS.map((key) => [
          `/api/settings/${key}`,
          (_url: URL, init?: RequestInit) => {
            if (init?.method === 'PUT') {
              saved[key] = JSON.parse(JSON.parse(String(init.body)).value);
              return answers[`PUT ${key}`] instanceof Response
                ? (answers[`PUT ${key}`] as Response)
                : new Response('{}');
            }
            return new Response(JSON.stringify(setting(key)));
          },
        ]),
      ),
    });
    renderAt('/admin');
    await userEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
    return saved;
  }
  const settingsForm = (name: string) => within(screen.getByRole('form', { name }));

  it("answers each form's messages", async () => {
    await openSettings();
    const clearAndSubmit = async (name: string, labels: string[]) => {
      const f = settingsForm(name);
      await waitFor(() => expect(f.getByLabelText(labels[0] ?? '')).not.toHaveValue(''));
      for (const label of labels) await userEvent.clear(f.getByLabelText(label));
      await userEvent.click(f.getByRole('button', { name: /^Update/ }));
      return f;
    };

    let f = await clearAndSubmit('Highlight Button', ['Button Text', 'Button Link']);
    expect(await f.findByText('Button text is required')).toBeInTheDocument();
    expect(f.getByText('Valid URL is required')).toBeInTheDocument();
    f = await clearAndSubmit('Sign In Button', ['Sign-in Link']);
    expect(await f.findByText('Link is required')).toBeInTheDocument();
    f = await clearAndSubmit('Win Free 3600 Pop-up Modal', ['First Line', 'Second Line', 'Download Link']);
    for (const message of ['First line is required', 'Second line is required', 'Download link is required'])
      expect(await f.findByText(message)).toBeInTheDocument();
    f = await clearAndSubmit('Contact Information', ['WhatsApp Number', 'Email', 'Phone Number']);
    for (const message of ['WhatsApp number is required', 'Valid email is required', 'Phone number is required'])
      expect(await f.findByText(message)).toBeInTheDocument();
  });

  it("loads the current value, saves JSON text and says 'Updated'", async () => {
    const saved = await openSettings();
    const f = settingsForm('Promotional Button');
    await waitFor(() => expect(f.getByLabelText('Button Text')).toHaveValue('Special Offer'));

    await userEvent.clear(f.getByLabelText('Button Text'));
    await userEvent.type(f.getByLabelText('Button Text'), 'Eid Sale');
    await userEvent.click(f.getByLabelText('Visible'));
    await userEvent.click(f.getByRole('button', { name: 'Update Promotional Button' }));

    expect(await screen.findByText('Promotional Button has been updated successfully.')).toBeInTheDocument();
    expect(saved.promotional_button).toEqual({ text: 'Eid Sale', link: '#', visible: false });
  });

  it("edits the wallet's limits and prices in rupees, saves them as paisa, and refuses a preset outside them", async () => {
    const saved = await openSettings();
    const f = settingsForm('Wallet Limits and Boost Prices');
    await waitFor(() => expect(f.getByLabelText('Add Funds presets (PKR)')).toHaveValue('500.00, 1000.00, 5000.00'));
    expect(f.getByLabelText('7-day boost price (PKR)')).toHaveValue('500.00');

    await userEvent.clear(f.getByLabelText('Add Funds presets (PKR)'));
    await userEvent.type(f.getByLabelText('Add Funds presets (PKR)'), '50, 1000');
    await userEvent.click(f.getByRole('button', { name: 'Update Wallet Limits and Boost Prices' }));
    expect(await f.findByText(VALIDATION_ENGLISH.wallet.presetOutside)).toBeInTheDocument();

    await userEvent.clear(f.getByLabelText('Add Funds presets (PKR)'));
    await userEvent.type(f.getByLabelText('Add Funds presets (PKR)'), '250,1000.50, 1,500');
    await userEvent.clear(f.getByLabelText('7-day boost price (PKR)'));
    await userEvent.type(f.getByLabelText('7-day boost price (PKR)'), '650.5.0');
    await userEvent.click(f.getByRole('button', { name: 'Update Wallet Limits and Boost Prices' }));
    expect(await f.findByText(VALIDATION_ENGLISH.wallet.amount)).toBeInTheDocument();

    await userEvent.clear(f.getByLabelText('7-day boost price (PKR)'));
    await userEvent.type(f.getByLabelText('7-day boost price (PKR)'), '650.50');
    await userEvent.click(f.getByRole('button', { name: 'Update Wallet Limits and Boost Prices' }));
    expect(
      await screen.findByText('Wallet Limits and Boost Prices has been updated successfully.'),
    ).toBeInTheDocument();
    expect(saved.wallet).toEqual({
      ...WALLET_DEFAULTS,
      presetsPaisa: [250_00, 1_000_50, 1_500_00],
      boost7Paisa: 650_50,
    });
  });

  it('sends the version it loaded; when someone else saved first it says so and reloads on request', async () => {
    let stored = setting('sign_in_button', { text: 'Sign In', link: '#' });
    const versions: Array<string | null> = [];
    stubApi({
      ...SESSION,
      '/api/admin/jobs': [],
      ...Object.fromEntries(SETTING_KEYS.map((key) => [`/api/settings/${key}`, setting(key)])),
      '/api/settings/sign_in_button': (_url, init) => {
        if (init?.method !== 'PUT') return new Response(JSON.stringify(stored));
        versions.push(new Headers(init.headers).get('if-match'));
        stored = { ...setting('sign_in_button', { text: 'Log In', link: '#' }), updatedAt: '2026-11-22T00:00:00Z' };
        return new Response('{"message":"This setting was changed by someone else. Reload it and try again."}', {
          status: 412,
        });
      },
    });
    renderAt('/admin');
    await userEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
    const f = settingsForm('Sign In Button');
    await waitFor(() => expect(f.getByLabelText('Button Text')).toHaveValue('Sign In'));

    await userEvent.click(f.getByRole('button', { name: 'Update Sign In Button' }));
    const alert = await f.findByRole('alert');
    expect(alert).toHaveTextContent('This setting was changed by someone else.');
    expect(versions).toEqual(['"2026-11-21T00:00:00Z"']);
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload Sign In Button' }));

    await waitFor(() => expect(f.getByLabelText('Button Text')).toHaveValue('Log In'));
    expect(f.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a form locked, without the defaults, while its value cannot be read, and offers Try again', async () => {
    let reads = 0;
    const writes: string[] = [];
    stubApi({
      ...SESSION,
      '/api/admin/jobs': [],
      ...Object.fromEntries(SETTING_KEYS.map((key) => [`/api/settings/${key}`, setting(key)])),
      '/api/settings/promotional_button': (_url, init) => {
        if (init?.method === 'PUT') {
          writes.push(String(init.body));
          return new Response('{}');
        }
        return ++reads === 1
          ? new Response('{"message":"Internal server error"}', {
              status: 500,
              headers: { 'X-Correlation-Id': 'Req0ab12xyz' },
            })
          : new Response(JSON.stringify(setting('promotional_button', { text: 'Eid Sale', link: '#', visible: true })));
      },
    });
    renderAt('/admin');
    await userEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
    const f = settingsForm('Promotional Button');

    const alert = await f.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load Promotional Button.');
    expect(alert).toHaveTextContent('Reference: Req0ab12');
    expect(f.getByLabelText('Button Text')).toBeDisabled();
    expect(f.getByRole('button', { name: 'Update Promotional Button' })).toBeDisabled();
    expect(f.getByLabelText('Button Text')).not.toHaveValue('Special Offer');

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(f.getByLabelText('Button Text')).toHaveValue('Eid Sale'));
    expect(f.getByLabelText('Button Text')).toBeEnabled();
    expect(f.queryByRole('alert')).not.toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it("falls back to the spec's failure text when the server says nothing useful", async () => {
    await openSettings({ 'PUT contact_info': new Response('', { status: 502 }) });
    const f = settingsForm('Contact Information');
    await waitFor(() => expect(f.getByLabelText('Email')).not.toHaveValue(''));

    await userEvent.click(f.getByRole('button', { name: 'Update Contact Information' }));

    expect(await screen.findByText('Failed to update contact information.')).toBeInTheDocument();
  });
});

describe('admin tabs', () => {
  it('has the spec’s six tabs, jobs first, Moderation and Reports beside it, then Activity, and the wallet placeholder', async () => {
    stubApi({ ...SESSION, '/api/admin/jobs': [], '/api/admin/users': { items: [], nextCursor: null } });
    renderAt('/admin');

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Jobs',
      'Moderation',
      'Reports',
      'Applications',
      'Users',
      'Wallet',
      'CV bank',
      'Settings',
      'Deployment',
      'Activity',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByText('User Management')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Wallet' }));
    expect(await screen.findByText('Payment Management')).toBeInTheDocument();
  });
});

describe('admin lists that failed to load', () => {
  it('the job list says what failed with its reference, and loads again on Try again', async () => {
    let jobReads = 0;
    stubApi({
      ...SESSION,
      '/api/admin/jobs': () =>
        ++jobReads === 1
          ? new Response('{"message":"Internal server error"}', {
              status: 500,
              headers: { 'X-Correlation-Id': 'JobsRef1-zzz' },
            })
          : new Response(JSON.stringify([aJob()])),
    });
    renderAt('/admin');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load jobs.');
    expect(alert).toHaveTextContent('Reference: JobsRef1');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('job-row')).toHaveTextContent('Senior React Developer');
  });
});

describe('the operator’s lists never stop short', () => {
  it('reaches every job past the first hundred, page by page with Load more', async () => {
    const jobs = Array.from({ length: 130 }, (_, i) => aJob({ id: `job-${i}`, title: `Job number ${i}` }));
    stubApi({
      ...SESSION,
      '/api/admin/jobs': (url) => {
        const from = Number(url.searchParams.get('cursor') ?? 0);
        const limit = Number(url.searchParams.get('limit') ?? 100);
        const next = from + limit < jobs.length ? String(from + limit) : null;
        return new Response(JSON.stringify(jobs.slice(from, from + limit)), {
          headers: next ? { 'x-next-cursor': next } : {},
        });
      },
    });
    renderAt('/admin');

    await screen.findByText('Job number 0');
    while (screen.queryByRole('button', { name: 'Load more jobs' }))
      await userEvent.click(screen.getByRole('button', { name: 'Load more jobs' }));
    expect(await screen.findByText('Job number 129')).toBeInTheDocument();
    expect(screen.getAllByTestId('job-row')).toHaveLength(130);
  });
});

describe('the operator finds a job', () => {
  it('by words of its title and by its status, asked of the server once typing pauses', async () => {
    const asked: string[] = [];
    const jobs = [aJob({ id: 'a', title: 'Staff Nurse' }), aJob({ id: 'b', title: 'Driver', status: 'pending' })];
    stubApi({
      ...SESSION,
      '/api/admin/jobs': (url) => {
        asked.push(url.search);
        const q = url.searchParams.get('q')?.toLowerCase();
        const status = url.searchParams.get('status');
        return Response.json(
          jobs.filter((j) => (!q || j.title.toLowerCase().includes(q)) && (!status || j.status === status)),
        );
      },
    });
    renderAt('/admin');
    await screen.findByText('Staff Nurse');

    await userEvent.type(screen.getByLabelText('Search jobs'), 'nurse');
    await waitFor(() => expect(screen.queryByText('Driver')).not.toBeInTheDocument());
    expect(screen.getByText('Staff Nurse')).toBeInTheDocument();
    // One request for the five letters, not five.
    expect(asked.filter((search) => search.includes('q='))).toEqual(['?limit=50&q=nurse']);

    await userEvent.clear(screen.getByLabelText('Search jobs'));
    await userEvent.selectOptions(screen.getByLabelText('Filter by status'), 'pending');
    expect(await screen.findByText('Driver')).toBeInTheDocument();
    expect(screen.queryByText('Staff Nurse')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search jobs'), 'astronaut');
    expect(await screen.findByText('No jobs match')).toBeInTheDocument();
  });
});

describe('activity', () => {
  it('opens a job’s history from its row, one click, with who did what and each change', async () => {
    const api = stubApi({
      ...SESSION,
      '/api/admin/jobs': [aJob({ id: 'job-7', title: 'Welder' })],
      '/api/admin/activity': () =>
        new Response(
          JSON.stringify([
            {
              id: 'r1',
              at: '2026-11-24T01:00:00.000Z',
              actor: 'admin:03001234567',
              action: 'job.updated',
              item: { type: 'job', id: 'job-7', label: 'Welder' },
              ip: '203.0.113.9',
              changes: [{ field: 'salaryMin', before: '80000', after: '90000' }],
            },
          ]),
        ),
    });
    renderAt('/admin');

    await userEvent.click(await screen.findByRole('button', { name: 'History of Welder' }));

    const row = await screen.findByTestId('activity-row');
    expect(row).toHaveTextContent('Edited a job');
    expect(row).toHaveTextContent('by admin:03001234567 from 203.0.113.9');
    expect(row).toHaveTextContent('salaryMin: 80000 → 90000');
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    const asked = api.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    expect(asked.find((url) => url.pathname === '/api/admin/activity')?.searchParams.get('item')).toBe('job:job-7');
  });
});

describe('application counts', () => {
  it('shows the API’s exact counts per status, and the new ones after a status change', async () => {
    let counts = { submitted: 120, reviewed: 4, shortlisted: 2, rejected: 9 };
    const application = {
      id: 'a1',
      jobId: 'seed-01',
      jobTitle: 'Senior React Developer',
      userId: 'u1',
      fullName: 'Ayesha Khan',
      contactNumber: '+923001112233',
      whatsappNumber: '+923001112233',
      email: 'a@example.pk',
      status: 'submitted',
      appliedAt: '2026-11-20T10:00:00Z',
    };
    stubApi({
      ...SESSION,
      '/api/admin/jobs': [],
      '/api/admin/applications': [application],
      '/api/admin/applications/counts': () => new Response(JSON.stringify(counts)),
      '/api/admin/applications/a1': () => {
        counts = { ...counts, submitted: 119, shortlisted: 3 };
        return new Response(JSON.stringify({ ...application, status: 'shortlisted' }));
      },
    });
    renderAt('/admin');
    await userEvent.click(await screen.findByRole('tab', { name: 'Applications' }));

    const byStatus = await screen.findByLabelText('Applications by status');
    expect(byStatus).toHaveTextContent('Submitted: 120');
    expect(byStatus).toHaveTextContent('Rejected: 9');
    await userEvent.selectOptions(await screen.findByLabelText('Change status'), 'shortlisted');
    await waitFor(() => expect(screen.getByLabelText('Applications by status')).toHaveTextContent('Shortlisted: 3'));
    expect(screen.getByLabelText('Applications by status')).toHaveTextContent('Submitted: 119');
  });
});

describe('application filters', () => {
  it('asks the API for the days applied the operator picks', async () => {
    const api = stubApi({ ...SESSION, '/api/admin/jobs': [], '/api/admin/applications': [] });
    renderAt('/admin');
    await userEvent.click(await screen.findByRole('tab', { name: 'Applications' }));

    await userEvent.type(await screen.findByLabelText('Applied from'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('Applied until'), '2026-11-20');

    await waitFor(() => {
      const asked = api.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/admin/applications');
      expect(asked.at(-1)?.searchParams.get('from')).toBe('2026-11-01');
      expect(asked.at(-1)?.searchParams.get('to')).toBe('2026-11-20');
    });
  });
});
