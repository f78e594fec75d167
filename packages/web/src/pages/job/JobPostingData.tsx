import { type Job, jobPageJsonLd } from '@modern-jobs/domain';
import { useI18n } from '../../i18n/I18nProvider.tsx';

/** The page's schema.org data (JobPosting, for Google for Jobs), as the server's first HTML has it; '<' is escaped so no text can close the script. */
export function JobPostingData({ job }: { job: Job }) {
  const { locale } = useI18n();
  const json = JSON.stringify(jobPageJsonLd(job, window.location.origin, locale)).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; it is escaped above.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
