import { codedMessage, SETTING_DEFAULTS, type SettingKey } from '@modern-jobs/domain';
import { act, render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { expect, vi } from 'vitest';
import { createQueryClient } from '../src/api/query-client.ts';
import { AppRoutes } from '../src/app/AppRoutes.tsx';
import { Providers } from '../src/app/Providers.tsx';
import { I18nProvider } from '../src/i18n/I18nProvider.tsx';

/** Where the app under test is now. */
const where: { current?: Location } = {};

function LocationProbe() {
  where.current = useLocation();
  return null;
}

/**
 * Renders the app at a path, with the real providers and routes; `location()` tells where it is now.
 * `client` is the query client the app starts with (main.tsx seeds one from a server-rendered page).
 */
export function renderAt(path: string, client = createQueryClient()) {
  const view = render(
    <Providers client={client}>
      <MemoryRouter initialEntries={[path]}>
        <I18nProvider>
          <AppRoutes />
        </I18nProvider>
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );
  return { ...view, location: () => where.current };
}

/** Renders a piece of the app at a path (its language comes from the path, as in the app). */
export function renderWithProviders(ui: ReactElement, path = '/') {
  return render(
    <Providers client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <I18nProvider>{ui}</I18nProvider>
      </MemoryRouter>
    </Providers>,
  );
}

type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response>;
type Answer = Handler | Record<string, unknown> | unknown[] | null;

/**
 * Answers fetch calls by path (query strings ignored) like the API: JSON for known paths, a 404
 * with a JSON message for the rest. A function answer sees the URL and request.
 */
export function stubApi(answers: Record<string, Answer>) {
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = answers[url.pathname];
    if (typeof answer === 'function') return answer(url, init ?? undefined);
    if (url.pathname in answers) return new Response(JSON.stringify(answer), { status: 200 });
    return new Response('{"message":"Not Found"}', { status: 404, statusText: 'Not Found' });
  });
  return spy;
}

/** The URLs the app asked the stubbed API for at `path`, in order (query strings included). */
export function askedFor(api: ReturnType<typeof stubApi>, path: string): URL[] {
  return api.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
}

/**
 * Resolves once the app has asked for `path` and had its answer, and React has rendered it: only
 * then does "the widget is absent" mean it chose not to show, and not that its lazy chunk or its
 * data is still on the way (the asking is done by the widget itself, once its chunk has loaded).
 */
export async function answered(api: ReturnType<typeof stubApi>, path: string): Promise<void> {
  const callOf = () =>
    api.mock.calls.findIndex(([input]) => new URL(String(input), 'http://localhost').pathname === path);
  await waitFor(() => expect(callOf()).toBeGreaterThanOrEqual(0));
  await api.mock.results[callOf()]?.value;
  // React Query hands the answer to components on a later task; let it, and React, finish.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** The stored record for a setting, as GET /api/settings/{key} answers it. */
export function setting(key: SettingKey, value: unknown = SETTING_DEFAULTS[key]) {
  return { key, value: typeof value === 'string' ? value : JSON.stringify(value), updatedAt: '2026-11-21T00:00:00Z' };
}

export const SIGNED_IN_USER = {
  id: 'u1',
  firstName: 'Ayesha',
  email: 'a@example.pk',
  walletBalance: '1250.50',
  createdAt: 'x',
  savedJobIds: [] as string[],
  profileViews: 3,
  company: null as Record<string, unknown> | null,
};

/** The readable cookie the API sets beside the session; without it the site does not ask who is signed in. */
export function signIn() {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is the simplest stand-in here.
  document.cookie = 'mj_signed_in=1; path=/';
}

export function signOut() {
  // biome-ignore lint/suspicious/noDocumentCookie: as above.
  document.cookie = 'mj_signed_in=; max-age=0; path=/';
}

export function aJob(overrides: Record<string, unknown> = {}) {
  return {
    id: 'seed-01',
    title: 'Senior React Developer',
    company: 'Indus Soft Labs',
    companyLogo: null,
    location: 'Karachi, Pakistan',
    jobType: 'full-time',
    salaryMin: 350000,
    salaryMax: 550000,
    skills: ['React', 'TypeScript', 'Node.js', 'GraphQL', 'AWS'],
    requirements: '5 years of React.',
    benefits: 'Health cover.',
    applicationDeadline: '2099-12-31',
    isBoosted: false,
    boostExpiry: null,
    status: 'approved',
    createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    description: 'Build the customer web apps.',
    ...overrides,
  };
}

/** The API's refusal of a call, as it answers one: its message, with the message's code (issue 30). */
export const apiRefusal = (status: number, message: string) =>
  new Response(JSON.stringify(codedMessage(message)), { status });
