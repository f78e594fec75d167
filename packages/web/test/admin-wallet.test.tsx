import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { askedFor, renderAt, stubApi } from './render.tsx';

// The operator's Wallet tab (Payment Management) against a stubbed API: the books, entries and
// deposits by filter with exact totals and paging, one person's wallet, a refund and an adjustment.

const SESSION = { '/api/admin/session': { authenticated: true }, '/api/admin/jobs': [] };

function entry(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    type: 'deposit',
    amount: '1500.00',
    amountPaisa: 150000,
    balancePaisa: 150000,
    description: 'Added through JazzCash',
    createdAt: '2026-11-20T06:00:00.000Z',
    reference: 'MJ0000000000000001',
    userId: 'emp-1',
    method: 'jazzcash',
    ...overrides,
  };
}

function order(reference: string, overrides: Record<string, unknown> = {}) {
  return {
    reference,
    amountPaisa: 150000,
    currency: 'PKR',
    method: 'jazzcash',
    channel: 'wallet',
    status: 'paid',
    createdAt: '2026-11-20T06:00:00.000Z',
    updatedAt: '2026-11-20T06:01:00.000Z',
    expiresAt: '2026-11-20T06:30:00.000Z',
    userId: 'emp-1',
    ...overrides,
  };
}

const TOTALS = {
  count: 3,
  totalPaisa: 100000,
  byType: { deposit: { count: 2, paisa: 200000 }, boost: { count: 1, paisa: -100000 } },
};

const books = (holds = true) => ({
  ledger: TOTALS,
  balances: { wallets: 2, totalPaisa: holds ? 100000 : 99900 },
  holds,
});

const list = (items: unknown[], next?: string) =>
  Response.json(items, { headers: next ? { 'x-next-cursor': next } : {} });

function walletApi(overrides: Record<string, Parameters<typeof stubApi>[0][string]> = {}) {
  const writes: Array<{ path: string; body: unknown }> = [];
  const write = (answer: (body: Record<string, unknown>) => Response) => (url: URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? 'null'));
    writes.push({ path: url.pathname, body });
    return answer(body);
  };
  const api = stubApi({
    ...SESSION,
    '/api/admin/wallet/reconciliation': books(),
    '/api/admin/wallet/totals': TOTALS,
    '/api/admin/wallet/orders/totals': {
      count: 3,
      totalPaisa: 300_000,
      byStatus: { paid: { count: 2, paisa: 250_000 }, failed: { count: 1, paisa: 50_000 } },
    },
    '/api/admin/wallet/entries': () => list([entry('e1'), entry('e2', { type: 'boost', amountPaisa: -100000 })]),
    '/api/admin/wallet/orders': () =>
      list([order('MJ0000000000000001'), order('MJ0000000000000002', { status: 'failed', userId: 'emp-2' })]),
    '/api/admin/wallet/users/emp-1': { userId: 'emp-1', balancePaisa: 150000, balance: '1500.00' },
    '/api/admin/wallet/users/emp-1/adjustments': write(
      (body) => new Response(JSON.stringify(entry('adj', { type: 'adjustment', ...body })), { status: 201 }),
    ),
    '/api/admin/wallet/orders/MJ0000000000000001/refund': write(
      (body) => new Response(JSON.stringify(entry('ref', { type: 'refund', ...body })), { status: 201 }),
    ),
    ...overrides,
  });
  return { api, writes };
}

async function openWallet() {
  renderAt('/admin');
  await userEvent.click(await screen.findByRole('tab', { name: 'Wallet' }));
  await screen.findByRole('heading', { name: 'Payment Management' });
}

const lastQuery = (api: ReturnType<typeof stubApi>, path: string) => askedFor(api, path).at(-1)?.searchParams;

