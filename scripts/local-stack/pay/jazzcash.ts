import { randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isWebUrl, readForm, readJson, redirect, sendHtml, sendJson, subPath } from './http.ts';
import { ppHashIsValid, signPp } from './jazzcash-sign.ts';
import { createNotifier, type Send } from './notifier.ts';
import { autoPostPage, checkoutPage, errorPage } from './page.ts';

/**
 * A stand-in of JazzCash's payment gateway, speaking its Page Redirection (HTTP POST, pp_Version
 * 1.1) protocol at the same paths under /pay/jazzcash, so that pointing the API at JazzCash's
 * sandbox is a change of origin only:
 * - POST /CustomerPortal/transactionmanagement/merchantform/ takes the signed checkout form, or
 *   refuses it with JazzCash's own code (101 merchant credentials, 115 hash, 110 a field's value);
 * - the checkout page lets a tester pay, fail or cancel, then posts the signed result back to
 *   pp_ReturnURL through the browser, and (pay, fail) the signed IPN to the merchant's IPN URL;
 * - POST /ApplicationAPI/API/PaymentInquiry/Inquire answers the Payment Inquiry API.
 * Orders live in memory: a restart forgets them, as a sandbox may.
 */

export const JAZZCASH_PATH = '/pay/jazzcash';
const MERCHANT_FORM = '/CustomerPortal/transactionmanagement/merchantform';
const INQUIRE = '/ApplicationAPI/API/PaymentInquiry/Inquire';

export interface JazzCashMerchant {
  merchantId: string;
  password: string;
  integritySalt: string;
}

export interface JazzCashStandInOptions {
  merchant: JazzCashMerchant;
  /** the IPN URL "registered in the merchant portal" */
  notifyUrl: string;
  /** how the IPN is posted (fetch by default) */
  send?: Send;
  log?: (line: string) => void;
  now?: () => Date;
}

/** What the tester's choice answers, with JazzCash's codes and messages (guide v4.2, response codes). */
const OUTCOMES = {
  pay: { code: '000', message: 'Thank you for Using JazzCash, your transaction was successful.' },
  fail: { code: '999', message: 'Transaction failed.' },
  cancel: { code: '112', message: 'Transaction Cancelled by User.' },
} as const;
type Choice = keyof typeof OUTCOMES;

interface Order {
  id: string;
  request: Record<string, string>;
  amountPaisa: number;
  expiresAt: Date | undefined;
  result?: Record<string, string>;
}

