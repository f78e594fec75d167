import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { easypaisa } from '../../../src/wallet/gateways/easypaisa.ts';
import { easypaisaDecrypt, easypaisaEncrypt, easypaisaHashInput } from '../../../src/wallet/gateways/easypaisa-hash.ts';
import { EASYPAISA, fakeFetch, json, ORDER, silentServer } from './fixtures.ts';

const RETURN = 'https://jobs.example.pk/api/wallet/return/easypaisa';

describe('Easypaisa merchantHashedReq', () => {
  // Neither the guide nor any official sample we found prints a key with its ciphertext. These were
  // made apart from this code, with the OpenSSL command line:
  //   printf '<text>' | openssl enc -aes-128-ecb -K $(printf '<key>' | xxd -p) -base64 -A
  it('is AES-128-ECB with PKCS#5 padding, in base64, as OpenSSL makes it', () => {
    const text =
      'amount=500.0&autoRedirect=1&expiryDate=20261128 120000&orderRefNum=MJ0001&postBackURL=https://jobs.example.pk/api/wallet/return/easypaisa&storeId=43219';
    expect(easypaisaEncrypt(text, 'Y6XJ3G8EC2TQK5DA')).toBe(
      'ZbSpbtr3rDw020A0Xq3WXZVXF+xfMPi4WjjFjCEDJrd1TxpoNRLGeHkp1viE0e0PCiD4G14x3zLsI/cvfBL+g66O/JAEGnzHW+0KNA+qib27o1MfqcI6wXkKTDJkF8DHTc4cgehNj2kRFV9nrmzkAjghFS7E2fDiJEs6TjUx4loVkGU5otp7udUjCk6TrligSINflRpkYv5EOMMeDmTx7g==',
    );
    // A second text and key, of the shapes the guide's samples use (amount with one decimal, 16-character key).
    expect(
      easypaisaEncrypt(
        'amount=10.0&orderRefNum=11001&postBackURL=http://localhost:9081/local/status.php&storeId=28',
        '8JZVPIU6MPD6H4GH',
      ),
    ).toBe(
      'O+m0aN5ciSa7WqYBKaUtqP4XmlMUXbzfIkysC+zajn2RIiAjt7NFfic0PU3w4hpqhTBaWHGltn4NB8g3O3dEercVhUGCS+l8/UoRkKCXyscQc5kLsq1Lu/tgNXDj8EOD',
    );
  });

  it('writes the fields sorted by name as name=value, without blanks or itself', () => {
    expect(
      easypaisaHashInput({ storeId: '1', amount: '10.0', emailAddr: '', merchantHashedReq: 'x', autoRedirect: '1' }),
    ).toBe('amount=10.0&autoRedirect=1&storeId=1');
  });

  it('refuses a hash key that is not 16 bytes, where PHP would pad it silently', () => {
    expect(() => easypaisaEncrypt('a=1', 'short')).toThrow(/16 bytes/);
  });
});

describe('Easypaisa checkout', () => {
  it('posts the signed plug-in form: rupees with a decimal point, Karachi time, no blank fields', () => {
    const request = easypaisa.checkout(
      { ...ORDER, returnUrl: RETURN, mobile: '+92 300 1234567', email: 'hr@example.pk', channel: 'wallet' },
      EASYPAISA,
    );
    expect(request).toMatchObject({ url: EASYPAISA.checkoutUrl, method: 'POST' });
    const { merchantHashedReq, ...fields } = request.fields;
    expect(fields).toEqual({
      amount: '1500.0',
      autoRedirect: '1',
      emailAddr: 'hr@example.pk',
      expiryDate: '20261128 120000',
      mobileNum: '03001234567',
      orderRefNum: ORDER.reference,
      paymentMethod: 'MA_PAYMENT_METHOD',
      postBackURL: RETURN,
      storeId: '43219',
    });
    expect(easypaisaDecrypt(merchantHashedReq ?? '', EASYPAISA.secret)).toBe(easypaisaHashInput(fields));
  });

  it('leaves out what the payer chooses or did not give', () => {
    const { fields } = easypaisa.checkout({ ...ORDER, amountPaisa: 1_025, mobile: '12345' }, EASYPAISA);
    expect(fields.amount).toBe('10.25');
    expect(fields).not.toHaveProperty('mobileNum');
    expect(fields).not.toHaveProperty('paymentMethod');
    expect(fields).not.toHaveProperty('emailAddr');
  });
});

