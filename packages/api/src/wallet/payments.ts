import { randomBytes } from 'node:crypto';
import {
  type AddFunds,
  CHECKOUT_MINUTES,
  DEFAULT_LOCALE,
  type Locale,
  localizedPath,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@modern-jobs/domain';
import { PRODUCT_METRICS } from '@modern-jobs/domain/metrics';
import { config } from '../config.ts';
import { WALLET_PATH } from '../mail/templates/wallet-receipt.ts';
import { logger } from '../observability/logger.ts';
import { count } from '../observability/metrics.ts';
import { walletSetting } from '../settings/wallet-setting.ts';
import { applyOutcome, type DepositResult } from './deposits.ts';
import { DepositLimitsError } from './errors.ts';
import { gatewayConfigOf } from './gateway-config.ts';
import {
  type CheckoutRequest,
  type GatewayReport,
  gateway,
  matchOrder,
  type NotificationAnswer,
  type NotificationRequest,
} from './gateways/index.ts';
import { createOrder, getOrder, type StoredOrder } from './store/orders.ts';

/** Where a gateway sends the browser back: the API's return route, which verifies before anything. */
export const returnUrlOf = (method: PaymentMethod) => `${config.SITE_ORIGIN}/api/wallet/return/${method}`;

/** 'MJ' and 16 upper-case letters and digits (80 random bits): JazzCash takes 20 characters. */
function newReference(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  return `MJ${[...randomBytes(16)].map((b) => alphabet[b % 32]).join('')}`;
}

/**
 * Add Funds: a pending order, one per request key, so a double click makes one. Nothing is credited
 * here: only a verified word from the gateway credits (settleReport).
 */
export async function startDeposit(
  person: { userId: string; email: string | null; name: string | null; locale: Locale },
  input: AddFunds,
  now = new Date(),
): Promise<{ order: StoredOrder; created: boolean }> {
  const limits = await walletSetting();
  if (input.amountPaisa < limits.minDepositPaisa || input.amountPaisa > limits.maxDepositPaisa)
    throw new DepositLimitsError(`${input.amountPaisa}`);
  const merchant = gatewayConfigOf(input.method);
  return createOrder({
    reference: newReference(),
    userId: person.userId,
    receipt: { to: person.email, locale: person.locale, name: person.name },
    requestId: input.requestId,
    merchantId: merchant.merchantId,
    amountPaisa: input.amountPaisa,
    currency: 'PKR',
    method: input.method,
    channel: input.channel,
    status: 'pending',
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + CHECKOUT_MINUTES * 60_000).toISOString(),
    ...(input.mobile ? { mobile: input.mobile } : {}),
  });
}

/** The gateway's signed checkout form for a pending order, made on the server with the merchant's secret. */
export function checkoutOf(order: StoredOrder, email: string | null): CheckoutRequest {
  return gateway(order.method).checkout(
    {
      reference: order.reference,
      amountPaisa: order.amountPaisa,
      currency: 'PKR',
      createdAt: new Date(order.createdAt),
      expiresAt: new Date(order.expiresAt),
      description: 'Modern Jobs wallet',
      returnUrl: returnUrlOf(order.method),
      channel: order.channel,
      ...(order.mobile ? { mobile: order.mobile } : {}),
      ...(email ? { email } : {}),
    },
    gatewayConfigOf(order.method),
  );
}

export type Settled = DepositResult | { result: 'refused'; why: string };

/**
 * What a verified report does to its order: nothing unless it names an order of ours at this
 * gateway, for this merchant, amount and currency; then applyOutcome, once. A refusal is logged
 * with what differed and counted, never credited.
 */
