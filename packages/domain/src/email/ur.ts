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
  'alert.subject': 'نئی ملازمت: {company} میں {title}',
  'alert.subjectNoCompany': 'نئی ملازمت: {title}',
  'alert.heading': 'آپ کے ملازمت الرٹ کے لیے نئی ملازمت',
  'alert.intro': 'یہ ملازمت ابھی شائع ہوئی ہے اور آپ کے ملازمت الرٹ “{alertName}” سے ملتی ہے۔',
  'alert.instantNote':
    'ایسی ملازمت شائع ہوتے ہی آپ کو ای میل ملتی ہے۔ اپنے ڈیش بورڈ پر آپ اسے روزانہ ایک ای میل میں بدل سکتے ہیں۔',
  'digest.subject_one': '“{alertName}” کے لیے {count} نئی ملازمت',
  'digest.subject_other': '“{alertName}” کے لیے {count} نئی ملازمتیں',
  'digest.heading': 'آپ کے ملازمت الرٹ کے لیے نئی ملازمتیں',
  'digest.intro_one': 'آپ کے ملازمت الرٹ “{alertName}” سے ملتی {count} نئی ملازمت شائع ہوئی ہے۔',
  'digest.intro_other': 'آپ کے ملازمت الرٹ “{alertName}” سے ملتی {count} نئی ملازمتیں شائع ہوئی ہیں۔',
  'digest.more_one': 'ان جیسی {count} اور ملازمت بھی ہے۔',
  'digest.more_other': 'ان جیسی {count} اور ملازمتیں بھی ہیں۔',
  'digest.seeAll': 'ایسی تمام ملازمتیں دیکھیں',
  'digest.note': 'نئی ملازمتیں آنے پر اس الرٹ کی ای میل آپ کو روزانہ ایک بار، {time} بجے (پاکستانی وقت) ملتی ہے۔',
  'alert.looksFor': 'یہ الرٹ کیا تلاش کرتا ہے',
  'alert.anyJob': 'ہر نئی ملازمت',
  'alert.viewJob': 'ملازمت دیکھیں اور درخواست دیں',
  'alert.manage': 'اپنے ملازمت الرٹس دیکھیں اور بدلیں',
  'alert.why': 'آپ کو یہ ای میل اس لیے ملی ہے کہ آپ نے Modern Jobs پر ملازمت الرٹ “{alertName}” بنایا ہے۔',
  'alert.forward':
    'نیچے دیے گئے لنکس صرف آپ کے لیے ہیں: آپ یہ ای میل جسے آگے بھیجیں گے، وہ آپ کی ای میلز بند کر سکے گا۔',
  'alert.unsubscribeAlert': 'اس الرٹ کی ای میلز بند کریں',
  'alert.unsubscribeAll': 'Modern Jobs کی تمام ای میلز بند کریں',
  'review.approved.subject': 'آپ کی ملازمت شائع ہو گئی: {title}',
  'review.approved.heading': 'آپ کی ملازمت منظور ہو گئی',
  'review.approved.intro':
    'آپ کی ملازمت {title} منظور ہو گئی ہے۔ اب یہ Modern Jobs پر ہے، جہاں ملازمت کے متلاشی اسے دیکھ کر درخواست دے سکتے ہیں۔',
  'review.rejected.subject': 'آپ کی ملازمت منظور نہیں ہوئی: {title}',
  'review.rejected.heading': 'آپ کی ملازمت منظور نہیں ہوئی',
  'review.rejected.intro': 'آپ کی ملازمت {title} منظور نہیں ہوئی، اس لیے ملازمت کے متلاشی اسے نہیں دیکھ سکتے۔',
  'review.reason': 'وجہ',
  'review.rejected.next': 'آپ اپنے آجر ڈیش بورڈ سے ملازمت میں ترمیم کر کے اسے دوبارہ جائزے کے لیے بھیج سکتے ہیں۔',
  'review.action': 'میرا آجر ڈیش بورڈ کھولیں',
  'review.why': 'آپ کو یہ ای میل اس لیے ملی ہے کہ آپ نے Modern Jobs پر ایک ملازمت شائع کی تھی۔',
  'receipt.subject.deposit': 'رسید: {amount} روپے آپ کے والٹ میں جمع ہو گئے',
  'receipt.subject.boost': 'رسید: نمایاں کرنے کے لیے {amount} روپے',
  'receipt.subject.refund': 'رسید: {amount} روپے کی واپسی',
  'receipt.subject.adjustment': 'رسید: آپ کے والٹ کا بیلنس درست کیا گیا',
  'receipt.subject.withdrawal': 'رسید: آپ کے والٹ سے {amount} روپے',
  'receipt.subject.contact': 'رسید: امیدوار کے رابطے کی تفصیلات کے لیے {amount} روپے',
  'receipt.heading': 'آپ کے والٹ کی رسید',
  'receipt.intro': 'یہ آپ کے Modern Jobs والٹ میں تبدیلی کی رسید ہے۔ اسے اپنے ریکارڈ کے لیے محفوظ رکھیں۔',
  'receipt.reference': 'حوالہ',
  'receipt.date': 'تاریخ',
  'receipt.what': 'کس لیے',
  'receipt.amount': 'رقم',
  'receipt.balance': 'بعد کا بیلنس',
  'receipt.method': 'ادائیگی بذریعہ',
  'receipt.action': 'میرا والٹ کھولیں',
  'receipt.why':
    'آپ کو یہ ای میل اس لیے ملی ہے کہ آپ کے Modern Jobs والٹ میں تبدیلی ہوئی۔ ملازمت کے متلاشی درخواست دینے کے لیے کبھی ادائیگی نہیں کرتے۔',
  'report.subject': 'آپ کی رپورٹ کی گئی ملازمت کے بارے میں: {title}',
  'report.heading': 'ہم نے آپ کی رپورٹ کی گئی ملازمت دیکھ لی',
  'report.intro': '{title} کی رپورٹ کرنے کا شکریہ۔ ٹیم نے اسے دیکھ لیا ہے۔',
  'report.outcome.dismiss':
    'ہمیں اس میں اپنے قواعد کی خلاف ورزی نہیں ملی، اس لیے یہ ویب سائٹ پر رہے گی۔ اگر آپ مزید جانتے ہیں تو تفصیل کے ساتھ دوبارہ رپورٹ کریں۔',
  'report.outcome.hide-job':
    'ہم نے یہ ملازمت ہٹا دی ہے: ملازمت کے متلاشی اب نہ اسے دیکھ سکتے ہیں نہ اس کے لیے درخواست دے سکتے ہیں۔',
  'report.outcome.disable-employer':
    'ہم نے اسے شائع کرنے والے آجر کو غیر فعال کر دیا ہے: اب ان کی کوئی ملازمت نہ دیکھی جا سکتی ہے نہ اس کے لیے درخواست دی جا سکتی ہے۔',
  'report.yourReason': 'آپ کی وجہ',
  'report.yourDetails': 'آپ کی تفصیل',
  'report.reportedAt': 'رپورٹ کی تاریخ',
  'report.reason.asks-money': 'یہ پیسے مانگتی ہے',
  'report.reason.fake-company': 'کمپنی جعلی ہے',
  'report.reason.wrong-information': 'معلومات غلط ہیں',
  'report.reason.offensive': 'یہ نازیبا ہے',
  'report.reason.other': 'کچھ اور',
  'report.neverPay':
    'Modern Jobs اور حقیقی آجر ملازمت کے متلاشیوں سے کبھی پیسے نہیں مانگتے۔ ملازمت کے لیے کبھی پیسے نہ دیں۔',
  'report.action': 'Modern Jobs پر ملازمتیں تلاش کریں',
  'report.why': 'آپ کو یہ ای میل اس لیے ملی ہے کہ آپ نے لاگ ان ہو کر Modern Jobs پر ایک ملازمت کی رپورٹ کی تھی۔',
  'contact.subject': '{company} آپ سے رابطہ کرنا چاہتی ہے',
  'contact.heading': 'ایک آجر آپ سے رابطہ کرنا چاہتا ہے',
  'contact.intro':
    '{company} نے Modern Jobs کے سی وی بینک میں آپ کا پروفائل دیکھا ہے اور آپ سے رابطے کی تفصیلات چاہتی ہے۔ وہ انہیں صرف اسی صورت میں دیکھ سکے گی جب آپ قبول کریں۔',
  'contact.company': 'کمپنی',
  'contact.job': 'ملازمت',
  'contact.message': 'ان کا پیغام',
  'contact.action': 'قبول یا مسترد کریں',
  'contact.dashboard': 'آپ اپنے ڈیش بورڈ سے بھی جواب دے سکتے ہیں، اور وہاں کسی کمپنی کو بلاک بھی کر سکتے ہیں۔',
  'contact.why':
    'آپ کو یہ ای میل اس لیے ملی ہے کہ آپ کا پروفائل Modern Jobs کے سی وی بینک میں ہے۔ آپ اسے کسی بھی وقت اپنے پروفائل سے بند کر سکتے ہیں۔',
};
