import { API_MESSAGES, EN_TALENT, UR_TALENT } from '@modern-jobs/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  filtersFromSearch,
  hasFilters,
  NO_FILTERS,
  searchOfFilters,
} from '../src/pages/employer/candidates/candidate-filters.ts';
import { apiRefusal, renderAt, SIGNED_IN_USER, setting, signIn, signOut, stubApi } from './render.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const COMPANY = {
  name: 'Indus Soft Labs',
  logo: null,
  website: null,
  city: 'karachi',
  about: null,
  verified: { at: '2026-11-20T00:00:00Z' },
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};
const EMPLOYER = { ...SIGNED_IN_USER, walletBalance: '100.00', company: COMPANY };

const CARD = {
  id: 'cand1',
  visibility: 'visible',
  name: 'Sana Malik',
  headline: 'Embroidery supervisor',
  city: 'Lahore',
  yearsOfExperience: 6,
  skills: ['Zardozi'],
  languages: ['Urdu'],
  expectedSalary: 90_000,
  openToAbroad: true,
  workHistory: [],
  education: [],
  activeAt: '2026-11-25T10:00:00Z',
  hasCv: true,
};

describe('a candidate search in the URL', () => {
  it('reads the known filters, drops a choice off its list or a number that is not one, and writes back only what narrows', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('q=+zardozi+&city=lahore&minYears=3&maxExpectedSalary=12a&abroad=yes&activeWithinDays=7&x=1'),
    );
    expect(filters).toEqual({
      ...NO_FILTERS,
      q: 'zardozi',
      city: 'lahore',
      minYears: '3',
      activeWithinDays: '7',
    });
    expect(searchOfFilters(filters).toString()).toBe('q=zardozi&city=lahore&minYears=3&activeWithinDays=7');
    expect(filtersFromSearch(new URLSearchParams('city=quetta&activeWithinDays=5&abroad=true'))).toEqual({
      ...NO_FILTERS,
      abroad: 'true',
    });
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters(filtersFromSearch(searchOfFilters(filters)))).toBe(true);
  });
});

describe('the employer’s candidate search', () => {
  beforeEach(signIn);
  afterEach(() => {
    signOut();
    vi.restoreAllMocks();
  });

  it('asks the API for the URL’s search, shows cards without contacts, and opens one with the search kept', async () => {
    const api = stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/talent/candidates': { candidates: [CARD], total: 1 },
      '/api/talent/candidates/cand1': { candidate: CARD, unlocked: false, contacts: null, request: null },
      '/api/settings/cv_bank': setting('cv_bank'),
    });
    renderAt('/employer/candidates?q=zardozi&city=lahore');
    expect(await screen.findByText('1 candidate found')).toBeInTheDocument();
    const asked = api.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/talent/candidates');
    expect(asked?.searchParams.get('q')).toBe('zardozi');
    expect(asked?.searchParams.get('city')).toBe('lahore');
    expect(screen.getByText('Embroidery supervisor')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'View Sana Malik' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sana Malik' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the search/ })).toHaveAttribute(
      'href',
      '/employer/candidates?q=zardozi&city=lahore',
    );
    expect(screen.getByText('Wallet balance: PKR 100.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlock for PKR 300' })).toBeInTheDocument();
  });

  it('explains a company not yet verified instead of showing an error', async () => {
    stubApi({
      '/api/auth/user': { ...EMPLOYER, company: { ...COMPANY, verified: undefined } },
      '/api/talent/candidates': () => apiRefusal(403, API_MESSAGES.talentNotVerified),
    });
    renderAt('/employer/candidates');
    expect(await screen.findByText(EN_TALENT['talent.notVerified.title'])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your company profile' })).toHaveAttribute('href', '/employer');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says a short wallet plainly, with Add Funds, when an unlock is refused 402', async () => {
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/talent/candidates/cand1': { candidate: CARD, unlocked: false, contacts: null, request: null },
      '/api/settings/cv_bank': setting('cv_bank'),
      '/api/talent/candidates/cand1/unlock': () => apiRefusal(402, API_MESSAGES.insufficientFunds),
    });
    renderAt('/employer/candidates/cand1');
    await userEvent.click(await screen.findByRole('button', { name: 'Unlock for PKR 300' }));
    expect(await screen.findByText(EN_TALENT['talent.unlock.noFunds'])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Funds' })).toBeInTheDocument();
  });

  it('shows an unlocked candidate’s contacts and CV link', async () => {
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/talent/candidates/cand1': {
        candidate: CARD,
        unlocked: true,
        contacts: {
          fullName: 'Sana Malik',
          contactNumber: '+923001112233',
          whatsappNumber: null,
          email: 'sana@example.pk',
          cvLink: 'https://files.example.pk/cv.pdf',
        },
        request: null,
      },
    });
    renderAt('/employer/candidates/cand1');
    expect(await screen.findByRole('link', { name: 'sana@example.pk' })).toHaveAttribute(
      'href',
      'mailto:sana@example.pk',
    );
    expect(screen.getByRole('link', { name: 'Open CV' })).toHaveAttribute('href', 'https://files.example.pk/cv.pdf');
    expect(screen.queryByRole('button', { name: /Unlock/ })).toBeNull();
  });
});

