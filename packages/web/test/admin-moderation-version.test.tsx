import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aJob, renderAt, stubApi } from './render.tsx';

// Issue 28, item 1: the operator approves or rejects the version of a job they read. The Moderation
// tab sends the version it shows (If-Match: the job's updatedAt); a job changed since is refused
// (412), and the tab shows the new version and says it changed, and what.

const READ = '2026-11-20T06:00:00.000Z';
const EDITED = '2026-11-21T09:30:00.000Z';
const SESSION = { '/api/admin/session': { authenticated: true }, '/api/admin/jobs': [] };

function pending(id: string, title: string, overrides: Record<string, unknown> = {}) {
  return {
    job: { ...aJob({ id, title, status: 'pending', createdAt: READ, ...overrides }), updatedAt: READ },
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
type Item = ReturnType<typeof pending>;

/**
 * The API as it decides: on the version sent in If-Match only. `queue` is what the queue answers now;
 * a decision on another version than the stored one (`stored`, by id) is refused with 412.
 */
function moderationApi(queue: Item[]) {
  const decisions: Array<{ path: string; ifMatch: string | null; body: unknown }> = [];
  const decide = (url: URL, init?: RequestInit) => {
    const ifMatch = new Headers(init?.headers).get('If-Match');
    decisions.push({ path: url.pathname, ifMatch, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const id = url.pathname.split('/')[4];
    const index = queue.findIndex((item) => item.job.id === id);
    const item = queue[index];
    if (!item) return Response.json({ message: 'Job not found' }, { status: 404 });
    if (ifMatch !== `"${item.job.updatedAt}"`)
      return Response.json(
        { message: 'This job was changed by someone else. Reload it and try again.' },
        { status: 412 },
      );
    queue.splice(index, 1);
    return Response.json({ ...item.job, status: url.pathname.endsWith('/approve') ? 'approved' : 'rejected' });
  };
  const api = stubApi({
    ...SESSION,
    '/api/admin/moderation': () => Response.json({ items: queue, nextCursor: null }),
    ...Object.fromEntries(
      queue.flatMap((item) => [
        [`/api/admin/jobs/${item.job.id}/approve`, decide],
        [`/api/admin/jobs/${item.job.id}/reject`, decide],
      ]),
    ),
  });
  return { api, decisions };
}

async function openModeration() {
  renderAt('/admin');
  await userEvent.click(await screen.findByRole('tab', { name: 'Moderation' }));
}
const row = (title: string) =>
  screen.getAllByTestId('moderation-row').find((r) => r.textContent?.includes(title)) as HTMLElement;

/** The employer edits the job behind the operator's back: same place in the queue, a new version. */
const edit = (queue: Item[], id: string, changes: Record<string, unknown>) => {
  const index = queue.findIndex((item) => item.job.id === id);
  const item = queue[index] as Item;
  queue[index] = { ...item, job: { ...item.job, ...changes, updatedAt: EDITED } };
};

describe('moderation decides on the version shown', () => {
  it('sends the version it displayed as If-Match, approving and rejecting', async () => {
    const { decisions } = moderationApi([pending('j1', 'Machine Operator'), pending('j2', 'Store Keeper')]);
    await openModeration();

    await userEvent.click(await screen.findByRole('button', { name: 'Approve Machine Operator' }));
    expect(await screen.findByText('Job approved')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reject Store Keeper' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Add the salary range.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject job' }));
    expect(await screen.findByText('Job rejected')).toBeInTheDocument();

    expect(decisions.map(({ path, ifMatch }) => [path, ifMatch])).toEqual([
      ['/api/admin/jobs/j1/approve', `"${READ}"`],
      ['/api/admin/jobs/j2/reject', `"${READ}"`],
    ]);
  });

  it('on 412 shows the new version, says the job changed and what, and approves that version next', async () => {
    const queue = [pending('j1', 'Machine Operator', { description: 'Run the looms, day shift.' })];
    const { decisions } = moderationApi(queue);
    await openModeration();
    await screen.findByText('Machine Operator');
    edit(queue, 'j1', { description: 'Run the looms, night shift, unpaid overtime.', salaryMax: 20_000 });

    await userEvent.click(screen.getByRole('button', { name: 'Approve Machine Operator' }));

    const notice = await within(row('Machine Operator')).findByRole('alert');
    expect(notice).toHaveTextContent('This job changed after you read it');
    expect(notice).toHaveTextContent('Changed: Salary, Description.');
    expect(within(row('Machine Operator')).getByText('Run the looms, night shift, unpaid overtime.')).toBeVisible();
    expect(screen.queryByText('Job approved')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Approve Machine Operator' }));
    expect(await screen.findByText('Job approved')).toBeInTheDocument();
    expect(decisions.map((d) => d.ifMatch)).toEqual([`"${READ}"`, `"${EDITED}"`]);
  });

  it('closes the Reject dialog on 412 and shows the new version to read first', async () => {
    const queue = [pending('j1', 'Machine Operator')];
    const { decisions } = moderationApi(queue);
    await openModeration();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Machine Operator' }));
    const dialog = await screen.findByRole('dialog');
    edit(queue, 'j1', { title: 'Machine Operator (Night)' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Say the salary.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject job' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const notice = await within(row('Machine Operator (Night)')).findByRole('alert');
    expect(notice).toHaveTextContent('Changed: Title.');
    expect(decisions).toHaveLength(1);
    expect(screen.queryByText('Job rejected')).not.toBeInTheDocument();
  });

  it('flags a version that another decision’s refresh swapped in while it was on screen', async () => {
    const queue = [pending('j1', 'Machine Operator'), pending('j2', 'Store Keeper')];
    moderationApi(queue);
    await openModeration();
    await screen.findByText('Store Keeper');
    edit(queue, 'j2', { requirements: 'Forklift licence.' });

    await userEvent.click(screen.getByRole('button', { name: 'Approve Machine Operator' }));
    expect(await screen.findByText('Job approved')).toBeInTheDocument();

    const notice = await within(row('Store Keeper')).findByRole('alert');
    expect(notice).toHaveTextContent('Changed: Requirements.');
    expect(within(row('Store Keeper')).getByText('Forklift licence.')).toBeVisible();
  });
});
