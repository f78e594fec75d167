import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  API_MESSAGES,
  type Company,
  type Evidence,
  isJobPublic,
  type Job,
  type Verification,
} from '@modern-jobs/domain';
import { getAccount, userKey } from '../accounts/store/users.ts';
import { recordAudit } from '../audit/store/audit.ts';
import { dynamo } from '../clients/dynamo.ts';
import { config } from '../config.ts';
import { clearEdgeCache } from '../edge/clear-edge-cache.ts';
import { applyCompanyToJobs } from '../employers/store/employer-jobs.ts';
import { httpError } from '../http/errors.ts';
import { ownedJobOfItem } from '../jobs/store/job-index.ts';
import { getStoredJob, JobConflictError, saveJob } from '../jobs/store/jobs.ts';
import { conditionFailed } from '../storage/refused.ts';

const TableName = config.TABLE_NAME;

type Who = { actor: string; ip: string };

const evidenceText = (evidence: Evidence) => [evidence.note, evidence.link].filter(Boolean).join(' · ');

/**
 * The operator verifies who recruits for a job (POST /api/admin/jobs/{id}/verify-recruiter): who
 * verified, when and on what are kept on the job for operators; the public sees the date only. A job
 * that names no recruiter has nothing to verify (409). The job's version moves on: an approval sent
 * with the version read before the verification is refused as changed (412), and the page reloads.
 */
export async function verifyRecruiter(request: { jobId: string; evidence: Evidence; who: Who; now?: Date }) {
  const now = request.now ?? new Date();
  const stored = await getStoredJob(request.jobId, true);
  if (!stored) throw httpError(404, API_MESSAGES.jobNotFound);
  if (!stored.recruiter) throw httpError(409, API_MESSAGES.noRecruiter);
  const verification: Verification = { by: request.who.actor, at: now.toISOString(), evidence: request.evidence };
  const job = { ...ownedJobOfItem(stored), recruiterVerification: verification, updatedAt: now.toISOString() };
  const recruiter = stored.recruiter.kind === 'oep' ? `OEP ${stored.recruiter.licence}` : 'direct';
  let saved: Job;
  try {
    saved = await saveJob(job, stored, now, {
      audit: {
        ...request.who,
        action: 'job.recruiter-verified',
        item: { type: 'job', id: stored.id, label: stored.title },
        changes: [
          { field: 'recruiter', before: null, after: recruiter },
          { field: 'evidence', before: null, after: evidenceText(request.evidence) },
        ],
      },
    });
  } catch (error) {
    if (error instanceof JobConflictError) throw httpError(412, API_MESSAGES.jobChanged);
    throw error;
  }
  if (isJobPublic(stored)) await clearEdgeCache({ id: stored.id });
  return { job: saved, verification };
}

/**
 * The operator verifies an employer's company (POST /api/admin/users/{id}/verify-company), on what
 * they checked (its SECP registration or NTN, a note or a link): the company shows a verified badge
 * until its name or registration changes (saveCompany). Conditional on the company being the one
 * read: a change in between is refused (409 companyChanged) rather than verified unseen.
 */
export async function verifyCompany(request: { userId: string; evidence: Evidence; who: Who; now?: Date }) {
  const now = request.now ?? new Date();
  const account = await getAccount(request.userId, true);
  if (!account) throw httpError(404, API_MESSAGES.userNotFound);
  const current = account.user.company;
  if (!current) throw httpError(409, API_MESSAGES.notAnEmployer);
  const verification: Verification = { by: request.who.actor, at: now.toISOString(), evidence: request.evidence };
  const company: Company = { ...current, verified: { at: verification.at } };
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName,
        Key: userKey(request.userId),
        UpdateExpression: 'SET company = :company, companyVerification = :verification',
        ConditionExpression: 'company.updatedAt = :read',
        ExpressionAttributeValues: { ':company': company, ':verification': verification, ':read': current.updatedAt },
      }),
    );
  } catch (error) {
    if (conditionFailed(error)) throw httpError(409, API_MESSAGES.companyChanged);
    throw error;
  }
  const registration = current.registration
    ? `${current.registration.kind.toUpperCase()} ${current.registration.number}`
    : null;
  await recordAudit({
    ...request.who,
    action: 'company.verified',
    item: { type: 'user', id: request.userId, label: current.name },
    changes: [
      { field: 'registration', before: null, after: registration },
      { field: 'evidence', before: null, after: evidenceText(request.evidence) },
    ],
  });
  // The review copies on the employer's jobs waiting for review show the badge in Moderation.
  await applyCompanyToJobs(request.userId, company);
  return { company, verification };
}

/** Whether a job's employer has a verified company, for the job's public read: its date, or nothing. */
export async function companyVerifiedOf(ownerId: string | undefined): Promise<{ at: string } | undefined> {
  if (!ownerId) return undefined;
  const account = await getAccount(ownerId);
  return account?.user.company?.verified;
}
