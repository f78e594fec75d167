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
  'talentSearches.save': 'یہ تلاش محفوظ کریں',
  'talentSearches.saveTitle': 'یہ تلاش محفوظ کریں',
  'talentSearches.name': 'تلاش کا نام',
  'talentSearches.looksFor': 'یہ تلاش کرتی ہے',
  'talentSearches.daily': 'مطابقت رکھنے والے نئے امیدوار روزانہ {time} بجے (پاکستانی وقت) آپ کو ای میل کیے جاتے ہیں۔',
  'talentSearches.cap': 'آپ کی کمپنی زیادہ سے زیادہ {max} تلاشیں محفوظ رکھ سکتی ہے۔',
  'talentSearches.submit': 'تلاش محفوظ کریں',
  'talentSearches.cancel': 'منسوخ کریں',
  'talentSearches.failed': 'تلاش محفوظ نہیں ہو سکی۔',
  'talentSearches.saved': 'تلاش محفوظ ہو گئی',
  'talentSearches.savedText': '“{name}” کے نئے امیدوار روزانہ {time} بجے (پاکستانی وقت) آپ کو ای میل کیے جائیں گے۔',
  'talentSearches.title': 'محفوظ تلاشیں',
  'talentSearches.intro':
    'جب کسی تلاش سے نئے امیدوار ملیں، تو وہ روزانہ {time} بجے (پاکستانی وقت) آپ کو ای میل کی جاتی ہے۔',
  'talentSearches.loading': 'محفوظ تلاشیں لوڈ ہو رہی ہیں',
  'talentSearches.loadFailed': 'آپ کی محفوظ تلاشیں لوڈ نہیں ہو سکیں۔',
  'talentSearches.empty': 'ابھی کوئی محفوظ تلاش نہیں۔ تلاش کریں، پھر “یہ تلاش محفوظ کریں” دبائیں۔',
  'talentSearches.open': 'کھولیں',
  'talentSearches.openFor': 'تلاش “{name}” کھولیں',
  'talentSearches.delete': 'حذف کریں',
  'talentSearches.deleteFor': 'تلاش “{name}” حذف کریں',
  'talentSearches.deleteTitle': 'کیا یہ محفوظ تلاش حذف کر دیں؟',
  'talentSearches.deleteText': '“{name}” کے لیے آپ کو مزید ای میلز نہیں آئیں گی۔',
  'talentSearches.deleteConfirm': 'حذف کریں',
  'talentSearches.deleted': 'محفوظ تلاش حذف ہو گئی',
  'talentSearches.deleteFailed': 'محفوظ تلاش حذف نہیں ہو سکی۔',
  'talentSearches.summary.separator': '، ',
  'talentSearches.summary.q': '“{q}”',
  'talentSearches.summary.minYears': 'کم از کم {count} سال',
  'talentSearches.summary.maxSalary': 'زیادہ سے زیادہ {amount} روپے',
  'talentSearches.summary.abroad': 'بیرونِ ملک ملازمت کے لیے تیار',
  'talentSearches.summary.languages': 'زبانیں: {languages}',
  'talentSearches.summary.active_one': 'پچھلے ایک دن میں سرگرم',
  'talentSearches.summary.active_other': 'پچھلے {count} دن میں سرگرم',
  'talentSearches.unsubscribed': 'اس تلاش کے لیے آپ کو مزید نئے امیدوار ای میل نہیں کیے جائیں گے۔',
  'talentSearches.unsubscribedNamed': '“{name}” کے لیے آپ کو مزید نئے امیدوار ای میل نہیں کیے جائیں گے۔',
};