describe('the wallet tab', () => {
  it('shows the books holding, the entries with their exact totals, and filters both by type and days', async () => {
    const { api } = walletApi();
    await openWallet();

    const books = await screen.findByTestId('reconciliation');
    expect(within(books).getByText('Holds')).toBeInTheDocument();
    expect(books).toHaveAttribute('data-holds', 'true');
    expect(books).toHaveTextContent('Deposits (2)PKR +2,000.00');
    expect(books).toHaveTextContent('Boosts (1)PKR -1,000.00');
    expect(books).toHaveTextContent('Refunds (0)PKR 0.00');
    expect(within(books).getByTestId('ledger-total')).toHaveTextContent('PKR 1,000.00');
    expect(books).toHaveTextContent('Ledger (3 entries)');
    expect(books).toHaveTextContent('Sum of balances (2 wallets)');
    expect(within(books).getByTestId('balances-total')).toHaveTextContent('PKR 1,000.00');

    const rows = await screen.findAllByTestId('wallet-entry-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('PKR +1,500.00');
    expect(rows[1]).toHaveTextContent('PKR -1,000.00');
    const totals = await screen.findByTestId('wallet-totals');
    expect(totals).toHaveTextContent('3 entries, net PKR +1,000.00');
    expect(totals).toHaveTextContent('Deposits: 2 · PKR +2,000.00');

    await userEvent.selectOptions(screen.getByLabelText('Type'), 'refund');
    await userEvent.selectOptions(screen.getByLabelText('Gateway'), 'easypaisa');
    await userEvent.type(screen.getByLabelText('From (Pakistan day)'), '2026-11-01');
    await waitFor(() =>
      expect(lastQuery(api, '/api/admin/wallet/entries')?.toString()).toBe(
        'limit=50&type=refund&method=easypaisa&from=2026-11-01',
      ),
    );
    expect(lastQuery(api, '/api/admin/wallet/totals')?.toString()).toBe('type=refund&method=easypaisa&from=2026-11-01');
  });

  it('says plainly when the books do not hold, and by how much', async () => {
    walletApi({ '/api/admin/wallet/reconciliation': books(false) });
    await openWallet();

    const card = await screen.findByTestId('reconciliation');
    expect(within(card).getByText('Does not hold')).toBeInTheDocument();
    expect(within(card).getByRole('alert')).toHaveTextContent('differ by PKR 1.00');
  });

  it('loads more entries with the cursor the API gave', async () => {
    const { api } = walletApi({
      '/api/admin/wallet/entries': (url) =>
        url.searchParams.get('cursor') === 'c2'
          ? list([entry('e3', { description: 'Third' })])
          : list([entry('e1')], 'c2'),
    });
    await openWallet();

    await screen.findAllByTestId('wallet-entry-row');
    await userEvent.click(screen.getByRole('button', { name: 'Load more entries' }));

    expect(await screen.findByText('Third')).toBeInTheDocument();
    expect(screen.getAllByTestId('wallet-entry-row')).toHaveLength(2);
    expect(lastQuery(api, '/api/admin/wallet/entries')?.get('cursor')).toBe('c2');
    expect(screen.queryByRole('button', { name: 'Load more entries' })).not.toBeInTheDocument();
  });

  it('says when nothing matches, and what failed with Try again', async () => {
    let reads = 0;
    walletApi({
      '/api/admin/wallet/entries': () =>
        ++reads === 1 ? new Response('{"message":"Internal server error"}', { status: 500 }) : list([]),
    });
    await openWallet();

    expect(await screen.findByText('Could not load the entries.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No wallet entries yet')).toBeInTheDocument();
  });

  it('refunds part of a paid deposit to the gateway with a required reason', async () => {
    const { api, writes } = walletApi();
    await openWallet();
    await userEvent.click(screen.getByRole('radio', { name: 'Deposits' }));

    const rows = await screen.findAllByTestId('wallet-order-row');
    expect(rows[0]).toHaveTextContent('Paid');
    expect(rows[0]).toHaveTextContent('PKR 1,500.00');
    // The failed one can go into the wallet instead.
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Credit the wallet MJ0000000000000002' }),
    ).toBeInTheDocument();

    // The filter's exact totals, of every deposit and not the page shown.
    const totals = await screen.findByTestId('deposit-totals');
    expect(totals).toHaveTextContent('3 deposits, in all PKR 3,000.00');
    expect(totals).toHaveTextContent('Paid: 2 · PKR 2,500.00');
    expect(totals).toHaveTextContent('Failed: 1 · PKR 500.00');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'paid');
    await waitFor(() => expect(lastQuery(api, '/api/admin/wallet/orders')?.get('status')).toBe('paid'));
    expect(lastQuery(api, '/api/admin/wallet/orders/totals')?.get('status')).toBe('paid');

    await userEvent.click(screen.getByRole('button', { name: 'Refund MJ0000000000000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund deposit MJ0000000000000001' });
    const amount = within(dialog).getByLabelText(/Amount/);
    expect(amount).toHaveValue('1500.00');
    expect(within(dialog).getByRole('radio', { name: /through the gateway/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /The wallet/ })).toBeDisabled();

    await userEvent.clear(amount);
    await userEvent.type(amount, '1600');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('At most PKR 1,500.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Say why the deposit is refunded')).toBeInTheDocument();
    expect(writes).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '500.50');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Paid twice by mistake');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText('Deposit refunded')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        path: '/api/admin/wallet/orders/MJ0000000000000001/refund',
        body: { amountPaisa: 50050, to: 'gateway', reason: 'Paid twice by mistake' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps the refund dialog open with the API's message when it is refused", async () => {
    walletApi({
      '/api/admin/wallet/orders/MJ0000000000000001/refund': () =>
        new Response('{"message":"This deposit was already refunded"}', { status: 409 }),
    });
    await openWallet();
    await userEvent.click(screen.getByRole('radio', { name: 'Deposits' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Refund MJ0000000000000001' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Asked by the employer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This deposit was already refunded');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("opens a person's wallet from a deposit: their balance and entries, and adjusts it either way", async () => {
    const { api, writes } = walletApi();
    await openWallet();
    await userEvent.click(screen.getByRole('radio', { name: 'Deposits' }));
    await userEvent.click((await screen.findAllByRole('button', { name: 'Open wallet of emp-1' }))[0] as HTMLElement);

    const wallet = await screen.findByTestId('person-wallet');
    expect(within(wallet).getByRole('heading', { name: 'Wallet of emp-1' })).toBeInTheDocument();
    expect(await within(wallet).findByTestId('person-balance')).toHaveTextContent('PKR 1,500.00');
    expect(screen.getByLabelText('Person id')).toHaveValue('emp-1');
    await waitFor(() => expect(lastQuery(api, '/api/admin/wallet/entries')?.get('userId')).toBe('emp-1'));
    expect(lastQuery(api, '/api/admin/wallet/totals')?.get('userId')).toBe('emp-1');

    await userEvent.click(within(wallet).getByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust balance' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Take from the balance' }));
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    expect(await within(dialog).findByText('Say why the balance is adjusted')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Goodwill credit reversed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));

    expect(await screen.findByText('Balance adjusted')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        path: '/api/admin/wallet/users/emp-1/adjustments',
        body: { amountPaisa: -10000, reason: 'Goodwill credit reversed' },
      },
    ]);

    await userEvent.click(within(wallet).getByRole('button', { name: 'Close wallet' }));
    await waitFor(() => expect(screen.queryByTestId('person-wallet')).not.toBeInTheDocument());
  });

  it('shows a refused adjustment (below zero) in its dialog, and refuses a person id the API would not take', async () => {
    walletApi({
      '/api/admin/wallet/users/emp-1/adjustments': () =>
        new Response('{"message":"Not enough funds in the wallet"}', { status: 409 }),
    });
    await openWallet();
    await userEvent.type(screen.getByLabelText('Person id'), 'emp 1');
    expect(await screen.findByText('Letters, digits, - and _ only')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Person id'));
    await userEvent.type(screen.getByLabelText('Person id'), 'emp-1');

    const wallet = await screen.findByTestId('person-wallet');
    await within(wallet).findByTestId('person-balance');
    await userEvent.click(within(wallet).getByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust balance' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Take from the balance' }));
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '5000');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Correction');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not enough funds in the wallet');
  });
});
