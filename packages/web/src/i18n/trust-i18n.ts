import type { TrustKey } from '@modern-jobs/domain';
import './trust-texts.ts';
import { usePartI18n } from './part-i18n.ts';

/** The page's language for the words of jobs abroad you can trust (TrustKey; see usePartI18n). */
export const useTrustI18n = () => usePartI18n<TrustKey>();
