import { isJobPublic, type Job, type jobInputSchema } from '@modern-jobs/domain';
import type * as z from 'zod';
import { changesBetween } from '../audit/store/audit.ts';
import { clearEdgeCache } from '../edge/clear-edge-cache.ts';
import { keepRecruiterCheck } from './recruiter-check.ts';
import { type OwnedJob, ownershipOf } from './store/job-index.ts';
import { JOB_AUDIT_FIELDS, type SaveOptions, type StoredJob, saveJob } from './store/jobs.ts';

/** How an edit is written: as any change (saveJob), or with a refund of a paid boost it ends (wallet/boosts.ts). */
export type SaveEdit = (job: OwnedJob, previous: StoredJob, now: Date, options: SaveOptions) => Promise<Job>;

/** Who edits, as the activity log names them (http/actor.ts): the operator or the job's employer. */
export interface Editor {
  actor: string;
  ip: string;
  /** an employer's own edit: storage holds it to their own job, while they are an employer */
  employerId?: string;
}

/**
 * What the operator's form decides of a job over what it was: every field of the form, the logo as
 * resolved (`companyLogo`), and for an employer's job its owner and review state; a rejection's
 * reason is kept only while it stays rejected.
 */
export function operatorDraft(
  previous: StoredJob,
  fields: z.output<typeof jobInputSchema>,
  companyLogo: string | null,
  now: Date,
): OwnedJob {
  const owned = ownershipOf(previous);
  return keepRecruiterCheck(previous, {
    ...owned,
    rejectionReason: fields.status === 'rejected' ? (owned.rejectionReason ?? null) : null,
    ...fields,
    companyLogo,
    // The company's badge is the operator's check of the employer, which this form does not change.
    ...(previous.companyVerified ? { companyVerified: previous.companyVerified } : {}),
    id: previous.id,
    createdAt: previous.createdAt,
    updatedAt: now.toISOString(),
  });
}

/**
 * The one home of a job edit, whoever makes it: the job saved over what it was (refused if someone
 * changed it meanwhile: JobConflictError, or an employer's storage refusals), the change in the
 * activity log, field by field, in the same transaction, and the edge's copies of the job cleared when
 * the public could see it before or can after (a pending job's edits clear nothing).
 */
export async function saveJobEdit(
  previous: StoredJob,
  job: OwnedJob,
  editor: Editor,
  now: Date,
  save: SaveEdit = saveJob,
): Promise<Job> {
  const saved = await save(job, previous, now, {
    audit: {
      actor: editor.actor,
      ip: editor.ip,
      action: 'job.updated',
      item: { type: 'job', id: job.id, label: job.title },
      changes: changesBetween(previous, job, JOB_AUDIT_FIELDS),
    },
    ...(editor.employerId ? { asEmployer: { id: editor.employerId } } : {}),
  });
  if (isJobPublic(previous) || isJobPublic(job)) await clearEdgeCache({ id: job.id });
  return saved;
}
