import { API_MESSAGES, isJobClosed } from '@modern-jobs/domain';
import { adminsCountedToTwo } from '../accounts/store/admins.ts';
import { deleteSession, endSessionsOf } from '../accounts/store/sessions.ts';
import { deleteUserPartition } from '../accounts/store/users.ts';
import {
  anonymizeApplication,
  clearDue,
  detachApplications,
  dueForAnonymizing,
  fileSentWith,
  type KeptApplication,
} from '../applications/store/retention.ts';
import { listEmployerJobs } from '../employers/store/employer-jobs.ts';
import { removeObject } from '../files/objects.ts';
import { deleteUpload } from '../files/store/uploads.ts';
import { uploadIdIn } from '../files/uploads.ts';
import { listStoredCvs } from '../profiles/store/profiles.ts';
import { unlinkReporter } from '../trust/store/reports.ts';
import { balanceOf, NoWalletError } from '../wallet/store/ledger.ts';

/** Whether the person has a job still open or waiting for review (an employer's own list, a page at a time). */
async function hasOpenJobs(ownerId: string, now: Date): Promise<boolean> {
  let cursor: string | undefined;
  do {
    const page = await listEmployerJobs(ownerId, { limit: 100, cursor });
    if (page.items.some((job) => job.status !== 'rejected' && !job.closedAt && !isJobClosed(job, now))) return true;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return false;
}

/**
 * Why this account may not be deleted now (409), checked before anything is touched: the person is
 * the board's only admin (signed in as one in this browser), has a company with jobs open or in
 * review, or has money in the wallet they did not say they give up.
 */
export async function refusalOf(
  person: { userId: string; isEmployer: boolean; isAdmin: boolean; giveUpWallet: boolean },
  now = new Date(),
): Promise<string | null> {
  if (person.isAdmin && (await adminsCountedToTwo()) < 2) return API_MESSAGES.deleteOnlyAdmin;
  if (person.isEmployer && (await hasOpenJobs(person.userId, now))) return API_MESSAGES.deleteOpenJobs;
  const balance = await balanceOf(person.userId).catch((error: unknown) => {
    if (error instanceof NoWalletError) return 0;
    throw error;
  });
  if (balance > 0 && !person.giveUpWallet) return API_MESSAGES.deleteWalletBalance;
  return null;
}

/** Removes a CV file and its upload record unless an application still kept whole was sent with it. */
async function removeIfUnsent(userId: string, objectPath: string): Promise<boolean> {
  if (!objectPath || (await fileSentWith(userId, objectPath))) return false;
  await removeObject(objectPath.replace(/^\/objects\//, ''));
  const uploadId = uploadIdIn('cv', objectPath);
  if (uploadId) await deleteUpload(uploadId);
  return true;
}

/**
 * Deletes an account (README, "Profiles and your data"). Its applications leave the person's list and
 * stay whole with their employers until their retention period ends (then anonymized; one past it now);
 * every item under the person's partition goes (profile, saved CVs, saved jobs, alerts, wallet
 * entries, the account); their reports stay with the jobs, no longer linked to them; the saved CVs' files go unless an application kept whole was sent with one;
 * and last their sessions, the caller's own included. Safe to run again if it was cut short.
 */
export async function deleteAccount(userId: string, now = new Date(), currentSession?: string) {
  const cvs = await listStoredCvs(userId);
  const anonymized: KeptApplication[] = await detachApplications(userId, now);
  let filesRemoved = 0;
  const paths = new Set([...cvs.map((cv) => cv.objectPath), ...anonymized.map((a) => a.cvPath)]);
  for (const path of paths) if (await removeIfUnsent(userId, path)) filesRemoved++;
  const reportsUnlinked = await unlinkReporter(userId);
  const itemsDeleted = await deleteUserPartition(userId);
  // The caller's own session by its key too: the index that finds a person's sessions may lag.
  if (currentSession) await deleteSession(currentSession);
  const sessionsEnded = await endSessionsOf('seeker', userId);
  return { itemsDeleted, filesRemoved, applicationsAnonymized: anonymized.length, reportsUnlinked, sessionsEnded };
}

/**
 * Anonymizes the applications of deleted accounts listed under a day (YYYY-MM-DD) whose retention
 * has ended by `now` (one ending later that day waits for a later run), removing each one's CV file
 * once no application kept whole was sent with it; answers how many it anonymized. The scheduled
 * worker anonymize-applications calls it for the days due.
 */
export async function anonymizeDueApplications(day: string, now = new Date()): Promise<number> {
  let done = 0;
  for (const { applicationId, userId, retainUntil } of await dueForAnonymizing(day)) {
    if (retainUntil > now.toISOString()) continue;
    const was = await anonymizeApplication(applicationId, now);
    if (was) {
      done++;
      await removeIfUnsent(userId, was.cvPath);
    }
    await clearDue(day, applicationId);
  }
  return done;
}
