import { salaryText, type Texts, translate } from '../i18n/format.ts';
import { logoPathOf } from '../rules/logo-path.ts';
import type { Job } from '../schemas/job.ts';

/** A share card's size: what Open Graph and X's large card ask for (1.91:1). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** The site's own card, for pages that are not a job (the web build serves it). */
export const SITE_CARD_PATH = '/share-card.png';

/**
 * What a job's share card says. The job's own words stay as written; the salary line is the
 * catalog's, in English, because one card serves both languages' pages.
 */
export interface ShareCardLines {
  title: string;
  company: string;
  place: string;
  salary: string;
  /** a verified logo (logos/…) to show beside the company, when the job has one */
  logoKey: string | null;
}

export function shareCardLines(job: Job, texts: Texts): ShareCardLines {
  const logo = job.companyLogo ? logoPathOf(job.companyLogo) : null;
  return {
    title: job.title,
    company: job.company,
    place: job.location,
    salary: salaryText(job.salaryMin, job.salaryMax, texts),
    logoKey: logo ? logo.replace(/^\/objects\//, '') : null,
  };
}

/** The site card's lines: the site's name and what it is for. */
export function siteCardLines(texts: Texts): { title: string; text: string } {
  return { title: translate(texts, 'hero.title'), text: translate(texts, 'hero.text') };
}
