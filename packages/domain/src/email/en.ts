/**
 * English: the e-mails a seeker receives about their own applications and alerts, and an employer
 * about the jobs they posted. Slots are filled by the API's templates (packages/api/src/mail/templates)
 * with the recipient's own name and the job's details.
 */
export const EMAIL_EN = {
  'brand.name': 'Modern Jobs',
  greeting: 'Hello {name},',
  'received.subject': 'Application received: {title}',
  'received.heading': 'Your application was received',
  'received.intro': 'Thank you for applying for {title} at {company}. Your application and CV have been sent.',
  'received.next':
    'We will e-mail you when the status of your application changes. You can also follow it on your dashboard.',
  'status.subject': 'Your application for {title}: {status}',
  'status.heading': 'Your application status has changed',
  'status.intro': 'The status of your application for {title} at {company} is now: {status}.',
  /** when the job has since been deleted and only its title is known */
  'status.introJobGone': 'The status of your application for {title} is now: {status}.',
  'status.note.submitted': 'Your application is with the employer again, waiting to be reviewed.',
  'status.note.reviewed': 'The employer has reviewed your application.',
  'status.note.shortlisted': 'Good news: you are on the shortlist. The employer may contact you by phone or WhatsApp.',
  'status.note.rejected':
    'The employer has chosen other candidates this time. New jobs are added every day: keep applying.',
  'detail.job': 'Job',
  'detail.company': 'Company',
  'detail.location': 'Location',
  'detail.salary': 'Salary',
  'detail.applied': 'Applied on',
  'detail.status': 'Status',
  'action.dashboard': 'Open my dashboard',
  'action.linkHint': 'Or open this link:',
  'footer.why': 'You received this e-mail because you applied for a job on Modern Jobs.',
  'footer.privacy':
    'This e-mail is only about your own application. Do not forward it if you want to keep your details private.',
  // Job alerts: one new job at once, or the day's new jobs in one digest.
  'alert.subject': 'New job: {title} at {company}',
  'alert.subjectNoCompany': 'New job: {title}',
  'alert.heading': 'A new job for your alert',
  'alert.intro': 'This job was just posted and matches your job alert “{alertName}”.',
  'alert.instantNote':
    'You get an e-mail as soon as a job like this is posted. On your dashboard you can change it to one e-mail a day.',
  'digest.subject_one': '{count} new job for “{alertName}”',
  'digest.subject_other': '{count} new jobs for “{alertName}”',
  'digest.heading': 'New jobs for your alert',
  'digest.intro_one': '{count} new job was posted that matches your job alert “{alertName}”.',
  'digest.intro_other': '{count} new jobs were posted that match your job alert “{alertName}”.',
  'digest.more_one': 'And {count} more job like these.',
  'digest.more_other': 'And {count} more jobs like these.',
  'digest.seeAll': 'See all the jobs like these',
  'digest.note': 'You get one e-mail a day for this alert, at {time} (Pakistan time), when there are new jobs.',
  'alert.looksFor': 'What this alert looks for',
  'alert.anyJob': 'Every new job',
  'alert.viewJob': 'View the job and apply',
  'alert.manage': 'Manage my job alerts',
  'alert.why': 'You received this e-mail because you set up the job alert “{alertName}” on Modern Jobs.',
  'alert.forward': 'The links below are for you only: whoever you forward this e-mail to could stop your e-mails.',
  'alert.unsubscribeAlert': 'Stop e-mails for this alert',
  'alert.unsubscribeAll': 'Stop all e-mails from Modern Jobs',
  // To an employer: the operator's decision on a job they posted.
  'review.approved.subject': 'Your job is live: {title}',
  'review.approved.heading': 'Your job was approved',
  'review.approved.intro':
    'Your job {title} was approved. It is now on Modern Jobs for job seekers to find and apply to.',
  'review.rejected.subject': 'Your job was not approved: {title}',
  'review.rejected.heading': 'Your job was not approved',
  'review.rejected.intro': 'Your job {title} was not approved, so job seekers cannot see it.',
  'review.reason': 'Reason',
  'review.rejected.next': 'You can edit the job and send it for review again from your employer dashboard.',
  'review.action': 'Open my employer dashboard',
  'review.why': 'You received this e-mail because you posted a job on Modern Jobs.',
  // A wallet's receipt: each deposit, boost and refund.
  'receipt.subject.deposit': 'Receipt: PKR {amount} added to your wallet',
  'receipt.subject.boost': 'Receipt: PKR {amount} for a boost',
  'receipt.subject.refund': 'Receipt: a refund of PKR {amount}',
  'receipt.subject.adjustment': 'Receipt: your wallet balance was adjusted',
  'receipt.subject.withdrawal': 'Receipt: PKR {amount} from your wallet',
  'receipt.subject.contact': "Receipt: PKR {amount} for a candidate's contacts",
  'receipt.heading': 'Your wallet receipt',
  'receipt.intro': 'This is the receipt for a change to your Modern Jobs wallet. Keep it for your records.',
  'receipt.reference': 'Reference',
  'receipt.date': 'Date',
  'receipt.what': 'What for',
  'receipt.amount': 'Amount',
  'receipt.balance': 'Balance after',
  'receipt.method': 'Paid with',
  'receipt.action': 'Open my wallet',
  'receipt.why': 'You received this e-mail because your Modern Jobs wallet changed. Job seekers never pay to apply.',
  // The outcome of a job the recipient reported (issue 33).
  'report.subject': 'About the job you reported: {title}',
  'report.heading': 'We looked at the job you reported',
  'report.intro': 'Thank you for reporting {title}. The team looked at it.',
  'report.outcome.dismiss':
    'We did not find that it breaks our rules, so it stays on the board. If you know more, report it again with the details.',
  'report.outcome.hide-job': 'We took the job down: job seekers can no longer see it or apply to it.',
  'report.outcome.disable-employer':
    'We disabled the employer who posted it: none of their jobs can be seen or applied to any more.',
  'report.yourReason': 'Your reason',
  'report.yourDetails': 'Your details',
  'report.reportedAt': 'Reported on',
  'report.reason.asks-money': 'It asks for money',
  'report.reason.fake-company': 'The company is fake',
  'report.reason.wrong-information': 'The information is wrong',
  'report.reason.offensive': 'It is offensive',
  'report.reason.other': 'Something else',
  'report.neverPay': 'Modern Jobs and genuine employers never ask job seekers for money. Never pay for a job.',
  'report.action': 'Find jobs on Modern Jobs',
  'report.why': 'You received this e-mail because you reported a job on Modern Jobs while signed in.',
  'contact.subject': '{company} would like to contact you',
  'contact.heading': 'An employer would like to contact you',
  'contact.intro':
    '{company} found your profile in the Modern Jobs CV bank and would like your contact details. They see them only if you accept.',
  'contact.company': 'Company',
  'contact.job': 'About the job',
  'contact.message': 'Their message',
  'contact.action': 'Accept or decline',
  'contact.dashboard': 'You can also answer from your dashboard, and block a company there.',
  'contact.why':
    'You received this e-mail because your profile is in the Modern Jobs CV bank. Turn it off in your profile at any time.',
  // A company's saved candidate search: the day's new candidates, cards only.
  'talentSearch.subject_one': '{count} new candidate for “{searchName}”',
  'talentSearch.subject_other': '{count} new candidates for “{searchName}”',
  'talentSearch.heading': 'New candidates for your saved search',
  'talentSearch.intro_one': '{count} candidate in the CV bank newly matches your saved search “{searchName}”.',
  'talentSearch.intro_other': '{count} candidates in the CV bank newly match your saved search “{searchName}”.',
  'talentSearch.more_one': 'And {count} more candidate: see them all in the CV bank.',
  'talentSearch.more_other': 'And {count} more candidates: see them all in the CV bank.',
  'talentSearch.noHeadline': 'Candidate',
  'talentSearch.years_one': '{count} year of experience',
  'talentSearch.years_other': '{count} years of experience',
  'talentSearch.viewCandidate': 'View this candidate',
  'talentSearch.action': 'Search the CV bank',
  'talentSearch.note':
    'You get one e-mail a day for this search, at {time} (Pakistan time), when there are new candidates. Contacts are shown on the site only.',
  'talentSearch.why': 'You received this e-mail because your company saved the search “{searchName}” on Modern Jobs.',
  'talentSearch.unsubscribeSearch': 'Stop e-mails for this search (it is deleted)',
} as const;

export type EmailKey = keyof typeof EMAIL_EN;

/** Texts written once per plural form (`digest.subject_one`, `digest.subject_other` → `digest.subject`). */
export type EmailPluralKey = EmailKey extends infer K ? (K extends `${infer Base}_one` ? Base : never) : never;
