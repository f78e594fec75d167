import type { Catalog } from '../i18n/catalog.ts';
import type { EmailKey } from './en.ts';

/**
 * Urdu: the same e-mails, for Pakistani job seekers, in the polite register (آپ) and with the terms
 * of ../i18n/GLOSSARY.md (درخواست، ملازمت، سی وی، ڈیش بورڈ، ای میل، واٹس ایپ). Latin letters only for
 * the brand; slots keep their names, word order follows Urdu.
 */
export const EMAIL_UR: Catalog<EmailKey> = {
  'brand.name': 'Modern Jobs',
  greeting: 'السلام علیکم {name}،',
  'received.subject': 'درخواست موصول ہو گئی: {title}',
  'received.heading': 'آپ کی درخواست موصول ہو گئی ہے',
  'received.intro':
    '{company} میں {title} کی ملازمت کے لیے درخواست دینے کا شکریہ۔ آپ کی درخواست اور سی وی بھیج دی گئی ہیں۔',
  'received.next':
    'آپ کی درخواست کی صورتِ حال بدلنے پر ہم آپ کو ای میل کریں گے۔ آپ اسے اپنے ڈیش بورڈ پر بھی دیکھ سکتے ہیں۔',
  'status.subject': '{title} کے لیے آپ کی درخواست: {status}',
  'status.heading': 'آپ کی درخواست کی صورتِ حال بدل گئی ہے',
  'status.intro': '{company} میں {title} کے لیے آپ کی درخواست کی صورتِ حال اب یہ ہے: {status}۔',
  'status.introJobGone': '{title} کے لیے آپ کی درخواست کی صورتِ حال اب یہ ہے: {status}۔',
  'status.note.submitted': 'آپ کی درخواست دوبارہ آجر کے پاس ہے اور جائزے کی منتظر ہے۔',
  'status.note.reviewed': 'آجر نے آپ کی درخواست کا جائزہ لے لیا ہے۔',
  'status.note.shortlisted': 'خوش خبری: آپ کا نام شارٹ لسٹ میں شامل ہے۔ آجر آپ سے فون یا واٹس ایپ پر رابطہ کر سکتا ہے۔',
  'status.note.rejected':
    'اس بار آجر نے دوسرے امیدواروں کا انتخاب کیا ہے۔ ہر روز نئی ملازمتیں آتی ہیں: درخواستیں دیتے رہیں۔',
  'detail.job': 'ملازمت',
  'detail.company': 'کمپنی',
  'detail.location': 'مقام',
  'detail.salary': 'تنخواہ',
  'detail.applied': 'درخواست کی تاریخ',
  'detail.status': 'صورتِ حال',
  'action.dashboard': 'میرا ڈیش بورڈ کھولیں',
  'action.linkHint': 'یا یہ لنک کھولیں:',
  'footer.why': 'آپ کو یہ ای میل اس لیے ملی ہے کہ آپ نے Modern Jobs پر ملازمت کے لیے درخواست دی ہے۔',
  'footer.privacy':
    'یہ ای میل صرف آپ کی اپنی درخواست کے بارے میں ہے۔ اپنی معلومات محفوظ رکھنے کے لیے اسے آگے نہ بھیجیں۔',
};
