import {
  API_MESSAGES,
  type LedgerEntry,
  type MessageKey,
  type MessageValues,
  type PaymentOrder,
  translate,
  WALLET_DEFAULTS,
} from '@modern-jobs/domain';
import { URDU } from '@modern-jobs/domain/i18n/ur';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRefusal, askedFor, renderAt, SIGNED_IN_USER, setting, signIn, signOut, stubApi } from './render.tsx';
import { expectAllUrdu } from './urdu-check.ts';

const ur = (key: MessageKey, values?: MessageValues) => translate(URDU, key, values);

const COMPANY = {
  name: 'Thar Sun Energy',
  logo: null,
  website: '',
  city: 'karachi',
  about: null,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};
const EMPLOYER = { ...SIGNED_IN_USER, walletBalance: '1500.00', company: COMPANY };

const entry = (overrides: Partial<LedgerEntry>): LedgerEntry => ({
  id: 'e1',
  type: 'deposit',
  amount: '1500.00',
  description: 'Deposit of PKR 1500.00 via JazzCash',
  createdAt: '2026-11-20T10:00:00Z',
  amountPaisa: 150_000,
  balancePaisa: 150_000,
  reference: 'MJ0123456789ABCDEF',
  ...overrides,
});

const ENTRIES: LedgerEntry[] = [
  entry({
    id: 'e4',
    type: 'refund',
    amount: '200.00',
    amountPaisa: 20_000,
    balancePaisa: 110_000,
    description: 'Refund of 2 unused boost days of "Solar Technician"',
    reference: 'job-1',
    createdAt: '2026-11-23T10:00:00Z',
  }),
  entry({
    id: 'e3',
    type: 'boost',
    amount: '-500.00',
    amountPaisa: -50_000,
    balancePaisa: 90_000,
    description: 'Boost of "Solar Technician" for 7 days',
    reference: 'job-1',
    createdAt: '2026-11-22T10:00:00Z',
  }),
  entry({
    id: 'e2',
    type: 'boost',
    amount: '-900.00',
    amountPaisa: -90_000,
    balancePaisa: 140_000,
    description: 'Boost of "Site Engineer" for 15 days',
    reference: 'job-2',
    createdAt: '2026-11-21T10:00:00Z',
  }),
  entry({ id: 'e1', amountPaisa: 230_050, amount: '2300.50', balancePaisa: 230_050 }),
];

const json = (body: unknown, init: ResponseInit = {}) => new Response(JSON.stringify(body), init);
const refused = apiRefusal;

/** The transactions route, answering `limit` entries from the list, with a cursor when more follow. */
function transactions(list: LedgerEntry[]) {
  return (url: URL) => {
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const page = list.slice(start, start + limit);
    const next = start + limit < list.length ? String(start + limit) : null;
    return json(page, { headers: next ? { 'x-next-cursor': next } : {} });
  };
}

const order = (overrides: Partial<PaymentOrder>): PaymentOrder => ({
  reference: 'MJ0123456789ABCDEF',
  amountPaisa: 150_000,
  currency: 'PKR',
  method: 'jazzcash',
  channel: 'wallet',
  status: 'paid',
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:01:00Z',
  expiresAt: '2026-11-20T10:30:00Z',
  ...overrides,
});

beforeEach(signIn);
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe("the dashboard's wallet card", () => {
  it('shows a job seeker the balance, the latest three entries and that the board never asks them for money', async () => {
    const api = stubApi({
      '/api/auth/user': SIGNED_IN_USER,
      '/api/applications/user': [],
      '/api/wallet/transactions': transactions(ENTRIES),
    });
    renderAt('/dashboard');

    const card = within(await screen.findByRole('region', { name: 'Wallet Balance' }));
    expect(card.getByText('PKR 1,250.50')).toBeInTheDocument();
    expect(card.getByText(/never asks job seekers for money/)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Add Funds' })).not.toBeInTheDocument();
    const rows = await card.findAllByTestId('wallet-entry');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Refund');
    expect(rows[0]).toHaveTextContent('PKR +200.00');
    expect(rows[1]).toHaveTextContent('Job boost');
    expect(rows[1]).toHaveTextContent('PKR -500.00');
    expect(rows[1]).toHaveTextContent('22 Nov 2026');
    expect(askedFor(api, '/api/wallet/transactions')[0]?.searchParams.get('limit')).toBe('3');
    expect(card.getByRole('link', { name: 'All transactions' })).toHaveAttribute('href', '/dashboard/wallet');
  });

  it('tells an employer what funds are for, offers Add Funds, and says when there is nothing yet', async () => {
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/applications/user': [],
      '/api/wallet/transactions': [],
    });
    renderAt('/dashboard');

    const card = within(await screen.findByRole('region', { name: 'Wallet Balance' }));
    expect(card.getByText('PKR 1,500.00')).toBeInTheDocument();
    expect(card.getByText(/boosting your company's jobs/)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Add Funds' })).toBeInTheDocument();
    expect(await card.findByText('No transactions yet')).toBeInTheDocument();
  });
});

