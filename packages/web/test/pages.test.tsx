import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadingSplash } from '../src/components/loading-splash/LoadingSplash.tsx';
import { renderAt, renderWithProviders, stubApi } from './render.tsx';

const job = {
  id: 'seed-01',
  title: 'Senior React Developer',
  company: 'Indus Soft Labs',
  companyLogo: null,
  location: 'Karachi, Pakistan',
  jobType: 'full-time',
  salaryMin: 350000,
  salaryMax: 550000,
  skills: ['React', 'TypeScript', 'Node.js', 'GraphQL', 'AWS'],
  applicationDeadline: null,
  isBoosted: true,
  boostExpiry: null,
  status: 'approved',
  createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  description: 'Build the customer web apps.',
};

describe('pages', () => {
  it('shows the 404 page with its two texts for an unknown path', () => {
    renderAt('/no/such/page');

    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('shows the splash text while loading', () => {
    renderWithProviders(<LoadingSplash />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading your experience...');
  });

  it('shows 3 skeleton cards, then the jobs from the API', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(stubApi({ '/api/jobs': [job] }));

    renderAt('/');

    expect(screen.getAllByTestId('job-skeleton')).toHaveLength(3);
    const link = await screen.findByRole('link', { name: /Senior React Developer/ });
    expect(link).toHaveAttribute('href', '/job/seed-01');
    expect(link).toHaveTextContent('PKR 350,000 - 550,000');
    expect(link).toHaveTextContent('+2 more');
    expect(link).toHaveTextContent('2 hours ago');
    expect(link).toHaveTextContent('BOOSTED');
  });

  it('shows the empty state when no job matches', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(stubApi({ '/api/jobs': [] }));

    renderAt('/');

    expect(await screen.findByText('No jobs found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria.')).toBeInTheDocument();
  });

  it('shows the job detail, and "Job Not Found" for a missing job', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(stubApi({ '/api/jobs/seed-01': job }));

    const { unmount } = renderAt('/job/seed-01');
    expect(await screen.findByRole('heading', { name: 'Senior React Developer' })).toBeInTheDocument();
    unmount();

    renderAt('/job/missing');
    expect(await screen.findByRole('heading', { name: 'Job Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/');
  });
});
