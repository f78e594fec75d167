import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jazzcash } from '../../../src/wallet/gateways/jazzcash.ts';
import { jazzcashHashVerifies, jazzcashSecureHash } from '../../../src/wallet/gateways/jazzcash-hash.ts';
import { fakeFetch, JAZZCASH, json, ORDER, silentServer } from './fixtures.ts';

/** What JazzCash posts back to pp_ReturnURL (and in its IPN), signed with `salt`. */
function result(overrides: Record<string, string> = {}, salt = JAZZCASH.secret) {
  const fields: Record<string, string> = {
    pp_Amount: '150000',
    pp_AuthCode: '123456',
    pp_BankID: '',
    pp_BillReference: ORDER.reference,
    pp_Language: 'EN',
    pp_MerchantID: JAZZCASH.merchantId,
    pp_ResponseCode: '000',
    pp_ResponseMessage: 'Thank you for Using JazzCash, your transaction was successful.',
    pp_RetreivalReferenceNo: '261127123456',
    pp_SubMerchantId: '',
    pp_TxnCurrency: 'PKR',
    pp_TxnDateTime: '20261127120000',
    pp_TxnRefNo: ORDER.reference,
    pp_TxnType: 'MWALLET',
    pp_Version: '1.1',
    ppmpf_1: '',
    ...overrides,
  };
  fields.pp_SecureHash = jazzcashSecureHash(fields, salt);
  return fields;
}

describe('JazzCash checkout', () => {
  it('signs the page-redirection form: paisa without a decimal point, Karachi time, ASCII description', () => {
    const request = jazzcash.checkout({ ...ORDER, channel: 'wallet' }, JAZZCASH);
    expect(request).toMatchObject({ url: JAZZCASH.checkoutUrl, method: 'POST' });
    expect(request.fields).toMatchObject({
      pp_Version: '1.1',
      pp_TxnType: 'MWALLET',
      pp_MerchantID: 'MC12345',
      pp_Password: JAZZCASH.password,
      pp_TxnRefNo: ORDER.reference,
      pp_Amount: '150000',
      pp_TxnCurrency: 'PKR',
      pp_TxnDateTime: '20261127120000',
      pp_TxnExpiryDateTime: '20261128120000',
      pp_ReturnURL: ORDER.returnUrl,
      pp_Description: 'Add funds PKR 1,500 wallet',
    });
    expect(jazzcashHashVerifies(request.fields, JAZZCASH.secret)).toBe(true);
    expect(jazzcash.checkout({ ...ORDER, channel: 'card' }, JAZZCASH).fields.pp_TxnType).toBe('MPAY');
    expect(jazzcash.checkout(ORDER, JAZZCASH).fields.pp_TxnType).toBe('');
  });

  it('refuses what JazzCash cannot take: a long reference, a fraction of a paisa, another currency', () => {
    expect(() => jazzcash.checkout({ ...ORDER, reference: 'MJ-1' }, JAZZCASH)).toThrow(/reference/);
    expect(() => jazzcash.checkout({ ...ORDER, reference: 'A'.repeat(21) }, JAZZCASH)).toThrow(/reference/);
    expect(() => jazzcash.checkout({ ...ORDER, amountPaisa: 100.5 }, JAZZCASH)).toThrow(/paisa/);
    expect(() => jazzcash.checkout({ ...ORDER, amountPaisa: 0 }, JAZZCASH)).toThrow(/paisa/);
    expect(() => jazzcash.checkout({ ...ORDER, currency: 'USD' as 'PKR' }, JAZZCASH)).toThrow(/PKR/);
  });
});

