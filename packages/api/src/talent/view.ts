import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { type CandidateCard, type CandidateContacts, type ContactRequest, candidateCardOf } from '@modern-jobs/domain';
import { userKey } from '../accounts/store/users.ts';
import { dynamo } from '../clients/dynamo.ts';
import { config } from '../config.ts';
import { cvBankSetting } from '../settings/cv-bank-setting.ts';
import { type BankCompany, findableCandidate } from './access.ts';
import { takeDailyUse } from './caps.ts';
import { contactsOf } from './contacts.ts';
import { getUnlock, seenUpdate, usageUpdate } from './store/records.ts';
import { getRequest, requestIdOf } from './store/requests.ts';

export interface CandidateView {
  candidate: CandidateCard;
  unlocked: boolean;
  /** only once unlocked (or a request accepted and paid) */
  contacts: CandidateContacts | null;
  /** this company's request to the candidate, if it sent one */
  request: Pick<ContactRequest, 'id' | 'status' | 'paid'> | null;
}

/**
 * An employer opens a candidate: a view, counted against the company's daily cap, on the
 * candidate's dashboard (Profile Views, and who viewed) and on the company's use, in one transaction.
 * An unlocked candidate comes with their contacts.
 */
export async function viewCandidate(
  candidateId: string,
  company: BankCompany,
  now = new Date(),
): Promise<CandidateView> {
  const candidate = await findableCandidate(candidateId, company);
  await takeDailyUse('view', company.id, await cvBankSetting(), now);
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: config.TABLE_NAME,
            Key: userKey(candidateId),
            UpdateExpression: 'ADD profileViews :one',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
        seenUpdate(candidateId, {
          kind: 'view',
          companyId: company.id,
          companyName: company.name,
          at: now.toISOString(),
        }),
        usageUpdate(company, { views: 1 }, now),
      ],
    }),
  );
  const [unlock, request] = await Promise.all([
    getUnlock(company.id, candidateId),
    getRequest(requestIdOf(company.id, candidateId)),
  ]);
  const visibility = candidate.visibility === 'anonymous' ? 'anonymous' : 'visible';
  return {
    candidate: candidateCardOf(candidateId, candidate.profile, visibility),
    unlocked: unlock !== null,
    contacts: unlock ? await contactsOf(candidate) : null,
    request: request ? { id: request.id, status: request.status, paid: request.paid } : null,
  };
}
