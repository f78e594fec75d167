import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aJob, askedFor, renderAt, SIGNED_IN_USER, signIn, signOut, stubApi } from './render.tsx';

afterEach(() => {
  signOut();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const jobsAnswer =
  (jobs: unknown[], headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(jobs), { status: 200, headers: { 'x-total-count': String(jobs.length), ...headers } });
const noContent = () => new Response(null, { status: 204 });
const toggleOf = async (title: string) => screen.findByRole('button', { name: `Save ${title}` });
const writes = (api: ReturnType<typeof stubApi>) =>
  api.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([input, init]) => `${init?.method} ${new URL(String(input), 'http://localhost').pathname}`);

describe('saving a job', () => {
  it('is a toggle on every card that says its state, saves without opening the job, and forgets', async () => {
    signIn();
    const api = stubApi({
      '/api/auth/user': { ...SIGNED_IN_USER, savedJobIds: ['seed-02'] },
      '/api/jobs': jobsAnswer([aJob(), aJob({ id: 'seed-02', title: 'Data Analyst' })]),
      '/api/saved-jobs/seed-01': noContent,
      '/api/saved-jobs/seed-02': noContent,
      '/api/saved-jobs': [],
    });
    const { location } = renderAt('/');

    const first = await toggleOf('Senior React Developer');
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(await toggleOf('Data Analyst')).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(first);

    await waitFor(() => expect(first).toHaveAttribute('aria-pressed', 'true'));
    expect(location()?.pathname).toBe('/');
    expect(writes(api)).toEqual(['PUT /api/saved-jobs/seed-01']);
    expect(await screen.findByText('Job saved')).toBeInTheDocument();

    await userEvent.click(await toggleOf('Data Analyst'));
    await waitFor(() => expect(writes(api)).toContain('DELETE /api/saved-jobs/seed-02'));
    expect(await toggleOf('Data Analyst')).toHaveAttribute('aria-pressed', 'false');
  });

  it('is reached by keyboard after the card it belongs to', async () => {
    stubApi({ '/api/jobs': jobsAnswer([aJob()]) });
    renderAt('/');
    const toggle = await toggleOf('Senior React Developer');
    const card = screen.getByRole('link', { name: /Senior React Developer/ });

    card.focus();
    await userEvent.tab();

    expect(toggle).toHaveFocus();
  });

  it('puts the toggle back and says why when the API refuses (the most jobs saved)', async () => {
    signIn();
    stubApi({
      '/api/auth/user': SIGNED_IN_USER,
      '/api/jobs': jobsAnswer([aJob()]),
      '/api/saved-jobs/seed-01': () =>
        new Response(
          JSON.stringify({ message: 'You have saved 100 jobs, the most you can keep. Remove one to save another.' }),
          { status: 409 },
        ),
      '/api/saved-jobs': [],
    });
    renderAt('/');

    const toggle = await toggleOf('Senior React Developer');
    await userEvent.click(toggle);

    expect(await screen.findByText(/You have saved 100 jobs/)).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('signed out, goes to sign in, and once back signed in saves the job it was pressed on', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/job/seed-01', search: '' });
    const api = stubApi({ '/api/jobs/seed-01': aJob(), '/api/saved-jobs/seed-01': noContent, '/api/saved-jobs': [] });
    const { unmount } = renderAt('/job/seed-01');

    await userEvent.click(await toggleOf('Senior React Developer'));

    expect(await screen.findByText('Sign in to save jobs')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fjob%2Fseed-01'), {
      timeout: 5000,
    });
    expect(writes(api)).toEqual([]);
    unmount();

    // Back from signing in: the same tab, now with a session.
    signIn();
    const back = stubApi({
      '/api/auth/user': SIGNED_IN_USER,
      '/api/jobs/seed-01': aJob(),
      '/api/saved-jobs/seed-01': noContent,
      '/api/saved-jobs': [],
    });
    renderAt('/job/seed-01');

    await waitFor(() => expect(writes(back)).toEqual(['PUT /api/saved-jobs/seed-01']));
    await waitFor(async () => expect(await toggleOf('Senior React Developer')).toHaveAttribute('aria-pressed', 'true'));
    expect(sessionStorage.length).toBe(0);
  });
});

describe('Saved Jobs on the dashboard', () => {
  const saved = (jobId: string, state: string, title: string) => ({
    jobId,
    state,
    savedAt: '2026-11-20T10:00:00Z',
    job: {
      title,
      company: 'Indus Soft Labs',
      location: 'Karachi',
      companyLogo: null,
      salaryMin: null,
      salaryMax: null,
      applicationDeadline: null,
    },
  });

  it('lists them newest first as answered, marks closed and removed jobs, and forgets one', async () => {
    signIn();
    const api = stubApi({
      '/api/auth/user': { ...SIGNED_IN_USER, savedJobIds: ['j1', 'j2', 'j3'] },
      '/api/applications/user': [],
      '/api/saved-jobs': [
        saved('j3', 'deleted', 'Removed Welder'),
        saved('j2', 'closed', 'Staff Nurse'),
        saved('j1', 'open', 'Data Analyst'),
      ],
      '/api/saved-jobs/j1': noContent,
    });
    renderAt('/dashboard');

    const list = within((await screen.findByText('Data Analyst')).closest('ul') as HTMLElement);
    const rows = list.getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(['deleted', 'closed', 'open']);
    expect(within(rows[0] as HTMLElement).getByText('This job was removed')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText('Closed')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByRole('link', { name: 'Data Analyst' })).toHaveAttribute(
      'href',
      '/job/j1',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove Data Analyst from saved jobs' }));

    await waitFor(() => expect(writes(api)).toEqual(['DELETE /api/saved-jobs/j1']));
    await waitFor(() => expect(askedFor(api, '/api/saved-jobs').length).toBeGreaterThanOrEqual(2));
  });

  it('says so when none are saved', async () => {
    signIn();
    stubApi({ '/api/auth/user': SIGNED_IN_USER, '/api/applications/user': [], '/api/saved-jobs': [] });
    renderAt('/dashboard');

    expect(await screen.findByText('No Saved Jobs Yet')).toBeInTheDocument();
  });
});

describe("the hero's figures", () => {
  it('are the real counts of the first page, rounded down, never the fixed 1000+ and 500+', async () => {
    stubApi({ '/api/jobs': jobsAnswer([aJob()], { 'x-total-count': '37', 'x-company-count': '12' }) });
    renderAt('/');

    const hero = within(await screen.findByRole('region', { name: 'Find Your Dream Career Today' }));
    expect(await hero.findByText('30+')).toBeInTheDocument();
    expect(hero.getByText('10+')).toBeInTheDocument();
    expect(hero.queryByText('1000+')).toBeNull();
    expect(hero.queryByText('500+')).toBeNull();
  });
});
