import { type Job, jobPostingJsonLd } from '@modern-jobs/domain';

/** schema.org JobPosting for Google for Jobs; '<' is escaped so no text can close the script. */
export function JobPostingData({ job }: { job: Job }) {
  const json = JSON.stringify(jobPostingJsonLd(job, window.location.origin)).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; it is escaped above.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
