import {
  type BoostDays,
  boostPricePaisa,
  boostWindow,
  DEFAULT_LOCALE,
  isJobClosed,
  isJobPublic,
  type Job,
  unusedBoostRefunds,
} from '@modern-jobs/domain';
import { EMPLOYER_CONDITION, EMPLOYER_VALUES, getUser } from '../accounts/store/users.ts';
import type { AuditEvent } from '../audit/store/audit.ts';
import { clearEdgeCache } from '../edge/clear-edge-cache.ts';
import type { SaveEdit } from '../jobs/job-edits.ts';
import { type OwnedJob, ownedJobOfItem } from '../jobs/store/job-index.ts';
import {
  deleteJob,
  EmployerRefusedError,
  getOwnedJob,
  JobConflictError,
  jobDeleteWrite,
  jobWrite,
  type SaveOptions,
  type StoredJob,
  saveJob,
} from '../jobs/store/jobs.ts';
import { walletSetting } from '../settings/wallet-setting.ts';
import { newId } from '../storage/ids.ts';
import { BoostRefusedError } from './errors.ts';
import {
  InsufficientFundsError,
  ProfileRefusedError,
  postEntry,
  type Recipient,
  RefusedWithEntryError,
  type StoredEntry,
  type TransactItem,
} from './store/ledger.ts';

/** Reads of a job that changed under a purchase, before the buyer is told to look again. */
const JOB_TRIES = 3;

/**
 * An employer buys days of boost for an approved, open job of theirs: the price leaves their wallet
 * and the job's boost is extended (from its current end while it is live, from now otherwise), its
 * boosted lists written, in one transaction; the purchase is kept on the job, for a refund of the
 * days left should it end early. The edge's copies of the job and its lists are cleared after.
 */
export async function buyBoost(
  employerId: string,
  jobId: string,
  days: BoostDays,
  receipt: Recipient,
  now = new Date(),
  /** the price the buyer was shown, when their page sent it */
  shownPricePaisa?: number,
): Promise<{ job: Job; entry: StoredEntry }> {
  const prices = await walletSetting();
  if (shownPricePaisa !== undefined && shownPricePaisa !== boostPricePaisa(prices, days))
    throw new BoostRefusedError('price');
  for (let attempt = 1; ; attempt++) {
    const previous = await getOwnedJob(jobId, employerId);
    if (!previous) throw new BoostRefusedError('not-found');
    if (!isJobPublic(previous) || isJobClosed(previous, now)) throw new BoostRefusedError('not-public');
    const window = boostWindow(previous, days, now);
    if (!window) throw new BoostRefusedError('no-end');
    const pricePaisa = boostPricePaisa(prices, days);
    const entryId = newId();
    const job: OwnedJob = {
      ...ownedJobOfItem(previous),
      isBoosted: true,
      boostExpiry: window.until,
      updatedAt: now.toISOString(),
      boostPurchases: [
        ...(previous.boostPurchases ?? []).filter((p) => Date.parse(p.until) > now.getTime()),
        { entryId, userId: employerId, days, pricePaisa, ...window },
      ],
    };
    const write = jobWrite(job, previous, now, { onlyOwner: employerId });
    try {
      const entry = await postEntry(
        {
          id: entryId,
          userId: employerId,
          type: 'boost',
          amountPaisa: -pricePaisa,
          reference: jobId,
          description: `Boost of "${previous.title}" for ${days} days`,
          with: write.items,
          profile: { condition: EMPLOYER_CONDITION, values: EMPLOYER_VALUES },
          receipt,
        },
        now,
      );
      await clearEdgeCache({ id: jobId });
      return { job: write.job, entry };
    } catch (error) {
      if (error instanceof RefusedWithEntryError && error.index === 0 && attempt < JOB_TRIES) continue;
      if (error instanceof RefusedWithEntryError) throw new BoostRefusedError('changed');
      if (error instanceof InsufficientFundsError) throw new BoostRefusedError('funds');
      if (error instanceof ProfileRefusedError) throw new BoostRefusedError('not-employer');
      throw error;
    }
  }
}

/** The job with its paid boost ended: off the boosted lists, nothing left to refund. */
function withoutPaidBoost(job: OwnedJob): OwnedJob {
  const { boostPurchases: _purchases, ...rest } = job;
  return { ...rest, isBoosted: false, boostExpiry: null };
}

