import * as z from 'zod';
import { companySchema } from './employer.ts';

/**
 * GET /api/auth/user. walletBalance is a numeric string, "0.00" for a new user (spec §3). Beyond the
 * spec: the jobs the seeker saved (so every job card knows its toggle's state without a request of
 * its own) and how many times an operator opened their CV.
 */
export const userSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  email: z.string().nullable(),
  walletBalance: z.string().regex(/^-?\d+\.\d{2}$/),
  createdAt: z.string(),
  savedJobIds: z.array(z.string()),
  profileViews: z.number().int().min(0),
  /** the company profile that makes this person an employer; null: not (yet) an employer */
  company: companySchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

export const walletTransactionSchema = z.object({
  id: z.string(),
  type: z.enum(['deposit', 'boost', 'refund', 'withdrawal']),
  amount: z.string(),
  description: z.string(),
  createdAt: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;
