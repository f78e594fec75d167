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
import { jazzcashHashVerifies, jazzcashSecureHash } from './jazzcash-hash.ts';
import {
  assertPaisa,
  fetchWithDeadline,
  pakistanStamp,
  parseJsonObject,
  parsePaisaDigits,
  stringFields,
} from './support.ts';

/**
 * JazzCash, "Page Redirection (HTTP POST)" with pp_Version 1.1, from JazzCash's Payment Gateway
 * Integration Guide for Merchants v4.2 and its sandbox documentation v4.2 (HTTP POST, Hashing
 * Scheme, Response Codes, IPN), plus its Payment Inquiry API (ApplicationAPI/API/PaymentInquiry/Inquire).
 *
 * - Checkout: the browser posts the pp_ fields, signed (jazzcash-hash.ts), to the merchantform URL.
 *   pp_Amount is paisa with no decimal point; dates are yyyyMMddHHmmss in Pakistan time.
 * - Return: JazzCash posts the signed result fields back to pp_ReturnURL through the browser.
 * - IPN: sent to the URL registered in the merchant portal (not a request field). The guide
 *   describes a SOAP service answered by "code + message + hash"; merchants on HTTP POST receive the
 *   pp_ fields as JSON, signed as above, and answer JSON. We take JSON or a form, and answer JSON.
 * - Codes: 000 and 121 paid; 124 (voucher awaiting payment) and 157 (wallet/card pending) pending;
 *   every other code failed (112 is the payer's cancel).
 */

const PAID = new Set(['000', '121']);
const PENDING = new Set(['124', '157']);

export function jazzcashStatus(code: string): PaymentStatus {
  if (PAID.has(code)) return 'paid';
  if (PENDING.has(code)) return 'pending';
  return 'failed';
}

/**
 * JazzCash refuses descriptions with any of <>\*=%/:'|"{} (its guide, pp_Description) and signs
 * bytes whose encoding beyond ASCII it leaves unclear: keep printable ASCII, at most 200 characters.
 */
