import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
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
import { deleteCountedItem, type OwnerCount, putCountedItem } from '../../storage/counted-items.ts';
import { newId } from '../../storage/ids.ts';
import { withoutKeys } from '../../storage/item.ts';
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

/** The company's count of saved searches, for the cap. */
const SEARCHES: OwnerCount = { kind: 'number', attribute: 'candidateSearchCount', max: MAX_SAVED_CANDIDATE_SEARCHES };

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
  const due = duePut(
    digestDayOf(now),
    { id: search.id, userId: companyId, name: search.name, locale, kind: 'candidate-search', since: search.createdAt },
    now,
  );
  const item = { ...searchKey(companyId, search.id), entity: 'candidate-search', ...search };
  const outcome = await putCountedItem(item, userKey(companyId), SEARCHES, [due]);
  // A new id is never taken; 'exists' would mean it was, and nothing was written.
  if (outcome !== 'saved')
    throw outcome === 'full' ? new CandidateSearchesFullError(companyId) : new Error(`search ${search.id} exists`);
  return search;
}

/**
 * Deletes a saved search and its place in the count; false if the company has none by that id. Its
 * entry on the due list stays: the digest's sender finds the search gone and ends it there.
 */
export async function deleteCandidateSearch(companyId: string, id: string): Promise<boolean> {
  return deleteCountedItem(searchKey(companyId, id), userKey(companyId), SEARCHES);
}
