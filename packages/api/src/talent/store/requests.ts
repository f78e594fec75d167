import { createHash } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactRequest, ContactRequestStatus } from '@modern-jobs/domain';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import type { TransactItem } from '../../wallet/store/ledger.ts';

const TableName = config.TABLE_NAME;

/**
 * A contact request (TALENTREQ#<id>): one per company and candidate, ever (its id is made from the
 * two), so a declined candidate is not asked again and a double click sends one. Listed for the
 * candidate on GSI1 (TALENTREQS#<candidate>) and for the company on GSI2 (TALENTREQS#<company>).
 */
export const requestIdOf = (companyId: string, candidateId: string) =>
  createHash('sha256').update(`${companyId}\u0000${candidateId}`).digest('base64url').slice(0, 32);

const requestKey = (id: string) => ({ PK: `TALENTREQ#${id}`, SK: 'REQUEST' });

export const candidateRequestsList = (candidateId: string) => `TALENTREQS#${candidateId}`;
export const companyRequestsList = (companyId: string) => `TALENTREQS#${companyId}`;

const requestOf = (item: Record<string, unknown>): ContactRequest => ({
  id: String(item.id),
  candidateId: String(item.candidateId),
  companyId: String(item.companyId),
  companyName: String(item.companyName),
  message: String(item.message),
  job: (item.job as ContactRequest['job']) ?? null,
  status: item.status as ContactRequestStatus,
  paid: item.paid === true,
  createdAt: String(item.createdAt),
  answeredAt: typeof item.answeredAt === 'string' ? item.answeredAt : null,
});

export async function getRequest(id: string): Promise<ContactRequest | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName, Key: requestKey(id), ConsistentRead: true }));
  return Item ? requestOf(Item) : null;
}

/** The request, only if this company never asked this candidate before. */
export const requestPut = (request: ContactRequest): TransactItem => ({
  Put: {
    TableName,
    Item: {
      ...requestKey(request.id),
      entity: 'talent-request',
      ...request,
      GSI1PK: candidateRequestsList(request.candidateId),
      GSI1SK: `${request.createdAt}#${request.id}`,
      GSI2PK: companyRequestsList(request.companyId),
      GSI2SK: `${request.createdAt}#${request.id}`,
    },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/**
 * The candidate's answer, only while the request waits for one; or (`from: 'accepted'`) an accepted
 * request paid for later, only while it is unpaid.
 */
export const requestAnswer = (
  id: string,
  change: { status: ContactRequestStatus; paid: boolean; at: string },
  from: 'pending' | 'accepted-unpaid' = 'pending',
): TransactItem => ({
  Update: {
    TableName,
    Key: requestKey(id),
    UpdateExpression: 'SET #status = :status, paid = :paid, answeredAt = if_not_exists(answeredAt, :at)',
    ConditionExpression: from === 'pending' ? '#status = :pending' : '#status = :accepted AND paid = :unpaid',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':status': change.status,
      ':paid': change.paid,
      ':at': change.at,
      ...(from === 'pending' ? { ':pending': 'pending' } : { ':accepted': 'accepted', ':unpaid': false }),
    },
  },
});

/** The candidate's requests, newest first (a candidate is asked by at most their daily-capped companies). */
export async function listCandidateRequests(candidateId: string, limit = 100): Promise<ContactRequest[]> {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :list',
      ExpressionAttributeValues: { ':list': candidateRequestsList(candidateId) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map(requestOf);
}