function safeDescription(text: string): string {
  const cleaned = text
    .replace(/[^\x20-\x7E]/g, ' ')
    .replace(/[<>\\*=%/:'|"{}]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned.slice(0, 200) || 'Payment';
}

const TXN_TYPE = { wallet: 'MWALLET', card: 'MPAY' } as const;

function checkout(order: CheckoutOrder, config: GatewayConfig): CheckoutRequest {
  if (!REFERENCE_PATTERN.test(order.reference))
    throw new Error('JazzCash takes a reference of 1–20 letters and digits');
  if (order.currency !== 'PKR') throw new Error('JazzCash takes PKR only');
  assertPaisa(order.amountPaisa);
  if (!config.password) throw new Error('JazzCash needs the merchant password (pp_Password)');
  const fields: Record<string, string> = {
    pp_Version: '1.1',
    // Empty lets the payer choose on JazzCash's page.
    pp_TxnType: order.channel ? TXN_TYPE[order.channel] : '',
    pp_Language: 'EN',
    pp_MerchantID: config.merchantId,
    pp_SubMerchantID: '',
    pp_Password: config.password,
    pp_BankID: '',
    pp_ProductID: '',
    pp_TxnRefNo: order.reference,
    pp_Amount: String(order.amountPaisa),
    pp_TxnCurrency: 'PKR',
    pp_TxnDateTime: pakistanStamp(order.createdAt),
    pp_BillReference: order.reference,
    pp_Description: safeDescription(order.description),
    pp_TxnExpiryDateTime: pakistanStamp(order.expiresAt),
    pp_ReturnURL: order.returnUrl,
    ppmpf_1: '',
    ppmpf_2: '',
    ppmpf_3: '',
    ppmpf_4: '',
    ppmpf_5: '',
  };
  fields.pp_SecureHash = jazzcashSecureHash(fields, config.secret);
  return { url: config.checkoutUrl, method: 'POST', fields };
}

/** The signed result fields (return and IPN carry the same ones) → a report, or why not. */
function verifyResult(
  fields: Record<string, string>,
  config: GatewayConfig,
  source: 'return' | 'notification',
): Verification {
  const reference = fields.pp_TxnRefNo;
  const code = fields.pp_ResponseCode;
  if (!reference || !code || !fields.pp_SecureHash) return { kind: 'rejected', reason: 'malformed' };
  if (!jazzcashHashVerifies(fields, config.secret)) return { kind: 'rejected', reason: 'signature' };
  // Checked after the signature: a signed message from JazzCash with an odd reference is still not ours.
  if (!REFERENCE_PATTERN.test(reference)) return { kind: 'rejected', reason: 'malformed', detail: 'pp_TxnRefNo' };
  const amount = fields.pp_Amount;
  const amountPaisa = parsePaisaDigits(amount);
  if (amount !== undefined && amount !== '' && amountPaisa === undefined)
    return { kind: 'rejected', reason: 'malformed', detail: 'pp_Amount' };
  const report: GatewayReport = {
    gateway: 'jazzcash',
    source,
    reference,
    status: jazzcashStatus(code),
    code,
    ...(amountPaisa !== undefined ? { amountPaisa } : {}),
    ...(fields.pp_TxnCurrency ? { currency: fields.pp_TxnCurrency } : {}),
    ...(fields.pp_MerchantID ? { merchantId: fields.pp_MerchantID } : {}),
    // JazzCash spells it "Retreival"; the retrieval reference is what its portal and refunds know.
    ...(fields.pp_RetreivalReferenceNo ? { gatewayTransactionId: fields.pp_RetreivalReferenceNo } : {}),
    ...(fields.pp_ResponseMessage ? { message: fields.pp_ResponseMessage } : {}),
  };
  return { kind: 'verified', report };
}

function verifyReturn(fields: Record<string, string>, config: GatewayConfig): ReturnOutcome {
  return verifyResult(fields, config, 'return');
}

/** The IPN's fields: a JSON object, or a form if JazzCash posts one. */
function notificationFields(request: NotificationRequest): Record<string, string> | undefined {
  const type = request.contentType ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(request.body));
  const object = parseJsonObject(request.body);
  return object ? stringFields(object) : undefined;
}

async function verifyNotification(request: NotificationRequest, config: GatewayConfig): Promise<Verification> {
  const fields = notificationFields(request);
  if (!fields) return { kind: 'rejected', reason: 'malformed' };
  return verifyResult(fields, config, 'notification');
}

/** JazzCash retries an IPN until it is answered 000; the answer is signed like any pp_ message. */
function notificationAnswer(accepted: boolean, config: GatewayConfig) {
  const fields: Record<string, string> = accepted
    ? { pp_ResponseCode: '000', pp_ResponseMessage: 'IPN received' }
    : { pp_ResponseCode: '115', pp_ResponseMessage: 'Invalid hash received' };
  fields.pp_SecureHash = jazzcashSecureHash(fields, config.secret);
  return { status: 200, contentType: 'application/json', body: JSON.stringify(fields) };
}

const INQUIRY_STATUS: Record<string, PaymentStatus> = {
  completed: 'paid',
  pending: 'pending',
  failed: 'failed',
  dropped: 'failed',
  reversed: 'failed',
  expired: 'failed',
};

/**
 * The Payment Inquiry API: pp_ResponseCode says whether the inquiry itself worked (000), and
 * pp_PaymentResponseCode and pp_Status what became of the payment. Its answer states no amount;
 * the reference was signed with the amount at checkout.
 */
async function inquire(reference: string, config: GatewayConfig, options?: InquiryOptions): Promise<InquiryResult> {
  const request: Record<string, string> = {
    pp_TxnRefNo: reference,
    pp_MerchantID: config.merchantId,
    pp_Password: config.password ?? '',
  };
  request.pp_SecureHash = jazzcashSecureHash(request, config.secret);
  const answer = await fetchWithDeadline(
    config.inquiryUrl,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) },
    options,
    config.timeoutMs,
  );
  if (!answer.ok) return { kind: 'unreachable', detail: answer.detail };
  if (answer.status >= 500) return { kind: 'unreachable', detail: `HTTP ${answer.status}` };
  const object = parseJsonObject(answer.text);
  if (answer.status >= 400 || !object) return { kind: 'unknown', code: `HTTP ${answer.status}` };
  const fields = stringFields(object);
  // An answer over TLS from the URL we chose is JazzCash's; a hash, when it sends one, must still be right.
  if (fields.pp_SecureHash && !jazzcashHashVerifies(fields, config.secret))
    return { kind: 'unknown', code: 'signature', message: 'the inquiry answer is not signed with our salt' };
  const code = fields.pp_ResponseCode ?? '';
  if (code !== '000')
    return { kind: 'unknown', code, ...(fields.pp_ResponseMessage ? { message: fields.pp_ResponseMessage } : {}) };
  const paymentCode = fields.pp_PaymentResponseCode;
  const status = paymentCode ? jazzcashStatus(paymentCode) : INQUIRY_STATUS[(fields.pp_Status ?? '').toLowerCase()];
  if (!status) return { kind: 'unknown', code, message: `pp_Status ${fields.pp_Status ?? 'missing'}` };
  const amountPaisa = parsePaisaDigits(fields.pp_Amount);
  const message = fields.pp_PaymentResponseMessage ?? fields.pp_Status;
  return {
    kind: 'report',
    report: {
      gateway: 'jazzcash',
      source: 'inquiry',
      reference: fields.pp_TxnRefNo || reference,
      status,
      code: paymentCode ?? code,
      ...(amountPaisa !== undefined ? { amountPaisa } : {}),
      ...(fields.pp_TxnCurrency ? { currency: fields.pp_TxnCurrency } : {}),
      ...(fields.pp_MerchantID ? { merchantId: fields.pp_MerchantID } : {}),
      ...(fields.pp_RetreivalReferenceNo ? { gatewayTransactionId: fields.pp_RetreivalReferenceNo } : {}),
      ...(message ? { message } : {}),
    },
  };
}

export const jazzcash: Gateway = {
  id: 'jazzcash',
  checkout,
  verifyReturn,
  verifyNotification,
  notificationAnswer,
  inquire,
};
