import {
  API_MESSAGES,
  EN_TALENT_SEARCHES,
  fill,
  type SavedCandidateSearch,
  UR_TALENT_SEARCHES,
} from '@modern-jobs/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRefusal, renderAt, SIGNED_IN_USER, signIn, signOut, stubApi } from './render.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const EMPLOYER = {
  ...SIGNED_IN_USER,
  company: { name: 'Indus Soft Labs', city: 'karachi', verified: { at: '2026-11-20T00:00:00Z' } },
};
const NO_RESULTS = { candidates: [], total: 0 };

const WELDERS: SavedCandidateSearch = {
  id: 's1',
  name: 'Welders in Karachi',
  // As the API answers it: JSON leaves out the filters it does not have.
  criteria: {
    q: 'welder',
    city: 'karachi',
    minYears: 3,
    abroad: true,
    languages: ['urdu'],
    activeWithinDays: 7,
  } as SavedCandidateSearch['criteria'],
  createdAt: '2026-11-25T10:00:00Z',
};

const en = (key: keyof typeof EN_TALENT_SEARCHES, values?: Record<string, string>) =>
  fill(EN_TALENT_SEARCHES[key], values);

/**
 * A company's saved searches as the API keeps them: POST adds (newest first; the stand-in keeps the
 * filters as sent, which the page reads alike), DELETE takes away.
 */
function searchesApi(start: SavedCandidateSearch[]) {
  let searches: Array<Omit<SavedCandidateSearch, 'criteria'> & { criteria: object }> = [...start];
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  const answers = {
    '/api/talent/searches': (url: URL, init?: RequestInit) => {
      if (init?.method !== 'POST') return json({ searches });
      const body = JSON.parse(String(init.body)) as { name: string } & Record<string, string>;
      sent.push({ method: 'POST', path: url.pathname, body });
      const { name, ...criteria } = body;
      const saved = { id: `s${searches.length + 2}`, name, criteria, createdAt: '2026-11-27T10:00:00Z' };
      searches = [saved, ...searches];
      return json(saved, 201);
    },
  };
  const remove = (url: URL, init?: RequestInit) => {
    sent.push({ method: init?.method ?? 'GET', path: url.pathname, body: null });
    searches = searches.filter((search) => url.pathname !== `/api/talent/searches/${search.id}`);
    return new Response(null, { status: 204 });
  };
  return { answers, remove, sent };
}

const savedList = () => screen.findByTestId('saved-searches');

