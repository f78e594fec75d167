import { easypaisaHashedRequest } from './easypaisa-hash.ts';
import type {
  CheckoutOrder,
  CheckoutRequest,
  Gateway,
  GatewayConfig,
  GatewayReport,
  InquiryOptions,
  InquiryResult,
  NotificationRequest,
  PaymentStatus,
  ReturnOutcome,
  Verification,
} from './gateway.ts';
import { REFERENCE_PATTERN } from './gateway.ts';
import {
  assertPaisa,
  fetchWithDeadline,
  formatRupees,
  pakistanSpacedStamp,
  parseJsonObject,
  parseRupees,
  sameBytes,
} from './support.ts';

/**
 * Easypaisa, "Easypay" hosted checkout (the Plug-in integration of the Easypay Merchant Integration
 * Guide for Production, §2), its IPN, and its transaction inquiry (the REST form of
 * inquireTransaction, easypay-service/rest/v4/inquire-transaction).
 *
 * - Checkout, two steps: the browser posts the signed fields (easypaisa-hash.ts) to Index.jsf;
 *   Easypay sends it back to postBackURL with ?auth_token=…, and we post auth_token and postBackURL
 *   to Confirm.jsf, where the payer pays. Amounts are rupees with a decimal point ("500.0").
 * - Final return: a redirect to postBackURL with success=true|false and orderRefNumber, unsigned.
 *   It is only a hint: nothing is credited before the IPN or the inquiry says PAID.
 * - IPN: Easypay calls the URL registered in its portal with ?url=<an Easypay URL>; fetching that URL
 *   gives the transaction as JSON. Its trust is the gateway's TLS origin, so we fetch only URLs under
 *   notificationUrlPrefix (a forger's URL is never fetched, let alone believed).
 * - Inquiry: POST JSON {orderId, storeId, accountNum} with the header Credentials:
 *   base64(username:password); responseCode 0000 means the inquiry worked, transactionStatus says
 *   what became of the payment.
 * Easypay states no currency: it settles PKR only, and that is what we record.
 */

const STATUS: Record<string, PaymentStatus> = {
  PAID: 'paid',
  PENDING: 'pending',
  INITIATED: 'pending',
  FAILED: 'failed',
  EXPIRED: 'failed',
  REVERSED: 'failed',
  DROPPED: 'failed',
  CANCELLED: 'failed',
};

/** An unrecognised transactionStatus credits nothing and is asked about again. */
export function easypaisaStatus(transactionStatus: string): PaymentStatus {
  return STATUS[transactionStatus.toUpperCase()] ?? 'pending';
}

const PAYMENT_METHOD = { wallet: 'MA_PAYMENT_METHOD', card: 'CC_PAYMENT_METHOD' } as const;

/** 03xxxxxxxxx, the form Easypay's mobileNum takes; anything else is left out rather than refused. */
function mobileNumber(mobile: string | undefined): string {
  const digits = (mobile ?? '').replace(/\D/g, '').replace(/^92(?=3\d{9}$)/, '0');
  return /^03\d{9}$/.test(digits) ? digits : '';
}

function checkout(order: CheckoutOrder, config: GatewayConfig): CheckoutRequest {
  if (!REFERENCE_PATTERN.test(order.reference))
    throw new Error('Easypaisa takes a reference of 1–20 letters and digits');
  if (order.currency !== 'PKR') throw new Error('Easypaisa takes PKR only');
  assertPaisa(order.amountPaisa);
  const all: Record<string, string> = {
    amount: formatRupees(order.amountPaisa),
    autoRedirect: '1',
    emailAddr: order.email ?? '',
    expiryDate: pakistanSpacedStamp(order.expiresAt),
    mobileNum: mobileNumber(order.mobile),
    orderRefNum: order.reference,
    paymentMethod: order.channel ? PAYMENT_METHOD[order.channel] : '',
    postBackURL: order.returnUrl,
    storeId: config.merchantId,
  };
  // Blank optional fields are not sent at all, so the signed string is the same however Easypay reads blanks.
  const fields = Object.fromEntries(Object.entries(all).filter(([, value]) => value !== ''));
  fields.merchantHashedReq = easypaisaHashedRequest(fields, config.secret);
  return { url: config.checkoutUrl, method: 'POST', fields };
}

/**
 * `returnUrl` is the address the browser came back to (our postBackURL): Easypay's second step names
 * it again, as the place for the final redirect.
 */
function verifyReturn(fields: Record<string, string>, config: GatewayConfig, returnUrl?: string): ReturnOutcome {
  const token = fields.auth_token;
  if (token !== undefined) {
    if (!token || !config.confirmUrl || !returnUrl)
      return { kind: 'rejected', reason: 'malformed', detail: 'auth_token' };
    return {
      kind: 'continue',
      request: { url: config.confirmUrl, method: 'POST', fields: { auth_token: token, postBackURL: returnUrl } },
    };
  }
  const reference = fields.orderRefNumber;
  if (!reference || !REFERENCE_PATTERN.test(reference)) return { kind: 'rejected', reason: 'malformed' };
  // A voucher (paymentToken) is paid later at a shop: success then means "token issued", not "paid".
  const claimed: PaymentStatus =
    fields.success === 'true'
      ? fields.paymentToken
        ? 'pending'
        : 'paid'
      : fields.success === 'false'
        ? 'failed'
        : 'pending';
  return { kind: 'unsigned', reference, claimed };
}

