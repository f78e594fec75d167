import { PAGE_DATA_ID } from '@modern-jobs/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedFromPage } from '../src/api/page-data.ts';
import { createQueryClient } from '../src/api/query-client.ts';
import { aJob, renderAt, signOut, stubApi } from './render.tsx';

afterEach(signOut);

/** A query client as main.tsx makes it on a page the server wrote with `data`. */
function clientSeededWith(data: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ID;
  script.textContent = data;
  document.head.append(script);
  const client = createQueryClient();
  seedFromPage(client, document);
  script.remove();
  return client;
}

describe('job page', () => {
  it('shows a skeleton, then every part of the job and both apply buttons', async () => {
    stubApi({ '/api/jobs/seed-01': aJob({ isBoosted: true }) });

    renderAt('/job/seed-01');

    expect(screen.getByLabelText('Loading job')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior React Developer' })).toBeInTheDocument();
    for (const text of [
      'Indus Soft Labs',
      'BOOSTED',
      'Karachi, Pakistan',
      'Full Time',
      'PKR 350,000 - 550,000',
      'Apply by 31 Dec 2099',
      'Build the customer web apps.',
      'GraphQL',
      '5 years of React.',
      'Health cover.',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Apply for This Position' })).toBeEnabled();
  });

  it('renders at once from the job its server-rendered page came with, without asking the API again', async () => {
    const api = stubApi({ '/api/jobs/seed-01': aJob({ title: 'Asked the API' }) });

    renderAt('/job/seed-01', clientSeededWith(JSON.stringify({ job: aJob() })));

    expect(await screen.findByRole('heading', { level: 1, name: 'Senior React Developer' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading job')).not.toBeInTheDocument();
    expect(api.mock.calls.filter(([input]) => String(input).includes('/api/jobs/seed-01'))).toHaveLength(0);
  });

  it('asks the API when the page’s data cannot be read', async () => {
    stubApi({ '/api/jobs/seed-01': aJob({ title: 'Asked the API' }) });

    renderAt('/job/seed-01', clientSeededWith('{"job": {"id": "seed-01", "tit'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Asked the API' })).toBeInTheDocument();
  });

  it('names the page after the job and carries schema.org JobPosting data', async () => {
    stubApi({ '/api/jobs/seed-01': aJob() });

    renderAt('/job/seed-01');

    await screen.findByRole('heading', { level: 1, name: 'Senior React Developer' });
    expect(document.title).toBe('Senior React Developer at Indus Soft Labs | Modern Jobs');
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(data['@graph'][1]).toMatchObject({
      '@type': 'JobPosting',
      title: 'Senior React Developer',
      employmentType: 'FULL_TIME',
    });
  });

  it('offers a WhatsApp share of the job', async () => {
    stubApi({ '/api/jobs/seed-01': aJob() });

    renderAt('/job/seed-01');

    const share = await screen.findByRole('link', { name: 'Share on WhatsApp' });
    expect(share.getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\?text=Senior%20React%20Developer%20at%20Indus%20Soft%20Labs/,
    );
  });

  it('says applications are closed after the deadline and offers no way to apply', async () => {
    stubApi({ '/api/jobs/seed-01': aJob({ applicationDeadline: '2020-01-31' }) });

    renderAt('/job/seed-01');

    expect(await screen.findByText('The deadline for this job has passed.')).toBeInTheDocument();
    for (const button of screen.getAllByRole('button', { name: 'Applications closed' })) expect(button).toBeDisabled();
  });

  it("shows 'Job Not Found' with a way back", async () => {
    stubApi({});

    renderAt('/job/nope');

    expect(await screen.findByRole('heading', { name: 'Job Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The job you're looking for doesn't exist or has been removed")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/');
  });

  it("says a failed load is a failure, not 'Job Not Found': what happened, the reference, and Try again", async () => {
    let calls = 0;
    stubApi({
      '/api/jobs/seed-01': () =>
        ++calls === 1
          ? new Response('{"message":"Internal server error","correlationId":"Zq1x9Kp2-abc"}', {
              status: 500,
              headers: { 'X-Correlation-Id': 'Zq1x9Kp2-abc' },
            })
          : new Response(JSON.stringify(aJob())),
    });

    renderAt('/job/seed-01');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This job could not be loaded.');
    expect(alert).toHaveTextContent('Reference: Zq1x9Kp2');
    expect(screen.queryByRole('heading', { name: 'Job Not Found' })).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior React Developer' })).toBeInTheDocument();
  });

  it('says so when the network fails, with no reference to give', async () => {
    stubApi({ '/api/jobs/seed-01': () => Promise.reject(new TypeError('Failed to fetch')) });

    renderAt('/job/seed-01');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This job could not be loaded.');
    expect(alert).toHaveTextContent('Check your connection and try again.');
    expect(alert).not.toHaveTextContent('Reference');
  });

  it('asks a signed-out visitor to sign in, then sends them to sign in after 500 ms', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/job/seed-01', search: '' });
    stubApi({ '/api/jobs/seed-01': aJob() });
    renderAt('/job/seed-01');
    const apply = await screen.findByRole('button', { name: 'Apply Now' });
    const clickedAt = performance.now();

    await userEvent.click(apply);

    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to apply for jobs.')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fjob%2Fseed-01'), { timeout: 5000 });
    // A timer never fires early, so this lower bound cannot flake.
    expect(performance.now() - clickedAt).toBeGreaterThanOrEqual(500);
    vi.unstubAllGlobals();
  });
});
