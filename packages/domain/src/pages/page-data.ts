import type { Job } from '../schemas/job.ts';

/**
 * The id of the JSON a server-rendered page carries for the app (`<script type="application/json">`,
 * which no CSP hash needs: the browser never runs it). It holds the API's answers the server already
 * read for the page, so the app's first render has them and asks for nothing. Without it the job page
 * rendered twice: once waiting, then all at once when the answer came, in one long task that a
 * transition cannot split (a query's update is synchronous).
 */
export const PAGE_DATA_ID = 'page-data';

/** What a page hands the app: `job` is GET /api/jobs/{id}'s answer for a job's page. */
export interface PageData {
  job?: Job;
}
