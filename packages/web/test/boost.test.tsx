/**
 * Buying a boost for one of the employer's jobs from the wallet: offered for an approved, open job only,
 * at each length's price, with its current end; refused with Add Funds when the wallet is short.
 */
import {
  API_MESSAGES,
  type LedgerEntry,
  type MessageKey,
  type MessageValues,
  translate,
  WALLET_DEFAULTS,
} from '@modern-jobs/domain';
import { URDU } from '@modern-jobs/domain/i18n/ur';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aJob, apiRefusal, renderAt, SIGNED_IN_USER, setting, signIn, signOut, stubApi } from './render.tsx';
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

const json = (body: unknown, init: ResponseInit = {}) => new Response(JSON.stringify(body), init);
const refused = apiRefusal;

beforeEach(signIn);
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe("boosting an employer's job", () => {
  const job = (overrides: Record<string, unknown>) => ({
    ...aJob({ company: COMPANY.name, status: 'approved', createdAt: '2026-11-20T10:00:00Z' }),
    rejectionReason: null,
    closedAt: null,
    applicationCount: 0,
    ...overrides,
  });

  it('is offered for an approved, open job only, with its prices; once bought the job shows until when', async () => {
    let list: Array<Record<string, unknown>> = [
      job({ id: 'j1', title: 'Solar Technician' }),
      job({ id: 'j2', title: 'Site Engineer', status: 'pending' }),
      job({ id: 'j3', title: 'Accountant', closedAt: '2026-11-21T00:00:00Z' }),
      job({ id: 'j4', title: 'Driver', isBoosted: true, boostExpiry: '2099-01-10T00:00:00Z' }),
    ];
    const bodies: unknown[] = [];
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/employer/jobs': () => json({ items: list, nextCursor: null }),
      '/api/employer/jobs/j4/boost': (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        const boosted = { ...list[3], boostExpiry: '2099-01-25T00:00:00Z' };
        list = list.map((each) => (each.id === 'j4' ? boosted : each));
        return json({ job: boosted, entry: entry({ type: 'boost', amountPaisa: -90_000, balancePaisa: 60_000 }) });
      },
    });
    renderAt('/employer');

    await screen.findByText('Solar Technician');
    expect(screen.getByRole('button', { name: 'Boost Solar Technician' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Boost Site Engineer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Boost Accountant' })).not.toBeInTheDocument();
    const driver = screen.getByText('Driver').closest('li') as HTMLElement;
    expect(within(driver).getByTestId('boosted-until')).toHaveTextContent('Boosted until 10 Jan 2099');

    await userEvent.click(within(driver).getByRole('button', { name: 'Boost Driver' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Boost this job' }));
    expect(dialog.getByTestId('boost-current')).toHaveTextContent('Boosted until 10 Jan 2099.');
    expect(dialog.getByRole('radio', { name: '7 days · PKR 500' })).toBeChecked();
    expect(dialog.getByRole('radio', { name: '30 days · PKR 1,500' })).toBeInTheDocument();
    expect(dialog.getByText('Wallet balance: PKR 1,500.00')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: '15 days · PKR 900' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Pay PKR 900 and boost' }));

    expect(await screen.findByText('Job boosted')).toBeInTheDocument();
    // With the price it showed, so a price changed since is refused rather than charged unseen.
    expect(bodies).toEqual([{ days: 15, pricePaisa: 90_000 }]);
    await waitFor(() =>
      expect(within(driver).getByTestId('boosted-until')).toHaveTextContent('Boosted until 25 Jan 2099'),
    );
  });

  it('says so when the operator changed the price meanwhile (409), and shows the new one to pay', async () => {
    let price = 500_00;
    const bodies: unknown[] = [];
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/employer/jobs': { items: [job({ id: 'j1', title: 'Solar Technician' })], nextCursor: null },
      '/api/settings/wallet': () => json(setting('wallet', { ...WALLET_DEFAULTS, boost7Paisa: price })),
      '/api/employer/jobs/j1/boost': (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        price = 650_00;
        return refused(409, API_MESSAGES.boostPriceChanged);
      },
    });
    renderAt('/employer');
    await userEvent.click(await screen.findByRole('button', { name: 'Boost Solar Technician' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Boost this job' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Pay PKR 500 and boost' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(API_MESSAGES.boostPriceChanged);
    expect(bodies).toEqual([{ days: 7, pricePaisa: 500_00 }]);
    expect(await dialog.findByRole('button', { name: 'Pay PKR 650 and boost' })).toBeInTheDocument();
  });

  it('offers Add Funds when the wallet is short (402)', async () => {
    stubApi({
      '/api/auth/user': { ...EMPLOYER, walletBalance: '100.00' },
      '/api/employer/jobs': { items: [job({ id: 'j1', title: 'Solar Technician' })], nextCursor: null },
      '/api/employer/jobs/j1/boost': () => refused(402, API_MESSAGES.insufficientFunds),
    });
    renderAt('/employer');
    await userEvent.click(await screen.findByRole('button', { name: 'Boost Solar Technician' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Boost this job' }));
    expect(dialog.getByTestId('boost-current')).toHaveTextContent('Not boosted now');
    await userEvent.click(dialog.getByRole('button', { name: 'Pay PKR 500 and boost' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(API_MESSAGES.insufficientFunds);
    await userEvent.click(dialog.getByRole('button', { name: 'Add Funds' }));
    expect(await screen.findByRole('dialog', { name: 'Add Funds' })).toBeInTheDocument();
  });

  it('is in Urdu on an Urdu page', async () => {
    stubApi({
      '/api/auth/user': EMPLOYER,
      '/api/employer/jobs': {
        items: [job({ id: 'j1', title: 'Solar Technician', isBoosted: true, boostExpiry: '2099-01-10T00:00:00Z' })],
        nextCursor: null,
      },
      '/api/employer/jobs/j1/boost': () => refused(402, API_MESSAGES.insufficientFunds),
    });
    renderAt('/ur/employer');
    await userEvent.click(
      await screen.findByRole('button', { name: ur('boost.actionLabel', { title: 'Solar Technician' }) }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: ur('boost.title') }));
    await userEvent.click(dialog.getByRole('button', { name: ur('boost.buy', { amount: '500 روپے' }) }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(ur('api.insufficientFunds'));
    expectAllUrdu([SIGNED_IN_USER.firstName, COMPANY.name, 'Solar Technician']);
  });
});
