import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { API_MESSAGES, type Company, type Evidence, type Verification } from '@modern-jobs/domain';
import { getAccount, userKey } from '../accounts/store/users.ts';
import { recordAudit } from '../audit/store/audit.ts';
import { dynamo } from '../clients/dynamo.ts';
import { config } from '../config.ts';
import { applyCompanyToJobs } from '../employers/store/employer-jobs.ts';
import { httpError } from '../http/errors.ts';
import { conditionFailed } from '../storage/refused.ts';
import { evidenceText, type Who } from './evidence.ts';

const TableName = config.TABLE_NAME;

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
