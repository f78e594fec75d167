import * as z from 'zod';
import { CV_CONTENT_TYPES, LIMITS, LOGO_CONTENT_TYPES } from '../constants.ts';
import { API_MESSAGES } from '../messages/api.ts';
import { UPLOAD_PATH_PATTERN } from './application.ts';

/** POST /api/objects/upload: the server refuses a too-large or wrong-type file before signing (DESIGN §2). */
export const uploadRequestSchema = z.discriminatedUnion('purpose', [
  z.object({
    purpose: z.literal('cv'),
    contentType: z.enum(CV_CONTENT_TYPES, { error: API_MESSAGES.cvWrongType }),
    size: z.number().int().min(1).max(LIMITS.cvMaxBytes, API_MESSAGES.cvTooBig),
  }),
  z.object({
    purpose: z.literal('logo'),
    contentType: z.enum(LOGO_CONTENT_TYPES, { error: API_MESSAGES.logoWrongType }),
    size: z.number().int().min(1).max(LIMITS.logoMaxBytes, API_MESSAGES.logoTooBig),
  }),
]);
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

export const uploadUrlResponseSchema = z.object({ uploadURL: z.url(), objectPath: z.string() });

/** PUT /api/cv-uploads (spec §7): the URL the client uploaded to, or the object path it was given. */
export const uploadConfirmSchema = z.object({ cvURL: z.string().min(1).max(4096) });

export const uploadConfirmResponseSchema = z.object({ objectPath: z.string().regex(UPLOAD_PATH_PATTERN) });
