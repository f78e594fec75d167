import type { TalentKey } from '@modern-jobs/domain';
import './talent-texts.ts';
import { usePartI18n } from './part-i18n.ts';

/** The page's language for the CV bank's words (TalentKey; see usePartI18n). */
export const useTalentI18n = () => usePartI18n<TalentKey>();
