import {
  DIRECTION,
  ENGLISH,
  formatDate,
  type Locale,
  localizedPath,
  salaryText,
  type Texts,
} from '@modern-jobs/domain';
import { type ApplicationSnapshot, emailText, statusLabel } from '@modern-jobs/domain/email';
import { URDU } from '@modern-jobs/domain/i18n/ur';
import type { MailBody } from './layout.ts';

/** The site's own words (salaries, cities, filters), so an e-mail says them as the pages do. */
export const SITE_TEXTS: Record<Locale, Texts> = { en: ENGLISH, ur: URDU };

/** The facts of the recipient's own application: the job as it was when they applied, and where it stands. */
export function applicationDetails(locale: Locale, snapshot: ApplicationSnapshot): MailBody['details'] {
  const t = (key: Parameters<typeof emailText>[1]) => emailText(locale, key);
  const { job } = snapshot;
  const rows: Array<readonly [string, string] | null> = [
    [t('detail.job'), job.title],
    job.company ? [t('detail.company'), job.company] : null,
    job.location ? [t('detail.location'), job.location] : null,
    job.salary ? [t('detail.salary'), salaryText(job.salary.min, job.salary.max, SITE_TEXTS[locale])] : null,
    [t('detail.applied'), formatDate(snapshot.appliedAt, locale)],
    [t('detail.status'), statusLabel(locale, snapshot.status)],
  ];
  return rows.filter((row) => row !== null);
}

/**
 * A name or job text put into a sentence. In a right-to-left (Urdu) sentence, a Latin run such as
 * "Senior React Developer" is wrapped in a first-strong isolate (U+2068 … U+2069), so its words keep
 * their order and the sentence's punctuation stays where Urdu puts it; in HTML and in plain text alike.
 */
export function inSentence(locale: Locale, value: string): string {
  return DIRECTION[locale] === 'rtl' ? `\u2068${value}\u2069` : value;
}

/** What every application e-mail shares: greeting, facts, the dashboard link and why it was sent. */
export function applicationBody(
  locale: Locale,
  snapshot: ApplicationSnapshot,
  siteOrigin: string,
  message: Pick<MailBody, 'subject' | 'heading' | 'paragraphs'>,
): MailBody {
  const t = (key: Parameters<typeof emailText>[1], values?: Parameters<typeof emailText>[2]) =>
    emailText(locale, key, values);
  return {
    locale,
    ...message,
    brand: t('brand.name'),
    greeting: t('greeting', { name: inSentence(locale, snapshot.name) }),
    details: applicationDetails(locale, snapshot),
    action: {
      label: t('action.dashboard'),
      url: `${siteOrigin}${localizedPath(locale, '/dashboard')}`,
      hint: t('action.linkHint'),
    },
    footer: [t('footer.why'), t('footer.privacy')],
  };
}