describe('Add Funds', () => {
  async function openDialog() {
    const card = within(await screen.findByRole('region', { name: 'Wallet Balance' }));
    await userEvent.click(card.getByRole('button', { name: 'Add Funds' }));
    return within(await screen.findByRole('dialog', { name: 'Add Funds' }));
  }

  it('checks the amount and the mobile number before asking the API, in words a person understands', async () => {
    const api = stubApi({ '/api/auth/user': EMPLOYER, '/api/applications/user': [], '/api/wallet/transactions': [] });
    renderAt('/dashboard');
    const dialog = await openDialog();
    const amount = dialog.getByRole('textbox', { name: /Amount \(PKR\)/ });

    await userEvent.click(dialog.getByRole('button', { name: 'Add Funds' }));
    expect(await dialog.findByText('Enter the amount to add')).toBeInTheDocument();

    for (const [typed, message] of [
      ['12.345', 'Enter an amount in rupees, like 1500 or 1500.50'],
      ['-500', 'Enter an amount in rupees, like 1500 or 1500.50'],
      ['1e3', 'Enter an amount in rupees, like 1500 or 1500.50'],
      ['99.99', 'Add at least PKR 100 and at most PKR 100,000 at a time'],
      ['100000.01', 'Add at least PKR 100 and at most PKR 100,000 at a time'],
    ] as const) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed);
      await userEvent.tab();
      expect(await dialog.findByText(message), typed).toBeInTheDocument();
    }

    await userEvent.clear(amount);
    await userEvent.type(amount, '1500');
    await userEvent.type(dialog.getByRole('textbox', { name: /Mobile account number/ }), '12345');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue to pay PKR 1,500' }));
    expect(await dialog.findByText('Enter a mobile account number like 03001234567')).toBeInTheDocument();
    expect(askedFor(api, '/api/wallet/orders')).toHaveLength(0);
  });

  it('makes one order per opening, in exact paisa, and sends the browser to the checkout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const bodies: Array<Record<string, unknown>> = [];
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/applications/user': [],
      '/api/wallet/transactions': [],
      '/api/wallet/orders': (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return json(
          { order: order({ status: 'pending' }), checkoutUrl: '/api/wallet/orders/MJ0123456789ABCDEF/checkout' },
          { status: 201 },
        );
      },
    });
    renderAt('/dashboard');
    const dialog = await openDialog();

    // A preset fills the amount and shows as pressed.
    const preset = dialog.getByRole('button', { name: 'PKR 5,000' });
    await userEvent.click(preset);
    expect(preset).toHaveAttribute('aria-pressed', 'true');
    expect(dialog.getByRole('textbox', { name: /Amount \(PKR\)/ })).toHaveValue('5000');
    // A custom amount with paisa, read exactly: 1,500.10 is 150,010 paisa (a float would drift).
    const amount = dialog.getByRole('textbox', { name: /Amount \(PKR\)/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '1,500.10');
    expect(preset).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(dialog.getByRole('radio', { name: 'Easypaisa mobile account' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Mobile account number/ }), '03001234567');
    const pay = dialog.getByRole('button', { name: 'Continue to pay PKR 1,500.10' });
    await userEvent.click(pay);

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/wallet/orders/MJ0123456789ABCDEF/checkout'));
    expect(await dialog.findByText('Taking you to the payment page…')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      amountPaisa: 150_010,
      currency: 'PKR',
      method: 'easypaisa',
      channel: 'wallet',
      mobile: '03001234567',
    });
    expect(bodies[0]?.requestId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it("pays by card through JazzCash without a mobile number, and says the API's refusal", async () => {
    const bodies: Array<Record<string, unknown>> = [];
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/applications/user': [],
      '/api/wallet/transactions': [],
      '/api/wallet/orders': (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return refused(503, API_MESSAGES.paymentsUnavailable);
      },
    });
    renderAt('/dashboard');
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'PKR 500' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Debit or credit card (through JazzCash)' }));
    expect(dialog.queryByRole('textbox', { name: /Mobile account number/ })).not.toBeInTheDocument();
    const pay = dialog.getByRole('button', { name: 'Continue to pay PKR 500' });
    await userEvent.click(pay);

    expect(await dialog.findByRole('alert')).toHaveTextContent(API_MESSAGES.paymentsUnavailable);
    // Pressed again, it is the same request key: one order, however many presses.
    await userEvent.click(pay);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[0]).toMatchObject({ amountPaisa: 50_000, method: 'jazzcash', channel: 'card' });
    expect(bodies[0]).not.toHaveProperty('mobile');
    expect(bodies[1]?.requestId).toBe(bodies[0]?.requestId);
  });

  it("offers the operator's presets and holds to their limits", async () => {
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/applications/user': [],
      '/api/wallet/transactions': [],
      '/api/settings/wallet': setting('wallet', {
        ...WALLET_DEFAULTS,
        minDepositPaisa: 2_000_00,
        presetsPaisa: [2_000_00, 7_500_00],
      }),
    });
    renderAt('/dashboard');
    const dialog = await openDialog();
    expect(await dialog.findByRole('button', { name: 'PKR 7,500' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'PKR 500' })).not.toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /Amount/ }), '1000');
    await userEvent.tab();
    expect(await dialog.findByText(/at least PKR 2,000/)).toBeInTheDocument();
  });

  it('says its checks in Urdu on an Urdu page, and takes digits typed in Urdu', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/applications/user': [],
      '/api/wallet/transactions': [],
      '/api/wallet/orders': (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return refused(400, API_MESSAGES.depositLimits);
      },
    });
    renderAt('/ur/dashboard');
    const card = within(await screen.findByRole('region', { name: ur('dashboard.wallet') }));
    await userEvent.click(card.getByRole('button', { name: ur('dashboard.addFunds') }));
    const dialog = within(await screen.findByRole('dialog', { name: ur('dashboard.addFunds') }));
    await userEvent.click(dialog.getByRole('button', { name: ur('dashboard.addFunds') }));
    expect(await dialog.findByText(ur('wallet.add.amountRequired'))).toBeInTheDocument();
    await userEvent.type(
      dialog.getByRole('textbox', { name: new RegExp(ur('wallet.add.amount').replace(/[()]/g, '\\$&')) }),
      '۲۰۰۰',
    );
    await userEvent.click(dialog.getByRole('button', { name: ur('wallet.add.submit', { amount: '2,000 روپے' }) }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(ur('api.depositLimits'));
    expect(bodies[0]).toMatchObject({ amountPaisa: 200_000 });
    expectAllUrdu([SIGNED_IN_USER.firstName, '03001234567']);
  });
});

