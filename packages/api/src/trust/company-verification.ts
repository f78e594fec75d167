import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { API_MESSAGES, type Company, type Evidence, registrationText, type Verification } from '@modern-jobs/domain';
import { getAccount, userKey } from '../accounts/store/users.ts';
import { auditPut } from '../audit/store/audit.ts';
import { dynamo } from '../clients/dynamo.ts';
import { config } from '../config.ts';
import { clearJobsFromEdgeCache } from '../edge/clear-edge-cache.ts';
import { publicJobsOf } from '../employers/public-jobs.ts';
import { carryCompanyToJobs } from '../employers/store/employer-jobs.ts';
import { httpError } from '../http/errors.ts';
import { refusedWrites, transactionCancelled } from '../storage/refused.ts';
import { evidenceText, type Who } from './evidence.ts';

const TableName = config.TABLE_NAME;

/**
 * The operator verifies an employer's company (POST /api/admin/users/{id}/verify-company), on what
 * they checked (its SECP registration or NTN, a note or a link): the company shows a verified badge
 * until its name or registration changes (saveCompany). Conditional on the company being the one
 * the operator looked at (`version`, If-Match: its updatedAt in the Users tab; 412 when it moved on)
 * and on the one read (409 when it moves on in between): a change is refused rather than verified unseen.
 */
export async function verifyCompany(request: {
  userId: string;
  evidence: Evidence;
  who: Who;
  version?: string | undefined;
  /** until when (epoch ms) CloudFront may be retried, the function's time (edge/invalidate.ts) */
  until?: number;
  now?: Date;
}) {
  const now = request.now ?? new Date();
  const account = await getAccount(request.userId, true);
  if (!account) throw httpError(404, API_MESSAGES.userNotFound);
  const current = account.user.company;
  if (!current) throw httpError(409, API_MESSAGES.notAnEmployer);
  if (request.version !== undefined && request.version !== current.updatedAt)
    throw httpError(412, API_MESSAGES.companyChanged);
  const verification: Verification = { by: request.who.actor, at: now.toISOString(), evidence: request.evidence };
  const company: Company = { ...current, verified: { at: verification.at } };
  const registration = registrationText(current.registration);
  // The verification and its record are one transaction: both happen, or neither.
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName,
              Key: userKey(request.userId),
              UpdateExpression: 'SET company = :company, companyVerification = :verification',
              ConditionExpression: 'company.updatedAt = :read',
              ExpressionAttributeValues: {
                ':company': company,
                ':verification': verification,
                ':read': current.updatedAt,
              },
            },
          },
          auditPut(
            {
              ...request.who,
              action: 'company.verified',
              item: { type: 'user', id: request.userId, label: current.name },
              changes: [
                { field: 'registration', before: null, after: registration },
                { field: 'evidence', before: null, after: evidenceText(request.evidence) },
              ],
            },
            now,
          ),
        ],
      }),
    );
  } catch (error) {
    if (transactionCancelled(error) && refusedWrites(error)[0]) throw httpError(409, API_MESSAGES.companyChanged);
    throw error;
  }
  // Every job of the employer carries the badge: cards in lists and searches, their pages, and the
  // review copies Moderation shows. The public jobs' cached pages are cleared, so the badge shows now;
  // the lists' copies take it in when they expire (30 s, clear-edge-cache.ts).
  const changed = await carryCompanyToJobs(request.userId, company);
  await clearJobsFromEdgeCache(await publicJobsOf(request.userId, changed), {
    lists: false,
    ...(request.until === undefined ? {} : { until: request.until }),
  });
  return { company, verification };
}
