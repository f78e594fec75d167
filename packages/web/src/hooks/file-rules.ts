import { CV_CONTENT_TYPES, EN_PAGES, LIMITS, LOGO_CONTENT_TYPES, LOGO_FILE_TEXT } from '@modern-jobs/domain';
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
  { types: readonly string[]; maxBytes: number; accept: string; tooBig: string; wrongType: string }
> = {
  cv: {
    types: CV_CONTENT_TYPES,
    maxBytes: LIMITS.cvMaxBytes,
    accept:
      '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    tooBig: EN_PAGES['upload.cvTooBig'],
    wrongType: EN_PAGES['upload.cvWrongType'],
  },
  logo: {
    types: LOGO_CONTENT_TYPES,
    maxBytes: LIMITS.logoMaxBytes,
    accept: '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp',
    tooBig: LOGO_FILE_TEXT.tooBig,
    wrongType: LOGO_FILE_TEXT.wrongType,
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

/** Why a file cannot be uploaded, or null when it can: in English, which the page shows in its language. */
export function fileProblem(file: File, purpose: UploadPurpose): string | null {
  if (!contentTypeOf(file, purpose)) return FILE_RULES[purpose].wrongType;
  if (file.size > FILE_RULES[purpose].maxBytes) return FILE_RULES[purpose].tooBig;
  if (file.size === 0) return EN_PAGES['upload.empty'];
  return null;
}