describe('the wallet page', () => {
  it('lists every entry, page by page, with the balance after each and a printable receipt', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const many = Array.from({ length: 23 }, (_, i) =>
      entry({ id: `d${i}`, amountPaisa: 10_000, balancePaisa: 10_000 * (23 - i), createdAt: '2026-11-20T10:00:00Z' }),
    );
    stubApi({ '/api/auth/user': EMPLOYER, '/api/wallet/transactions': transactions(many) });
    renderAt('/dashboard/wallet');

    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
    expect(document.title).toBe('Wallet | Modern Jobs');
    expect(screen.getByRole('button', { name: 'Add Funds' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('wallet-entry')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Load more transactions' }));
    await waitFor(() => expect(screen.getAllByTestId('wallet-entry')).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Load more transactions' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('wallet-entry')[0]).toHaveTextContent('Balance after: PKR 2,300.00');

    await userEvent.click(
      screen.getAllByRole('button', { name: 'Receipt: Funds added, 20 Nov 2026' })[0] as HTMLElement,
    );
    const receipt = within(await screen.findByRole('dialog', { name: 'Receipt' }));
    expect(receipt.getByText('d0')).toBeInTheDocument();
    expect(receipt.getByText('MJ0123456789ABCDEF')).toBeInTheDocument();
    expect(receipt.getByText('a@example.pk')).toBeInTheDocument();
    expect(receipt.getByText('PKR +100.00')).toBeInTheDocument();
    expect(receipt.getByText('PKR 2,300.00')).toBeInTheDocument();
    await userEvent.click(receipt.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says a seeker has nothing and needs nothing, with no Add Funds', async () => {
    stubApi({ '/api/auth/user': SIGNED_IN_USER, '/api/wallet/transactions': [] });
    renderAt('/dashboard/wallet');
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(screen.getByText('Your wallet has nothing in it, and needs nothing.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Funds' })).not.toBeInTheDocument();
  });

  it('says a paid order was credited, and reads the balance again', async () => {
    const api = stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/wallet/transactions': transactions(ENTRIES),
      '/api/wallet/orders/MJ0123456789ABCDEF': order({ status: 'paid' }),
    });
    renderAt('/dashboard/wallet?order=MJ0123456789ABCDEF');
    const outcome = await screen.findByTestId('order-outcome');
    await waitFor(() => expect(outcome).toHaveAttribute('data-status', 'paid'));
    expect(outcome).toHaveTextContent('Payment received');
    expect(outcome).toHaveTextContent('PKR 1,500.00 was added to your wallet.');
    expect(outcome).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(askedFor(api, '/api/auth/user').length).toBeGreaterThan(1));
  });

  it.each([
    ['failed', 'Payment failed'],
    ['cancelled', 'Payment cancelled'],
    ['expired', 'Payment expired'],
  ] as const)("says a %s order added nothing, with the gateway's words", async (status, title) => {
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/wallet/transactions': [],
      '/api/wallet/orders/MJ0123456789ABCDEF': order({
        status,
        failure: { code: '124', message: 'Transaction has been declined by the customer.' },
      }),
    });
    renderAt('/dashboard/wallet?order=MJ0123456789ABCDEF');
    const outcome = await screen.findByTestId('order-outcome');
    expect(outcome).toHaveTextContent(title);
    expect(outcome).toHaveTextContent('Nothing was added to your wallet for this payment of PKR 1,500.00.');
    expect(outcome).toHaveTextContent('The payment service said: Transaction has been declined by the customer.');
    expect(outcome).toHaveTextContent('Payment reference: MJ0123456789ABCDEF');
  });

  it('waits for a pending order, asking again, and says when it was credited', async () => {
    let asks = 0;
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/wallet/transactions': [],
      '/api/wallet/orders/MJ0123456789ABCDEF': () => {
        asks++;
        return json(order({ status: asks < 2 ? 'pending' : 'paid' }));
      },
    });
    renderAt('/dashboard/wallet?order=MJ0123456789ABCDEF');
    const outcome = await screen.findByTestId('order-outcome');
    expect(outcome).toHaveAttribute('data-status', 'pending');
    expect(outcome).toHaveAttribute('role', 'status');
    expect(outcome).toHaveTextContent('Waiting for the payment service');
    await waitFor(() => expect(screen.getByTestId('order-outcome')).toHaveAttribute('data-status', 'paid'), {
      timeout: 8000,
    });
  });

  it('ignores an order reference that is not one, and says an unknown one was not found', async () => {
    stubApi({ '/api/auth/user': EMPLOYER, '/api/wallet/transactions': [] });
    renderAt('/dashboard/wallet?order=MJ0000000000000000');
    expect(await screen.findByText('We could not look up this payment.')).toBeInTheDocument();
  });

  it('is all Urdu at /ur/dashboard/wallet, right to left, with the outcome and the receipt', async () => {
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/wallet/transactions': transactions(ENTRIES),
      '/api/wallet/orders/MJ0123456789ABCDEF': order({
        status: 'failed',
        failure: { code: '999', message: 'Declined' },
      }),
    });
    renderAt('/ur/dashboard/wallet?order=MJ0123456789ABCDEF');

    expect(await screen.findByRole('heading', { level: 1, name: ur('wallet.title') })).toBeInTheDocument();
    expect(document.title).toBe(ur('wallet.pageTitle'));
    expect(await screen.findByTestId('order-outcome')).toHaveTextContent(ur('wallet.order.failed.title'));
    const rows = await screen.findAllByTestId('wallet-entry');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent(ur('wallet.type.boost'));
    expect(rows[1]).toHaveTextContent('Solar Technician');
    expect(rows[1]).toHaveTextContent(ur('money.pkr', { amount: '\u2066-500.00\u2069' }));
    // The receipt opens from the keyboard.
    const receiptButtons = screen.getAllByRole('button', { name: new RegExp(`^${ur('wallet.receipt.open')}`) });
    (receiptButtons[0] as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const receipt = within(await screen.findByRole('dialog', { name: ur('wallet.receipt.title') }));
    expect(receipt.getByText(ur('wallet.type.refund'))).toBeInTheDocument();

    expectAllUrdu([
      SIGNED_IN_USER.firstName,
      SIGNED_IN_USER.email,
      'Declined',
      'MJ0123456789ABCDEF',
      'Solar Technician',
      'Site Engineer',
      'job-1',
      'e4',
    ]);
  });
});
