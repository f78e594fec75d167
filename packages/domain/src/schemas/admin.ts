import * as z from 'zod';
import { VALIDATION } from '../messages/validation.ts';

const m = VALIDATION.adminLogin;

/** POST /api/admin/login (spec §3 "Admin login"). */
export const adminLoginSchema = z.object({
  mobile: z.string({ error: m.mobile }).trim().min(1, m.mobile).max(20),
  password: z.string({ error: m.password }).min(1, m.password).max(200),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;