describe('the employer’s saved candidate searches', () => {
  beforeEach(signIn);
  afterEach(() => {
    signOut();
    vi.restoreAllMocks();
  });

  it('saves the page’s search under a name made from it, says it is e-mailed daily at 9:00, and lists it', async () => {
    const searches = searchesApi([]);
    stubApi({ '/api/auth/user': EMPLOYER, '/api/talent/candidates': NO_RESULTS, ...searches.answers });
    renderAt('/employer/candidates?q=zardozi&city=lahore&minYears=2');
    expect(await within(await savedList()).findByText(en('talentSearches.empty'))).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: en('talentSearches.save') }));
    const dialog = await screen.findByRole('dialog', { name: en('talentSearches.saveTitle') });
    expect(within(dialog).getByText('“zardozi”')).toBeInTheDocument();
    expect(within(dialog).getByText(en('talentSearches.daily', { time: '9:00' }))).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: new RegExp(en('talentSearches.name')) });
    expect(name).toHaveValue('zardozi, Lahore');
    await userEvent.clear(name);
    await userEvent.type(name, 'Zardozi in Lahore');
    await userEvent.click(within(dialog).getByRole('button', { name: en('talentSearches.submit') }));

    await waitFor(() =>
      expect(searches.sent).toEqual([
        {
          method: 'POST',
          path: '/api/talent/searches',
          body: { name: 'Zardozi in Lahore', q: 'zardozi', city: 'lahore', minYears: '2' },
        },
      ]),
    );
    expect(
      await screen.findByText(en('talentSearches.savedText', { name: 'Zardozi in Lahore', time: '9:00' })),
    ).toBeInTheDocument();
    const row = await within(await savedList()).findByTestId('saved-search');
    expect(within(row).getByText('Zardozi in Lahore')).toBeInTheDocument();
    expect(within(row).getByTestId('search-summary')).toHaveTextContent('“zardozi” · Lahore · 2+ years');
    // The dialog closes with Mantine's transition (200 ms): gone soon after, not at once.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says a full list (409) and a search of nothing (400) plainly, and keeps the form open', async () => {
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/talent/candidates': NO_RESULTS,
      '/api/talent/searches': (_url, init) =>
        init?.method === 'POST' ? apiRefusal(409, API_MESSAGES.candidateSearchesFull) : json({ searches: [WELDERS] }),
    });
    const view = renderAt('/employer/candidates?q=welder');
    await userEvent.click(await screen.findByRole('button', { name: en('talentSearches.save') }));
    await userEvent.click(await screen.findByRole('button', { name: en('talentSearches.submit') }));
    const failed = await screen.findByTestId('save-search-failed');
    expect(failed).toHaveTextContent(API_MESSAGES.candidateSearchesFull);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    view.unmount();

    vi.restoreAllMocks();
    // Commas only: the page sees a filter, the API sees no language at all.
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/talent/candidates': NO_RESULTS,
      '/api/talent/searches': (_url, init) =>
        init?.method === 'POST' ? apiRefusal(400, API_MESSAGES.candidateSearchEmpty) : json({ searches: [] }),
    });
    renderAt('/ur/employer/candidates?languages=,');
    await userEvent.click(await screen.findByRole('button', { name: UR_TALENT_SEARCHES['talentSearches.save'] }));
    await userEvent.click(await screen.findByRole('button', { name: UR_TALENT_SEARCHES['talentSearches.submit'] }));
    expect(await screen.findByTestId('save-search-failed')).toHaveTextContent(
      UR_TALENT_SEARCHES['api.candidateSearchEmpty'],
    );
  });

  it('does not offer to save a search of nothing, and says why', async () => {
    const api = stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/talent/candidates': NO_RESULTS,
      '/api/talent/searches': { searches: [] },
    });
    renderAt('/employer/candidates');
    await userEvent.click(await screen.findByRole('button', { name: en('talentSearches.save') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(API_MESSAGES.candidateSearchEmpty);
    expect(within(dialog).getByRole('button', { name: en('talentSearches.submit') })).toBeDisabled();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('opens a saved search: its filters in the URL, and the search asked with them', async () => {
    const api = stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/talent/candidates': NO_RESULTS,
      '/api/talent/searches': { searches: [WELDERS] },
    });
    const view = renderAt('/employer/candidates');
    const row = await within(await savedList()).findByTestId('saved-search');
    expect(within(row).getByTestId('search-summary')).toHaveTextContent(
      '“welder” · Karachi · 3+ years · open to jobs abroad · speaks urdu · active in the last 7 days',
    );
    await userEvent.click(
      within(row).getByRole('link', { name: en('talentSearches.openFor', { name: WELDERS.name }) }),
    );
    await waitFor(() =>
      expect(view.location()?.search).toBe(
        '?q=welder&city=karachi&minYears=3&abroad=true&languages=urdu&activeWithinDays=7',
      ),
    );
    expect(screen.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('welder');
    await waitFor(() => {
      const asked = api.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/talent/candidates')
        .at(-1);
      expect(asked?.searchParams.get('activeWithinDays')).toBe('7');
      expect(asked?.searchParams.get('languages')).toBe('urdu');
    });
  });

  it('deletes a saved search after asking, and says one already gone (404) plainly', async () => {
    const searches = searchesApi([WELDERS, { ...WELDERS, id: 's9', name: 'Gone already' }]);
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/talent/candidates': NO_RESULTS,
      ...searches.answers,
      '/api/talent/searches/s1': searches.remove,
      '/api/talent/searches/s9': () => apiRefusal(404, API_MESSAGES.candidateSearchNotFound),
    });
    renderAt('/employer/candidates');
    const list = await savedList();
    await userEvent.click(
      await within(list).findByRole('button', { name: en('talentSearches.deleteFor', { name: WELDERS.name }) }),
    );
    const dialog = await screen.findByRole('dialog', { name: en('talentSearches.deleteTitle') });
    expect(searches.sent).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: en('talentSearches.deleteConfirm') }));
    await waitFor(() =>
      expect(searches.sent).toEqual([{ method: 'DELETE', path: '/api/talent/searches/s1', body: null }]),
    );
    expect(await screen.findByText(en('talentSearches.deleted'))).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByTestId('saved-search')).toHaveLength(1));

    await userEvent.click(
      within(list).getByRole('button', { name: en('talentSearches.deleteFor', { name: 'Gone already' }) }),
    );
    await userEvent.click(await screen.findByRole('button', { name: en('talentSearches.deleteConfirm') }));
    expect(await screen.findByText(en('talentSearches.deleteFailed'))).toBeInTheDocument();
    expect(screen.getByText(API_MESSAGES.candidateSearchNotFound)).toBeInTheDocument();
  });

  it('lists them in Urdu, and shows nothing of them to a company not verified', async () => {
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/talent/candidates': NO_RESULTS,
      '/api/talent/searches': { searches: [WELDERS] },
    });
    const view = renderAt('/ur/employer/candidates');
    const list = await savedList();
    expect(within(list).getByRole('heading', { name: UR_TALENT_SEARCHES['talentSearches.title'] })).toBeInTheDocument();
    const row = await within(list).findByTestId('saved-search');
    expect(
      within(row).getByRole('link', {
        name: fill(UR_TALENT_SEARCHES['talentSearches.openFor'], { name: WELDERS.name }),
      }),
    ).toHaveAttribute(
      'href',
      '/ur/employer/candidates?q=welder&city=karachi&minYears=3&abroad=true&languages=urdu&activeWithinDays=7',
    );
    expect(within(row).getByTestId('search-summary')).toHaveTextContent(
      fill(UR_TALENT_SEARCHES['talentSearches.summary.minYears'], { count: '3' }),
    );
    view.unmount();

    vi.restoreAllMocks();
    stubApi({
      '/api/auth/user': { ...EMPLOYER, company: { ...EMPLOYER.company, verified: undefined } },
      '/api/talent/candidates': () => apiRefusal(403, API_MESSAGES.talentNotVerified),
      '/api/talent/searches': () => apiRefusal(403, API_MESSAGES.talentNotVerified),
    });
    renderAt('/employer/candidates');
    expect(await screen.findByTestId('talent-not-verified')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('saved-searches')).toBeNull());
    expect(screen.queryByRole('button', { name: en('talentSearches.save') })).toBeNull();
  });
});

describe('the unsubscribe page, for a saved search’s link', () => {
  afterEach(() => vi.restoreAllMocks());

  it('words what stopped for a saved search when the API says the link was one, in English and Urdu', async () => {
    signOut();
    stubApi({
      '/api/unsubscribe': () => json({ scope: 'alert', alertName: 'Welders', kind: 'candidate-search' }),
    });
    const view = renderAt('/unsubscribe?u=u1&a=s1&t=tok_0123456789abcdefghij');
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe from this alert' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      en('talentSearches.unsubscribedNamed', { name: 'Welders' }),
    );
    view.unmount();

    vi.restoreAllMocks();
    stubApi({ '/api/unsubscribe': () => json({ scope: 'alert', kind: 'candidate-search' }) });
    renderAt('/ur/unsubscribe?u=u1&a=s1&t=tok_0123456789abcdefghij');
    await userEvent.click(await screen.findByRole('button', { name: 'اس الرٹ کی ای میلز بند کریں' }));
    expect(await screen.findByRole('status')).toHaveTextContent(UR_TALENT_SEARCHES['talentSearches.unsubscribed']);
  });
});
