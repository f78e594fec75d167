import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TalentEvent, TalentEventKind } from '@modern-jobs/domain';
import { userKey } from '../../accounts/store/users.ts';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import type { TransactItem } from '../../wallet/store/ledger.ts';

const TableName = config.TABLE_NAME;

/**
 * What the CV bank keeps beside the candidates, as writes for the transactions that make each
 * change: a company's unlock (UNLOCK#<company>#<candidate>, written once: its condition is what makes
 * parallel unlocks charge once), what the candidate sees of each company (one item per company and
 * kind in their own partition, so a company that looks ten times is one line with a count), and each
 * company's use (TALENTUSE#<company>, listed for the operator on GSI1).
 */

export const unlockKey = (companyId: string, candidateId: string) => ({
  PK: `UNLOCK#${companyId}#${candidateId}`,
  SK: 'UNLOCK',
});

export interface Unlock {
  companyId: string;
  candidateId: string;
  at: string;
  /** the ledger entry that paid for it */
  entryId: string;
}

export async function getUnlock(companyId: string, candidateId: string): Promise<Unlock | null> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName, Key: unlockKey(companyId, candidateId), ConsistentRead: true }),
  );
  return Item ? { companyId, candidateId, at: String(Item.at), entryId: String(Item.entryId) } : null;
}

/** The unlock, only if there is none yet (the write that refuses a second charge). */
export const unlockPut = (unlock: Unlock): TransactItem => ({
  Put: {
    TableName,
    Item: { ...unlockKey(unlock.companyId, unlock.candidateId), entity: 'talent-unlock', ...unlock },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

const SEEN = 'TALENTSEEN#';
const seenKey = (candidateId: string, kind: TalentEventKind, companyId: string) => ({
  PK: userKey(candidateId).PK,
  SK: `${SEEN}${kind}#${companyId}`,
});

/** That a company viewed, unlocked or asked to contact the candidate, with when it last did and how often. */
export const seenUpdate = (candidateId: string, event: Omit<TalentEvent, 'count'>): TransactItem => ({
  Update: {
    TableName,
    Key: seenKey(candidateId, event.kind, event.companyId),
    UpdateExpression: `SET #entity = :entity, #kind = :kind, companyId = :company, companyName = :name, #at = :at${
      event.requestId ? ', requestId = :request' : ''
    } ADD #count :one`,
    ExpressionAttributeNames: { '#entity': 'entity', '#kind': 'kind', '#at': 'at', '#count': 'count' },
    ExpressionAttributeValues: {
      ':entity': 'talent-seen',
      ':kind': event.kind,
      ':company': event.companyId,
      ':name': event.companyName,
      ':at': event.at,
      ':one': 1,
      ...(event.requestId ? { ':request': event.requestId } : {}),
    },
  },
});

/** Everything the candidate was seen by, newest first (one line per company and kind). */
export async function listSeen(candidateId: string): Promise<Array<TalentEvent & { count: number }>> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :seen)',
        ExpressionAttributeValues: { ':pk': userKey(candidateId).PK, ':seen': SEEN },
        ExclusiveStartKey,
      }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items
    .map((item) => ({
      kind: item.kind as TalentEventKind,
      companyId: String(item.companyId),
      companyName: String(item.companyName),
      at: String(item.at),
      count: Number(item.count ?? 1),
      ...(item.requestId ? { requestId: String(item.requestId) } : {}),
    }))
    .sort((a, b) => b.at.localeCompare(a.at));
}

export const USAGE_LIST = 'TALENTUSE';
const usageKey = (companyId: string) => ({ PK: `TALENTUSE#${companyId}`, SK: 'USE' });

export type UsageCounter = 'views' | 'unlocks' | 'requests' | 'accepted' | 'spentPaisa';

/** Adds to a company's use of the bank (and lists the company for the operator). */
export const usageUpdate = (
  company: { id: string; name: string },
  add: Partial<Record<UsageCounter, number>>,
  now: Date,
): TransactItem => {
  const counters = Object.entries(add).filter(([, by]) => by !== 0);
  return {
    Update: {
      TableName,
      Key: usageKey(company.id),
      UpdateExpression: `SET #entity = :entity, companyId = :id, companyName = :name, lastAt = :at, GSI1PK = :list, GSI1SK = :id${
        counters.length ? ` ADD ${counters.map((_, i) => `#c${i} :c${i}`).join(', ')}` : ''
      }`,
      ExpressionAttributeNames: {
        '#entity': 'entity',
        ...Object.fromEntries(counters.map(([name], i) => [`#c${i}`, name])),
      },
      ExpressionAttributeValues: {
        ':entity': 'talent-usage',
        ':id': company.id,
        ':name': company.name,
        ':at': now.toISOString(),
        ':list': USAGE_LIST,
        ...Object.fromEntries(counters.map(([, by], i) => [`:c${i}`, by])),
      },
    },
  };
};