describe('Easypaisa return', () => {
  it('turns the auth_token step into the Confirm.jsf form, naming our return address again', () => {
    expect(easypaisa.verifyReturn({ auth_token: 'tok123' }, EASYPAISA, RETURN)).toEqual({
      kind: 'continue',
      request: { url: EASYPAISA.confirmUrl, method: 'POST', fields: { auth_token: 'tok123', postBackURL: RETURN } },
    });
  });

  it('takes the unsigned final redirect as a hint only, to be confirmed by inquiry', () => {
    const back = (fields: Record<string, string>) => easypaisa.verifyReturn(fields, EASYPAISA, RETURN);
    expect(back({ success: 'true', orderRefNumber: ORDER.reference })).toEqual({
      kind: 'unsigned',
      reference: ORDER.reference,
      claimed: 'paid',
    });
    expect(back({ success: 'false', orderRefNumber: ORDER.reference })).toMatchObject({ claimed: 'failed' });
    expect(back({ success: 'true', orderRefNumber: ORDER.reference, paymentToken: '8877' })).toMatchObject({
      claimed: 'pending',
    });
    expect(back({ success: 'true' })).toMatchObject({ kind: 'rejected', reason: 'malformed' });
    expect(back({ auth_token: '' })).toMatchObject({ kind: 'rejected', reason: 'malformed' });
  });
});

describe('Easypaisa IPN', () => {
  const detailsUrl = `${EASYPAISA.notificationUrlPrefix}rest/v1/ipn/43219/${ORDER.reference}`;
  const details = {
    order_id: ORDER.reference,
    store_id: '43219',
    store_name: 'Modern Jobs',
    transaction_id: '20261127000042',
    transaction_status: 'PAID',
    transaction_amount: '1500.0',
    payment_method: 'MA',
    msisdn: '03001234567',
  };
  const notify = (url: string) => ({ method: 'GET', query: { url }, body: '' });

  it("fetches the transaction from the gateway's URL and reports it", async () => {
    const gateway = fakeFetch(() => json(details));
    const outcome = await easypaisa.verifyNotification(notify(detailsUrl), EASYPAISA, { fetch: gateway.fetch });
    expect(gateway.sent.map((call) => call.url)).toEqual([detailsUrl]);
    expect(outcome).toEqual({
      kind: 'verified',
      report: {
        gateway: 'easypaisa',
        source: 'notification',
        reference: ORDER.reference,
        status: 'paid',
        code: 'PAID',
        currency: 'PKR',
        amountPaisa: 150_000,
        merchantId: '43219',
        gatewayTransactionId: '20261127000042',
      },
    });
  });

  it.each([
    ['https://evil.example/easypay-service/rest/v1/ipn/1'],
    ['https://easypaystg.easypaisa.com.pk.evil.example/easypay-service/x'],
    ['https://easypaystg.easypaisa.com.pk/other/path'],
    ['http://easypaystg.easypaisa.com.pk/easypay-service/x'],
    ['https://user:pw@easypaystg.easypaisa.com.pk/easypay-service/x'],
    ['not a url'],
  ])('never fetches a URL that is not the gateway’s: %s', async (url) => {
    const gateway = fakeFetch(() => json(details));
    expect(await easypaisa.verifyNotification(notify(url), EASYPAISA, { fetch: gateway.fetch })).toMatchObject({
      kind: 'rejected',
      reason: 'origin',
    });
    expect(gateway.sent).toEqual([]);
  });

  it('rejects a notification without URL, an unreadable answer, and a gateway that does not answer', async () => {
    const ok = fakeFetch(() => json(details));
    expect(
      await easypaisa.verifyNotification({ method: 'GET', query: {}, body: '' }, EASYPAISA, { fetch: ok.fetch }),
    ).toMatchObject({
      reason: 'malformed',
    });
    const garbage = fakeFetch(() => new Response('<html>'));
    expect(await easypaisa.verifyNotification(notify(detailsUrl), EASYPAISA, { fetch: garbage.fetch })).toMatchObject({
      reason: 'malformed',
    });
    const down = fakeFetch(() => new Response('', { status: 502 }));
    expect(await easypaisa.verifyNotification(notify(detailsUrl), EASYPAISA, { fetch: down.fetch })).toMatchObject({
      reason: 'unreachable',
    });
  });
});