export async function settleReport(report: GatewayReport, now = new Date()): Promise<Settled> {
  const order = await getOrder(report.reference);
  if (!order) return refused(report, 'no such order');
  const match = matchOrder(report, {
    gateway: order.method,
    reference: order.reference,
    merchantId: order.merchantId,
    amountPaisa: order.amountPaisa,
    currency: order.currency,
  });
  if (!match.ok) return refused(report, `differs from its order: ${JSON.stringify(match.mismatches)}`);
  const settled = await applyOutcome(
    order,
    {
      status: report.status,
      gatewayTransactionId: report.gatewayTransactionId,
      code: report.code,
      message: report.message,
    },
    now,
  );
  if (settled.result === 'credited') {
    count(PRODUCT_METRICS.depositsCredited);
    logger.info('deposit credited', { reference: order.reference, source: report.source, gateway: report.gateway });
  }
  return settled;
}

function refused(report: Pick<GatewayReport, 'gateway' | 'source' | 'reference'>, why: string): Settled {
  count(PRODUCT_METRICS.paymentMessagesRefused);
  logger.warn('payment message refused', {
    gateway: report.gateway,
    source: report.source,
    reference: report.reference,
    why,
  });
  return { result: 'refused', why };
}

/**
 * A gateway's server-to-server notification: verified (signature; Easypaisa's fetched from the
 * gateway itself), matched to its order, applied once, and answered in the gateway's protocol.
 */
export async function takeNotification(
  method: PaymentMethod,
  request: NotificationRequest,
): Promise<NotificationAnswer> {
  const merchant = gatewayConfigOf(method);
  const verified = await gateway(method).verifyNotification(request, merchant);
  if (verified.kind === 'rejected') {
    refused({ gateway: method, source: 'notification', reference: '' }, `${verified.reason} ${verified.detail ?? ''}`);
    return gateway(method).notificationAnswer(false, merchant);
  }
  const settled = await settleReport(verified.report);
  return gateway(method).notificationAnswer(settled.result !== 'refused', merchant);
}

/** Where the browser goes once back from the gateway: the wallet, told which order to show. */
export type ReturnAnswer =
  | { kind: 'redirect'; location: string }
  /** Easypaisa's second step: a form the browser posts to the gateway */
  | { kind: 'form'; request: CheckoutRequest };

/**
 * The wallet page, told which order to show, in the language its payer paid in (a return from the
 * gateway is the gateway's navigation: nothing else says which language the person was using).
 */
export const walletPage = (order?: Pick<StoredOrder, 'reference' | 'receipt'> | null) =>
  localizedPath(order?.receipt.locale ?? DEFAULT_LOCALE, WALLET_PATH) + (order ? `?order=${order.reference}` : '');

/**
 * The browser's return from the gateway, a cross-site navigation with no session to trust: only
 * its verified fields count. Easypaisa's final return is unsigned, so it only names the order,
 * which is then asked about (status inquiry) before anything is credited.
 */
export async function takeReturn(method: PaymentMethod, fields: Record<string, string>): Promise<ReturnAnswer> {
  const merchant = gatewayConfigOf(method);
  const outcome = gateway(method).verifyReturn(fields, merchant, returnUrlOf(method));
  switch (outcome.kind) {
    case 'continue':
      return { kind: 'form', request: outcome.request };
    case 'rejected':
      refused({ gateway: method, source: 'return', reference: '' }, `${outcome.reason} ${outcome.detail ?? ''}`);
      return { kind: 'redirect', location: walletPage() };
    case 'verified':
      await settleReport(outcome.report);
      return { kind: 'redirect', location: walletPage(await getOrder(outcome.report.reference)) };
    case 'unsigned': {
      const order = await getOrder(outcome.reference);
      if (order?.method === method && order.status === 'pending') await inquire(order);
      return { kind: 'redirect', location: walletPage(order) };
    }
  }
}

/** Asks the gateway about one pending order and applies its answer; unreachable or unknown leaves it pending. */
export async function inquire(order: StoredOrder, now = new Date()): Promise<Settled | { result: 'no-answer' }> {
  const answer = await gateway(order.method).inquire(order.reference, gatewayConfigOf(order.method));
  if (answer.kind !== 'report') return { result: 'no-answer' };
  return settleReport(answer.report, now);
}

export const isPaymentMethod = (value: string): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value);
