import { localizedPath } from '@modern-jobs/domain';
import { type ContactRequestMail, emailText } from '@modern-jobs/domain/email';
import { inSentence } from './application.ts';
import { type MailContent, renderLayout } from './layout.ts';

/**
 * A company's request to contact a CV bank candidate: who asks, about which job, their message as
 * written (escaped by the layout like every value), and one link to the page that accepts or declines
 * it (it asks before it acts: mail scanners open links), signed for this request only.
 */
export function contactRequest(mail: ContactRequestMail, siteOrigin: string): MailContent {
  const { locale, snapshot } = mail;
  const t = (key: Parameters<typeof emailText>[1], values?: Parameters<typeof emailText>[2]) =>
    emailText(locale, key, values);
  const company = inSentence(locale, snapshot.companyName);
  const details: Array<readonly [string, string]> = [[t('contact.company'), snapshot.companyName]];
  if (snapshot.jobTitle) details.push([t('contact.job'), snapshot.jobTitle]);
  details.push([t('contact.message'), snapshot.message]);
  const query = new URLSearchParams({ r: snapshot.requestId, t: snapshot.token }).toString();
  return renderLayout({
    locale,
    brand: t('brand.name'),
    subject: t('contact.subject', { company }),
    heading: t('contact.heading'),
    ...(snapshot.name ? { greeting: t('greeting', { name: inSentence(locale, snapshot.name) }) } : {}),
    paragraphs: [t('contact.intro', { company }), t('contact.dashboard')],
    details,
    action: {
      label: t('contact.action'),
      url: `${siteOrigin}${localizedPath(locale, '/talent/request')}?${query}`,
      hint: t('action.linkHint'),
    },
    footer: [t('contact.why')],
  });
}
