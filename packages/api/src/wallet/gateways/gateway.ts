import type { PaymentMethod } from '@modern-jobs/domain';

/**
 * One shape for every payment gateway, so that a third (a card acquirer, Safepay, PayFast) is one
 * module registered in index.ts. A gateway module is pure apart from `inquire` and Easypaisa's
 * notification (both ask the gateway over HTTP, through an injectable fetch): it signs what we send
 * and checks what comes back, and never decides what is credited. The wallet service does that,
 * with match-order.ts, once a message is verified, and keeps it idempotent by the reference.
 */

export type GatewayId = PaymentMethod;

/**
 * A merchant account at one gateway. Kept in Secrets Manager in AWS and in the data folder locally;
 * none of it reaches the browser except what the gateway's own form carries (JazzCash's protocol
 * puts pp_Password in the checkout form: that is how the gateway is built, not our choice).
 */
export interface GatewayConfig {
  /** JazzCash pp_MerchantID; Easypaisa storeId */
  merchantId: string;
  /** the signing secret: JazzCash's integrity salt; Easypaisa's hash key (16 characters, AES-128) */
  secret: string;
  /** JazzCash pp_Password; Easypaisa's inquiry API password */
  password?: string;
  /** Easypaisa's inquiry API user name */
  username?: string;
  /** Easypaisa's merchant account number, which its inquiry asks for with the store id */
  accountNumber?: string;
  /** where the browser's form goes: JazzCash's merchantform, Easypaisa's Index.jsf */
  checkoutUrl: string;
  /** Easypaisa's second step, Confirm.jsf, to which the auth_token is posted */
  confirmUrl?: string;
  /** the status inquiry API */
  inquiryUrl: string;
  /**
   * Easypaisa's notification names a URL that we fetch for the transaction's details: only URLs
   * under this prefix (the gateway's own origin and path) are fetched, never one a forger chose.
   */
  notificationUrlPrefix?: string;
  /** how long an inquiry (or Easypaisa's notification fetch) may take before it counts as unreachable */
  timeoutMs?: number;
}

/** What we ask the gateway to collect. Amounts are integer paisa, as everywhere in our code. */
export interface CheckoutOrder {
  /** our unique reference: JazzCash pp_TxnRefNo, Easypaisa orderRefNum (1–20 letters and digits) */
  reference: string;
  amountPaisa: number;
  currency: 'PKR';
  createdAt: Date;
  expiresAt: Date;
  description: string;
  /** where the gateway sends the browser back (JazzCash pp_ReturnURL, Easypaisa postBackURL) */
  returnUrl: string;
  mobile?: string;
  email?: string;
  /** JazzCash: MWALLET or MPAY; Easypaisa: MA_ or CC_PAYMENT_METHOD; none lets the payer choose */
  channel?: 'wallet' | 'card';
}

/** A form the browser submits (the page auto-submits it): the gateways take no JSON from browsers. */
export interface CheckoutRequest {
  url: string;
  method: 'POST' | 'GET';
  fields: Record<string, string>;
}

export type PaymentStatus = 'paid' | 'failed' | 'pending';

/** What a verified message says of one payment, in our terms. */
export interface GatewayReport {
  gateway: GatewayId;
  /** which message said it: the browser's return, the server-to-server notification, or our inquiry */
  source: 'return' | 'notification' | 'inquiry';
  /** our reference, echoed by the gateway: the key that makes crediting idempotent */
  reference: string;
  status: PaymentStatus;
  /**
   * Absent when the message does not state it (JazzCash's inquiry answer): the reference was signed
   * together with the amount at checkout, so match-order accepts its absence only from an inquiry.
   */
  amountPaisa?: number;
  currency?: string;
  /** absent when the message does not name the merchant; the secret it was verified with does */
  merchantId?: string;
  /** the gateway's own id for the payment (retrieval reference, transaction id), for receipts and refunds */
  gatewayTransactionId?: string;
  /** the gateway's code as it sent it (JazzCash '000', '124'…; Easypaisa 'PAID', '0000'…) */
  code: string;
  message?: string;
}

export type RejectReason =
  /** the signature does not verify with our secret: tampered or forged */
  | 'signature'
  /** fields missing or of the wrong form */
  | 'malformed'
  /** Easypaisa: the notification named a URL that is not the gateway's */
  | 'origin'
  /** Easypaisa: the gateway did not answer the notification's URL in time */
  | 'unreachable';

export type Verification =
  | { kind: 'verified'; report: GatewayReport }
  | { kind: 'rejected'; reason: RejectReason; detail?: string };

/**
 * What the browser's return means. Besides verified and rejected:
 * - `continue`: the gateway sent the browser back mid-checkout (Easypaisa's auth_token); post this next.
 * - `unsigned`: the gateway's return carries no signature (Easypaisa's final redirect), so it only
 *   says which order to ask about: nothing may be credited before `inquire` (or a notification) says so.
 */
export type ReturnOutcome =
  | Verification
  | { kind: 'continue'; request: CheckoutRequest }
  | { kind: 'unsigned'; reference: string; claimed: PaymentStatus };

/** The server-to-server notification as it reached us: the gateways send it in different ways. */
export interface NotificationRequest {
  method: string;
  /** the query string's parameters (Easypaisa sends ?url=…) */
  query: Record<string, string>;
  /** the raw body (JazzCash posts JSON, or a form) */
  body: string;
  contentType?: string;
}

/** How we answer the gateway's notification, in its protocol. */
export interface NotificationAnswer {
  status: number;
  contentType: string;
  body: string;
}

export type InquiryResult =
  | { kind: 'report'; report: GatewayReport }
  /** the gateway answered but could not say (no such transaction yet, its own error): ask again later */
  | { kind: 'unknown'; code: string; message?: string }
  /** no answer in time, a network error or a 5xx: the order stays pending */
  | { kind: 'unreachable'; detail: string };

export interface InquiryOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface Gateway {
  id: GatewayId;
  /** The signed form for the browser; throws on an order the gateway cannot take (reference, amount). */
  checkout(order: CheckoutOrder, config: GatewayConfig): CheckoutRequest;
  /**
   * The browser's return (query and form fields together). `returnUrl` is the address it came back
   * to, without the query: Easypaisa's second step must name it again.
   */
  verifyReturn(fields: Record<string, string>, config: GatewayConfig, returnUrl?: string): ReturnOutcome;
  /** The gateway's server-to-server notification (IPN). Async: Easypaisa's must be fetched from the gateway. */
  verifyNotification(
    request: NotificationRequest,
    config: GatewayConfig,
    options?: InquiryOptions,
  ): Promise<Verification>;
  /** What to answer the notification, once it has been handled (accepted) or refused. */
  notificationAnswer(accepted: boolean, config: GatewayConfig): NotificationAnswer;
  /** The gateway's status inquiry for one reference; a timeout or network error is `unreachable`, never a throw. */
  inquire(reference: string, config: GatewayConfig, options?: InquiryOptions): Promise<InquiryResult>;
}

/** 1–20 letters and digits: what both gateways take as a reference (JazzCash pp_TxnRefNo is AN 20). */
export const REFERENCE_PATTERN = /^[A-Za-z0-9]{1,20}$/;

export const DEFAULT_TIMEOUT_MS = 10_000;