describe('Easypaisa inquiry', () => {
  const answer = (fields: Record<string, unknown>) =>
    json({ responseCode: '0000', responseDesc: 'SUCCESS', orderId: ORDER.reference, storeId: '43219', ...fields });

  it('asks with the Credentials header and the order, store and account', async () => {
    const gateway = fakeFetch(() => answer({ transactionStatus: 'PAID', transactionAmount: 1500.0 }));
    await easypaisa.inquire(ORDER.reference, EASYPAISA, { fetch: gateway.fetch });
    const [call] = gateway.sent;
    expect(call?.url).toBe(EASYPAISA.inquiryUrl);
    expect(new Headers(call?.init.headers).get('credentials')).toBe(
      Buffer.from('modernjobs:inquiry-password').toString('base64'),
    );
    expect(JSON.parse(String(call?.init.body))).toEqual({
      orderId: ORDER.reference,
      storeId: '43219',
      accountNum: '654321987',
    });
  });

  it.each([
    ['PAID', 'paid'],
    ['PENDING', 'pending'],
    ['FAILED', 'failed'],
    ['EXPIRED', 'failed'],
    ['REVERSED', 'failed'],
    ['SOMETHING NEW', 'pending'],
  ])('maps %s to %s', async (transactionStatus, status) => {
    const gateway = fakeFetch(() => answer({ transactionStatus, transactionAmount: '1500.0' }));
    expect(await easypaisa.inquire(ORDER.reference, EASYPAISA, { fetch: gateway.fetch })).toMatchObject({
      kind: 'report',
      report: { source: 'inquiry', status, amountPaisa: 150_000, merchantId: '43219', currency: 'PKR' },
    });
  });

  it("does not pass the inquiry call's own SUCCESS off as the payment's message", async () => {
    const gateway = fakeFetch(() => answer({ transactionStatus: 'FAILED', transactionAmount: '1500.0' }));
    const result = await easypaisa.inquire(ORDER.reference, EASYPAISA, { fetch: gateway.fetch });
    expect(result).toMatchObject({ kind: 'report', report: { status: 'failed' } });
    expect(result.kind === 'report' && result.report.message).toBeFalsy();
  });

  it('says unknown when the inquiry is refused, unreachable when the gateway is down', async () => {
    const refused = fakeFetch(() => json({ responseCode: '0001', responseDesc: 'AUTHENTICATION FAILED' }));
    expect(await easypaisa.inquire(ORDER.reference, EASYPAISA, { fetch: refused.fetch })).toEqual({
      kind: 'unknown',
      code: '0001',
      message: 'AUTHENTICATION FAILED',
    });
    const down = fakeFetch(() => new Response('', { status: 500 }));
    expect(await easypaisa.inquire(ORDER.reference, EASYPAISA, { fetch: down.fetch })).toMatchObject({
      kind: 'unreachable',
    });
  });

  describe('a gateway that never answers', () => {
    let silent: Awaited<ReturnType<typeof silentServer>>;
    beforeAll(async () => {
      silent = await silentServer();
    });
    afterAll(() => silent.close());

    it('is unreachable once the deadline passes, for the inquiry and the notification alike', async () => {
      const config = { ...EASYPAISA, inquiryUrl: silent.url, notificationUrlPrefix: silent.url, timeoutMs: 200 };
      expect(await easypaisa.inquire(ORDER.reference, config)).toEqual({
        kind: 'unreachable',
        detail: 'no answer within 200 ms',
      });
      expect(
        await easypaisa.verifyNotification({ method: 'GET', query: { url: `${silent.url}ipn` }, body: '' }, config),
      ).toMatchObject({
        kind: 'rejected',
        reason: 'unreachable',
      });
    });
  });
});
