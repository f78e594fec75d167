import { formatDate, localizedPath } from '@modern-jobs/domain';
import { emailText, type ReportOutcomeMail } from '@modern-jobs/domain/email';
import { inSentence } from './application.ts';
import { type MailContent, renderLayout } from './layout.ts';

/**
 * What a signed-in reporter gets once the operator decided on the job they reported: what was done,
 * with their own reason and details as they wrote them (text, escaped by the layout like every
 * value), and the never-pay reminder.
 */
export function reportOutcome(mail: ReportOutcomeMail, siteOrigin: string): MailContent {
  const { locale, snapshot } = mail;
  const t = (key: Parameters<typeof emailText>[1], values?: Parameters<typeof emailText>[2]) =>
    emailText(locale, key, values);
  const title = inSentence(locale, snapshot.job.title);
  const details: Array<readonly [string, string]> = [[t('detail.job'), snapshot.job.title]];
  if (snapshot.job.company) details.push([t('detail.company'), snapshot.job.company]);
  details.push([t('report.reportedAt'), formatDate(snapshot.reportedAt, locale)]);
  details.push([t('report.yourReason'), t(`report.reason.${snapshot.reason}`)]);
  if (snapshot.details) details.push([t('report.yourDetails'), snapshot.details]);
  return renderLayout({
    locale,
    brand: t('brand.name'),
    subject: t('report.subject', { title }),
    heading: t('report.heading'),
    ...(snapshot.name ? { greeting: t('greeting', { name: inSentence(locale, snapshot.name) }) } : {}),
    paragraphs: [t('report.intro', { title }), t(`report.outcome.${snapshot.decision}`), t('report.neverPay')],
    details,
    action: {
      label: t('report.action'),
      url: `${siteOrigin}${localizedPath(locale, '/')}`,
      hint: t('action.linkHint'),
    },
    footer: [t('report.why')],
  });
}
