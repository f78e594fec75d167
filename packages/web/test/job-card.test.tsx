import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobCard } from '../src/components/job-card/JobCard.tsx';
import { aJob, renderWithProviders } from './render.tsx';

const NOW = new Date('2026-11-21T12:00:00Z');
const card = (overrides: Record<string, unknown> = {}) =>
  renderWithProviders(<JobCard job={aJob({ createdAt: '2026-11-18T11:00:00Z', ...overrides }) as never} now={NOW} />);

describe('JobCard', () => {
  it('links to the job and shows title, company, location, salary and posted time', () => {
    card();
    const link = screen.getByRole('link');

    expect(link).toHaveAttribute('href', '/job/seed-01');
    expect(link).toHaveTextContent('Senior React Developer');
    expect(link).toHaveTextContent('Indus Soft Labs');
    expect(link).toHaveTextContent('Karachi, Pakistan');
    expect(link).toHaveTextContent('PKR 350,000 - 550,000');
    expect(link).toHaveTextContent('3 days ago');
  });

  it('shows at most 3 skills, then "+N more"', () => {
    card();

    expect(screen.getByText('React')).toBeInTheDocument();
    expect(screen.getByText('Node.js')).toBeInTheDocument();
    expect(screen.queryByText('GraphQL')).not.toBeInTheDocument();
    expect(screen.getByText('+2 more')).toBeInTheDocument();
  });

  it('says nothing more when there are 3 skills or fewer', () => {
    card({ skills: ['Excel'] });

    expect(screen.queryByText(/more$/)).not.toBeInTheDocument();
  });

  it.each([
    [{ salaryMin: 45000, salaryMax: null }, 'PKR 45,000+'],
    [{ salaryMin: null, salaryMax: 30000 }, 'Up to PKR 30,000'],
    [{ salaryMin: null, salaryMax: null }, 'Salary not disclosed'],
  ])('writes the salary %o as "%s"', (salary, text) => {
    card(salary);

    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('prefixes a bare logo path with /objects/ and falls back to an icon when it fails to load', () => {
    const { container } = card({ companyLogo: 'logos/demo/indus-soft.png' });
    const img = container.querySelector('img');

    expect(img).toHaveAttribute('src', '/objects/logos/demo/indus-soft.png');
    fireEvent.error(img as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('logo-fallback')).toBeInTheDocument();
  });

  it('shows the fallback icon when there is no logo', () => {
    card({ companyLogo: null });

    expect(screen.getByTestId('logo-fallback')).toBeInTheDocument();
  });

  it('glows and says BOOSTED while the boost is live, and not after it ends', () => {
    const { unmount } = card({ isBoosted: true, boostExpiry: '2026-11-30T00:00:00Z' });
    expect(screen.getByText('BOOSTED')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('data-boosted', 'true');
    unmount();

    card({ isBoosted: true, boostExpiry: '2026-11-20T00:00:00Z' });
    expect(screen.queryByText('BOOSTED')).not.toBeInTheDocument();
    expect(screen.getByRole('link')).not.toHaveAttribute('data-boosted');
  });
});
