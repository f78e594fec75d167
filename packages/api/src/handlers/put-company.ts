import { API_MESSAGES, type Company, companyInputSchema } from '@modern-jobs/domain';
import { NotSignedUpError, saveCompany } from '../accounts/store/users.ts';
import { changesBetween, employerActor, recordAudit } from '../audit/store/audit.ts';
import { takeCompanySave } from '../employers/company-saves.ts';
import { applyCompanyToJobs } from '../employers/store/employer-jobs.ts';
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
 * change drops leaves all their jobs. Nothing is cleared at the edge, so an employer cannot spend the
 * site's invalidations: the jobs whose name or logo changes are not public, and a public job's cached
 * copies keep a dropped badge until they expire (a minute, served stale up to five more while they
 * are fetched again: shared-cache.ts).
 */
export const handler = httpHandler('put-company', { body: companyInputSchema }, async ({ body, auth, event }) => {
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
    )
      await applyCompanyToJobs(seeker.userId, company);
    return json(company);
  } catch (error) {
    if (error instanceof NotSignedUpError) throw httpError(403, API_MESSAGES.accountDisabled);
    throw error;
  }
});
