import type { Catalog } from './catalog.ts';
import type { TrustKey } from './en-trust.ts';

/**
 * Urdu of "jobs abroad you can trust" (en-trust.ts), in the terms of GLOSSARY.md: بھرتی کرنے والا
 * for the recruiter, او ای پی for an Overseas Employment Promoter, تصدیق شدہ for verified, رپورٹ
 * for a report, and the Bureau and the Protector's office by the names Pakistanis know them by. A
 * licence number (Latin letters, as the Bureau prints it) comes in a slot, in a left-to-right isolate.
 */
export const UR_TRUST: Catalog<TrustKey> = {
  'api.recruiterNotVerified':
    'بیرونِ ملک کی اس ملازمت کی منظوری سے پہلے بھرتی کرنے والے کی تصدیق ضروری ہے۔ پہلے تصدیق کریں، یا اسے مسترد کریں۔',
  'api.noRecruiter':
    'یہ ملازمت نہیں بتاتی کہ بھرتی کون کر رہا ہے: یا یہ بیرونِ ملک کی ملازمت نہیں، یا آجر نے ابھی نہیں بتایا',
  'api.alreadyReported': 'آپ اس ملازمت کی رپورٹ پہلے ہی کر چکے ہیں۔ شکریہ: ٹیم اسے دیکھے گی۔',
  'api.reportsFull': 'آپ آج زیادہ سے زیادہ رپورٹس بھیج چکے ہیں۔ کل دوبارہ رپورٹ کر سکیں گے۔',
  'api.noOpenReports': 'اس ملازمت کی کوئی رپورٹ فیصلے کی منتظر نہیں',
  'api.notAnEmployer': 'اس اکاؤنٹ کی کوئی کمپنی نہیں جس کی تصدیق کی جائے',
  'api.reportNoEmployer': 'یہ ملازمت آپریٹر نے شائع کی ہے، کسی آجر نے نہیں: اس کی بجائے ملازمت چھپائیں',
  'api.companyChanged': 'اس دوران کمپنی کا پروفائل بدل گیا۔ تصدیق سے پہلے اسے دوبارہ دیکھیں۔',
  'api.reportsChanged': 'اس دوران اس ملازمت کی نئی رپورٹس آ گئیں۔ دوبارہ دیکھ کر فیصلہ کریں۔',
  'validation.trust.recruiter':
    'بتائیں کہ بیرونِ ملک کی اس ملازمت کے لیے بھرتی کون کر رہا ہے: آجر براہِ راست، یا لائسنس یافتہ او ای پی',
  'validation.trust.licence':
    'او ای پی لائسنس نمبر ویسے لکھیں جیسے بیورو آف امیگریشن لکھتا ہے: نمبر، ترچھی لکیر، پھر دفتر کے تین حروف',
  'validation.trust.registration':
    '7 ہندسوں کا ایس ای سی پی رجسٹریشن نمبر لکھیں، یا این ٹی این جیسے \u20661234567-8\u2069',
  'validation.trust.registrationKind': 'ایس ای سی پی رجسٹریشن یا این ٹی این منتخب کریں',
  'validation.trust.evidence': 'نوٹ یا لنک دیں: آپ نے کیا جانچا',
  'validation.trust.evidenceLink': 'ثبوت کا مکمل پتہ درج کریں (مثلاً \u2066https://example.pk\u2069)',
  'validation.trust.reportReason': 'بتائیں کہ آپ اس ملازمت کی رپورٹ کیوں کر رہے ہیں',
  'validation.trust.reportDetails': 'تفصیل سادہ متن میں ہونی چاہیے',
  'validation.trust.reportDecision': 'نظر انداز کریں، ملازمت چھپائیں یا آجر کو غیر فعال کریں میں سے ایک منتخب کریں',
  'validation.trust.decisionReason': 'وجہ بتائیں',
  'trust.recruiter.notVerifiedText':
    'ہم نے ابھی یہ جانچ نہیں کی کہ بیرونِ ملک کی اس ملازمت کے لیے بھرتی کون کر رہا ہے۔ آگے بڑھنے سے پہلے بیورو آف امیگریشن سے بھرتی کرنے والے کا لائسنس چیک کریں۔',
  'trust.neverPay.title': 'ملازمت کے لیے کبھی پیسے نہ دیں',
  'trust.neverPay.text':
    'Modern Jobs اور حقیقی آجر ملازمت تلاش کرنے والوں سے کبھی پیسے نہیں مانگتے: نہ ویزا فیس، نہ رجسٹریشن چارجز، نہ ایڈوانس۔ اگر کوئی اس ملازمت کے لیے آپ سے پیسے مانگے تو یہاں رپورٹ کریں، اور {channel} میں شکایت کریں۔',
  'trust.neverPay.channel':
    'بیورو آف امیگریشن اینڈ اوورسیز ایمپلائمنٹ کے شکایت سیل، یا اپنے قریبی پروٹیکٹر آف امیگرنٹس کے دفتر',
  'trust.neverPay.channelLink': 'بیورو آف امیگریشن اینڈ اوورسیز ایمپلائمنٹ میں شکایت کریں',
  'trust.report.button': 'اس ملازمت کی رپورٹ کریں',
  'trust.report.title': 'اس ملازمت کی رپورٹ کریں',
  'trust.report.intro':
    'ہمیں بتائیں کہ اس ملازمت میں کیا غلط ہے۔ ٹیم ہر رپورٹ دیکھتی ہے؛ صرف رپورٹ سے کوئی ملازمت کبھی نہیں ہٹتی۔',
  'trust.report.reason': 'آپ رپورٹ کیوں کر رہے ہیں؟',
  'trust.report.reason.asks-money': 'یہ پیسے مانگتی ہے',
  'trust.report.reason.fake-company': 'کمپنی جعلی ہے',
  'trust.report.reason.wrong-information': 'معلومات غلط ہیں',
  'trust.report.reason.offensive': 'یہ نازیبا ہے',
  'trust.report.reason.other': 'کچھ اور',
  'trust.report.details': 'تفصیل (اختیاری)',
  'trust.report.detailsHint': 'کیا ہوا؟ زیادہ سے زیادہ 1,000 حروف۔',
  'trust.report.signedIn': 'ہم آپ کو اپنا فیصلہ ای میل کریں گے۔',
  'trust.report.send': 'رپورٹ بھیجیں',
  'trust.report.cancel': 'منسوخ کریں',
  'trust.report.sent': 'رپورٹ بھیج دی گئی',
  'trust.report.sentText': 'شکریہ۔ ٹیم اس ملازمت کو دیکھے گی۔',
  'trust.report.failed': 'آپ کی رپورٹ نہیں بھیجی جا سکی۔',
  'trust.form.recruiter': 'بھرتی کون کر رہا ہے',
  'trust.form.recruiterHint':
    'بیرونِ ملک کی ملازمت میں بتانا ضروری ہے کہ بھرتی کون کر رہا ہے: بیرونِ ملک آجر براہِ راست، یا بیورو آف امیگریشن سے لائسنس یافتہ پاکستانی اوورسیز ایمپلائمنٹ پروموٹر (او ای پی)۔',
  'trust.form.choose': 'منتخب کریں کہ بھرتی کون کر رہا ہے',
  'trust.form.direct': 'بیرونِ ملک آجر، براہِ راست',
  'trust.form.oep': 'لائسنس یافتہ او ای پی',
  'trust.form.licence': 'او ای پی لائسنس نمبر',
  'trust.form.licenceHint': 'جیسے بیورو لکھتا ہے: نمبر، ترچھی لکیر، پھر دفتر کے تین حروف',
  'trust.form.registration': 'کمپنی کی رجسٹریشن (اختیاری)',
  'trust.form.registrationNone': 'نہیں دی گئی',
  'trust.form.secp': 'ایس ای سی پی رجسٹریشن نمبر',
  'trust.form.ntn': 'این ٹی این',
  'trust.form.registrationNumber': 'رجسٹریشن نمبر',
  'trust.form.registrationHint':
    'ہم اسی سے کمپنیوں کی تصدیق کرتے ہیں۔ تصدیق شدہ کمپنی کا نام یا رجسٹریشن بدلنے سے اس کا بیج ہٹ جاتا ہے، جب تک ہم دوبارہ تصدیق نہ کریں۔',
  'trust.reports.tab': 'رپورٹس',
  'trust.reports.empty': 'کوئی رپورٹ فیصلے کی منتظر نہیں',
  'trust.reports.count_one': '{count} رپورٹ',
  'trust.reports.count_other': '{count} رپورٹس',
  'trust.reports.signedIn': 'لاگ ان',
  'trust.reports.anonymous': 'لاگ ان کے بغیر',
  'trust.reports.decide': 'فیصلہ کریں',
  'trust.reports.decision.dismiss': 'نظر انداز کریں',
  'trust.reports.decision.hide-job': 'ملازمت چھپائیں',
  'trust.reports.decision.disable-employer': 'آجر کو غیر فعال کریں',
  'trust.reports.decisionReason': 'وجہ (سرگرمی کے ریکارڈ میں محفوظ رہے گی)',
  'trust.reports.decided': 'فیصلہ محفوظ ہو گیا',
  'trust.signals.title': 'دھوکے کی علامات',
  'trust.signal.asks-money': 'پیسے مانگتی ہے',
  'trust.signal.personal-contact': 'رابطہ صرف ذاتی موبائل یا مفت ای میل سے',
  'trust.signal.pay-far-above': 'ملتی جلتی ملازمتوں سے کہیں زیادہ تنخواہ: {pay}، جبکہ درمیانی {median}',
  'trust.signal.unverified-recruiter': 'بیرونِ ملک کی ملازمت، بھرتی کرنے والے کی تصدیق کے بغیر',
  'trust.verify.recruiter': 'بھرتی کرنے والے کی تصدیق کریں',
  'trust.verify.company': 'کمپنی کی تصدیق کریں',
  'trust.verify.note': 'آپ نے کیا جانچا',
  'trust.verify.link': 'ثبوت کا لنک',
  'trust.verify.save': 'تصدیق کریں',
  'trust.verify.done': 'تصدیق ہو گئی',
  'trust.verify.by': '{by} نے {date} کو تصدیق کی',
  'trust.settings.title': 'بیرونِ ملک ملازمتیں',
  'trust.settings.requireRecruiter': 'منظوری سے پہلے بھرتی کرنے والے کی تصدیق لازمی ہو',
  'trust.settings.complaintLink': 'شکایت کا لنک (# یعنی کوئی نہیں)',
};
