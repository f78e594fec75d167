import { API_MESSAGES } from '@modern-jobs/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aJob, askedFor, renderAt, SIGNED_IN_USER, signIn, signOut, stubApi } from './render.tsx';

afterEach(() => {
  signOut();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

type Api = ReturnType<typeof stubApi>;

const jobsAnswer = () => () =>
  new Response(JSON.stringify([aJob()]), { status: 200, headers: { 'x-total-count': '1' } });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const noContent = () => new Response(null, { status: 204 });

/** The calls that change something, as "METHOD path?query" with the JSON body they sent. */
const writes = (api: Api) =>
  api.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return {
        call: `${init?.method} ${url.pathname}${url.search}`,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
    });

const anAlert = (overrides: Record<string, unknown> = {}) => ({
  id: 'a1',
  name: 'Drivers in Lahore',
  criteria: { q: 'driver', city: 'lahore' },
  frequency: 'instant',
  paused: false,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

const alertButton = () => screen.findByRole('button', { name: 'Email me jobs like these' });

describe("'Email me jobs like these' on the results", () => {
  it('is offered only for a search that asks something an alert can look for', async () => {
    stubApi({ '/api/jobs': jobsAnswer() });
    // A keyword asks something; once its chunk is here, the button shows with the count or not at all.
    const searched = renderAt('/?q=driver');
    expect(await alertButton()).toBeInTheDocument();
    searched.unmount();

    for (const nothingAsked of ['/', '/?posted=7d&sort=newest']) {
      const { unmount } = renderAt(nothingAsked);
      await screen.findByText('1 job found');
      // How recent and the order are not something a new job can match.
      expect(screen.queryByRole('button', { name: 'Email me jobs like these' }), nothingAsked).toBeNull();
      unmount();
    }
    for (const asked of ['/?city=karachi', '/?type=contract', '/?minSalary=50000', '/?where=remote']) {
      const { unmount } = renderAt(asked);
      await screen.findByText('1 job found');
      expect(screen.getByRole('button', { name: 'Email me jobs like these' }), asked).toBeInTheDocument();
      unmount();
    }
  });

  it('saves the search as an alert with the name, criteria and frequency chosen', async () => {
    signIn();
    const api = stubApi({
      '/api/auth/user': SIGNED_IN_USER,
      '/api/jobs': jobsAnswer(),
      '/api/alerts': () => json(anAlert(), 201),
    });
    renderAt('/?q=react&city=karachi&type=full-time&minSalary=100000&where=pakistan&sort=newest');

    await userEvent.click(await alertButton());

    const dialog = within(await screen.findByRole('dialog', { name: 'Get jobs like these by e-mail' }));
    const looksFor = dialog.getByRole('list', { name: 'What it looks for' });
    expect(
      within(looksFor)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Keyword: react',
      'City: Karachi',
      'Job type: Full Time',
      'Minimum salary: PKR 100,000 or more',
      'Where: In Pakistan',
    ]);
    const name = dialog.getByRole('textbox', { name: /Alert name/ });
    expect(name).toHaveValue('react, Karachi, Full Time, In Pakistan');
    expect(dialog.getByRole('radio', { name: 'Instant' })).toBeChecked();
    expect(dialog.getByText('One e-mail a day at 9:00 (Pakistan time) with the new matching jobs')).toBeInTheDocument();
    expect(dialog.getByText('You can keep up to 10 job alerts.')).toBeInTheDocument();

    await userEvent.clear(name);
    await userEvent.type(name, 'React jobs');
    await userEvent.click(dialog.getByRole('radio', { name: 'Daily digest' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save alert' }));

    await waitFor(() =>
      expect(writes(api)).toEqual([
        {
          call: 'POST /api/alerts',
          body: {
            name: 'React jobs',
            criteria: { q: 'react', city: 'karachi', type: 'full-time', minSalary: 100000, where: 'pakistan' },
            frequency: 'daily',
          },
        },
      ]),
    );
    expect(await screen.findByText('Job alert saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Get jobs like these by e-mail' })).toBeNull());
  });

  it('keeps the form open and says why when the API refuses (the most alerts kept)', async () => {
    signIn();
    stubApi({
      '/api/auth/user': SIGNED_IN_USER,
      '/api/jobs': jobsAnswer(),
      '/api/alerts': () => json({ message: API_MESSAGES.alertsFull }, 409),
    });
    renderAt('/?q=nurse');

    await userEvent.click(await alertButton());
    const dialog = within(await screen.findByRole('dialog', { name: 'Get jobs like these by e-mail' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save alert' }));

    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('We could not save this alert.');
    expect(alert).toHaveTextContent(API_MESSAGES.alertsFull);
    expect(screen.getByRole('dialog', { name: 'Get jobs like these by e-mail' })).toBeInTheDocument();
  });

  it('asks for a name before sending anything', async () => {
    signIn();
    const api = stubApi({ '/api/auth/user': SIGNED_IN_USER, '/api/jobs': jobsAnswer(), '/api/alerts': anAlert() });
    renderAt('/?city=lahore');

    await userEvent.click(await alertButton());
    const dialog = within(await screen.findByRole('dialog'));
    const name = dialog.getByRole('textbox', { name: /Alert name/ });
    expect(name).toHaveValue('Lahore');
    await userEvent.clear(name);
    await userEvent.click(dialog.getByRole('button', { name: 'Save alert' }));

    expect(await dialog.findByText('Give the alert a name')).toBeInTheDocument();
    expect(writes(api)).toEqual([]);
  });

  it('signed out, goes to sign in, and once back on the same search saves the alert asked for', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/', search: '?q=driver&city=lahore' });
    const api = stubApi({ '/api/jobs': jobsAnswer() });
    const { unmount } = renderAt('/?q=driver&city=lahore');

    await userEvent.click(await alertButton());
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/You will be asked to sign in first/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: 'Daily digest' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save alert' }));

    expect(await screen.findByText('Sign in to get job alerts')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2F%3Fq%3Ddriver%26city%3Dlahore'), {
      timeout: 5000,
    });
    expect(writes(api)).toEqual([]);
    unmount();

    // Back from signing in: the same tab and search, now with a session.
    signIn();
    const back = stubApi({
      '/api/auth/user': SIGNED_IN_USER,
      '/api/jobs': jobsAnswer(),
      '/api/alerts': () => json(anAlert(), 201),
    });
    renderAt('/?q=driver&city=lahore');

    await waitFor(() =>
      expect(writes(back)).toEqual([
        {
          call: 'POST /api/alerts',
          body: { name: 'driver, Lahore', criteria: { q: 'driver', city: 'lahore' }, frequency: 'daily' },
        },
      ]),
    );
    expect(await screen.findByText('Job alert saved')).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('Job Alerts on the dashboard', () => {
  type Answers = Parameters<typeof stubApi>[0];
  const dashboard = (alerts: Answers[string], more: Answers = {}) => {
    signIn();
    return stubApi({
      '/api/auth/user': SIGNED_IN_USER,
      '/api/applications/user': [],
      '/api/saved-jobs': [],
      '/api/alerts': alerts,
      ...more,
    });
  };
  const rowOf = async (name: string) =>
    within((await screen.findByText(name, { selector: 'p' })).closest('li') as HTMLElement);

  it('lists each alert with what it looks for, how often, whether it is on, and the cap', async () => {
    dashboard([
      anAlert({
        id: 'a2',
        name: 'Gulf jobs',
        criteria: { type: 'contract', minSalary: 250000, where: 'abroad' },
        frequency: 'daily',
        paused: true,
      }),
      anAlert(),
    ]);
    renderAt('/dashboard');

    const gulf = await rowOf('Gulf jobs');
    expect(screen.getByText('You can keep up to 10 job alerts.')).toBeInTheDocument();
    expect(gulf.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Job type: Contract',
      'Minimum salary: PKR 250,000 or more',
      'Where: Abroad',
    ]);
    expect(gulf.getByRole('combobox', { name: 'How often for Gulf jobs' })).toHaveValue('daily');
    expect(gulf.getByRole('option', { name: 'Daily at 9:00 (Pakistan time)' })).toBeInTheDocument();
    expect(gulf.getByRole('switch', { name: 'E-mails on for Gulf jobs' })).not.toBeChecked();
    expect(gulf.getByText('Paused')).toBeInTheDocument();

    const drivers = await rowOf('Drivers in Lahore');
    expect(drivers.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Keyword: driver',
      'City: Lahore',
    ]);
    expect(drivers.getByRole('combobox', { name: 'How often for Drivers in Lahore' })).toHaveValue('instant');
    expect(drivers.getByRole('switch', { name: 'E-mails on for Drivers in Lahore' })).toBeChecked();
    expect(drivers.queryByText('Paused')).toBeNull();
  });

  it('renames, pauses and changes how often, each with the one change it asks for', async () => {
    let current = anAlert();
    const api = dashboard([current], {
      '/api/alerts/a1': (_url, init) => {
        current = { ...current, ...(JSON.parse(String(init?.body)) as object) };
        return json(current);
      },
    });
    renderAt('/dashboard');

    let row = await rowOf('Drivers in Lahore');
    await userEvent.click(row.getByRole('button', { name: 'Rename Drivers in Lahore' }));
    const field = row.getByRole('textbox', { name: 'Alert name' });
    expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, '  Lahore drivers  ');
    await userEvent.click(row.getByRole('button', { name: 'Save name' }));

    row = await rowOf('Lahore drivers');
    await userEvent.click(row.getByRole('switch', { name: 'E-mails on for Lahore drivers' }));
    await waitFor(() => expect(row.getByRole('switch', { name: 'E-mails on for Lahore drivers' })).not.toBeChecked());
    expect(row.getByText('Paused')).toBeInTheDocument();
    expect(await screen.findByText('Alert paused')).toBeInTheDocument();

    await userEvent.selectOptions(row.getByRole('combobox', { name: 'How often for Lahore drivers' }), 'daily');
    await waitFor(() =>
      expect(row.getByRole('combobox', { name: 'How often for Lahore drivers' })).toHaveValue('daily'),
    );

    expect(writes(api)).toEqual([
      { call: 'PATCH /api/alerts/a1', body: { name: 'Lahore drivers' } },
      { call: 'PATCH /api/alerts/a1', body: { paused: true } },
      { call: 'PATCH /api/alerts/a1', body: { frequency: 'daily' } },
    ]);
  });

  it('does not send an empty name', async () => {
    const api = dashboard([anAlert()]);
    renderAt('/dashboard');

    const row = await rowOf('Drivers in Lahore');
    await userEvent.click(row.getByRole('button', { name: 'Rename Drivers in Lahore' }));
    await userEvent.clear(row.getByRole('textbox', { name: 'Alert name' }));
    await userEvent.click(row.getByRole('button', { name: 'Save name' }));

    expect(await row.findByText('Give the alert a name')).toBeInTheDocument();
    expect(writes(api)).toEqual([]);
  });

  it('deletes an alert only once confirmed', async () => {
    const api = dashboard([anAlert()], { '/api/alerts/a1': noContent });
    renderAt('/dashboard');

    const row = await rowOf('Drivers in Lahore');
    await userEvent.click(row.getByRole('button', { name: 'Delete Drivers in Lahore' }));
    let confirm = within(await screen.findByRole('dialog', { name: 'Delete this job alert?' }));
    expect(confirm.getByText('You will get no more e-mails for “Drivers in Lahore”.')).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(api)).toEqual([]);

    await userEvent.click(row.getByRole('button', { name: 'Delete Drivers in Lahore' }));
    confirm = within(await screen.findByRole('dialog', { name: 'Delete this job alert?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByText('Drivers in Lahore', { selector: 'p' })).toBeNull());
    expect(writes(api)).toEqual([{ call: 'DELETE /api/alerts/a1', body: undefined }]);
    expect(await screen.findByText('Job alert deleted')).toBeInTheDocument();
  });

  it("says why a change was refused, in the API's words, and leaves the alert as it was", async () => {
    dashboard([anAlert()], {
      '/api/alerts/a1': () => json({ message: API_MESSAGES.alertNotFound }, 404),
    });
    renderAt('/dashboard');

    const row = await rowOf('Drivers in Lahore');
    await userEvent.click(row.getByRole('switch', { name: 'E-mails on for Drivers in Lahore' }));

    expect(await screen.findByText('We could not change this alert.')).toBeInTheDocument();
    expect(screen.getByText(API_MESSAGES.alertNotFound)).toBeInTheDocument();
    await waitFor(() => expect(row.getByRole('switch', { name: 'E-mails on for Drivers in Lahore' })).toBeEnabled());
    expect(row.getByRole('switch', { name: 'E-mails on for Drivers in Lahore' })).toBeChecked();
  });

  it('says so when there are none, and when they could not be loaded', async () => {
    const empty = dashboard([]);
    const { unmount } = renderAt('/dashboard');
    expect(await screen.findByText('No Job Alerts Yet')).toBeInTheDocument();
    expect(askedFor(empty, '/api/alerts')).toHaveLength(1);
    unmount();

    dashboard(null, { '/api/alerts': () => json({ message: API_MESSAGES.internal }, 500) });
    renderAt('/dashboard');
    const failed = await screen.findByText('We could not load your job alerts.');
    expect(failed.closest('[role="alert"]')).toHaveTextContent(API_MESSAGES.internal);
  });
});

describe('the unsubscribe page', () => {
  const TOKEN = 'tok_0123456789abcdefghij';
  const posts = (api: Api) => writes(api).map(({ call }) => call);

  it('changes nothing on opening (mail scanners open links), then stops one alert on a press', async () => {
    const api = stubApi({
      '/api/unsubscribe': () => json({ scope: 'alert', alertName: 'Drivers in Lahore' }),
    });
    renderAt(`/unsubscribe?u=u1&a=a1&t=${TOKEN}`);

    const stopOne = await screen.findByRole('button', { name: 'Unsubscribe from this alert' });
    expect(screen.getByRole('button', { name: 'Stop all e-mail' })).toBeInTheDocument();
    expect(document.title).toBe('Unsubscribe | Modern Jobs');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts(api)).toEqual([]);
    expect(askedFor(api, '/api/unsubscribe')).toEqual([]);

    await userEvent.click(stopOne);

    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('You will get no more e-mails for “Drivers in Lahore”.');
    expect(done).toHaveFocus();
    expect(posts(api)).toEqual([`POST /api/unsubscribe?u=u1&a=a1&t=${TOKEN}`]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe from this alert' })).toBeNull();
  });

  it('stops every e-mail from an alert link, and offers only that on an all-mail link', async () => {
    const api = stubApi({ '/api/unsubscribe': () => json({ scope: 'all' }) });
    const { unmount } = renderAt(`/unsubscribe?u=u1&a=a1&t=${TOKEN}`);

    await userEvent.click(await screen.findByRole('button', { name: 'Stop all e-mail' }));

    expect(await screen.findByRole('status')).toHaveTextContent('You will get no more e-mails from Modern Jobs.');
    expect(posts(api)).toEqual([`POST /api/unsubscribe?u=u1&a=all&t=${TOKEN}`]);
    unmount();

    renderAt(`/unsubscribe?u=u1&a=all&t=${TOKEN}`);
    expect(await screen.findByRole('button', { name: 'Stop all e-mail' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe from this alert' })).toBeNull();
  });

  it("shows the API's answer for a link it refuses, without a pointless 'Try again'", async () => {
    stubApi({ '/api/unsubscribe': () => json({ message: API_MESSAGES.unsubscribeInvalid }, 403) });
    renderAt(`/unsubscribe?u=u1&a=a1&t=${TOKEN}`);

    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe from this alert' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not unsubscribe you.');
    expect(alert).toHaveTextContent(API_MESSAGES.unsubscribeInvalid);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says at once that a link cut short is not valid, and sends nothing', async () => {
    const api = stubApi({});
    renderAt('/unsubscribe?u=u1&a=a1');

    expect(await screen.findByRole('alert')).toHaveTextContent(API_MESSAGES.unsubscribeInvalid);
    expect(screen.queryByRole('button', { name: 'Stop all e-mail' })).toBeNull();
    expect(posts(api)).toEqual([]);
  });

  it('lets the press be tried again when the answer did not arrive', async () => {
    let calls = 0;
    stubApi({
      '/api/unsubscribe': () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json({ scope: 'alert' });
      },
    });
    renderAt(`/unsubscribe?u=u1&a=a1&t=${TOKEN}`);

    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe from this alert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check your connection and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe from this alert' }));

    expect(await screen.findByRole('status')).toHaveTextContent('You will get no more e-mails for this alert.');
  });
});