describe('JazzCash return', () => {
  it('verifies a signed success and reports it in our terms', () => {
    expect(jazzcash.verifyReturn(result(), JAZZCASH)).toEqual({
      kind: 'verified',
      report: {
        gateway: 'jazzcash',
        source: 'return',
        reference: ORDER.reference,
        status: 'paid',
        code: '000',
        amountPaisa: 150_000,
        currency: 'PKR',
        merchantId: 'MC12345',
        gatewayTransactionId: '261127123456',
        message: 'Thank you for Using JazzCash, your transaction was successful.',
      },
    });
  });

  it.each([
    ['121', 'paid'],
    ['124', 'pending'],
    ['157', 'pending'],
    ['112', 'failed'],
    ['004', 'failed'],
    ['999', 'failed'],
  ])('code %s is %s', (code, status) => {
    const outcome = jazzcash.verifyReturn(result({ pp_ResponseCode: code }), JAZZCASH);
    expect(outcome).toMatchObject({ kind: 'verified', report: { status, code } });
  });

  it('rejects a tampered amount or code, a forged hash, and a message signed for another merchant', () => {
    const tampered = { ...result(), pp_Amount: '15000000' };
    expect(jazzcash.verifyReturn(tampered, JAZZCASH)).toEqual({ kind: 'rejected', reason: 'signature' });
    const flipped = { ...result({ pp_ResponseCode: '999' }), pp_ResponseCode: '000' };
    expect(jazzcash.verifyReturn(flipped, JAZZCASH)).toMatchObject({ reason: 'signature' });
    expect(jazzcash.verifyReturn({ ...result(), pp_SecureHash: 'AB'.repeat(32) }, JAZZCASH)).toMatchObject({
      reason: 'signature',
    });
    expect(jazzcash.verifyReturn(result({}, 'someone-elses-salt'), JAZZCASH)).toMatchObject({ reason: 'signature' });
  });

  it('calls a message without hash, reference or code malformed', () => {
    const { pp_SecureHash: _, ...unsigned } = result();
    expect(jazzcash.verifyReturn(unsigned, JAZZCASH)).toMatchObject({ reason: 'malformed' });
    const { pp_TxnRefNo: __, ...noReference } = result();
    expect(jazzcash.verifyReturn(noReference, JAZZCASH)).toMatchObject({ reason: 'malformed' });
    expect(jazzcash.verifyReturn(result({ pp_Amount: '1500.00' }), JAZZCASH)).toMatchObject({ reason: 'malformed' });
  });

  it('verifies a replayed message again, with the same reference: idempotency is the ledger’s, by that reference', () => {
    const message = result();
    const first = jazzcash.verifyReturn(message, JAZZCASH);
    const again = jazzcash.verifyReturn({ ...message }, JAZZCASH);
    expect(again).toEqual(first);
    expect(again).toMatchObject({ report: { reference: ORDER.reference } });
  });
});

describe('JazzCash IPN', () => {
  it('verifies the signed JSON notification, and a form', async () => {
    const body = JSON.stringify(result({ pp_ResponseCode: '000' }));
    const outcome = await jazzcash.verifyNotification(
      { method: 'POST', query: {}, body, contentType: 'application/json' },
      JAZZCASH,
    );
    expect(outcome).toMatchObject({ kind: 'verified', report: { source: 'notification', status: 'paid' } });
    const form = new URLSearchParams(result({ pp_ResponseCode: '157' })).toString();
    const pending = await jazzcash.verifyNotification(
      { method: 'POST', query: {}, body: form, contentType: 'application/x-www-form-urlencoded' },
      JAZZCASH,
    );
    expect(pending).toMatchObject({ kind: 'verified', report: { status: 'pending' } });
  });

  it('rejects a forged or unreadable notification', async () => {
    const forged = JSON.stringify(result({}, 'guessed'));
    const post = (body: string) => jazzcash.verifyNotification({ method: 'POST', query: {}, body }, JAZZCASH);
    expect(await post(forged)).toMatchObject({ reason: 'signature' });
    expect(await post('not json')).toMatchObject({ reason: 'malformed' });
    expect(await post('[1,2]')).toMatchObject({ reason: 'malformed' });
  });

  it('answers in JSON, signed, 000 when handled', () => {
    const answer = jazzcash.notificationAnswer(true, JAZZCASH);
    const fields = JSON.parse(answer.body) as Record<string, string>;
    expect(fields.pp_ResponseCode).toBe('000');
    expect(jazzcashHashVerifies(fields, JAZZCASH.secret)).toBe(true);
    expect(JSON.parse(jazzcash.notificationAnswer(false, JAZZCASH).body).pp_ResponseCode).not.toBe('000');
  });
});

