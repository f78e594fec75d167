import { CV_CONTENT_TYPES, LIMITS, LOGO_CONTENT_TYPES, type MessageKey } from '@modern-jobs/domain';
import type { UploadPurpose } from '../api/uploads.ts';

/** Phones often report no type for Office files; the extension then decides. */
const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

export const FILE_RULES: Record<
  UploadPurpose,
  { types: readonly string[]; maxBytes: number; accept: string; tooBig: MessageKey; wrongType: MessageKey }
> = {
  cv: {
    types: CV_CONTENT_TYPES,
    maxBytes: LIMITS.cvMaxBytes,
    accept:
      '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    // The API's words for the same refusals, so the browser's check and the server's read alike.
    tooBig: 'api.cvTooBig',
    wrongType: 'api.cvWrongType',
  },
  logo: {
    types: LOGO_CONTENT_TYPES,
    maxBytes: LIMITS.logoMaxBytes,
    accept: '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp',
    tooBig: 'api.logoTooBig',
    wrongType: 'api.logoWrongType',
  },
};

/** The content type to declare for a file, or null when it is not one we take. */
export function contentTypeOf(file: File, purpose: UploadPurpose): string | null {
  const types = FILE_RULES[purpose].types;
  if (types.includes(file.type)) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const guessed = BY_EXTENSION[extension];
  return guessed && types.includes(guessed) ? guessed : null;
}

/** Why a file cannot be uploaded, by its catalog key, or null when it can. */
export function fileProblem(file: File, purpose: UploadPurpose): MessageKey | null {
  if (!contentTypeOf(file, purpose)) return FILE_RULES[purpose].wrongType;
  if (file.size > FILE_RULES[purpose].maxBytes) return FILE_RULES[purpose].tooBig;
  if (file.size === 0) return 'upload.empty';
  return null;
}
