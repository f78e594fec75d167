import { randomBytes } from 'node:crypto';
import { paginateScan } from '@aws-sdk/lib-dynamodb';
import { PRODUCT_METRICS } from '@modern-jobs/domain/metrics';
import { describe, expect, it } from 'vitest';
import { ensureUser } from '../../src/accounts/store/users.ts';
import { dynamo } from '../../src/clients/dynamo.ts';
import { config } from '../../src/config.ts';
import { metrics } from '../../src/observability/metrics.ts';
import { DepositLimitsError } from '../../src/wallet/errors.ts';
import { jazzcashSecureHash } from '../../src/wallet/gateways/jazzcash-hash.ts';
import { startDeposit, takeNotification, takeReturn } from '../../src/wallet/payments.ts';
import { balanceOf, listEntries } from '../../src/wallet/store/ledger.ts';
import { getOrder, type StoredOrder } from '../../src/wallet/store/orders.ts';
import { publishedWhile } from '../metrics.ts';

const MERCHANT = JSON.parse(process.env.WALLET_GATEWAYS ?? '{}').jazzcash as { merchantId: string; secret: string };
const RUN = Date.now().toString(36);
let people = 0;

async function employerWithOrder(amountPaisa = 2_000_00): Promise<{ userId: string; order: StoredOrder }> {
  const userId = `int-pay-${RUN}-${++people}`;
  const email = `${userId}@example.pk`;
  await ensureUser({ id: userId, issuer: 'int', subject: userId, firstName: 'Sana', email });
  const { order } = await startDeposit(
    { userId, email, name: 'Sana', locale: 'ur' },
    { amountPaisa, currency: 'PKR', method: 'jazzcash', channel: 'wallet', requestId: randomBytes(12).toString('hex') },
  );
  return { userId, order };
}

/** JazzCash's result fields for an order, as its notification and return carry them, signed with `salt`. */
function jazzcashResult(order: StoredOrder, overrides: Record<string, string> = {}, salt = MERCHANT.secret) {
  const fields: Record<string, string> = {
    pp_Amount: String(order.amountPaisa),
    pp_BillReference: order.reference,
    pp_Language: 'EN',
    pp_MerchantID: MERCHANT.merchantId,
    pp_ResponseCode: '000',
    pp_ResponseMessage: 'Thank you for Using JazzCash, your transaction was successful.',
    pp_RetreivalReferenceNo: '261127123456',
    pp_TxnCurrency: 'PKR',
    pp_TxnDateTime: '20261127120000',
    pp_TxnRefNo: order.reference,
    pp_TxnType: 'MWALLET',
    pp_Version: '1.1',
    ...overrides,
  };
  fields.pp_SecureHash = jazzcashSecureHash(fields, salt);
  return fields;
}

const notify = (fields: Record<string, string>) =>
  takeNotification('jazzcash', {
    method: 'POST',
    query: {},
    body: JSON.stringify(fields),
    contentType: 'application/json',
  });
/** The e-mails queued to an address (a test's scan of the outbox). */
async function outboxFor(to: string) {
  const found: Array<Record<string, unknown>> = [];
  for await (const page of paginateScan(
    { client: dynamo },
    {
      TableName: config.TABLE_NAME,
      FilterExpression: 'begins_with(PK, :mail) AND #to = :to',
      ExpressionAttributeNames: { '#to': 'to' },
      ExpressionAttributeValues: { ':mail': 'MAIL#', ':to': to },
    },
  ))
    found.push(...(page.Items ?? []));
  return found;
}

/** What `fn` counted, as the function's end would publish it. */
async function countedWhile(fn: () => Promise<void>) {
  const { totals } = await publishedWhile(async () => {
    await fn();
    metrics.publishStoredMetrics();
  });
  return totals;
}

const answerCode = (answer: { body: string }) =>
  (JSON.parse(answer.body) as { pp_ResponseCode: string }).pp_ResponseCode;

