import * as z from 'zod';

/** Query of GET /api/jobs/suggestions: what the seeker has typed so far. */
export const suggestQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
});

/** At most this many suggestions are offered as a keyword is typed (issue 17). */
export const MAX_SUGGESTIONS = 8;
