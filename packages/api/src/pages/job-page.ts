import {
  EN_FIRST_SCREEN,
  EN_PAGES,
  idSchema,
  type Job,
  jobNotFoundHead,
  jobPageHead,
  type Locale,
  type Texts,
} from '@modern-jobs/domain';
import { ur } from '@modern-jobs/domain/i18n/ur';
import { shareCardKey } from '../cards/card-key.ts';
import { config } from '../config.ts';
import { pageHandler } from '../http/preset.ts';
import { getPublicJob } from '../jobs/store/jobs.ts';
import { logger } from '../observability/logger.ts';
import { jobSummaryHtml } from './job-summary.ts';
import { htmlPage, PAGE_CACHE } from './page-response.ts';
import { renderPage } from './render-page.ts';
import { pageTemplate } from './template.ts';

/**
 * The page's words: the first screen's and the pages' only, in each language. Not the whole
 * catalogs (the employer's, the wallet's, the profile's parts): a job page says none of them, and
 * they would carry this function's bundle past its budget.
 */
const TEXTS: Record<Locale, Texts> = {
  en: { locale: 'en', catalog: { ...EN_FIRST_SCREEN, ...EN_PAGES } as Texts['catalog'] },
  ur: { locale: 'ur', catalog: ur as Texts['catalog'] },
};

/** GET /job/{id} in a language: the app's page with the job in its first HTML; 404 for a job nobody has. */
export function jobPageHandler(handlerName: string, locale: Locale) {
  const texts = TEXTS[locale];
  return pageHandler(handlerName, async (event) => {
    const template = await pageTemplate(event.rawPath);
    const context = { origin: config.SITE_ORIGIN, texts };
    const id = idSchema.safeParse(event.pathParameters?.id);
    let job: Job | null = null;
    try {
      job = id.success ? await getPublicJob(id.data) : null;
    } catch (error) {
      // Without the job the page is still the app, which asks for the job itself and says what it finds.
      logger.error('job page without its job', { error: (error as Error).message });
      return htmlPage(template, template, 200, PAGE_CACHE.fallback);
    }
    // A job the public may not see (pending, rejected, a disabled employer's) does not exist here (as GET /api/jobs/{id}).
    if (!job) {
      const head = jobNotFoundHead(String(event.pathParameters?.id ?? ''), context);
      return htmlPage(renderPage(template, head, null), template, 404, PAGE_CACHE.notFound);
    }
    const head = jobPageHead(job, { ...context, card: `/objects/${shareCardKey(job)}` });
    const html = renderPage(template, head, jobSummaryHtml(job, texts, new Date()), { job });
    return htmlPage(html, template, 200, PAGE_CACHE.found);
  });
}
