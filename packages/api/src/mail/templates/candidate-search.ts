import { DIGEST_HOUR_PKT, type Locale, localizedPath } from '@modern-jobs/domain';
import {
  type CandidateSearchMail,
  candidateSearchSnapshotSchema,
  emailPlural,
  emailText,
  type MailCandidate,
} from '@modern-jobs/domain/email';
import { inSentence } from './application.ts';
import { type MailContent, type MailJobCard, renderLayout } from './layout.ts';

/**
 * A company's saved candidate search's daily e-mail: the candidates new to it as cards (headline,
 * city, years; never a name or a contact, since e-mails are forwarded), each linking to their card
 * in the CV bank, where views are counted and contacts are unlocked. Like a job alert's digest it
 * carries the unsubscribe links and one-click unsubscribe (RFC 8058), here for the search.
 */
export function candidateSearch(mail: CandidateSearchMail, siteOrigin: string): MailContent {
  const { locale } = mail;
  const snapshot = candidateSearchSnapshotSchema.parse(mail.snapshot);
  const t = (key: Parameters<typeof emailText>[1], values?: Parameters<typeof emailText>[2]) =>
    emailText(locale, key, values);
  const searchName = inSentence(locale, snapshot.searchName);
  const total = snapshot.candidates.length + snapshot.more;
  const search = `${siteOrigin}${localizedPath(locale, '/employer/candidates')}`;
  const more = snapshot.more > 0 ? [emailPlural(locale, 'talentSearch.more', snapshot.more)] : [];
  return {
    ...renderLayout({
      locale,
      brand: t('brand.name'),
      subject: emailPlural(locale, 'talentSearch.subject', total, { searchName }),
      heading: t('talentSearch.heading'),
      paragraphs: [emailPlural(locale, 'talentSearch.intro', total, { searchName })],
      jobs: { cards: snapshot.candidates.map((candidate) => card(locale, candidate, siteOrigin)), after: more },
      details: [],
      action: { label: t('talentSearch.action'), url: search, hint: t('action.linkHint') },
      footer: [t('talentSearch.why', { searchName }), t('talentSearch.note', { time: `${DIGEST_HOUR_PKT}:00` })],
      footerLinks: [
        { label: t('talentSearch.unsubscribeSearch'), url: snapshot.unsubscribe.alertPage },
        { label: t('alert.unsubscribeAll'), url: snapshot.unsubscribe.allPage },
      ],
    }),
    headers: {
      'List-Unsubscribe': `<${snapshot.unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

function card(locale: Locale, candidate: MailCandidate, siteOrigin: string): MailJobCard {
  return {
    title: candidate.headline ?? emailText(locale, 'talentSearch.noHeadline'),
    url: `${siteOrigin}${localizedPath(locale, `/employer/candidates/${encodeURIComponent(candidate.id)}`)}`,
    facts: [
      ...(candidate.city ? [candidate.city] : []),
      ...(candidate.years !== null ? [emailPlural(locale, 'talentSearch.years', candidate.years)] : []),
    ],
    salary: null,
    linkLabel: emailText(locale, 'talentSearch.viewCandidate'),
  };
}
