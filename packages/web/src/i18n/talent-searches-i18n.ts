import type { TalentKey, TalentSearchesKey } from '@modern-jobs/domain';
import './talent-texts.ts';
import './talent-searches-texts.ts';
import { usePartI18n } from './part-i18n.ts';

/** The page's language for saved candidate searches, with the CV bank's words they name filters by. */
export const useTalentSearchesI18n = () => usePartI18n<TalentSearchesKey | TalentKey>();
