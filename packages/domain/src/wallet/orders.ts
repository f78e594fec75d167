import * as z from 'zod';
import { API_MESSAGES } from '../messages/api.ts';

/** The gateways an employer adds funds through (api wallet/gateways). */
export const PAYMENT_METHODS = ['jazzcash', 'easypaisa'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** JazzCash takes a mobile account or a card; Easypaisa its mobile account. */
export const PAYMENT_CHANNELS = ['wallet', 'card'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

/**
 * A payment order's life: pending until the gateway says paid or failed (its notification, its
 * return, or the status inquiry), cancelled when the payer turns back at the gateway, expired when
 * nothing came before its checkout lapsed.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const isSettled = (status: OrderStatus) => status !== 'pending';

/** The reference each gateway carries for us: 'MJ' and 16 letters and digits (JazzCash allows 20). */
export const ORDER_REFERENCE = /^MJ[0-9A-Z]{16}$/;

/** A payment order as its owner (and the operator) sees it. */
export const paymentOrderSchema = z.object({
  reference: z.string().regex(ORDER_REFERENCE),
  amountPaisa: z.number().int().positive(),
  currency: z.literal('PKR'),
  method: z.enum(PAYMENT_METHODS),
  channel: z.enum(PAYMENT_CHANNELS),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** when the checkout lapses; a pending order past it is asked about, then expired */
  expiresAt: z.string(),
  /** the gateway's own id of the payment, once it said */
  gatewayTransactionId: z.string().optional(),
  /** the gateway's code and words when it failed */
  failure: z.object({ code: z.string(), message: z.string() }).optional(),
  /** the operator's refund of it (Payment Management): at most one per deposit */
  refund: z
    .object({
      amountPaisa: z.number().int().positive(),
      to: z.enum(['gateway', 'wallet']),
      reason: z.string(),
      by: z.string(),
      at: z.string(),
    })
    .optional(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/** POST /api/wallet/orders: Add Funds. The limits are the service's (they come from Settings). */
export const addFundsSchema = z.object({
  amountPaisa: z
    .number({ error: API_MESSAGES.amountToAdd })
    .int({ error: API_MESSAGES.wholePaisa })
    .positive({ error: API_MESSAGES.amountToAdd }),
  currency: z.literal('PKR', { error: API_MESSAGES.fundsInPkr }).default('PKR'),
  method: z.enum(PAYMENT_METHODS, { error: API_MESSAGES.paymentMethod }),
  channel: z.enum(PAYMENT_CHANNELS).default('wallet'),
  /** the payer's mobile account, which the gateway's page otherwise asks for */
  mobile: z
    .string()
    .trim()
    .regex(/^03\d{9}$/, { error: API_MESSAGES.mobileAccount })
    .optional(),
  /** made by the browser when Add Funds opens: the same key again is the same order */
  requestId: z
    .string({ error: API_MESSAGES.requestKey })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: API_MESSAGES.requestKey }),
});
export type AddFunds = z.infer<typeof addFundsSchema>;

/** Each gateway's own name, the same in both languages. */
export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethod, string>> = {
  jazzcash: 'JazzCash',
  easypaisa: 'Easypaisa',
};

/** What Payment Management filters deposits by. */
export const orderFilterSchema = z
  .object({
    status: z.enum(ORDER_STATUSES).optional(),
    method: z.enum(PAYMENT_METHODS).optional(),
    from: z.iso.date({ error: API_MESSAGES.walletDates }).optional(),
    to: z.iso.date({ error: API_MESSAGES.walletDates }).optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { error: API_MESSAGES.walletRange, path: ['to'] });

/** GET /api/admin/wallet/orders/totals: the exact count and sum of a filter's deposits, by status. */
export interface OrderTotals {
  count: number;
  totalPaisa: number;
  byStatus: Partial<Record<OrderStatus, { count: number; paisa: number }>>;
}
