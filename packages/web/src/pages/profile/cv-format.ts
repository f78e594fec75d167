import type { SavedCv } from '@modern-jobs/domain';
import type { I18n } from '../../i18n/I18nProvider.tsx';

/** The file format a person knows a CV by (the formats stay in Latin letters in Urdu too). */
export function cvType(contentType: string): 'PDF' | 'DOC' | 'DOCX' {
  if (contentType === 'application/pdf') return 'PDF';
  return contentType === 'application/msword' ? 'DOC' : 'DOCX';
}

/** A file's size in KB below a megabyte, else MB with one decimal. */
export function fileSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "PDF, 120 KB": what a saved CV is, beside its name. */
export const cvDetails = (i18n: Pick<I18n, 't'>, cv: Pick<SavedCv, 'contentType' | 'size'>) =>
  i18n.t('cvs.details', { type: cvType(cv.contentType), size: fileSize(cv.size) });
