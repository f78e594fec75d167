import { PAGE_DATA_ID, type PageData } from '@modern-jobs/domain';
import type { QueryClient } from '@tanstack/react-query';
import { jobQueries } from './jobs.ts';

/**
 * Puts the API's answers a server-rendered page came with (domain pages/page-data.ts) where the
 * queries look for them, so the page's first render is already complete. Data that cannot be read
 * is left alone: the queries then ask the API, as on any other page.
 */
export function seedFromPage(client: QueryClient, document: Document): void {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return;
  let data: PageData;
  try {
    data = JSON.parse(text) as PageData;
  } catch {
    return;
  }
  if (data.job?.id) client.setQueryData(jobQueries.detail(data.job.id).queryKey, data.job);
}
