import * as z from 'zod';
import { idSchema } from './common.ts';

/** PUT and DELETE /api/saved-jobs/{jobId}. */
export const savedJobParamsSchema = z.object({ jobId: idSchema });

/**
 * Where a saved job stands now: still taking applications, past its deadline (or no longer
 * approved), or deleted by the operator since it was saved.
 */
export const SAVED_JOB_STATES = ['open', 'closed', 'deleted'] as const;
export type SavedJobState = (typeof SAVED_JOB_STATES)[number];

/**
 * One entry of GET /api/saved-jobs, newest first. `job` is what the job showed when it was saved,
 * refreshed from the job itself while it exists, so a deleted job still has a title to name.
 */
export const savedJobSchema = z.object({
  jobId: z.string(),
  savedAt: z.string(),
  state: z.enum(SAVED_JOB_STATES),
  job: z.object({
    title: z.string(),
    company: z.string(),
    location: z.string(),
    companyLogo: z.string().nullable(),
    salaryMin: z.number().nullable(),
    salaryMax: z.number().nullable(),
    applicationDeadline: z.string().nullable(),
  }),
});
export type SavedJob = z.infer<typeof savedJobSchema>;
export type SavedJobSnapshot = SavedJob['job'];
