import { randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { merchantHashIsValid } from './easypaisa-sign.ts';
import { isWebUrl, readForm, readJson, redirect, sendHtml, sendJson, subPath, withQuery } from './http.ts';
import { createNotifier, type Send } from './notifier.ts';
import { checkoutPage, errorPage } from './page.ts';

/**
 * A stand-in of Easypaisa's Easypay hosted checkout (the Plug-in integration of the Easypay Merchant
 * Integration Guide), at the gateway's paths under /pay/easypaisa:
 * - POST /easypay/Index.jsf takes the signed form (storeId, amount, orderRefNum, postBackURL,
 *   merchantHashedReq…) and sends the browser back to postBackURL with ?auth_token=…;
 * - POST /easypay/Confirm.jsf takes auth_token and the final postBackURL and shows the checkout;
 * - the tester's choice redirects to that postBackURL with success=true|false&orderRefNumber=…
 *   (unsigned, as Easypay's is) and, when paid, calls the merchant's IPN URL with ?url=<details URL>;
 * - GET /easypay-service/rest/v1/ipn/<store>/<order> gives those details as JSON;
 * - POST /easypay-service/rest/v4/inquire-transaction answers the inquiry (Credentials header).
 * The guide does not print its error pages or the inquiry's refusal codes; the stand-in's wording
 * and codes for those (0001 credentials, 0003 no such order) are its own.
 */

export const EASYPAISA_PATH = '/pay/easypaisa';

export interface EasypaisaMerchant {
  storeId: string;
  hashKey: string;
  accountNum: string;
  username: string;
  password: string;
}

export interface EasypaisaStandInOptions {
  merchant: EasypaisaMerchant;
  /** the site's origin, for the IPN's details URL */
  origin: string;
  /** the IPN URL "registered in the merchant portal" */
  notifyUrl: string;
  send?: Send;
  log?: (line: string) => void;
  now?: () => Date;
}

type Status = 'INITIATED' | 'PAID' | 'FAILED';

interface Order {
  id: string;
  request: Record<string, string>;
  amountPaisa: number;
  authToken: string | undefined;
  finalPostBack?: string;
  expiresAt: Date | undefined;
  status: Status;
  transactionId?: string;
  msisdn?: string;
  paidAt?: Date;
}

/** "500.0" → 50000 paisa; whole rupees with up to two decimals, as Easypay takes them. */
function paisa(amount: string | undefined): number | undefined {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount ?? '');
  if (!m) return undefined;
  const value = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return value > 0 ? value : undefined;
}