/**
 * Saves a change that ends a job early (its employer closes it), refunding the whole unused days of
 * its paid boosts to the payer's wallet in the same transaction; a job with nothing to refund is
 * saved as any other change. The owner's profile is the ledger's to write then, with the employer's
 * own condition (one transaction writes an item once).
 */
export async function saveEndingBoost(
  job: OwnedJob,
  previous: StoredJob,
  now: Date,
  options: SaveOptions,
): Promise<{ job: Job; refund: StoredEntry | null }> {
  const refunds = unusedBoostRefunds(previous.boostPurchases ?? [], now);
  const payer = refunds[0]?.purchase.userId;
  if (!payer || payer !== previous.ownerId) return { job: await saveJob(job, previous, now, options), refund: null };
  const { asEmployer, ...rest } = options;
  const write = jobWrite(withoutPaidBoost(job), previous, now, {
    ...rest,
    ...(asEmployer ? { onlyOwner: asEmployer.id } : {}),
  });
  const refund = await refundWith(previous, refunds, write.items, Boolean(asEmployer), now);
  return { job: write.job, refund };
}

/**
 * How the operator's form saves a job: as any change, unless it turns off a boost its employer paid
 * for while days of it are left: then those whole days go back to the wallet with the save, as when
 * the job is closed or removed (the operator's own free boosts are no one's money).
 */
export function operatorSave(previous: StoredJob, job: OwnedJob): SaveEdit {
  const endsPaidBoost = !job.isBoosted && unusedBoostRefunds(previous.boostPurchases ?? [], new Date()).length > 0;
  if (!endsPaidBoost) return saveJob;
  return async (edited, before, now, options) => (await saveEndingBoost(edited, before, now, options)).job;
}

/**
 * Deletes a job (the operator removes it, or its employer deletes it), refunding the whole unused
 * days of its paid boosts to the payer in the same transaction; without a refund, a delete as any other.
 */
export async function deleteEndingBoost(
  previous: StoredJob,
  audit: AuditEvent | undefined,
  asEmployer: { id: string } | undefined,
  now: Date,
): Promise<StoredEntry | null> {
  const refunds = unusedBoostRefunds(previous.boostPurchases ?? [], now);
  const payer = refunds[0]?.purchase.userId;
  if (!payer || payer !== previous.ownerId) {
    await deleteJob(previous, audit, asEmployer);
    return null;
  }
  const { items, ownerAdd } = jobDeleteWrite(previous, audit, asEmployer, { ownerProfileElsewhere: true });
  return refundWith(previous, refunds, items, Boolean(asEmployer), now, ownerAdd);
}

/** The refund entry, in one transaction with the job's own writes; their refusals as the job's. */
async function refundWith(
  previous: StoredJob,
  refunds: ReturnType<typeof unusedBoostRefunds>,
  items: TransactItem[],
  byEmployer: boolean,
  now: Date,
  ownerAdd?: Record<string, number>,
): Promise<StoredEntry> {
  const unusedDays = refunds.reduce((sum, r) => sum + r.unusedDays, 0);
  const owner = await getUser(previous.ownerId as string);
  try {
    return await postEntry(
      {
        userId: previous.ownerId as string,
        type: 'refund',
        amountPaisa: refunds.reduce((sum, r) => sum + r.refundPaisa, 0),
        reference: previous.id,
        description: `Refund of ${unusedDays} unused boost days of "${previous.title}"`,
        with: items,
        receipt: {
          to: owner?.email ?? null,
          locale: previous.ownerLocale ?? DEFAULT_LOCALE,
          name: owner?.firstName ?? null,
        },
        profile: {
          ...(byEmployer ? { condition: EMPLOYER_CONDITION, values: EMPLOYER_VALUES } : {}),
          ...(ownerAdd ? { add: ownerAdd } : {}),
        },
      },
      now,
    );
  } catch (error) {
    // The job changed since it was read (or, for an employer's delete, someone applied meanwhile).
    if (error instanceof RefusedWithEntryError) throw new JobConflictError(previous.id);
    if (error instanceof ProfileRefusedError) throw new EmployerRefusedError('not-employer');
    throw error;
  }
}
