import * as z from 'zod';
import { API_MESSAGES } from '../messages/api.ts';
import { isPaisa } from './money.ts';

/**
 * What moves money in a wallet. Each is an immutable ledger entry; the wallet's balance is their sum,
 * kept on the person's profile in the same transaction as each entry (api wallet/store/ledger.ts).
 * 'withdrawal' is the spec's word for money leaving a wallet: nothing pays out yet, so none is made.
 * 'contact' is an employer's payment for a CV bank candidate's contacts: an unlock, or an accepted request.
 */
export const LEDGER_ENTRY_TYPES = ['deposit', 'boost', 'refund', 'adjustment', 'withdrawal', 'contact'] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

export const paisaSchema = z.number().refine(isPaisa, { error: API_MESSAGES.wholePaisa });

/** One entry as the API answers it: the spec's transaction fields, and the exact figures beside them. */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  type: z.enum(LEDGER_ENTRY_TYPES),
  /** the spec's numeric string, signed: "500.00" in, "-1500.00" out */
  amount: z.string(),
  description: z.string(),
  createdAt: z.string(),
  /** the same amount in paisa, signed */
  amountPaisa: paisaSchema,
  /** the wallet's balance right after this entry */
  balancePaisa: paisaSchema,
  /** what it is for: the payment order's reference, the boosted job's id */
  reference: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** One entry as the operator's Payment Management lists it: whose it is, and how it was paid. */
export const adminLedgerEntrySchema = ledgerEntrySchema.extend({
  userId: z.string(),
  method: z.string().optional(),
  reason: z.string().optional(),
});
export type AdminLedgerEntry = z.infer<typeof adminLedgerEntrySchema>;

const day = z.iso.date({ error: API_MESSAGES.walletDates });

/** What Payment Management filters by: type, gateway, person, a range of Pakistan days. */
export const ledgerFilterSchema = z
  .object({
    type: z.enum(LEDGER_ENTRY_TYPES).optional(),
    method: z.enum(['jazzcash', 'easypaisa']).optional(),
    userId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, API_MESSAGES.invalidId)
      .optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { error: API_MESSAGES.walletRange, path: ['to'] });
export type LedgerFilter = z.infer<typeof ledgerFilterSchema>;

/** The exact totals of a filter: each type's count and signed sum, and all of them together. */
export interface LedgerTotals {
  count: number;
  totalPaisa: number;
  byType: Partial<Record<LedgerEntryType, { count: number; paisa: number }>>;
}

/** POST /api/admin/wallet/users/{id}/adjustments: either way, never zero, always with a reason. */
export const adjustmentSchema = z.object({
  amountPaisa: z
    .number({ error: API_MESSAGES.amountInPaisa })
    .int({ error: API_MESSAGES.wholePaisa })
    .refine((n) => n !== 0 && Math.abs(n) <= 10_000_000_00, { error: API_MESSAGES.amountNotZero }),
  reason: z.string({ error: API_MESSAGES.sayWhy }).trim().min(3, { error: API_MESSAGES.sayWhy }).max(500),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

/**
 * POST /api/admin/wallet/orders/{reference}/refund. `gateway`: a paid deposit's money goes back to
 * the payer through the gateway (the wallet gives it up; the operator completes it in the gateway's
 * portal). `wallet`: a payment the gateway took but the wallet never got (an order closed as failed
 * or expired) goes into the wallet after all.
 */
export const depositRefundSchema = z.object({
  amountPaisa: z
    .number({ error: API_MESSAGES.amountInPaisa })
    .int({ error: API_MESSAGES.wholePaisa })
    .positive({ error: API_MESSAGES.amountInPaisa }),
  to: z.enum(['gateway', 'wallet'], { error: API_MESSAGES.refundTo }),
  reason: z.string({ error: API_MESSAGES.sayWhy }).trim().min(3, { error: API_MESSAGES.sayWhy }).max(500),
});
export type DepositRefund = z.infer<typeof depositRefundSchema>;
