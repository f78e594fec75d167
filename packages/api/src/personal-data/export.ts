import { paisaToAmount, profileCompleteness } from '@modern-jobs/domain';
import { signInsOf } from '../accounts/store/sessions.ts';
import { getUser } from '../accounts/store/users.ts';
import { listAlerts } from '../alerts/store/alerts.ts';
import { allApplicationsOf } from '../applications/store/retention.ts';
import { presignedGet } from '../files/objects.ts';
import { listSavedJobs } from '../jobs/store/saved-jobs.ts';
import { getProfile, listStoredCvs, savedCvsOf } from '../profiles/store/profiles.ts';
import { talentStatus } from '../talent/status.ts';
import { listSeen } from '../talent/store/records.ts';
import { listCandidateRequests } from '../talent/store/requests.ts';
import { listCandidateSearches, publicSearch } from '../talent/store/searches.ts';
import { reportsBy } from '../trust/store/reports.ts';
import { listEntries, type StoredEntry, toLedgerEntry } from '../wallet/store/ledger.ts';

/** How long the export's CV links work: long enough to download each file from the page that asked. */
export const EXPORT_LINK_TTL_SECONDS = 300;

/** The export's version of its own shape, so a later change can be told apart. */
export const EXPORT_FORMAT = 'modern-jobs-export/1';

const fileName = (text: string) => text.replace(/[^\w .-]/g, '').slice(0, 80) || 'CV';

/** A link that downloads a CV of the person's own, for EXPORT_LINK_TTL_SECONDS. */
function cvDownload(objectPath: string, name: string): Promise<string> {
  return presignedGet(
    objectPath.replace(/^\/objects\//, ''),
    { disposition: `attachment; filename="${fileName(name)}"` },
    EXPORT_LINK_TTL_SECONDS,
  );
}

async function allWalletEntries(userId: string): Promise<StoredEntry[]> {
  const entries: StoredEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = await listEntries(userId, { limit: 100, cursor });
    entries.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return entries;
}

/**
 * What the CV bank holds about the person: how they chose to be shown and whom they blocked, who
 * viewed, unlocked or asked to contact them, and (as a company) the candidate searches they saved.
 */
async function cvBankOf(userId: string) {
  const [status, seenBy, contactRequests, savedSearches] = await Promise.all([
    talentStatus(userId),
    listSeen(userId),
    // A company asks a candidate at most once, and a candidate is asked by few: one page holds them all.
    listCandidateRequests(userId, 1000),
    listCandidateSearches(userId),
  ]);
  return { ...status, seenBy, contactRequests, savedCandidateSearches: savedSearches.map(publicSearch) };
}

/**
 * Everything the board holds about one person, read by their own keys only: the account, the profile
 * and its saved CVs, their applications (with what each sent), saved jobs, alerts, wallet entries,
 * the CV bank's records, the jobs they reported signed in, and live sign-ins. Files are links that expire (EXPORT_LINK_TTL_SECONDS), not bytes: see the README.
 */
export async function exportOf(userId: string, now = new Date()) {
  const [user, { profile }, cvs, applications, savedJobs, alerts, entries, signIns, cvBank, reports] =
    await Promise.all([
      getUser(userId),
      getProfile(userId, true),
      listStoredCvs(userId),
      allApplicationsOf(userId),
      listSavedJobs(userId, now),
      listAlerts(userId),
      allWalletEntries(userId),
      signInsOf('seeker', userId, now),
      cvBankOf(userId),
      reportsBy(userId),
    ]);
  const saved = savedCvsOf(cvs, profile.defaultCvId);
  return {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    linksExpireAt: new Date(now.getTime() + EXPORT_LINK_TTL_SECONDS * 1000).toISOString(),
    account: user
      ? { id: user.id, firstName: user.firstName, email: user.email, createdAt: user.createdAt, company: user.company }
      : null,
    profile,
    completeness: profileCompleteness(profile, saved),
    cvs: await Promise.all(saved.map(async (cv) => ({ ...cv, download: await cvDownload(cv.objectPath, cv.name) }))),
    applications: await Promise.all(
      applications.map(async ({ userId: _u, cvPath, locale: _l, ...application }) => ({
        ...application,
        cv: cvPath ? { objectPath: cvPath, download: await cvDownload(cvPath, `CV - ${application.jobTitle}`) } : null,
      })),
    ),
    savedJobs,
    alerts,
    wallet: {
      balance: user?.walletBalance ?? paisaToAmount(0),
      entries: entries.map(toLedgerEntry),
    },
    cvBank,
    reports: reports.map(({ jobId, reason, details, at, status, decision, decidedAt }) => ({
      jobId,
      reason,
      details: details ?? null,
      at,
      status,
      decision: decision ?? null,
      decidedAt: decidedAt ?? null,
    })),
    signIns,
  };
}
