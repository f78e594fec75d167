import { describe, expect, it } from 'vitest';
import type { GatewayReport } from '../../../src/wallet/gateways/gateway.ts';
import { GATEWAY_IDS, gateway, isGatewayId } from '../../../src/wallet/gateways/index.ts';
import { matchOrder, type StoredOrder } from '../../../src/wallet/gateways/match-order.ts';

const order: StoredOrder = {
  gateway: 'jazzcash',
  reference: 'MJ20261127A1',
  merchantId: 'MC12345',
  amountPaisa: 150_000,
  currency: 'PKR',
};

const report: GatewayReport = {
  gateway: 'jazzcash',
  source: 'notification',
  reference: 'MJ20261127A1',
  status: 'paid',
  code: '000',
  amountPaisa: 150_000,
  currency: 'PKR',
  merchantId: 'MC12345',
};

describe('matchOrder', () => {
  it('accepts a report that agrees with the order', () => {
    expect(matchOrder(report, order)).toEqual({ ok: true });
  });

  it.each([
    ['a smaller amount', { amountPaisa: 100 }, { field: 'amount', expected: '150000', got: '100' }],
    ['a larger amount', { amountPaisa: 150_001 }, { field: 'amount', expected: '150000', got: '150001' }],
    ['another merchant', { merchantId: 'MC99999' }, { field: 'merchantId', expected: 'MC12345', got: 'MC99999' }],
    ['another currency', { currency: 'USD' }, { field: 'currency', expected: 'PKR', got: 'USD' }],
    [
      'another order',
      { reference: 'MJ20261127A2' },
      { field: 'reference', expected: 'MJ20261127A1', got: 'MJ20261127A2' },
    ],
    [
      'another gateway',
      { gateway: 'easypaisa' as const },
      { field: 'gateway', expected: 'jazzcash', got: 'easypaisa' },
    ],
  ])('says why %s does not match', (_name, change, mismatch) => {
    expect(matchOrder({ ...report, ...change }, order)).toEqual({ ok: false, mismatches: [mismatch] });
  });

  it('lists every difference at once', () => {
    const outcome = matchOrder({ ...report, amountPaisa: 1, currency: 'USD', merchantId: 'X' }, order);
    expect(outcome.ok ? [] : outcome.mismatches.map((m) => m.field)).toEqual(['merchantId', 'amount', 'currency']);
  });

  it('wants the amount stated, except by an inquiry', () => {
    const { amountPaisa: _, ...noAmount } = report;
    expect(matchOrder(noAmount, order)).toEqual({
      ok: false,
      mismatches: [{ field: 'amount', expected: '150000', got: undefined }],
    });
    expect(matchOrder({ ...noAmount, source: 'inquiry' }, order)).toEqual({ ok: true });
  });

  it('compares merchant and currency only when the report states them', () => {
    const { merchantId: _, currency: __, ...bare } = report;
    expect(matchOrder(bare, order)).toEqual({ ok: true });
    expect(matchOrder({ ...report, currency: 'pkr' }, order)).toEqual({ ok: true });
  });
});

describe('the gateway registry', () => {
  it('has one module per id, each naming itself', () => {
    expect(GATEWAY_IDS).toEqual(['jazzcash', 'easypaisa']);
    for (const id of GATEWAY_IDS) expect(gateway(id).id).toBe(id);
    expect(isGatewayId('easypaisa')).toBe(true);
    expect(isGatewayId('toString')).toBe(false);
    expect(isGatewayId('stripe')).toBe(false);
  });
});
