import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  type CandidateCriteria,
  type Locale,
  MAX_SAVED_CANDIDATE_SEARCHES,
  type SavedCandidateSearch,
  type StoredCandidateSearch,
} from '@modern-jobs/domain';
import { userKey } from '../../accounts/store/users.ts';
import { digestDayOf, duePut } from '../../alerts/store/alert-deliveries.ts';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import { newId } from '../../storage/ids.ts';
import { withoutKeys } from '../../storage/item.ts';
import { refusedWrites, transactionCancelled } from '../../storage/refused.ts';
import { STORAGE_ATTRIBUTES } from '../../storage/table.ts';

/**
 * A company's saved candidate searches: items of the company's owner (USER#<company> /
 * TALENTSEARCH#<id>), counted on their profile for the cap, and each on the list of the digests due
 * at the next 9:00 (alerts/store/alert-deliveries.ts), from where send-digests queues it daily.
 */
export type { StoredCandidateSearch } from '@modern-jobs/domain';

const TableName = config.TABLE_NAME;
const SEARCH = 'TALENTSEARCH#';
const searchKey = (companyId: string, id: string) => ({ PK: userKey(companyId).PK, SK: `${SEARCH}${id}` });

export class CandidateSearchesFullError extends Error {
  override name = 'CandidateSearchesFullError';
}

const storedOf = (item: Record<string, unknown>) => withoutKeys<StoredCandidateSearch>(item, STORAGE_ATTRIBUTES);

/** What the company's own routes answer: the search, not whose it is or its e-mail's language. */
export const publicSearch = ({ companyId: _c, locale: _l, ...search }: StoredCandidateSearch): SavedCandidateSearch =>
  search;

export async function listCandidateSearches(companyId: string): Promise<StoredCandidateSearch[]> {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :search)',
      ExpressionAttributeValues: { ':pk': userKey(companyId).PK, ':search': SEARCH },
    }),
  );
  return Items.map(storedOf).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
}

export async function getCandidateSearch(companyId: string, id: string): Promise<StoredCandidateSearch | null> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName, Key: searchKey(companyId, id), ConsistentRead: true }),
  );
  return Item ? storedOf(Item) : null;
}

/**
 * Saves a search: the item, the company's count (the cap) and its place on the next 9:00's list of
 * due digests, whose candidates are those who change from now on, in one transaction.
 * CandidateSearchesFullError at the cap.
 */
export async function createCandidateSearch(
  companyId: string,
  input: { name: string; criteria: CandidateCriteria },
  locale: Locale,
  now = new Date(),
): Promise<StoredCandidateSearch> {
  const search: StoredCandidateSearch = {
    id: newId(),
    companyId,
    locale,
    name: input.name,
    criteria: input.criteria,
    createdAt: now.toISOString(),
  };
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName,
              Item: { ...searchKey(companyId, search.id), entity: 'candidate-search', ...search },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName,
              Key: userKey(companyId),
              UpdateExpression: 'ADD candidateSearchCount :one',
              ConditionExpression:
                'attribute_exists(PK) AND (attribute_not_exists(candidateSearchCount) OR candidateSearchCount < :max)',
              ExpressionAttributeValues: { ':one': 1, ':max': MAX_SAVED_CANDIDATE_SEARCHES },
            },
          },
          duePut(
            digestDayOf(now),
            {
              id: search.id,
              userId: companyId,
              name: search.name,
              locale,
              kind: 'candidate-search',
              since: search.createdAt,
            },
            now,
          ),
        ],
      }),
    );
  } catch (error) {
    if (transactionCancelled(error) && refusedWrites(error)[1]) throw new CandidateSearchesFullError(companyId);
    throw error;
  }
  return search;
}

/**
 * Deletes a saved search and its place in the count; false if the company has none by that id. Its
 * entry on the due list stays: the digest's sender finds the search gone and ends it there.
 */
export async function deleteCandidateSearch(companyId: string, id: string): Promise<boolean> {
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName, Key: searchKey(companyId, id), ConditionExpression: 'attribute_exists(PK)' } },
          {
            Update: {
              TableName,
              Key: userKey(companyId),
              UpdateExpression: 'ADD candidateSearchCount :minusOne',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':minusOne': -1 },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (transactionCancelled(error) && refusedWrites(error)[0]) return false;
    throw error;
  }
}
