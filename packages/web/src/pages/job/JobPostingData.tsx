import { type Job, jobPageJsonLd, jsonForScript } from '@modern-jobs/domain';
import { useI18n } from '../../i18n/I18nProvider.tsx';

/** The page's schema.org data (JobPosting, for Google for Jobs), as the server's first HTML has it; escaped so no text can close the script. */
export function JobPostingData({ job }: { job: Job }) {
  const { locale } = useI18n();
  const json = jsonForScript(jobPageJsonLd(job, window.location.origin, locale));
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; it is escaped above.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
