import type { Catalog } from './catalog.ts';
import type { TalentSearchesKey } from './en-talent-searches.ts';

/**
 * Urdu of the saved candidate searches (en-talent-searches.ts), in the terms of GLOSSARY.md: تلاش
 * for a search, محفوظ for saved, کمپنی for the company, حذف کریں for deleting what one made.
 */
export const UR_TALENT_SEARCHES: Catalog<TalentSearchesKey> = {
  'api.candidateSearchesFull':
    'آپ کی کمپنی کی 10 محفوظ تلاشیں ہیں، جو زیادہ سے زیادہ حد ہے۔ نئی تلاش محفوظ کرنے کے لیے پہلے کوئی ایک حذف کریں۔',
  'api.candidateSearchEmpty': 'تلاش محفوظ کرنے سے پہلے کچھ تلاش کریں (الفاظ یا کوئی فلٹر)۔',
  'api.candidateSearchNotFound': 'محفوظ تلاش نہیں ملی',
};