describe('JazzCash payment inquiry', () => {
  /** The inquiry's answer, signed as JazzCash signs it. */
  const answer = (fields: Record<string, string>) => {
    const signed = { pp_TxnRefNo: ORDER.reference, ...fields };
    return json({ ...signed, pp_SecureHash: jazzcashSecureHash(signed, JAZZCASH.secret) });
  };

  it('asks with the signed reference, merchant and password', async () => {
    const gateway = fakeFetch(() => answer({ pp_ResponseCode: '000', pp_PaymentResponseCode: '121' }));
    await jazzcash.inquire(ORDER.reference, JAZZCASH, { fetch: gateway.fetch });
    const [call] = gateway.sent;
    expect(call?.url).toBe(JAZZCASH.inquiryUrl);
    const body = JSON.parse(String(call?.init.body)) as Record<string, string>;
    expect(body).toMatchObject({
      pp_TxnRefNo: ORDER.reference,
      pp_MerchantID: 'MC12345',
      pp_Password: JAZZCASH.password,
    });
    expect(jazzcashHashVerifies(body, JAZZCASH.secret)).toBe(true);
  });

  it.each([
    [{ pp_ResponseCode: '000', pp_PaymentResponseCode: '000', pp_Status: 'Completed' }, 'paid', '000'],
    [{ pp_ResponseCode: '000', pp_PaymentResponseCode: '121', pp_Status: 'Completed' }, 'paid', '121'],
    [{ pp_ResponseCode: '000', pp_PaymentResponseCode: '157', pp_Status: 'Pending' }, 'pending', '157'],
    [{ pp_ResponseCode: '000', pp_PaymentResponseCode: '124', pp_Status: 'Pending' }, 'pending', '124'],
    [{ pp_ResponseCode: '000', pp_PaymentResponseCode: '999', pp_Status: 'Failed' }, 'failed', '999'],
    [{ pp_ResponseCode: '000', pp_Status: 'Completed' }, 'paid', '000'],
    [{ pp_ResponseCode: '000', pp_Status: 'Dropped' }, 'failed', '000'],
  ])('maps %o to %s', async (fields, status, code) => {
    const gateway = fakeFetch(() => answer(fields));
    expect(await jazzcash.inquire(ORDER.reference, JAZZCASH, { fetch: gateway.fetch })).toMatchObject({
      kind: 'report',
      report: { source: 'inquiry', reference: ORDER.reference, status, code },
    });
  });

  it('says unknown when the inquiry itself fails or its answer is not signed with our salt', async () => {
    const notFound = fakeFetch(() =>
      answer({ pp_ResponseCode: '109', pp_ResponseMessage: 'Transaction does not exist' }),
    );
    expect(await jazzcash.inquire(ORDER.reference, JAZZCASH, { fetch: notFound.fetch })).toEqual({
      kind: 'unknown',
      code: '109',
      message: 'Transaction does not exist',
    });
    const forged = fakeFetch(() =>
      json({ pp_ResponseCode: '000', pp_PaymentResponseCode: '000', pp_SecureHash: 'AB'.repeat(32) }),
    );
    expect(await jazzcash.inquire(ORDER.reference, JAZZCASH, { fetch: forged.fetch })).toMatchObject({
      kind: 'unknown',
      code: 'signature',
    });
  });

  it('says unreachable on a 5xx or a network error, without throwing', async () => {
    const down = fakeFetch(() => new Response('busy', { status: 503 }));
    expect(await jazzcash.inquire(ORDER.reference, JAZZCASH, { fetch: down.fetch })).toEqual({
      kind: 'unreachable',
      detail: 'HTTP 503',
    });
    const refused = fakeFetch(() => {
      throw new TypeError('fetch failed');
    });
    expect(await jazzcash.inquire(ORDER.reference, JAZZCASH, { fetch: refused.fetch })).toMatchObject({
      kind: 'unreachable',
    });
  });

  describe('a gateway that never answers', () => {
    let silent: Awaited<ReturnType<typeof silentServer>>;
    beforeAll(async () => {
      silent = await silentServer();
    });
    afterAll(() => silent.close());

    it('is unreachable once the deadline passes', async () => {
      const started = Date.now();
      const outcome = await jazzcash.inquire(
        ORDER.reference,
        { ...JAZZCASH, inquiryUrl: silent.url },
        { timeoutMs: 200 },
      );
      expect(outcome).toEqual({ kind: 'unreachable', detail: 'no answer within 200 ms' });
      expect(Date.now() - started).toBeLessThan(5_000);
    });
  });
});
