import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { aJob, answered, renderAt, setting, signOut, stubApi } from './render.tsx';

const jobsAnswer =
  (jobs: unknown[], headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(jobs), { status: 200, headers: { 'x-total-count': String(jobs.length), ...headers } });

afterEach(signOut);

describe('home', () => {
  it('shows 3 skeleton cards, then the jobs and how many match', async () => {
    stubApi({ '/api/jobs': jobsAnswer([aJob(), aJob({ id: 'seed-02', title: 'Data Analyst' })]) });

    renderAt('/');

    expect(await screen.findAllByTestId('job-skeleton')).toHaveLength(3);
    expect(await screen.findByText('2 jobs found')).toBeInTheDocument();
    expect(screen.queryAllByTestId('job-skeleton')).toHaveLength(0);
    expect(screen.getAllByRole('link', { name: /Senior React Developer|Data Analyst/ })).toHaveLength(2);
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
    const last = new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://localhost');
    expect(Object.fromEntries(last.searchParams)).toEqual({
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

  it('shows the hero texts', async () => {
    stubApi({ '/api/jobs': jobsAnswer([]) });

    renderAt('/');

    const hero = screen.getByRole('region', { name: 'Find Your Dream Career Today' });
    expect(within(hero).getByText('Now Available Worldwide')).toBeInTheDocument();
    expect(within(hero).getByRole('button', { name: 'Browse Jobs' })).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Post a Job' })).toBeInTheDocument();
  });
});