describe('the answer page of a contact request’s e-mail', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers signed out with the link’s request and token, and says when it was answered already (409)', async () => {
    signOut();
    const posted: string[] = [];
    stubApi({
      '/api/talent/request-decisions': (url) => {
        posted.push(url.search);
        return posted.length === 1
          ? json({ request: { id: 'req1', status: 'accepted' } })
          : apiRefusal(409, API_MESSAGES.talentRequestAnswered);
      },
    });
    const view = renderAt('/ur/talent/request?r=req1&t=tok');
    await userEvent.click(await screen.findByRole('button', { name: UR_TALENT['talent.answer.accept'] }));
    expect(await screen.findByText(UR_TALENT['talent.answer.accepted'])).toBeInTheDocument();
    expect(posted).toEqual(['?r=req1&t=tok&decision=accept']);
    view.unmount();

    renderAt('/talent/request?r=req1&t=tok');
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(EN_TALENT['talent.answer.answered'])).toBeInTheDocument();
  });

  it('says a link without its token is not valid, and offers no answer', async () => {
    signOut();
    stubApi({});
    renderAt('/talent/request?r=req1');
    expect(await screen.findByText(EN_TALENT['talent.answer.badLink'])).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });
});

describe('the seeker’s CV bank page', () => {
  beforeEach(signIn);
  afterEach(() => {
    signOut();
    vi.restoreAllMocks();
  });

  it('saves a visibility as chosen, in Urdu, and blocks a company from a line of who looked', async () => {
    const sent: Array<{ method: string; path: string; body: unknown }> = [];
    let status = { visibility: 'off', hiddenByOperator: false, blockedCompanies: [] as unknown[] };
    stubApi({
      '/api/auth/user': SIGNED_IN_USER,
      '/api/talent/me': () => json(status),
      '/api/talent/visibility': (url, init) => {
        const body = JSON.parse(String(init?.body)) as { visibility: string };
        sent.push({ method: init?.method ?? 'GET', path: url.pathname, body });
        status = { ...status, visibility: body.visibility };
        return json(status);
      },
      '/api/talent/activity': {
        events: [
          { kind: 'view', companyId: 'co1', companyName: 'Indus Soft Labs', at: '2026-11-25T10:00:00Z', count: 2 },
        ],
        requests: [],
      },
      '/api/talent/blocks/co1': (url, init) => {
        sent.push({ method: init?.method ?? 'GET', path: url.pathname, body: null });
        status = { ...status, blockedCompanies: [{ id: 'co1', name: 'Indus Soft Labs' }] };
        return json(status);
      },
    });
    renderAt('/ur/talent');
    await userEvent.click(await screen.findByRole('radio', { name: UR_TALENT['talent.visibility.anonymous'] }));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'PUT', path: '/api/talent/visibility', body: { visibility: 'anonymous' } }]),
    );
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: UR_TALENT['talent.visibility.anonymous'] })).toBeChecked(),
    );
    expect(screen.getByText(UR_TALENT['talent.activity.view_other'].replace('{count}', '2'))).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: UR_TALENT['talent.activity.block'].replace('{company}', 'Indus Soft Labs') }),
    );
    await userEvent.click(await screen.findByRole('button', { name: UR_TALENT['talent.blocks.confirm'] }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ method: 'PUT', path: '/api/talent/blocks/co1', body: null }));
    expect(
      await screen.findByRole('button', {
        name: UR_TALENT['talent.blocks.unblockFor'].replace('{company}', 'Indus Soft Labs'),
      }),
    ).toBeInTheDocument();
  });
});
