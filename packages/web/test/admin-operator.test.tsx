import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aJob, askedFor, renderAt, stubApi } from './render.tsx';

// The operator's Moderation and Users tabs (issue 16), against a stubbed API answering `{ items, nextCursor }`.

const SESSION = { '/api/admin/session': { authenticated: true }, '/api/admin/jobs': [] };

/** A page as the API answers it; `page` the same as a Response, for stubs that answer per request. */
const pageBody = (items: unknown[], nextCursor: string | null = null) => ({ items, nextCursor });
const page = (items: unknown[], nextCursor: string | null = null) => Response.json(pageBody(items, nextCursor));

function pending(id: string, title: string, overrides: Record<string, unknown> = {}) {
  return {
    job: aJob({ id, title, status: 'pending', createdAt: '2026-11-20T06:00:00.000Z', ...overrides }),
    employer: { id: `u-${id}`, firstName: 'Bilal', email: `bilal.${id}@example.pk` },
    company: {
      name: 'Ravi Textiles',
      logo: null,
      website: 'https://ravi.example.pk',
      city: 'lahore',
      about: 'Cotton mills since 1990.',
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    },
  };
}

/** A queue the stub keeps: decisions take jobs out of it, as the API does. */
function moderationApi(queue: ReturnType<typeof pending>[], refuse?: Response) {
  const decisions: Array<{ path: string; body: unknown }> = [];
  const decide = (url: URL, init?: RequestInit) => {
    if (refuse) return refuse;
    decisions.push({ path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const id = url.pathname.split('/')[4];
    const index = queue.findIndex((item) => item.job.id === id);
    const [item] = queue.splice(index, 1);
    return Response.json({ ...item?.job, status: url.pathname.endsWith('/approve') ? 'approved' : 'rejected' });
  };
  const api = stubApi({
    ...SESSION,
    '/api/admin/moderation': () => page(queue),
    ...Object.fromEntries(
      queue.flatMap((item) => [
        [`/api/admin/jobs/${item.job.id}/approve`, decide],
        [`/api/admin/jobs/${item.job.id}/reject`, decide],
      ]),
    ),
  });
  return { api, decisions };
}

async function openTab(name: string, path = '/admin') {
  const view = renderAt(path);
  await userEvent.click(await screen.findByRole('tab', { name }));
  return view;
}

const row = (title: string) => screen.getAllByTestId('moderation-row').find((r) => r.textContent?.includes(title));

describe('moderation', () => {
  it('lists pending jobs with company, employer and date; Details shows what the employer wrote', async () => {
    moderationApi([pending('j1', 'Machine Operator'), pending('j2', 'Store Keeper')]);
    await openTab('Moderation');

    const rows = await screen.findAllByTestId('moderation-row');
    expect(rows.map((r) => within(r).getByText(/Operator|Keeper/).textContent)).toEqual([
      'Machine Operator',
      'Store Keeper',
    ]);
    const first = within(rows[0] as HTMLElement);
    expect(rows[0]).toHaveTextContent('Ravi Textiles');
    expect(rows[0]).toHaveTextContent('Posted by Bilal · bilal.j1@example.pk');
    expect(rows[0]).toHaveTextContent('Posted 20 Nov 2026');
    expect(first.queryByText('Build the customer web apps.')).not.toBeInTheDocument();

    const details = first.getByRole('button', { name: 'Details' });
    await userEvent.click(details);
    expect(first.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    expect(first.getByText('Build the customer web apps.')).toBeInTheDocument();
    expect(first.getByText('Lahore')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'https://ravi.example.pk' })).toHaveAttribute('target', '_blank');
  });

  it('approves a job: the API is told, the job leaves the queue, and the queue empties', async () => {
    const { decisions } = moderationApi([pending('j1', 'Machine Operator')]);
    await openTab('Moderation');

    await userEvent.click(await screen.findByRole('button', { name: 'Approve Machine Operator' }));

    expect(await screen.findByText('Job approved')).toBeInTheDocument();
    expect(decisions).toEqual([{ path: '/api/admin/jobs/j1/approve', body: undefined }]);
    expect(await screen.findByText('Nothing waiting for review')).toBeInTheDocument();
    expect(screen.queryByTestId('moderation-row')).not.toBeInTheDocument();
  });

  it('rejects only with a reason, which it sends; the job leaves the queue', async () => {
    const { decisions } = moderationApi([pending('j1', 'Machine Operator'), pending('j2', 'Store Keeper')]);
    await openTab('Moderation');

    await userEvent.click(await screen.findByRole('button', { name: 'Reject Store Keeper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject “Store Keeper”' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject job' }));
    expect(await within(dialog).findByText('Say why the job is rejected')).toBeInTheDocument();
    expect(decisions).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Add the salary range.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject job' }));

    expect(await screen.findByText('Job rejected')).toBeInTheDocument();
    expect(decisions).toEqual([{ path: '/api/admin/jobs/j2/reject', body: { reason: 'Add the salary range.' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(row('Store Keeper')).toBeUndefined());
    expect(row('Machine Operator')).toBeDefined();
  });

  it("keeps the dialog open with the API's message when the reject is refused", async () => {
    moderationApi(
      [pending('j1', 'Machine Operator')],
      Response.json({ message: 'This job is not waiting for review' }, { status: 409 }),
    );
    await openTab('Moderation');

    await userEvent.click(await screen.findByRole('button', { name: 'Reject Machine Operator' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Duplicate.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject job' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This job is not waiting for review');
  });

  it('says what failed with Try again, and pages with Load more', async () => {
    let reads = 0;
    const api = stubApi({
      ...SESSION,
      '/api/admin/moderation': (url) => {
        reads++;
        if (reads === 1)
          return Response.json(
            { message: 'Internal server error' },
            { status: 500, headers: { 'X-Correlation-Id': 'ModRef12-x' } },
          );
        return url.searchParams.get('cursor') === 'c2'
          ? page([pending('j2', 'Store Keeper')])
          : page([pending('j1', 'Machine Operator')], 'c2');
      },
    });
    await openTab('Moderation');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the jobs waiting for review.');
    expect(alert).toHaveTextContent('Internal server error');
    expect(alert).toHaveTextContent('ModRef12');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Machine Operator');
    await userEvent.click(screen.getByRole('button', { name: 'Load more jobs to review' }));
    expect(await screen.findByText('Store Keeper')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more jobs to review' })).not.toBeInTheDocument();
    expect(askedFor(api, '/api/admin/moderation').map((url) => url.searchParams.get('cursor'))).toEqual([
      null,
      null,
      'c2',
    ]);
  });

  it('works from an Urdu page: /ur/admin opens the English panel, left to right', async () => {
    moderationApi([pending('j1', 'Machine Operator')]);
    const { location } = await openTab('Moderation', '/ur/admin');

    expect(location()?.pathname).toBe('/admin');
    expect(await screen.findByText('Machine Operator')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});

function aUser(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    role: 'seeker',
    firstName: 'Ayesha',
    email: `${id}@example.pk`,
    companyName: null,
    disabled: false,
    createdAt: '2026-10-02T09:00:00.000Z',
    ...overrides,
  };
}

describe('users', () => {
  it('shows name, e-mail, role, company, joined date and Disabled; admins have no Disable', async () => {
    stubApi({
      ...SESSION,
      '/api/admin/users': pageBody([
        aUser('u1'),
        aUser('u2', { role: 'employer', firstName: 'Bilal', companyName: 'Ravi Textiles', disabled: true }),
        aUser('admin-1', { role: 'admin', firstName: '03001234567', email: null }),
      ]),
    });
    await openTab('Users');

    const [seeker, employer, admin] = await screen.findAllByTestId('user-row');
    expect(seeker).toHaveTextContent('Ayesha');
    expect(seeker).toHaveTextContent('u1@example.pk');
    expect(seeker).toHaveTextContent('Seeker');
    expect(seeker).toHaveTextContent('Joined 2 Oct 2026');
    expect(within(seeker as HTMLElement).getByRole('button', { name: 'Disable Ayesha' })).toBeInTheDocument();
    expect(employer).toHaveTextContent('Employer');
    expect(employer).toHaveTextContent('Company: Ravi Textiles');
    expect(within(employer as HTMLElement).getByText('Disabled')).toBeInTheDocument();
    expect(within(employer as HTMLElement).getByRole('button', { name: 'Enable Bilal' })).toBeInTheDocument();
    expect(admin).toHaveTextContent('Admin');
    expect(within(admin as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('searches once typing pauses and filters by role, asking the server', async () => {
    const api = stubApi({
      ...SESSION,
      '/api/admin/users': (url) =>
        page(url.searchParams.get('q') === 'bilal' ? [aUser('u2', { firstName: 'Bilal' })] : [aUser('u1')]),
    });
    await openTab('Users');
    await screen.findByText('Ayesha');

    await userEvent.type(screen.getByLabelText('Search users'), 'bilal');
    expect(await screen.findByText('Bilal')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'employer');

    await waitFor(() => expect(askedFor(api, '/api/admin/users').at(-1)?.searchParams.get('role')).toBe('employer'));
    const searches = askedFor(api, '/api/admin/users').map((url) => url.searchParams.get('q'));
    // One request for the five letters, not five.
    expect(searches.filter((q) => q !== null && q !== 'bilal')).toEqual([]);
    expect(searches.filter((q) => q === 'bilal').length).toBeGreaterThanOrEqual(1);
    expect(askedFor(api, '/api/admin/users').at(-1)?.searchParams.get('q')).toBe('bilal');
  });

  it('says when no one matches, and when loading failed, with Try again', async () => {
    let reads = 0;
    stubApi({
      ...SESSION,
      '/api/admin/users': () =>
        ++reads === 1 ? Response.json({ message: 'Service Unavailable' }, { status: 503 }) : page([]),
    });
    await openTab('Users');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load users.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'admin');
    expect(await screen.findByText('No users match')).toBeInTheDocument();
  });

  it('disables only after the operator confirms, then enables again', async () => {
    let user = aUser('u2', { role: 'employer', firstName: 'Bilal', companyName: 'Ravi Textiles' });
    const writes: string[] = [];
    const flip = (disabled: boolean) => (url: URL) => {
      writes.push(url.pathname);
      user = { ...user, disabled };
      return Response.json(user);
    };
    stubApi({
      ...SESSION,
      '/api/admin/users': () => page([user]),
      '/api/admin/users/u2/disable': flip(true),
      '/api/admin/users/u2/enable': flip(false),
    });
    await openTab('Users');

    await userEvent.click(await screen.findByRole('button', { name: 'Disable Bilal' }));
    let dialog = await screen.findByRole('dialog', { name: 'Disable Bilal?' });
    expect(dialog).toHaveTextContent('This signs them out at once and hides their jobs');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Disable Bilal' }));
    dialog = await screen.findByRole('dialog', { name: 'Disable Bilal?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText('Account disabled')).toBeInTheDocument();
    const row = await screen.findByTestId('user-row');
    await within(row).findByText('Disabled');
    expect(writes).toEqual(['/api/admin/users/u2/disable']);

    await userEvent.click(within(row).getByRole('button', { name: 'Enable Bilal' }));
    expect(await screen.findByText('Account enabled')).toBeInTheDocument();
    await waitFor(() => expect(within(row).queryByText('Disabled')).not.toBeInTheDocument());
    expect(writes).toEqual(['/api/admin/users/u2/disable', '/api/admin/users/u2/enable']);
  });

  it("shows the API's message when disabling is refused", async () => {
    stubApi({
      ...SESSION,
      '/api/admin/users': pageBody([aUser('u9', { firstName: 'Gone' })]),
      '/api/admin/users/u9/disable': () => Response.json({ message: 'User not found' }, { status: 404 }),
    });
    await openTab('Users');

    await userEvent.click(await screen.findByRole('button', { name: 'Disable Gone' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable account' }));

    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });
});
