import { ENGLISH, homePageHead } from '@modern-jobs/domain';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../config.ts';
import { htmlPage, PAGE_CACHE } from './page-response.ts';
import { renderPage } from './render-page.ts';
import { pageTemplate } from './template.ts';

/**
 * The app's page with the site's own head: its absolute canonical URL and share card, which a
 * preview needs and the static index.html cannot know. The shell's hero stays as it is.
 */
export async function homePage(event: APIGatewayProxyEventV2) {
  const template = await pageTemplate(event.rawPath);
  const html = renderPage(template, homePageHead({ origin: config.SITE_ORIGIN, texts: ENGLISH }), null);
  return htmlPage(html, template, 200, PAGE_CACHE.found);
}
