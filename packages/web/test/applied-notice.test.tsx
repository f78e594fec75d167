import { API_MESSAGES, EMPTY_PROFILE } from '@modern-jobs/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppliedNotice } from '../src/pages/job/AppliedNotice.tsx';
import { apiRefusal, renderWithProviders, signIn, stubApi } from './render.tsx';

const SENT = {
  fields: { fullName: 'Sana Qaleen', contactNumber: '03001234567', whatsappNumber: '', email: '' },
  cvPath: '/objects/uploads/cv-1',
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

afterEach(() => vi.restoreAllMocks());

describe('saving an application as the profile', () => {
  const render = (cvs: () => Response) => {
    signIn();
    stubApi({
      '/api/profile': () => json({ profile: EMPTY_PROFILE, completeness: { percent: 40, missing: [] } }),
      '/api/profile/cvs': cvs,
    });
    renderWithProviders(<AppliedNotice sent={SENT} offerProfile onClose={() => undefined} />);
  };

  it('counts a try again whose CV the first try already kept (409 profileCvTaken) as saved', async () => {
    render(() => apiRefusal(409, API_MESSAGES.profileCvTaken));
    await userEvent.click(screen.getByRole('button', { name: 'Save as my profile' }));
    expect(await screen.findByText('Saved. Your next application takes one tap.')).toBeInTheDocument();
  });

  it('says so when the CV could not be kept, and offers to try again', async () => {
    render(() => apiRefusal(409, API_MESSAGES.profileCvsFull));
    await userEvent.click(screen.getByRole('button', { name: 'Save as my profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(API_MESSAGES.profileCvsFull);
    expect(screen.getByRole('button', { name: 'Save as my profile' })).toBeEnabled();
  });
});
