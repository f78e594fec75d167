import * as z from 'zod';
import { isPaisa } from './money.ts';

/**
 * What moves money in a wallet. Each is an immutable ledger entry; the wallet's balance is their sum,
 * kept on the person's profile in the same transaction as each entry (api wallet/store/ledger.ts).
 * 'withdrawal' is the spec's word for money leaving a wallet: nothing pays out yet, so none is made.
 */
export const LEDGER_ENTRY_TYPES = ['deposit', 'boost', 'refund', 'adjustment', 'withdrawal'] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

export const paisaSchema = z.number().refine(isPaisa, { error: 'Amount must be a whole number of paisa' });

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

/** The sign of each type's amount: what a type may do to a balance. */
export const ENTRY_SIGN: Readonly<Record<LedgerEntryType, 1 | -1 | 0>> = {
  deposit: 1,
  refund: 1,
  boost: -1,
  withdrawal: -1,
  // The operator's adjustment goes either way; its reason says why.
  adjustment: 0,
};
