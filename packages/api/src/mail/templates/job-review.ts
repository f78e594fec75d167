import { localizedPath, salaryText } from '@modern-jobs/domain';
import { emailText, type JobReviewMail } from '@modern-jobs/domain/email';
import { inSentence, SITE_TEXTS } from './application.ts';
import { type MailContent, renderLayout } from './layout.ts';

/** Where an employer's jobs are (the web app's employer dashboard). */
export const EMPLOYER_DASHBOARD_PATH = '/employer';

/**
 * What an employer gets when the operator decides on a job they posted: approved (it is public now),
 * or rejected with the operator's reason and what they can do about it.
 */
export function jobReview(mail: JobReviewMail, siteOrigin: string): MailContent {
  const { locale, snapshot } = mail;
  const t = (key: Parameters<typeof emailText>[1], values?: Parameters<typeof emailText>[2]) =>
    emailText(locale, key, values);
  const approved = mail.kind === 'job-approved';
  const title = inSentence(locale, snapshot.job.title);
  const { job } = snapshot;
  const details: Array<readonly [string, string]> = [[t('detail.job'), job.title]];
  if (job.company) details.push([t('detail.company'), job.company]);
  if (job.location) details.push([t('detail.location'), job.location]);
  if (job.salary) details.push([t('detail.salary'), salaryText(job.salary.min, job.salary.max, SITE_TEXTS[locale])]);
  if (!approved && snapshot.reason) details.push([t('review.reason'), snapshot.reason]);
  return renderLayout({
    locale,
    brand: t('brand.name'),
    subject: t(approved ? 'review.approved.subject' : 'review.rejected.subject', { title }),
    heading: t(approved ? 'review.approved.heading' : 'review.rejected.heading'),
    ...(snapshot.name ? { greeting: t('greeting', { name: inSentence(locale, snapshot.name) }) } : {}),
    paragraphs: approved
      ? [t('review.approved.intro', { title })]
      : [t('review.rejected.intro', { title }), t('review.rejected.next')],
    details,
    action: {
      label: t('review.action'),
      url: `${siteOrigin}${localizedPath(locale, EMPLOYER_DASHBOARD_PATH)}`,
      hint: t('action.linkHint'),
    },
    footer: [t('review.why')],
  });
}