/** "yyyyMMdd HHmmss" in Pakistan time → the instant. */
function fromExpiry(value: string | undefined): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2}) (\d{2})(\d{2})(\d{2})$/.exec(value ?? '');
  return m ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+05:00`) : undefined;
}

/** Easypay shows amounts as "1500.0"; its JSON carries them the same way. */
const rupees = (amountPaisa: number) =>
  amountPaisa % 10 === 0
    ? `${Math.floor(amountPaisa / 100)}.${(amountPaisa % 100) / 10}`
    : (amountPaisa / 100).toFixed(2);

export function createEasypaisaStandIn(options: EasypaisaStandInOptions) {
  const { merchant } = options;
  const log = options.log ?? (() => undefined);
  const now = options.now ?? (() => new Date());
  const notifier = createNotifier(options.send ?? fetch, log);
  const orders = new Map<string, Order>();
  const byReference = new Map<string, Order>();
  const byToken = new Map<string, Order>();
  const controls = {
    inquiry: 'answer' as 'answer' | 'unavailable' | 'silent',
    notifications: 'send' as 'send' | 'hold',
  };
  const detailsPath = (order: Order) =>
    `${EASYPAISA_PATH}/easypay-service/rest/v1/ipn/${encodeURIComponent(merchant.storeId)}/${encodeURIComponent(order.request.orderRefNum ?? '')}`;

  function refusal(fields: Record<string, string>): string | null {
    if (fields.storeId !== merchant.storeId) return 'Invalid store id.';
    if (!merchantHashIsValid(fields, merchant.hashKey)) return 'Invalid merchant hashed request.';
    if (paisa(fields.amount) === undefined) return 'Invalid amount.';
    if (!/^[A-Za-z0-9]{1,20}$/.test(fields.orderRefNum ?? '') || byReference.has(fields.orderRefNum ?? ''))
      return 'Invalid or duplicate order reference number.';
    if (!isWebUrl(fields.postBackURL)) return 'Invalid postBackURL.';
    if (fields.expiryDate && !fromExpiry(fields.expiryDate)) return 'Invalid expiry date.';
    return null;
  }

  async function index(req: IncomingMessage, res: ServerResponse) {
    const fields = await readForm(req);
    const refused = refusal(fields);
    if (refused) {
      log(`pay: Easypaisa stand-in refused a checkout: ${refused}`);
      return sendHtml(res, 400, errorPage('Easypaisa', 'request', refused));
    }
    const order: Order = {
      id: randomBytes(12).toString('base64url'),
      request: fields,
      amountPaisa: paisa(fields.amount) ?? 0,
      authToken: randomBytes(18).toString('base64url'),
      expiresAt: fromExpiry(fields.expiryDate),
      status: 'INITIATED',
    };
    orders.set(order.id, order);
    byReference.set(fields.orderRefNum ?? '', order);
    byToken.set(order.authToken ?? '', order);
    // Step two of the guide: the merchant gets the token and posts it to Confirm.jsf.
    redirect(res, withQuery(fields.postBackURL ?? '', { auth_token: order.authToken ?? '' }));
  }

  function page(order: Order, mobile?: string, error?: string) {
    return checkoutPage({
      gateway: 'Easypaisa',
      merchant: `Store ${merchant.storeId}`,
      reference: order.request.orderRefNum ?? '',
      amountPaisa: order.amountPaisa,
      action: `${EASYPAISA_PATH}/checkout/${order.id}`,
      ...(mobile !== undefined ? { mobile } : {}),
      ...(error ? { error } : {}),
    });
  }

  async function confirm(req: IncomingMessage, res: ServerResponse) {
    const form = await readForm(req);
    const order = byToken.get(form.auth_token ?? '');
    if (!order)
      return sendHtml(res, 400, errorPage('Easypaisa', 'auth_token', 'Invalid or expired authentication token.'));
    if (!isWebUrl(form.postBackURL))
      return sendHtml(res, 400, errorPage('Easypaisa', 'request', 'Invalid postBackURL.'));
    // A token is good once: the page has its own address from here on.
    byToken.delete(form.auth_token ?? '');
    order.authToken = undefined;
    order.finalPostBack = form.postBackURL;
    redirect(res, `${EASYPAISA_PATH}/checkout/${order.id}`);
  }

  function sendIpn(order: Order) {
    notifier.deliver(withQuery(options.notifyUrl, { url: `${options.origin}${detailsPath(order)}` }), {
      method: 'GET',
    });
  }

  async function decide(order: Order, req: IncomingMessage, res: ServerResponse) {
    const form = await readForm(req);
    const choice = form.action;
    if (choice !== 'pay' && choice !== 'fail' && choice !== 'cancel')
      return sendHtml(res, 400, page(order, form.mobile, 'Choose pay, fail or cancel.'));
    if (order.status !== 'INITIATED')
      return sendHtml(res, 409, errorPage('Easypaisa', 'request', 'This transaction is already complete.'));
    if (choice === 'pay' && !/^03\d{9}$/.test(form.mobile ?? ''))
      return sendHtml(res, 400, page(order, form.mobile, 'Enter a mobile account number of 11 digits starting 03.'));
    order.status = choice === 'pay' ? 'PAID' : 'FAILED';
    order.transactionId = String(randomInt(10 ** 9, 10 ** 10));
    if (choice === 'pay') {
      order.msisdn = form.mobile ?? '';
      order.paidAt = now();
      // Easypay's IPN tells of a payment; a failed or abandoned checkout is learnt by inquiry.
      if (controls.notifications === 'send') sendIpn(order);
    }
    redirect(
      res,
      withQuery(order.finalPostBack ?? order.request.postBackURL ?? '', {
        success: choice === 'pay' ? 'true' : 'false',
        orderRefNumber: order.request.orderRefNum ?? '',
      }),
    );
  }

  function status(order: Order): string {
    if (order.status === 'INITIATED' && order.expiresAt && order.expiresAt < now()) return 'EXPIRED';
    return order.status === 'INITIATED' ? 'PENDING' : order.status;
  }

  function details(order: Order) {
    return {
      order_id: order.request.orderRefNum,
      store_id: merchant.storeId,
      store_name: `Store ${merchant.storeId}`,
      transaction_id: order.transactionId ?? '',
      transaction_status: status(order),
      transaction_amount: rupees(order.amountPaisa),
      order_datetime: order.request.expiryDate ?? '',
      paid_datetime: order.paidAt?.toISOString() ?? '',
      msisdn: order.msisdn ?? '',
      payment_method: 'MA',
    };
  }

  async function inquire(req: IncomingMessage, res: ServerResponse) {
    if (controls.inquiry === 'silent') return; // holds the connection: a gateway that never answers
    if (controls.inquiry === 'unavailable') return sendJson(res, 503, { message: 'Service Unavailable' });
    const expected = Buffer.from(`${merchant.username}:${merchant.password}`).toString('base64');
    if (req.headers.credentials !== expected)
      return sendJson(res, 200, { responseCode: '0001', responseDesc: 'AUTHENTICATION FAILED' });
    const body = await readJson(req);
    const order = byReference.get(String(body?.orderId ?? ''));
    if (body?.storeId !== merchant.storeId || body?.accountNum !== merchant.accountNum || !order)
      return sendJson(res, 200, { responseCode: '0003', responseDesc: 'ORDER NOT FOUND' });
    const d = details(order);
    sendJson(res, 200, {
      responseCode: '0000',
      responseDesc: 'SUCCESS',
      orderId: d.order_id,
      storeId: d.store_id,
      accountNum: merchant.accountNum,
      storeName: d.store_name,
      transactionId: d.transaction_id,
      transactionStatus: d.transaction_status,
      transactionAmount: d.transaction_amount,
      transactionPaidDateTime: d.paid_datetime,
      msisdn: d.msisdn,
      paymentMode: d.payment_method,
    });
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const path = subPath(req, EASYPAISA_PATH);
    if (req.method === 'POST' && path === '/easypay/Index.jsf') return index(req, res);
    if (req.method === 'POST' && path === '/easypay/Confirm.jsf') return confirm(req, res);
    if (req.method === 'POST' && path === '/easypay-service/rest/v4/inquire-transaction') return inquire(req, res);
    const ipn = /^\/easypay-service\/rest\/v1\/ipn\/([^/]+)\/([^/]+)$/.exec(path);
    if (ipn && req.method === 'GET') {
      const order = byReference.get(decodeURIComponent(ipn[2] ?? ''));
      if (!order || decodeURIComponent(ipn[1] ?? '') !== merchant.storeId)
        return sendJson(res, 404, { message: 'Not found' });
      return sendJson(res, 200, details(order));
    }
    const checkout = /^\/checkout\/([\w-]+)$/.exec(path);
    const order = checkout ? orders.get(checkout[1] ?? '') : undefined;
    if (order?.finalPostBack && req.method === 'GET') return sendHtml(res, 200, page(order));
    if (order?.finalPostBack && req.method === 'POST') return decide(order, req, res);
    sendHtml(res, 404, errorPage('Easypaisa', '404', 'Not found.'));
  }

  return {
    handle(req: IncomingMessage, res: ServerResponse): void {
      route(req, res).catch((error: Error) => {
        log(`pay: Easypaisa stand-in: ${error.message}`);
        if (!res.headersSent) sendHtml(res, 400, errorPage('Easypaisa', 'request', 'The request could not be read.'));
        else res.end();
      });
    },
    controls,
    deliveries: notifier.deliveries,
    settled: notifier.settled,
    /** Call the IPN URL again for a paid order, as a gateway's retry would: the merchant must credit once. */
    notifyAgain(reference: string): boolean {
      const order = byReference.get(reference);
      if (order?.status !== 'PAID') return false;
      sendIpn(order);
      return true;
    },
  };
}

export type EasypaisaStandIn = ReturnType<typeof createEasypaisaStandIn>;
