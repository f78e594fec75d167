import {
  type AlertCriteria,
  amount,
  DIGEST_HOUR_PKT,
  type Locale,
  localizedPath,
  salaryText,
  translate,
} from '@modern-jobs/domain';
import { type AlertMail, alertSnapshotSchema, emailPlural, emailText, type MailJob } from '@modern-jobs/domain/email';
import { inSentence, SITE_TEXTS } from './application.ts';
import { type MailBody, type MailContent, type MailJobCard, renderLayout } from './layout.ts';

/**
 * A job alert's e-mail: one new job at once (`job-alert`), or the day's new jobs (`job-alert-digest`).
 * It shows the jobs (public posts), what the recipient's own alert looks for, a link to manage their
 * alerts, and both of their unsubscribe links; its headers offer one-click unsubscribe (RFC 8058).
 */
export function jobAlert(mail: AlertMail, siteOrigin: string): MailContent {
  const { locale } = mail;
  const snapshot = alertSnapshotSchema.parse(mail.snapshot);
  const t = (key: Parameters<typeof emailText>[1], values?: Parameters<typeof emailText>[2]) =>
    emailText(locale, key, values);
  const alertName = inSentence(locale, snapshot.alertName);
  const digest = mail.kind === 'job-alert-digest';
  const total = snapshot.jobs.length + snapshot.more;
  const [first] = snapshot.jobs as [MailJob, ...MailJob[]];

  const subject = digest
    ? emailPlural(locale, 'digest.subject', total, { alertName })
    : first.company
      ? t('alert.subject', { title: inSentence(locale, first.title), company: inSentence(locale, first.company) })
      : t('alert.subjectNoCompany', { title: inSentence(locale, first.title) });
  const more = digest && snapshot.more > 0 ? [emailPlural(locale, 'digest.more', snapshot.more)] : [];
  const body: MailBody = {
    locale,
    subject,
    brand: t('brand.name'),
    heading: digest ? t('digest.heading') : t('alert.heading'),
    paragraphs: [digest ? emailPlural(locale, 'digest.intro', total, { alertName }) : t('alert.intro', { alertName })],
    jobs: {
      cards: snapshot.jobs.map((job) => jobCard(locale, job, siteOrigin)),
      after: more,
      ...(more.length
        ? { link: { label: t('digest.seeAll'), url: searchUrl(locale, snapshot.criteria, siteOrigin) } }
        : {}),
    },
    detailsHeading: t('alert.looksFor'),
    details: criteriaRows(locale, snapshot.criteria),
    action: {
      label: t('alert.manage'),
      url: `${siteOrigin}${localizedPath(locale, '/dashboard')}#alerts`,
      hint: t('action.linkHint'),
    },
    footer: [
      t('alert.why', { alertName }),
      digest ? t('digest.note', { time: `${DIGEST_HOUR_PKT}:00` }) : t('alert.instantNote'),
      t('alert.forward'),
    ],
    footerLinks: [
      { label: t('alert.unsubscribeAlert'), url: snapshot.unsubscribe.alertPage },
      { label: t('alert.unsubscribeAll'), url: snapshot.unsubscribe.allPage },
    ],
  };
  return {
    ...renderLayout(body),
    headers: {
      // RFC 8058: a mail client's own unsubscribe button POSTs "List-Unsubscribe=One-Click" to this URL.
      'List-Unsubscribe': `<${snapshot.unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** One job as the list shows it: its title linking to its page in the e-mail's language, where, and pay. */
function jobCard(locale: Locale, job: MailJob, siteOrigin: string): MailJobCard {
  return {
    title: job.title,
    url: `${siteOrigin}${localizedPath(locale, `/job/${encodeURIComponent(job.id)}`)}`,
    facts: [job.company, job.location].filter((fact): fact is string => Boolean(fact)),
    salary: job.salary ? salaryText(job.salary.min, job.salary.max, SITE_TEXTS[locale]) : null,
    linkLabel: emailText(locale, 'alert.viewJob'),
  };
}

/** What the alert looks for, each named as the search's own controls name it (the site's words). */
export function criteriaRows(locale: Locale, criteria: AlertCriteria): MailBody['details'] {
  const site = SITE_TEXTS[locale];
  const say = (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) =>
    translate(site, key, values);
  const { q, city, type, minSalary, where } = criteria;
  const rows: Array<readonly [string, string]> = [
    ...(q?.trim() ? [[say('search.keyword'), q.trim()] as const] : []),
    ...(city ? [[say('search.city'), say(`city.${city}`)] as const] : []),
    ...(type ? [[say('jobs.typeGroup'), say(`jobType.${type}`)] as const] : []),
    ...(minSalary
      ? [[say('filters.minSalary'), say('filters.salaryAtLeast', { amount: amount(minSalary) })] as const]
      : []),
    ...(where ? [[say('filters.where'), say(`workplace.${where}`)] as const] : []),
  ];
  return rows.length ? rows : [['', emailText(locale, 'alert.anyJob')]];
}

/** The search the alert was made from, newest first: where the jobs a digest could not list are. */
function searchUrl(locale: Locale, criteria: AlertCriteria, siteOrigin: string): string {
  const params = new URLSearchParams();
  if (criteria.q?.trim()) params.set('q', criteria.q.trim());
  if (criteria.city) params.set('city', criteria.city);
  if (criteria.type) params.set('type', criteria.type);
  if (criteria.minSalary) params.set('minSalary', String(criteria.minSalary));
  if (criteria.where) params.set('where', criteria.where);
  params.set('sort', 'newest');
  return `${siteOrigin}${localizedPath(locale, '/')}?${params}`;
}
