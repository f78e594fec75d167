import { API_MESSAGES } from '@modern-jobs/domain';
import { SearchUnavailableError } from '../search/opensearch/client.ts';
import { httpError } from './errors.ts';

/** How long a visitor is asked to wait when the search engine is down: about one of its restarts. */
const RETRY_AFTER_SECONDS = 30;

/**
 * A search the engine could not answer (down, overloaded, timed out) is a 503 with Retry-After and
 * a message the page shows, never a 500: nothing is wrong with what the visitor asked.
 */
export async function unlessSearchIsDown<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof SearchUnavailableError)
      throw httpError(503, API_MESSAGES.searchUnavailable, { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
    throw error;
  }
}
