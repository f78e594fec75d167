import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  isInBank,
  isLocale,
  type Locale,
  MAX_BLOCKED_COMPANIES,
  type Profile,
  type TalentVisibility,
  visibilityOf,
} from '@modern-jobs/domain';
import { userKey } from '../../accounts/store/users.ts';
import { dynamo } from '../../clients/dynamo.ts';
import { config } from '../../config.ts';
import { profileKey, profileOf } from '../../profiles/store/profiles.ts';
import { conditionFailed, refusedWrites, transactionCancelled } from '../../storage/refused.ts';
import { getCvText } from './cv-texts.ts';

const TableName = config.TABLE_NAME;

/**
 * A seeker as the CV bank knows them: their profile, and on the same item (USER#<id> / SEEKERPROFILE)
 * how they chose to be shown, whether the operator hid them and the companies they blocked. One item,
 * so one change of the table tells the indexer of each, and reading the candidate is one GetItem
 * (and one more for the default CV's text, when the indexer needs it).
 */
export interface Candidate {
  userId: string;
  profile: Profile;
  visibility: TalentVisibility;
  hiddenByOperator: boolean;
  blockedCompanies: string[];
  /** the account is disabled (or gone): never in the bank */
  disabled: boolean;
  /** when the bank's choices, the operator's hiding, the blocks or the account's state last changed */
  talentChangedAt?: string;
  /** the language of the page the seeker last chose their visibility on: their e-mails from the bank */
  locale?: Locale;
}

const listOf = (value: unknown): string[] =>
  value instanceof Set || Array.isArray(value) ? [...value].map(String) : [];

function candidateOf(userId: string, item: Record<string, unknown>, disabled: boolean): Candidate {
  return {
    userId,
    profile: profileOf(item),
    visibility: visibilityOf(item.visibility),
    hiddenByOperator: item.bankHidden === true,
    blockedCompanies: listOf(item.blockedCompanies),
    disabled,
    ...(typeof item.talentChangedAt === 'string' ? { talentChangedAt: item.talentChangedAt } : {}),
    ...(isLocale(item.talentLocale) ? { locale: item.talentLocale } : {}),
  };
}

/** The candidate as stored now (strongly consistent), or null without a profile or an account. */
export async function readCandidate(userId: string): Promise<Candidate | null> {
  const [profile, account] = await Promise.all([
    dynamo.send(new GetCommand({ TableName, Key: profileKey(userId), ConsistentRead: true })),
    dynamo.send(
      new GetCommand({ TableName, Key: userKey(userId), ConsistentRead: true, ProjectionExpression: 'PK, disabled' }),
    ),
  ]);
  if (!profile.Item || !account.Item) return null;
  return candidateOf(userId, profile.Item, account.Item.disabled === true);
}

/** Whether a company may find and contact the candidate: in the bank and not blocked by them. */
export const findableBy = (candidate: Candidate | null, companyId: string): candidate is Candidate =>
  candidate !== null && !candidate.disabled && isInBank(candidate) && !candidate.blockedCompanies.includes(companyId);

/** The text of the candidate's default CV, when one was extracted. */
export const defaultCvTextOf = (candidate: Candidate): Promise<string | null> =>
  candidate.profile.defaultCvId ? getCvText(candidate.userId, candidate.profile.defaultCvId) : Promise.resolve(null);

/** The account must still be there: nothing is written for a deleted one. */
const accountExists = (userId: string) => ({
  ConditionCheck: { TableName, Key: userKey(userId), ConditionExpression: 'attribute_exists(PK)' },
});

/** There is no account to hold the choice: nothing was written. */
export class NoCandidateAccountError extends Error {
  override name = 'NoCandidateAccountError';
}

/**
 * Writes one of the CV bank's attributes of the profile item (creating the item for a seeker who
 * never saved a profile), on condition that the account exists. The profile's own updatedAt is left:
 * these are not edits of the profile.
 */
async function setOnProfile(
  userId: string,
  update: { set?: string; add?: string; remove?: string },
  values: Record<string, unknown>,
  condition?: string,
) {
  const expression = [
    `SET #entity = :entity, talentChangedAt = :now${update.set ? `, ${update.set}` : ''}`,
    ...(update.add ? [`ADD ${update.add}`] : []),
    ...(update.remove ? [`DELETE ${update.remove}`] : []),
  ].join(' ');
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          accountExists(userId),
          {
            Update: {
              TableName,
              Key: profileKey(userId),
              UpdateExpression: expression,
              ...(condition ? { ConditionExpression: condition } : {}),
              ExpressionAttributeNames: { '#entity': 'entity' },
              ExpressionAttributeValues: { ':entity': 'seeker-profile', ':now': new Date().toISOString(), ...values },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (transactionCancelled(error)) {
      const [noAccount, refused] = refusedWrites(error);
      if (noAccount) throw new NoCandidateAccountError(userId);
      if (refused) throw new BlocksFullError(userId);
    }
    throw error;
  }
}

/**
 * Sets how the seeker is shown, and keeps the language they chose it in: no other language is kept
 * for a seeker, and the bank's e-mails to them (a contact request's) are written in it.
 */
export const setVisibility = (userId: string, visibility: TalentVisibility, locale: Locale) =>
  setOnProfile(
    userId,
    { set: 'visibility = :visibility, talentLocale = :locale' },
    { ':visibility': visibility, ':locale': locale },
  );

/** The seeker has blocked MAX_BLOCKED_COMPANIES companies already: nothing was written. */
export class BlocksFullError extends Error {
  override name = 'BlocksFullError';
}

/** Adds a company to the seeker's blocks (again is nothing); BlocksFullError past the most. */
export const blockCompany = (userId: string, companyId: string) =>
  setOnProfile(
    userId,
    { add: 'blockedCompanies :company' },
    { ':company': new Set([companyId]), ':max': MAX_BLOCKED_COMPANIES, ':id': companyId },
    'attribute_not_exists(blockedCompanies) OR size(blockedCompanies) < :max OR contains(blockedCompanies, :id)',
  );

export async function unblockCompany(userId: string, companyId: string): Promise<void> {
  await setOnProfile(userId, { remove: 'blockedCompanies :company' }, { ':company': new Set([companyId]) });
}

/**
 * Has the indexer read a seeker again after a change the profile item does not hold (the operator
 * disabled or enabled their account, which the candidate's document reads): the profile's own change
 * is what reaches the indexer. Nothing for a person without a profile.
 */
export async function touchCandidate(userId: string): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName,
        Key: profileKey(userId),
        UpdateExpression: 'SET talentChangedAt = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':now': new Date().toISOString() },
      }),
    );
  } catch (error) {
    if (!conditionFailed(error)) throw error;
  }
}

/**
 * The operator hides a profile from the bank, or shows it again: only a seeker with a profile
 * (false: there is none).
 */
export async function setHiddenByOperator(userId: string, hidden: boolean): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName,
        Key: profileKey(userId),
        UpdateExpression: 'SET bankHidden = :hidden, talentChangedAt = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':hidden': hidden, ':now': new Date().toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}
