import { API_MESSAGES, type Company, companyInputSchema } from '@modern-jobs/domain';
import { NotSignedUpError, saveCompany } from '../accounts/store/users.ts';
import { changesBetween, employerActor, recordAudit } from '../audit/store/audit.ts';
import { clearJobsFromEdgeCache, deadlineOf } from '../edge/clear-edge-cache.ts';
import { takeCompanySave } from '../employers/company-saves.ts';
import { publicJobsOf } from '../employers/public-jobs.ts';
import { carryCompanyToJobs } from '../employers/store/employer-jobs.ts';
import { resolveCompanyLogo } from '../files/company-logo.ts';
import { httpError } from '../http/errors.ts';
import { httpHandler } from '../http/preset.ts';
import { json } from '../http/response.ts';
import { sourceIpOf } from '../http/source-ip.ts';

const COMPANY_FIELDS = [
  'name',
  'logo',
  'website',
  'city',
  'about',
  'registration',
  'verified',
] as const satisfies ReadonlyArray<keyof Company>;

/**
 * Any signed-in person creates their company profile here, which makes them an employer, or edits
 * it, at most COMPANY_SAVES_PER_DAY times a day (429 companySavesFull). The logo is verified and
 * moved as the admin's job logo is (the upload must be their own). A new name or logo is carried to
 * their jobs not yet approved; an approved job keeps the company it was approved with. A badge the
 * change drops leaves all their jobs, and their public pages' cached copies are cleared; nothing else
 * is cleared at the edge (the jobs whose name or logo changes are not public), so an employer cannot
 * spend the site's invalidations.
 */
export const handler = httpHandler('put-company', { body: companyInputSchema }, async ({ body, auth, event }) => {
  const until = deadlineOf('put-company');
  const seeker = await auth.requireSeeker();
  const account = await auth.account();
  if (!account || account.disabled) throw httpError(403, API_MESSAGES.accountDisabled);
  const current = account.user.company;
  const logo =
    body.logo !== null && body.logo === current?.logo
      ? current.logo
      : await resolveCompanyLogo(body.logo, seeker.userId, 'logo');
  // Counted once the request is known to be a save (a refused logo is not one), before it is made.
  await takeCompanySave(seeker.userId);
  try {
    const { company, previous } = await saveCompany(seeker.userId, { ...body, logo });
    await recordAudit({
      actor: employerActor(seeker.userId),
      ip: sourceIpOf(event),
      action: 'company.saved',
      item: { type: 'user', id: seeker.userId, label: company.name },
      changes: changesBetween(previous, company, COMPANY_FIELDS),
    });
    // A badge dropped by a new name or registration leaves every job (jobs/company-badge.ts).
    if (
      previous &&
      (previous.name !== company.name ||
        previous.logo !== company.logo ||
        Boolean(previous.verified) !== Boolean(company.verified))
    ) {
      const changed = await carryCompanyToJobs(seeker.userId, company);
      // The public ones among them lose the badge from their cached pages now. Only after an
      // operator's verification can a save drop one, so an employer cannot spend invalidations so.
      if (previous.verified && !company.verified)
        await clearJobsFromEdgeCache(await publicJobsOf(seeker.userId, changed), { lists: false, until });
    }
    return json(company);
  } catch (error) {
    if (error instanceof NotSignedUpError) throw httpError(403, API_MESSAGES.accountDisabled);
    throw error;
  }
});
