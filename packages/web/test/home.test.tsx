import { API_MESSAGES } from '@modern-jobs/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { aJob, answered, askedFor, renderAt, setting, signOut, stubApi } from './render.tsx';

const jobsAnswer =
  (jobs: unknown[], headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(jobs), { status: 200, headers: { 'x-total-count': String(jobs.length), ...headers } });

afterEach(signOut);

describe('home', () => {
  it('shows 3 skeleton cards, then the jobs and how many match', async () => {
    // The answer waits until the skeletons have been seen: the hero asks for the same first page
    // before the list's own chunk has loaded.
    let answer: (value?: unknown) => void = () => undefined;
    const held = new Promise((resolve) => {
      answer = resolve;
    });
    const jobs = jobsAnswer([aJob(), aJob({ id: 'seed-02', title: 'Data Analyst' })]);
    stubApi({ '/api/jobs': async () => held.then(() => jobs()) });

    renderAt('/');

    expect(await screen.findAllByTestId('job-skeleton')).toHaveLength(3);
    answer();
    expect(await screen.findByText('2 jobs found')).toBeInTheDocument();
    expect(screen.queryAllByTestId('job-skeleton')).toHaveLength(0);
    expect(screen.getAllByRole('link', { name: /Senior React Developer|Data Analyst/ })).toHaveLength(2);
  });

  it('draws the first three cards in place of the skeletons, then the rest of the page, then offers more', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => aJob({ id: `job-${i}`, title: `Job number ${i}` }));
    stubApi({ '/api/jobs': jobsAnswer(ten, { 'x-total-count': '25', 'x-next-cursor': 'page-2' }) });
    const drawn: number[] = [];
    const observer = new MutationObserver(() => {
      const count = screen.queryAllByRole('link', { name: /Job number/ }).length;
      if (count !== drawn.at(-1)) drawn.push(count);
    });
    observer.observe(document.body, { childList: true, subtree: true });

    renderAt('/');

    expect(await screen.findByRole('button', { name: 'Load more jobs' })).toBeInTheDocument();
    observer.disconnect();
    expect(screen.getAllByRole('link', { name: /Job number/ }).map((card) => card.getAttribute('href'))).toEqual(
      ten.map((job) => `/job/${job.id}`),
    );
    // Never more than the first three, then all ten: nothing in between, no card drawn twice.
    expect(drawn.filter((count) => count > 0)).toEqual([3, 10]);
  });

  it('says why a sign-in was refused, once, and takes the reason out of the address', async () => {
    stubApi({ '/api/jobs': jobsAnswer([]) });

    const { location } = renderAt('/?signin=disabled');

    expect(await screen.findByText(API_MESSAGES.accountDisabled)).toBeInTheDocument();
    expect(location()?.search).toBe('');
  });

  it("shows the spec's empty state when nothing matches", async () => {
    stubApi({ '/api/jobs': jobsAnswer([]) });

    renderAt('/?q=astronaut');

    expect(await screen.findByText('No jobs found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria.')).toBeInTheDocument();
  });

  it('shows an error with a way to try again', async () => {
    let calls = 0;
    stubApi({
      '/api/jobs': () =>
        ++calls === 1 ? new Response('{"message":"Service unavailable"}', { status: 503 }) : jobsAnswer([aJob()])(),
    });

    renderAt('/');

    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
  });

  it('sends the keyword, city and type to the server and keeps them in the URL', async () => {
    const fetch = stubApi({ '/api/jobs': jobsAnswer([aJob()]) });
    const { location } = renderAt('/');
    await screen.findByText('1 job found');

    await userEvent.click(screen.getByRole('button', { name: 'Contract' }));
    await userEvent.type(screen.getByPlaceholderText('Job title or keyword'), 'react');
    await userEvent.selectOptions(screen.getByLabelText('City'), 'lahore');
    await userEvent.click(screen.getByRole('button', { name: 'Search Jobs' }));

    await waitFor(() => expect(location()?.search).toBe('?q=react&city=lahore&type=contract'));
    const last = askedFor(fetch, '/api/jobs').at(-1);
    expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({
      q: 'react',
      city: 'lahore',
      type: 'contract',
      limit: '10',
    });
    expect(screen.getByRole('button', { name: 'Contract' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads the search back from a shared URL', async () => {
    stubApi({ '/api/jobs': jobsAnswer([aJob()]) });

    renderAt('/?q=flutter&city=karachi&type=internship');

    expect(screen.getByPlaceholderText('Job title or keyword')).toHaveValue('flutter');
    expect(screen.getByLabelText('City')).toHaveValue('karachi');
    expect(screen.getByRole('button', { name: 'Internship' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens more filters, which apply at once, go in the URL and reach the server', async () => {
    const fetch = stubApi({ '/api/jobs': jobsAnswer([aJob()]) });
    const { location } = renderAt('/?q=nurse');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'More filters' }));
    await user.selectOptions(await screen.findByLabelText('Minimum salary'), 'PKR 100,000 or more');
    await user.selectOptions(screen.getByLabelText('Where'), 'Abroad');
    await user.selectOptions(screen.getByLabelText('Posted'), 'In the last 7 days');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Highest salary');

    await waitFor(() =>
      expect(location()?.search).toBe('?q=nurse&minSalary=100000&where=abroad&posted=7d&sort=salary'),
    );
    const last = askedFor(fetch, '/api/jobs').at(-1);
    expect(Object.fromEntries(last?.searchParams ?? [])).toMatchObject({
      q: 'nurse',
      minSalary: '100000',
      where: 'abroad',
      posted: '7d',
      sort: 'salary',
    });
    expect(screen.getByRole('button', { name: 'Fewer filters' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Clear these filters' }));
    await waitFor(() => expect(location()?.search).toBe('?q=nurse'));
  });

  it('shows the more filters a shared URL carries, and leaves out values it does not offer', async () => {
    const fetch = stubApi({ '/api/jobs': jobsAnswer([aJob()]) });

    renderAt('/?where=remote&minSalary=lots&sort=fame');

    expect(await screen.findByLabelText('Where')).toHaveValue('remote');
    expect(screen.getByLabelText('Minimum salary')).toHaveValue('');
    expect(screen.getByLabelText('Sort by')).toHaveValue('relevance');
    const jobCalls = () =>
      fetch.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((u) => u.pathname === '/api/jobs');
    await waitFor(() => expect(jobCalls()).not.toHaveLength(0));
    expect(Object.fromEntries(jobCalls().at(-1)?.searchParams ?? [])).toEqual({ where: 'remote', limit: '10' });
  });

  it('suggests titles and skills as a keyword is typed, as a combobox the keyboard can drive', async () => {
    const api = stubApi({
      '/api/jobs': jobsAnswer([aJob()]),
      '/api/jobs/suggestions': (url) =>
        Response.json(
          url.searchParams.get('q') === 'dev'
            ? [
                { text: 'Senior React Developer', kind: 'title' },
                { text: 'DevOps', kind: 'skill' },
              ]
            : [],
        ),
    });
    const { location } = renderAt('/');
    const user = userEvent.setup();
    const keyword = screen.getByRole('combobox', { name: 'Keyword' });

    await user.type(keyword, 'dev');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Senior React Developer', 'DevOps']);
    expect(keyword).toHaveAttribute('aria-expanded', 'true');
    // Typing pauses before asking: one request for the three letters.
    expect(api.mock.calls.filter(([input]) => String(input).includes('/api/jobs/suggestions'))).toHaveLength(1);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(keyword).toHaveAttribute('aria-activedescendant', 'keyword-suggestions-1');
    expect(within(list).getByRole('option', { name: 'DevOps' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(location()?.search).toBe('?q=DevOps'));
    expect(keyword).toHaveValue('DevOps');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(keyword).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the suggestions with Escape, and picks one with a click', async () => {
    stubApi({
      '/api/jobs': jobsAnswer([aJob()]),
      '/api/jobs/suggestions': () => Response.json([{ text: 'Nurse', kind: 'title' }]),
    });
    const { location } = renderAt('/');
    const user = userEvent.setup();
    const keyword = screen.getByRole('combobox', { name: 'Keyword' });

    await user.type(keyword, 'nu');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(keyword, 'r');
    await user.click(await screen.findByRole('option', { name: 'Nurse' }));
    await waitFor(() => expect(location()?.search).toBe('?q=Nurse'));
  });

  it('offers the corrected search in one tap when the server read a misspelt keyword', async () => {
    stubApi({ '/api/jobs': jobsAnswer([aJob()], { 'x-did-you-mean': encodeURIComponent('engineer') }) });
    const { location } = renderAt('/?q=enginer');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Did you mean “engineer”?' }));

    await waitFor(() => expect(location()?.search).toBe('?q=engineer'));
  });

  it("offers 'Load more' while there are more pages, and appends them", async () => {
    stubApi({
      '/api/jobs': (url) =>
        url.searchParams.get('cursor')
          ? jobsAnswer([aJob({ id: 'seed-03', title: 'Welder (6G)' })])()
          : new Response(JSON.stringify([aJob()]), { headers: { 'x-next-cursor': 'page-2', 'x-total-count': '2' } }),
    });
    renderAt('/');

    await userEvent.click(await screen.findByRole('button', { name: 'Load more jobs' }));

    expect(await screen.findByRole('link', { name: /Welder/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Senior React Developer/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more jobs' })).not.toBeInTheDocument();
  });

  it('shows the promotional banner only when the operator has set one and left it visible', async () => {
    stubApi({
      '/api/jobs': jobsAnswer([]),
      '/api/settings/promotional_button': setting('promotional_button', {
        text: 'Eid Sale',
        link: 'https://example.pk/eid',
        visible: true,
      }),
    });
    const { unmount } = renderAt('/');
    const banner = await screen.findByRole('link', { name: 'Eid Sale' });
    expect(banner).toHaveAttribute('target', '_blank');
    unmount();

    const api = stubApi({
      '/api/jobs': jobsAnswer([]),
      '/api/settings/promotional_button': setting('promotional_button', {
        text: 'Eid Sale',
        link: '#',
        visible: false,
      }),
    });
    renderAt('/');
    await answered(api, '/api/settings/promotional_button');
    expect(screen.queryByText('Eid Sale')).not.toBeInTheDocument();
  });

  it('gives the page its description, once', async () => {
    stubApi({ '/api/jobs': jobsAnswer([]) });

    renderAt('/');

    await waitFor(() =>
      expect([...document.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content'))).toEqual([
        'Modern Jobs: find jobs in Pakistan and abroad, with salaries in PKR. Apply with your CV in minutes.',
      ]),
    );
  });

  it('shows the hero texts', async () => {
    stubApi({ '/api/jobs': jobsAnswer([]) });

    renderAt('/');

    const hero = screen.getByRole('region', { name: 'Find Your Dream Career Today' });
    expect(within(hero).getByText('Now Available Worldwide')).toBeInTheDocument();
    expect(within(hero).getByRole('button', { name: 'Browse Jobs' })).toBeInTheDocument();
    // To the employer's pages (through sign-in when signed out), no longer a mail link.
    expect(within(hero).getByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/employer');
  });
});
