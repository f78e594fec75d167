import type { Locale } from '@modern-jobs/domain';
import { type ApplicationSnapshot, emailText, statusLabel } from '@modern-jobs/domain/email';
import { applicationBody, inSentence } from './application.ts';
import { type MailContent, renderLayout } from './layout.ts';

/** What a seeker gets when the operator moves their application: the new status and what it means. */
export function applicationStatus(locale: Locale, snapshot: ApplicationSnapshot, siteOrigin: string): MailContent {
  const title = inSentence(locale, snapshot.job.title);
  const company = snapshot.job.company && inSentence(locale, snapshot.job.company);
  const status = statusLabel(locale, snapshot.status);
  const intro = company
    ? emailText(locale, 'status.intro', { title, company, status })
    : emailText(locale, 'status.introJobGone', { title, status });
  return renderLayout(
    applicationBody(locale, snapshot, siteOrigin, {
      subject: emailText(locale, 'status.subject', { title, status }),
      heading: emailText(locale, 'status.heading'),
      paragraphs: [intro, emailText(locale, `status.note.${snapshot.status}`)],
    }),
  );
}
