import type { Locale } from '@modern-jobs/domain';
import { type ApplicationSnapshot, emailText } from '@modern-jobs/domain/email';
import { applicationBody, inSentence } from './application.ts';
import { type MailContent, renderLayout } from './layout.ts';

/** The confirmation a seeker gets when they apply: the job's details and what happens next. */
export function applicationReceived(locale: Locale, snapshot: ApplicationSnapshot, siteOrigin: string): MailContent {
  const title = inSentence(locale, snapshot.job.title);
  const company = inSentence(locale, snapshot.job.company ?? '');
  return renderLayout(
    applicationBody(locale, snapshot, siteOrigin, {
      subject: emailText(locale, 'received.subject', { title }),
      heading: emailText(locale, 'received.heading'),
      paragraphs: [emailText(locale, 'received.intro', { title, company }), emailText(locale, 'received.next')],
    }),
  );
}