/** The notification URL must be the gateway's: same origin, under the configured path. */
function isGatewayUrl(candidate: string, prefix: string | undefined): boolean {
  if (!prefix) return false;
  let url: URL;
  let base: URL;
  try {
    url = new URL(candidate);
    base = new URL(prefix);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  // Constant time is not needed (nothing secret), but equal origins are: "…com.pk.evil.example" is not "…com.pk".
  return sameBytes(Buffer.from(url.origin), Buffer.from(base.origin)) && url.pathname.startsWith(base.pathname);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

async function verifyNotification(
  request: NotificationRequest,
  config: GatewayConfig,
  options?: InquiryOptions,
): Promise<Verification> {
  const url = request.query.url;
  if (!url) return { kind: 'rejected', reason: 'malformed', detail: 'url' };
  if (!isGatewayUrl(url, config.notificationUrlPrefix)) return { kind: 'rejected', reason: 'origin' };
  const answer = await fetchWithDeadline(
    url,
    { method: 'GET', headers: { accept: 'application/json' } },
    options,
    config.timeoutMs,
  );
  if (!answer.ok) return { kind: 'rejected', reason: 'unreachable', detail: answer.detail };
  if (answer.status >= 400) return { kind: 'rejected', reason: 'unreachable', detail: `HTTP ${answer.status}` };
  const body = parseJsonObject(answer.text);
  const reference = text(body?.order_id);
  const status = text(body?.transaction_status);
  if (!body || !reference || !status || !REFERENCE_PATTERN.test(reference))
    return { kind: 'rejected', reason: 'malformed' };
  const amountPaisa = parseRupees(body.transaction_amount);
  const merchantId = text(body.store_id);
  const transactionId = text(body.transaction_id);
  const report: GatewayReport = {
    gateway: 'easypaisa',
    source: 'notification',
    reference,
    status: easypaisaStatus(status),
    code: status,
    currency: 'PKR',
    ...(amountPaisa !== undefined ? { amountPaisa } : {}),
    ...(merchantId ? { merchantId } : {}),
    ...(transactionId ? { gatewayTransactionId: transactionId } : {}),
  };
  return { kind: 'verified', report };
}

function notificationAnswer(accepted: boolean) {
  return { status: accepted ? 200 : 400, contentType: 'text/plain; charset=utf-8', body: accepted ? 'OK' : 'Refused' };
}

async function inquire(reference: string, config: GatewayConfig, options?: InquiryOptions): Promise<InquiryResult> {
  const credentials = Buffer.from(`${config.username ?? ''}:${config.password ?? ''}`, 'utf8').toString('base64');
  const answer = await fetchWithDeadline(
    config.inquiryUrl,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', credentials },
      body: JSON.stringify({ orderId: reference, storeId: config.merchantId, accountNum: config.accountNumber ?? '' }),
    },
    options,
    config.timeoutMs,
  );
  if (!answer.ok) return { kind: 'unreachable', detail: answer.detail };
  if (answer.status >= 500) return { kind: 'unreachable', detail: `HTTP ${answer.status}` };
  const body = parseJsonObject(answer.text);
  if (answer.status >= 400 || !body) return { kind: 'unknown', code: `HTTP ${answer.status}` };
  const code = text(body.responseCode) ?? '';
  const description = text(body.responseDesc);
  if (code !== '0000') return { kind: 'unknown', code, ...(description ? { message: description } : {}) };
  const status = text(body.transactionStatus);
  if (!status) return { kind: 'unknown', code, message: 'no transactionStatus' };
  const amountPaisa = parseRupees(body.transactionAmount);
  const merchantId = text(body.storeId);
  const transactionId = text(body.transactionId);
  return {
    kind: 'report',
    report: {
      gateway: 'easypaisa',
      source: 'inquiry',
      reference: text(body.orderId) || reference,
      status: easypaisaStatus(status),
      code: status,
      currency: 'PKR',
      ...(amountPaisa !== undefined ? { amountPaisa } : {}),
      ...(merchantId ? { merchantId } : {}),
      ...(transactionId ? { gatewayTransactionId: transactionId } : {}),
      // No message: responseDesc here describes the inquiry call itself ("SUCCESS"), not the
      // payment, so showing it on a failed order would tell the payer their failed payment succeeded.
    },
  };
}

export const easypaisa: Gateway = {
  id: 'easypaisa',
  checkout,
  verifyReturn,
  verifyNotification,
  notificationAnswer,
  inquire,
};
