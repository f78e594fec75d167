import * as z from 'zod';
import { CV_CONTENT_TYPES, LIMITS, LOGO_CONTENT_TYPES } from '../constants.ts';
import { UPLOAD_PATH_PATTERN } from './application.ts';

/** POST /api/objects/upload: the server refuses a too-large or wrong-type file before signing (DESIGN §2). */
export const uploadRequestSchema = z.discriminatedUnion('purpose', [
  z.object({
    purpose: z.literal('cv'),
    contentType: z.enum(CV_CONTENT_TYPES, { error: 'A CV must be a PDF, DOC or DOCX file' }),
    size: z.number().int().min(1).max(LIMITS.cvMaxBytes, 'A CV must be 5 MB or smaller'),
  }),
  z.object({
    purpose: z.literal('logo'),
    contentType: z.enum(LOGO_CONTENT_TYPES, { error: 'A logo must be a PNG, JPEG or WebP image' }),
    size: z.number().int().min(1).max(LIMITS.logoMaxBytes, 'A logo must be 5,242,880 bytes or smaller'),
  }),
]);
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

export const uploadUrlResponseSchema = z.object({ uploadURL: z.url(), objectPath: z.string() });

/** PUT /api/cv-uploads (spec §7): the URL the client uploaded to, or the object path it was given. */
export const uploadConfirmSchema = z.object({ cvURL: z.string().min(1).max(4096) });

export const uploadConfirmResponseSchema = z.object({ objectPath: z.string().regex(UPLOAD_PATH_PATTERN) });
