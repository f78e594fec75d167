/**
 * English: the e-mails a seeker receives about their own applications. Slots are filled by the API's
 * templates (packages/api/src/mail/templates) with the seeker's own name and the job's details.
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
} as const;

export type EmailKey = keyof typeof EMAIL_EN;