/** yyyyMMddHHmmss in Pakistan time (UTC+5) → the instant. */
function fromPakistanStamp(stamp: string | undefined): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(stamp ?? '');
  if (!m) return undefined;
  return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+05:00`);
}

const digits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');

export function createJazzCashStandIn(options: JazzCashStandInOptions) {
  const { merchant } = options;
  const log = options.log ?? (() => undefined);
  const now = options.now ?? (() => new Date());
  const notifier = createNotifier(options.send ?? fetch, log);
  const orders = new Map<string, Order>();
  const byReference = new Map<string, Order>();
  const controls = {
    inquiry: 'answer' as 'answer' | 'unavailable' | 'silent',
    notifications: 'send' as 'send' | 'hold',
  };

  /** What JazzCash checks before it shows its page; null when the form is acceptable. */
  function refusal(fields: Record<string, string>): { code: string; message: string } | null {
    if (fields.pp_MerchantID !== merchant.merchantId || fields.pp_Password !== merchant.password)
      return { code: '101', message: 'Invalid merchant credentials.' };
    if (!ppHashIsValid(fields, merchant.integritySalt)) return { code: '115', message: 'Invalid hash received.' };
    const invalid = (name: string) => ({ code: '110', message: `Invalid value for ${name}.` });
    if (fields.pp_Version !== '1.1') return invalid('pp_Version');
    if (!/^[A-Za-z0-9]{1,20}$/.test(fields.pp_TxnRefNo ?? '') || byReference.has(fields.pp_TxnRefNo ?? ''))
      return invalid('pp_TxnRefNo');
    if (!/^[1-9]\d{0,14}$/.test(fields.pp_Amount ?? '')) return invalid('pp_Amount');
    if (fields.pp_TxnCurrency !== 'PKR') return invalid('pp_TxnCurrency');
    if (!fromPakistanStamp(fields.pp_TxnDateTime)) return invalid('pp_TxnDateTime');
    if (!isWebUrl(fields.pp_ReturnURL)) return invalid('pp_ReturnURL');
    if (!['', 'MWALLET', 'MPAY', 'OTC', undefined].includes(fields.pp_TxnType)) return invalid('pp_TxnType');
    return null;
  }

  async function takeCheckout(req: IncomingMessage, res: ServerResponse) {
    const fields = await readForm(req);
    const refused = refusal(fields);
    if (refused) {
      log(`pay: JazzCash stand-in refused a checkout: ${refused.code} ${refused.message}`);
      return sendHtml(res, 400, errorPage('JazzCash', refused.code, refused.message));
    }
    const order: Order = {
      id: randomBytes(12).toString('base64url'),
      request: fields,
      amountPaisa: Number(fields.pp_Amount),
      expiresAt: fromPakistanStamp(fields.pp_TxnExpiryDateTime),
    };
    orders.set(order.id, order);
    byReference.set(fields.pp_TxnRefNo ?? '', order);
    // The page has its own address, so a reload shows it again instead of posting the form twice.
    redirect(res, `${JAZZCASH_PATH}/checkout/${order.id}`);
  }

  function page(order: Order, mobile?: string, error?: string) {
    return checkoutPage({
      gateway: 'JazzCash',
      merchant: merchant.merchantId,
      reference: order.request.pp_TxnRefNo ?? '',
      amountPaisa: order.amountPaisa,
      description: order.request.pp_Description ?? '',
      action: `${JAZZCASH_PATH}/checkout/${order.id}`,
      ...(mobile !== undefined ? { mobile } : {}),
      ...(error ? { error } : {}),
    });
  }

  /** The signed fields JazzCash posts to pp_ReturnURL and, as JSON, to the IPN URL. */
  function resultFields(order: Order, choice: Choice): Record<string, string> {
    const request = order.request;
    const { code, message } = OUTCOMES[choice];
    return signPp(
      {
        pp_Amount: request.pp_Amount ?? '',
        pp_AuthCode: choice === 'pay' ? digits(6) : '',
        pp_BankID: request.pp_BankID ?? '',
        pp_BillReference: request.pp_BillReference ?? '',
        pp_Language: request.pp_Language ?? 'EN',
        pp_MerchantID: merchant.merchantId,
        pp_ResponseCode: code,
        pp_ResponseMessage: message,
        pp_RetreivalReferenceNo: choice === 'cancel' ? '' : digits(12),
        pp_SettlementExpiry: '',
        pp_SubMerchantId: request.pp_SubMerchantID ?? '',
        pp_TxnCurrency: request.pp_TxnCurrency ?? 'PKR',
        pp_TxnDateTime: request.pp_TxnDateTime ?? '',
        pp_TxnRefNo: request.pp_TxnRefNo ?? '',
        pp_TxnType: request.pp_TxnType || 'MWALLET',
        pp_Version: request.pp_Version ?? '1.1',
        ppmpf_1: request.ppmpf_1 ?? '',
        ppmpf_2: request.ppmpf_2 ?? '',
        ppmpf_3: request.ppmpf_3 ?? '',
        ppmpf_4: request.ppmpf_4 ?? '',
        ppmpf_5: request.ppmpf_5 ?? '',
      },
      merchant.integritySalt,
    );
  }

  function sendIpn(result: Record<string, string>) {
    notifier.deliver(options.notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(result),
    });
  }

  async function decide(order: Order, req: IncomingMessage, res: ServerResponse) {
    const form = await readForm(req);
    const choice = form.action as Choice;
    if (!(choice in OUTCOMES)) return sendHtml(res, 400, page(order, form.mobile, 'Choose pay, fail or cancel.'));
    if (order.result) return sendHtml(res, 409, errorPage('JazzCash', '110', 'This transaction is already complete.'));
    if (choice === 'pay' && !/^03\d{9}$/.test(form.mobile ?? ''))
      return sendHtml(res, 400, page(order, form.mobile, 'Enter a mobile account number of 11 digits starting 03.'));
    order.result = resultFields(order, choice);
    // A payer who cancels made no transaction: JazzCash has nothing to notify.
    if (choice !== 'cancel' && controls.notifications === 'send') sendIpn(order.result);
    sendHtml(res, 200, autoPostPage('Returning to the merchant', order.request.pp_ReturnURL ?? '', order.result));
  }

  /** Payment Inquiry API: 000 says the inquiry worked; the payment's own code is pp_PaymentResponseCode. */
  async function inquire(req: IncomingMessage, res: ServerResponse) {
    if (controls.inquiry === 'silent') return; // holds the connection: a gateway that never answers
    if (controls.inquiry === 'unavailable') return sendJson(res, 503, { message: 'Service Unavailable' });
    const body = await readJson(req);
    const fields = Object.fromEntries(
      Object.entries(body ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    const answer = (more: Record<string, string>) =>
      sendJson(res, 200, signPp({ pp_TxnRefNo: fields.pp_TxnRefNo ?? '', ...more }, merchant.integritySalt));
    if (fields.pp_MerchantID !== merchant.merchantId || fields.pp_Password !== merchant.password)
      return answer({ pp_ResponseCode: '101', pp_ResponseMessage: 'Invalid merchant credentials.' });
    if (!ppHashIsValid(fields, merchant.integritySalt))
      return answer({ pp_ResponseCode: '115', pp_ResponseMessage: 'Invalid hash received.' });
    const order = byReference.get(fields.pp_TxnRefNo ?? '');
    if (!order) return answer({ pp_ResponseCode: '109', pp_ResponseMessage: 'Transaction does not exist' });
    const expired = !order.result && order.expiresAt !== undefined && order.expiresAt < now();
    const [code, message] = order.result
      ? [order.result.pp_ResponseCode ?? '', order.result.pp_ResponseMessage ?? '']
      : expired
        ? ['116', 'Transaction Expired']
        : ['157', 'Transaction is pending.'];
    answer({
      pp_ResponseCode: '000',
      pp_ResponseMessage: 'Operation completed successfully.',
      pp_PaymentResponseCode: code,
      pp_PaymentResponseMessage: message,
      pp_Status: code === '000' ? 'Completed' : code === '157' ? 'Pending' : 'Failed',
      pp_AuthCode: order.result?.pp_AuthCode ?? '',
      pp_RetreivalReferenceNo: order.result?.pp_RetreivalReferenceNo ?? '',
    });
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const path = subPath(req, JAZZCASH_PATH).replace(/\/$/, '');
    if (req.method === 'POST' && path === MERCHANT_FORM) return takeCheckout(req, res);
    if (req.method === 'POST' && path === INQUIRE) return inquire(req, res);
    const checkout = /^\/checkout\/([\w-]+)$/.exec(path);
    const order = checkout ? orders.get(checkout[1] ?? '') : undefined;
    if (order && req.method === 'GET') return sendHtml(res, 200, page(order));
    if (order && req.method === 'POST') return decide(order, req, res);
    sendHtml(res, 404, errorPage('JazzCash', '404', 'Not found.'));
  }

  return {
    handle(req: IncomingMessage, res: ServerResponse): void {
      route(req, res).catch((error: Error) => {
        log(`pay: JazzCash stand-in: ${error.message}`);
        if (!res.headersSent) sendHtml(res, 400, errorPage('JazzCash', '110', 'The request could not be read.'));
        else res.end();
      });
    },
    /** switch the inquiry API to 503 or to silence, or hold IPNs back, to test a gateway that is down */
    controls,
    /** the IPNs sent, with the merchant's answers */
    deliveries: notifier.deliveries,
    settled: notifier.settled,
    /** Send an order's IPN again, as JazzCash does when it retries: the merchant must credit once. */
    notifyAgain(reference: string): boolean {
      const result = byReference.get(reference)?.result;
      if (!result || result.pp_ResponseCode === OUTCOMES.cancel.code) return false;
      sendIpn(result);
      return true;
    },
  };
}

export type JazzCashStandIn = ReturnType<typeof createJazzCashStandIn>;
