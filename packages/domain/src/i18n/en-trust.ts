import { API_MESSAGES } from '../messages/api.ts';
import { VALIDATION_ENGLISH } from '../messages/validation.ts';
import { prefixed } from './catalog.ts';

/** The API's answers about recruiters, verifications and reports, shown in the page's language. */
const TRUST_API_MESSAGES = {
  recruiterNotVerified: API_MESSAGES.recruiterNotVerified,
  noRecruiter: API_MESSAGES.noRecruiter,
  alreadyReported: API_MESSAGES.alreadyReported,
  reportsFull: API_MESSAGES.reportsFull,
  noOpenReports: API_MESSAGES.noOpenReports,
  notAnEmployer: API_MESSAGES.notAnEmployer,
  reportNoEmployer: API_MESSAGES.reportNoEmployer,
  reportsChanged: API_MESSAGES.reportsChanged,
  companyChanged: API_MESSAGES.companyChanged,
} as const;

/**
 * English of "jobs abroad you can trust" (issue 33): who is recruiting and whether it is verified,
 * the verified company badge, the never-pay notice, reporting a job, and the operator's Reports
 * queue, scam signals and verifications. A part of its own in both languages (ur-trust.ts), added by
 * the chunks that show it (the job page's notices, the employer's form, the admin panel), and kept
 * out of the whole catalogs (`en`, URDU): the API's page functions, which format with those, stay
 * within their bundle budget. Its keys are TrustKey, not MessageKey (web: trust-i18n.ts).
 */
export const EN_TRUST = {
  ...prefixed('api', TRUST_API_MESSAGES),
  ...prefixed('validation.trust', VALIDATION_ENGLISH.trust),
  // The job page (who recruits, verified or not, is the first screen's: every card says it too).
  'trust.recruiter.notVerifiedText':
    'We have not yet checked who is recruiting for this job abroad. Check the recruiter’s licence with the Bureau of Emigration before you go ahead.',
  'trust.neverPay.title': 'Never pay for a job',
  'trust.neverPay.text':
    'Modern Jobs and genuine employers never ask job seekers for money: no visa fee, no registration charges, no advance. If anyone asks you for money for this job, report it here, and complain to {channel}.',
  'trust.neverPay.channel':
    'the Bureau of Emigration & Overseas Employment’s complaint cell, or your nearest Protector of Emigrants office',
  'trust.neverPay.channelLink': 'Complain to the Bureau of Emigration & Overseas Employment',
  // Reporting a job.
  'trust.report.button': 'Report this job',
  'trust.report.title': 'Report this job',
  'trust.report.intro':
    'Tell us what is wrong with this job. The team looks at every report; a report alone never takes a job down.',
  'trust.report.reason': 'Why are you reporting it?',
  'trust.report.reason.asks-money': 'It asks for money',
  'trust.report.reason.fake-company': 'The company is fake',
  'trust.report.reason.wrong-information': 'The information is wrong',
  'trust.report.reason.offensive': 'It is offensive',
  'trust.report.reason.other': 'Something else',
  'trust.report.details': 'Details (optional)',
  'trust.report.detailsHint': 'What happened? At most 1,000 characters.',
  'trust.report.signedIn': 'We will e-mail you what we decide.',
  'trust.report.send': 'Send report',
  'trust.report.cancel': 'Cancel',
  'trust.report.sent': 'Report sent',
  'trust.report.sentText': 'Thank you. The team will look at this job.',
  'trust.report.failed': 'We could not send your report.',
  // The employer's job form and company profile.
  'trust.form.recruiter': 'Who is recruiting',
  'trust.form.recruiterHint':
    'A job abroad must say who recruits: the employer abroad directly, or a Pakistani Overseas Employment Promoter (OEP) licensed by the Bureau of Emigration.',
  'trust.form.choose': 'Choose who recruits',
  'trust.form.direct': 'The employer abroad, directly',
  'trust.form.oep': 'A licensed OEP',
  'trust.form.licence': 'OEP licence number',
  'trust.form.licenceHint': 'As the Bureau prints it, like 1234/RWP',
  'trust.form.registration': 'Company registration (optional)',
  'trust.form.registrationNone': 'Not given',
  'trust.form.secp': 'SECP registration number',
  'trust.form.ntn': 'NTN',
  'trust.form.registrationNumber': 'Registration number',
  'trust.form.registrationHint':
    'We verify companies by it. Changing a verified company’s name or registration removes its badge until we verify it again.',
  // The operator's side.
  'trust.reports.tab': 'Reports',
  'trust.reports.empty': 'No reports are waiting for a decision',
  'trust.reports.count_one': '{count} report',
  'trust.reports.count_other': '{count} reports',
  'trust.reports.signedIn': 'signed in',
  'trust.reports.anonymous': 'not signed in',
  'trust.reports.decide': 'Decide',
  'trust.reports.decision.dismiss': 'Dismiss',
  'trust.reports.decision.hide-job': 'Hide the job',
  'trust.reports.decision.disable-employer': 'Disable the employer',
  'trust.reports.decisionReason': 'Reason (kept in the activity log)',
  'trust.reports.decided': 'Decision recorded',
  'trust.signals.title': 'Scam signals',
  'trust.signal.asks-money': 'Asks for money',
  'trust.signal.personal-contact': 'Contact only through a personal mobile or a free mailbox',
  'trust.signal.pay-far-above': 'Pays far above similar jobs: {pay} against a median of {median}',
  'trust.signal.unverified-recruiter': 'Job abroad without a verified recruiter',
  'trust.verify.recruiter': 'Verify recruiter',
  'trust.verify.company': 'Verify company',
  'trust.verify.note': 'What you checked',
  'trust.verify.link': 'Link to the evidence',
  'trust.verify.save': 'Verify',
  'trust.verify.done': 'Verified',
  'trust.verify.by': 'Verified by {by} on {date}',
  'trust.settings.title': 'Jobs abroad',
  'trust.settings.requireRecruiter': 'Require recruiter verification before approval',
  'trust.settings.complaintLink': 'Complaint channel link (# for none)',
} as const;

export type TrustKey = keyof typeof EN_TRUST;
