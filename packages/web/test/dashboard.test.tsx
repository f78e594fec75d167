import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, SIGNED_IN_USER, signIn, signOut, stubApi } from './render.tsx';

afterEach(signOut);

const application = (id: string, title: string, status: string | null) => ({
  id,
  status,
  appliedAt: '2026-11-20T10:00:00Z',
  jobs: { title },
});

describe('My Dashboard', () => {
  it('shows the wallet in PKR, the three stats and the applications with their status colours', async () => {
    signIn();
    stubApi({
      '/api/auth/user': SIGNED_IN_USER,
      '/api/applications/user': [
        application('a1', 'Data Analyst', 'shortlisted'),
        application('a2', 'DevOps Engineer', 'rejected'),
        application('a3', 'Staff Nurse', 'shortlisted'),
        application('a4', 'Welder (6G)', null),
      ],
    });

    renderAt('/dashboard');

    expect(await screen.findByRole('heading', { name: 'My Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('PKR 1,250.50')).toBeInTheDocument();
    // A job seeker is never asked for money: no Add Funds, and the card says so.
    expect(screen.queryByRole('button', { name: 'Add Funds' })).not.toBeInTheDocument();
    expect(screen.getByText(/never asks job seekers for money/)).toBeInTheDocument();
    const stat = (label: string) => screen.getByText(label).parentElement;
    await waitFor(() => expect(stat('Applications Sent')).toHaveTextContent('4'));
    expect(stat('Interview Calls')).toHaveTextContent('2');
    expect(stat('Profile Views')).toHaveTextContent('3');

    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/Shortlisted|Rejected|Pending/).textContent)).toEqual([
      'Shortlisted',
      'Rejected',
      'Shortlisted',
      'Pending',
    ]);
    expect(rows[0]).toHaveTextContent('Applied 20 Nov 2026');
  });

  it("shows 'No Applications Yet' with a way to browse jobs", async () => {
    signIn();
    stubApi({ '/api/auth/user': SIGNED_IN_USER, '/api/applications/user': [] });

    renderAt('/dashboard');

    expect(await screen.findByText('No Applications Yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Browse Jobs' }).some((link) => link.getAttribute('href') === '/')).toBe(
      true,
    );
  });

  it('shows the loading splash, then sends a signed-out visitor to sign in with the spec’s toast', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/dashboard', search: '' });
    stubApi({});

    renderAt('/dashboard');

    expect(await screen.findByText('Loading your experience...')).toBeInTheDocument();
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fdashboard'), { timeout: 5000 });
    vi.unstubAllGlobals();
  });
});