describe('Add Funds through JazzCash, on DynamoDB Local', () => {
  it('credits a paid order once between its notification, its return and a replay of either', async () => {
    const { userId, order } = await employerWithOrder();
    const paid = jazzcashResult(order);

    const totals = await countedWhile(async () => {
      const [first, back] = await Promise.all([notify(paid), takeReturn('jazzcash', paid)]);
      expect(answerCode(first)).toBe('000');
      // Back to the wallet in the language its payer paid in (Urdu, employerWithOrder).
      expect(back).toEqual({ kind: 'redirect', location: `/ur/dashboard/wallet?order=${order.reference}` });
      expect(answerCode(await notify(paid))).toBe('000');
    });

    expect(await balanceOf(userId)).toBe(2_000_00);
    expect((await listEntries(userId, { limit: 10 })).items).toHaveLength(1);
    expect(await getOrder(order.reference)).toMatchObject({ status: 'paid', gatewayTransactionId: '261127123456' });
    expect(totals[PRODUCT_METRICS.depositsCredited]).toBe(1);
    // One receipt, in the language Add Funds was made in, queued with the credit.
    const receipts = await outboxFor(`${userId}@example.pk`);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      kind: 'wallet-receipt',
      locale: 'ur',
      snapshot: {
        name: 'Sana',
        entry: { type: 'deposit', amountPaisa: 2_000_00, balancePaisa: 2_000_00, reference: order.reference },
      },
    });
  });

  it.each([
    ['forged: signed with another salt', (o: StoredOrder) => jazzcashResult(o, {}, 'not-our-salt')],
    [
      'tampered: the amount raised after signing',
      (o: StoredOrder) => ({ ...jazzcashResult(o), pp_Amount: '99999900' }),
    ],
    ['signed, but for less than the order', (o: StoredOrder) => jazzcashResult(o, { pp_Amount: '100' })],
    ['signed, but for another merchant account', (o: StoredOrder) => jazzcashResult(o, { pp_MerchantID: 'MC-OTHER' })],
    ['signed, but in another currency', (o: StoredOrder) => jazzcashResult(o, { pp_TxnCurrency: 'USD' })],
  ])('credits nothing for a notification %s, and counts it refused', async (_name, make) => {
    const { userId, order } = await employerWithOrder();

    const totals = await countedWhile(async () => {
      const answer = await notify(make(order));
      expect(answerCode(answer)).not.toBe('000');
    });

    expect(await balanceOf(userId)).toBe(0);
    expect(await outboxFor(`${userId}@example.pk`)).toEqual([]);
    expect(await getOrder(order.reference)).toMatchObject({ status: 'pending' });
    expect(totals[PRODUCT_METRICS.paymentMessagesRefused]).toBe(1);
    expect(totals[PRODUCT_METRICS.depositsCredited]).toBeUndefined();
  });

  it('credits nothing for a notification of an order that is not ours', async () => {
    const { order } = await employerWithOrder();
    const stranger = { ...order, reference: 'MJ0000000000000000' };

    expect(answerCode(await notify(jazzcashResult(stranger)))).not.toBe('000');
  });

  it('settles a failed payment as failed, and a late success of it credits nothing', async () => {
    const { userId, order } = await employerWithOrder();

    await notify(jazzcashResult(order, { pp_ResponseCode: '199', pp_ResponseMessage: 'Transaction failed' }));
    await notify(jazzcashResult(order));

    expect(await getOrder(order.reference)).toMatchObject({ status: 'failed', failure: { code: '199' } });
    expect(await balanceOf(userId)).toBe(0);
  });

  it('refuses an amount outside the limits before any order is made', async () => {
    for (const amountPaisa of [99_99, 100_000_01])
      await expect(
        startDeposit(
          { userId: 'nobody', email: null, name: null, locale: 'en' },
          { amountPaisa, currency: 'PKR', method: 'jazzcash', channel: 'wallet', requestId: 'r'.repeat(20) },
        ),
      ).rejects.toBeInstanceOf(DepositLimitsError);
  });
});
