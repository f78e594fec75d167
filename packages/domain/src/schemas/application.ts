import * as z from 'zod';
import { APPLICATION_STATUSES } from '../constants.ts';
import { API_MESSAGES } from '../messages/api.ts';
import { VALIDATION } from '../messages/validation.ts';
import { idSchema, PHONE_PATTERN, requiredText } from './common.ts';

const m = VALIDATION.application;

/** Where a verified upload lives, as PUT /api/cv-uploads answers it. */
export const UPLOAD_PATH_PATTERN = /^\/objects\/uploads\/[A-Za-z0-9_-]{1,64}$/;

export const applicationFieldsSchema = z.object({
  fullName: requiredText(m.fullName),
  contactNumber: z.string({ error: m.contactNumber }).trim().regex(PHONE_PATTERN, m.contactNumber),
  whatsappNumber: z.string({ error: m.whatsappNumber }).trim().regex(PHONE_PATTERN, m.whatsappNumber),
  email: z.email({ error: m.email }).max(254),
});

/** POST /api/applications (spec §3 "Application, on submit"). */
export const applicationSubmitSchema = applicationFieldsSchema.extend({
  jobId: idSchema.or(z.string().length(0)).refine((v) => v.length > 0, m.noJob),
  cvPath: z.string({ error: m.noCv }).min(1, m.noCv).regex(UPLOAD_PATH_PATTERN, m.noCv),
});
export type ApplicationSubmit = z.infer<typeof applicationSubmitSchema>;

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

/** GET /api/applications/user: one row (spec §3 "Application, in the user list"). */
export const applicationListItemSchema = z.object({
  id: z.string(),
  status: z.string().nullable(),
  appliedAt: z.string(),
  jobs: z.object({ title: z.string() }),
});
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

/** An application as the admin sees it. */
export const adminApplicationSchema = applicationFieldsSchema.extend({
  id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  userId: z.string(),
  status: applicationStatusSchema,
  appliedAt: z.string(),
  updatedAt: z.string().optional(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

export const applicationStatusChangeSchema = z.object({ status: applicationStatusSchema });

const day = z.iso.date({ error: API_MESSAGES.dateFormat });

/** GET /api/admin/applications: by job, status and the days applied (from, to: inclusive, UTC). */
export const adminApplicationQuerySchema = z
  .object({
    jobId: idSchema.optional(),
    status: applicationStatusSchema.optional(),
    from: day.optional(),
    to: day.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    cursor: z.string().max(2048).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: API_MESSAGES.dateOrder, path: ['to'] });
