/**
 * The route table: every HTTP route of the product, its handler module, who may call it and what
 * its function may do with the data.
 * Infra builds one function and one route per entry, the local adapter serves from it, and the
 * authorization tests are generated from it. Paths use API Gateway's `{param}` syntax.
 */

import {
  ALLOWANCE_KEYS,
  AUDIT_KEYS,
  type BucketAccess,
  type DataAccess,
  DEFAULT_LIMITS,
  type FunctionLimits,
  LIST_COUNT_KEYS,
  ORDER_KEYS,
  REPORT_KEYS,
  SESSION_KEYS,
  type SearchAccess,
  SITEMAP_KEYS,
  SUPPRESSION_KEYS,
  TABLE,
  TALENT_KEYS,
  TALENT_USAGE_KEYS,
  type TableAccess,
  UPLOAD_KEYS,
  USER_KEYS,
} from './data-access.ts';
import { ALERT_DUE_KEYS, MAIL_KEYS, SHARE_CARD_PREFIX } from './workers.ts';

export type Access =
  /** anyone, signed in or not */
  | 'public'
  /** a signed-in seeker (OIDC session) */
  | 'seeker'
  /** a signed-in admin (admin session) */
  | 'admin'
  /** a seeker or an admin; the handler decides per request (e.g. CV for seekers, logo for admins) */
  | 'seeker-or-admin'
  /** a signed-in person with a company profile (README, "Employers"); ownership is checked in storage */
  | 'employer';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  method: Method;
  path: string;
  /** kebab-case module name under packages/api/src/handlers */
  handler: string;
  access: Access;
  /** what its function may read and write, and its Lambda limits: infra grants exactly this */
  data: DataAccess;
  summary: string;
  /**
   * Answers a page of the site (HTML for browsers, crawlers and link previews) rather than the API's
   * JSON: CloudFront sends its path to the API with the pages' cache policy and headers.
   */
  page: boolean;
  /**
   * A public read whose answer is the same for everyone (no cookie changes it): CloudFront keeps it
   * for as long as the answer's Cache-Control says, keyed by path and query only.
   */
  sharedCache: boolean;
  /**
   * A state-changing route a mail client may call from anywhere (RFC 8058's one-click unsubscribe):
   * a signed token in its query authorizes it, not a session, so there is no cross-site request to
   * defend against, and its body is the form the client sends. Origin and JSON checks do not apply.
   */
  crossSite: boolean;
}

interface Declared {
  table: TableAccess;
  paymentGateways?: boolean;
  bucket?: BucketAccess;
  limits?: Partial<FunctionLimits>;
  page?: boolean;
  sharedCache?: boolean;
  crossSite?: boolean;
  clearsEdgeCache?: boolean;
  search?: SearchAccess;
}

const r = (method: Method, path: string, handler: string, access: Access, summary: string, data: Declared): Route => ({
  method,
  path,
  handler,
  access,
  data: {
    table: data.table,
    ...(data.bucket ? { bucket: data.bucket } : {}),
    ...(data.search ? { search: data.search } : {}),
    limits: { ...DEFAULT_LIMITS, ...data.limits },
    ...(data.clearsEdgeCache ? { clearsEdgeCache: true } : {}),
    ...(data.paymentGateways ? { paymentGateways: true } : {}),
  },
  summary,
  page: data.page ?? false,
  sharedCache: data.sharedCache ?? false,
  crossSite: data.crossSite ?? false,
});

const { none, read, readKeepingSessions, readWrite } = TABLE;
/**
 * Routes that verify an upload: the file is read where the browser put it, copied to its real key
 * and the pending copy removed; a file of up to 5 MB takes longer than the default timeout.
 */
const verifying = (folder: 'uploads' | 'logos'): Declared => ({
  table: readWrite,
  bucket: { read: [`pending/${folder}/*`], write: [`${folder}/*`], remove: [`pending/${folder}/*`] },
  limits: { timeoutSeconds: 20 },
});
const VERIFIES_CV = verifying('uploads');
const VERIFIES_LOGO = verifying('logos');
/**
 * The operator's job form: verifies an uploaded logo, and finds one named by its path, which must be
 * there (api files/company-logo.ts: a listing of that key, ListBucket under logos/).
 */
const JOB_FORM: Declared = {
  ...VERIFIES_LOGO,
  bucket: { ...VERIFIES_LOGO.bucket, read: ['pending/logos/*', 'logos/*'] },
};
/** Writes what a public page shows, so its cached copies at the edge are cleared after the write. */
const CHANGES_PAGES: Declared = { table: readWrite, clearsEdgeCache: true };

export const ROUTES: readonly Route[] = [
  // Public reads
  r('GET', '/api/version', 'get-version', 'public', 'version, commit, build time and stage', { table: none }),
  // Keeps each list's count (COUNT# items) so a first page does not recount the list for every visitor.
  // The same answer for everyone, so kept at the edge: a rush of visitors costs DynamoDB little.
  r(
    'GET',
    '/api/jobs',
    'list-jobs',
    'public',
    'open approved jobs: q, city, type, minSalary, where, posted, sort, limit, cursor',
    {
      table: { read: true, write: [LIST_COUNT_KEYS] },
      sharedCache: true,
      // A keyword or a filter the lists do not keep goes to the search engine.
      search: { read: ['jobs'] },
    },
  ),
  r('GET', '/api/jobs/suggestions', 'suggest-jobs', 'public', 'titles and skills starting with q, at most 8', {
    table: none,
    sharedCache: true,
    search: { read: ['jobs'] },
  }),
  r('GET', '/api/jobs/{id}', 'get-job', 'public', 'one job, open or closed', { table: read, sharedCache: true }),
  r('GET', '/api/settings/{key}', 'get-setting', 'public', 'one site setting', { table: read, sharedCache: true }),
  // Anyone reports a job (issue 33): one report per person per job, counted against daily caps.
  r('POST', '/api/jobs/{id}/reports', 'report-job', 'public', 'report a public job, with a reason', {
    table: { read: true, write: [REPORT_KEYS, ALLOWANCE_KEYS, SESSION_KEYS] },
  }),
  r(
    'GET',
    '/objects/{proxy+}',
    'get-object',
    'public',
    'logos and share cards to anyone; CVs to their owner and admins',
    {
      table: readKeepingSessions,
      bucket: { read: ['logos/*', `${SHARE_CARD_PREFIX}*`, 'uploads/*'] },
    },
  ),
  // Pages whose first HTML carries what they show, for link previews and crawlers (pages/ in the API)
  r('GET', '/', 'home-page', 'public', "the home page: the site's head and share card", { table: none, page: true }),
  r('GET', '/job/{id}', 'job-page', 'public', "a job's page: its head, share tags, JobPosting and summary", {
    table: read,
    page: true,
  }),
  r('GET', '/ur/job/{id}', 'job-page-ur', 'public', "a job's page in Urdu", { table: read, page: true }),
  // Keeps whether the board is past one sitemap's jobs (SITEMAP# item), to not count again.
  r('GET', '/sitemap.xml', 'sitemap', 'public', 'every open job, or past 10,000 an index of days', {
    table: { read: true, write: [SITEMAP_KEYS] },
    page: true,
  }),
  r('GET', '/sitemaps/{file}', 'sitemap-day', 'public', 'the open jobs posted on one day', { table: read, page: true }),
  r('GET', '/robots.txt', 'robots', 'public', 'what crawlers leave alone, and the sitemap', {
    table: none,
    page: true,
  }),
  // Seeker sign-in (browser navigations)
  r('GET', '/api/login', 'login', 'public', 'starts the OIDC sign-in', { table: readWrite }),
  r('GET', '/api/callback', 'callback', 'public', 'completes the OIDC sign-in', { table: readWrite }),
  r('GET', '/api/logout', 'logout', 'public', 'ends the seeker session', { table: readWrite }),
  // Seeker
  r('GET', '/api/auth/user', 'get-auth-user', 'seeker', 'the signed-in user', { table: read }),
  r('POST', '/api/applications', 'create-application', 'seeker', 'apply for a job', VERIFIES_CV),
  r('GET', '/api/applications/user', 'list-my-applications', 'seeker', "the caller's applications", { table: read }),
  r('GET', '/api/wallet/transactions', 'list-my-transactions', 'seeker', "the caller's wallet transactions", {
    table: read,
  }),
  // The wallet's Add Funds (employers: funds are for boosting their jobs). The gateway's word comes
  // back two ways, both verified before anything is credited: the browser's return (a cross-site
  // navigation from the gateway, with no session to trust) and the server-to-server notification.
  r(
    'POST',
    '/api/wallet/orders',
    'create-wallet-order',
    'employer',
    'Add Funds: a payment order, once per request key',
    {
      table: { read: true, write: ORDER_KEYS },
      paymentGateways: true,
    },
  ),
  r('GET', '/api/wallet/orders/{reference}', 'get-wallet-order', 'employer', "one of the caller's payment orders", {
    table: read,
  }),
  r(
    'GET',
    '/api/wallet/orders/{reference}/checkout',
    'wallet-checkout',
    'employer',
    "the gateway's signed checkout form for a pending order of the caller's",
    { table: read, paymentGateways: true },
  ),
  r('GET', '/api/wallet/return/{gateway}', 'wallet-return', 'public', "the browser's return from a gateway", {
    table: { read: true, write: [...ORDER_KEYS, USER_KEYS, MAIL_KEYS] },
    paymentGateways: true,
    crossSite: true,
  }),
  r('POST', '/api/wallet/return/{gateway}', 'wallet-return-post', 'public', "a gateway's return posted as a form", {
    table: { read: true, write: [...ORDER_KEYS, USER_KEYS, MAIL_KEYS] },
    paymentGateways: true,
    crossSite: true,
  }),
  r('POST', '/api/wallet/notifications/{gateway}', 'payment-notification', 'public', "a gateway's notification", {
    table: { read: true, write: [...ORDER_KEYS, USER_KEYS, MAIL_KEYS] },
    paymentGateways: true,
    crossSite: true,
  }),
  r(
    'GET',
    '/api/wallet/notifications/{gateway}',
    'payment-notification-link',
    'public',
    "a gateway's notification that names where to read it (Easypaisa)",
    { table: { read: true, write: [...ORDER_KEYS, USER_KEYS, MAIL_KEYS] }, paymentGateways: true, crossSite: true },
  ),
  r('GET', '/api/saved-jobs', 'list-saved-jobs', 'seeker', "the caller's saved jobs, newest first, open or not", {
    table: read,
  }),
  // Saving again changes nothing; the profile keeps the ids (for every card's toggle) and the cap.
  r('PUT', '/api/saved-jobs/{jobId}', 'save-job', 'seeker', 'keep a job for later', {
    table: { read: true, write: [USER_KEYS] },
  }),
  r('DELETE', '/api/saved-jobs/{jobId}', 'unsave-job', 'seeker', 'forget a saved job', {
    table: { read: true, write: [USER_KEYS] },
  }),
  // An alert is its owner's item and, while active, a matching entry where new jobs look for it.
  r('GET', '/api/alerts', 'list-alerts', 'seeker', "the caller's job alerts, newest first", { table: read }),
  r('POST', '/api/alerts', 'create-alert', 'seeker', 'save a search as a job alert', {
    table: { read: true, write: [USER_KEYS] },
  }),
  r('PATCH', '/api/alerts/{id}', 'update-alert', 'seeker', 'rename, pause or resume an alert, or change how often', {
    table: { read: true, write: [USER_KEYS] },
  }),
  r('DELETE', '/api/alerts/{id}', 'delete-alert', 'seeker', 'delete a job alert', {
    table: { read: true, write: [USER_KEYS] },
  }),
  // From an e-mail, signed in or not: the link's signed token says whose alert (or all their e-mail).
  r('POST', '/api/unsubscribe', 'unsubscribe', 'public', "stop one alert's e-mail, or all e-mail, by a signed link", {
    table: { read: true, write: [USER_KEYS, SUPPRESSION_KEYS] },
    crossSite: true,
  }),
  r('PUT', '/api/cv-uploads', 'confirm-cv-upload', 'seeker', 'verify an uploaded CV', VERIFIES_CV),
  r('POST', '/api/objects/upload', 'create-upload-url', 'seeker-or-admin', 'presigned PUT for a CV or logo', {
    table: readWrite,
    bucket: { write: ['pending/uploads/*', 'pending/logos/*'] },
  }),
  // Profiles and your data (README, "Profiles and your data"): each route reads and writes the
  // caller's own items only (USER#<caller>); a saved CV is a verified upload of theirs. A CV file
  // is removed only when no application of theirs was sent with it (the employer keeps that one).
  r('GET', '/api/profile', 'get-profile', 'seeker', "the caller's profile, saved CVs and how complete it is", {
    table: read,
  }),
  r('PATCH', '/api/profile', 'update-profile', 'seeker', "save any of the caller's profile fields", {
    table: { read: true, write: [USER_KEYS] },
  }),
  r('GET', '/api/profile/cvs', 'list-profile-cvs', 'seeker', "the caller's saved CVs, the default first", {
    table: read,
  }),
  r('POST', '/api/profile/cvs', 'add-profile-cv', 'seeker', 'keep an uploaded CV of the caller’s (at most 3)', {
    ...VERIFIES_CV,
    table: { read: true, write: [USER_KEYS, UPLOAD_KEYS] },
  }),
  r(
    'PATCH',
    '/api/profile/cvs/{id}',
    'update-profile-cv',
    'seeker',
    'rename a saved CV, make it the default, or replace its file',
    {
      table: { read: true, write: [USER_KEYS, UPLOAD_KEYS] },
      bucket: { ...VERIFIES_CV.bucket, remove: ['pending/uploads/*', 'uploads/*'] },
      limits: VERIFIES_CV.limits,
    },
  ),
  r('DELETE', '/api/profile/cvs/{id}', 'delete-profile-cv', 'seeker', 'delete a saved CV (kept where it was sent)', {
    table: { read: true, write: [USER_KEYS, UPLOAD_KEYS] },
    bucket: { remove: ['uploads/*'] },
  }),
  // Counted (5 a day) before it reads; the CVs as links that expire in 5 minutes.
  r('GET', '/api/profile/export', 'export-profile', 'seeker', 'everything the board holds about the caller, as JSON', {
    table: { read: true, write: [ALLOWANCE_KEYS] },
    bucket: { read: ['uploads/*'] },
  }),
  // Its writes reach the caller's items, sessions and applications (anonymized later), and their CVs.
  r('DELETE', '/api/account', 'delete-account', 'seeker', "delete the caller's account, with a typed word", {
    table: readWrite,
    bucket: { remove: ['uploads/*'] },
    limits: { timeoutSeconds: 28 },
  }),
  // The CV bank (issue 34; README, "CV bank"). A seeker's side: being found is off until they
  // choose; they see who looked, answer requests and block companies. Their own items only.
  r('GET', '/api/talent/me', 'get-talent-status', 'seeker', "the caller's CV bank visibility and blocked companies", {
    table: read,
  }),
  r('PUT', '/api/talent/visibility', 'set-talent-visibility', 'seeker', 'off, visible or anonymous in the CV bank', {
    table: { read: true, write: [USER_KEYS] },
  }),
  r(
    'GET',
    '/api/talent/activity',
    'list-talent-activity',
    'seeker',
    'who viewed, unlocked or asked to contact the caller',
    {
      table: read,
    },
  ),
  // Accepting charges the employer (their wallet, its receipt, the unlock) in the same transaction.
  r('POST', '/api/talent/requests/{id}/decision', 'decide-contact-request', 'seeker', 'accept or decline a request', {
    table: { read: true, write: [USER_KEYS, ...TALENT_KEYS, AUDIT_KEYS, MAIL_KEYS] },
  }),
  // From the request's e-mail, signed in or not: its signed token names the request and the candidate.
  r('POST', '/api/talent/request-decisions', 'answer-contact-request', 'public', 'accept or decline by e-mail link', {
    table: { read: true, write: [USER_KEYS, ...TALENT_KEYS, AUDIT_KEYS, MAIL_KEYS] },
    crossSite: true,
  }),
  r('PUT', '/api/talent/blocks/{companyId}', 'block-company', 'seeker', 'keep a company from finding the caller', {
    table: { read: true, write: [USER_KEYS] },
  }),
  r('DELETE', '/api/talent/blocks/{companyId}', 'unblock-company', 'seeker', 'let a blocked company find the caller', {
    table: { read: true, write: [USER_KEYS] },
  }),
  // An employer's side: the service refuses a company the operator has not verified (403), and
  // answers a hidden, opted-out, blocked or unknown candidate with the same 404. Views, unlocks and
  // requests are counted per company and day (ALLOWANCE#) and on the company's use (TALENTUSE#).
  r(
    'GET',
    '/api/talent/candidates',
    'search-candidates',
    'employer',
    'candidates: q, city, minYears, filters, cursor',
    {
      table: read,
      search: { read: ['candidates'] },
    },
  ),
  r('GET', '/api/talent/candidates/{id}', 'get-candidate', 'employer', "one candidate's card (a counted view)", {
    table: { read: true, write: [USER_KEYS, ALLOWANCE_KEYS, TALENT_USAGE_KEYS] },
    bucket: { read: ['uploads/*'] },
  }),
  r(
    'POST',
    '/api/talent/candidates/{id}/unlock',
    'unlock-candidate',
    'employer',
    "pay once for a candidate's contacts",
    {
      table: { read: true, write: [USER_KEYS, ALLOWANCE_KEYS, ...TALENT_KEYS, AUDIT_KEYS, MAIL_KEYS] },
      bucket: { read: ['uploads/*'] },
    },
  ),
  r(
    'POST',
    '/api/talent/candidates/{id}/requests',
    'request-candidate-contact',
    'employer',
    'ask to contact a candidate',
    {
      table: { read: true, write: [USER_KEYS, ALLOWANCE_KEYS, ...TALENT_KEYS, AUDIT_KEYS, MAIL_KEYS] },
    },
  ),
  // A verified company's saved searches: items of its owner (USER#), each on the list of digests due
  // at the next 9:00 (ALERTDUE#), from where the alerts' senders e-mail its new candidates daily.
  r('GET', '/api/talent/searches', 'list-candidate-searches', 'employer', "the company's saved candidate searches", {
    table: read,
  }),
  r('POST', '/api/talent/searches', 'create-candidate-search', 'employer', 'save a candidate search, e-mailed daily', {
    table: { read: true, write: [USER_KEYS, ALERT_DUE_KEYS] },
  }),
  r('DELETE', '/api/talent/searches/{id}', 'delete-candidate-search', 'employer', 'delete a saved candidate search', {
    table: { read: true, write: [USER_KEYS] },
  }),
  // Employers: a signed-in person becomes one by saving a company profile. Every job and applicant
  // route checks ownership in the storage layer's conditions (the job's ownerId), not only here.
  // Saving it carries a new name or logo to every job of theirs, whose pages are cleared at the edge.
  r('PUT', '/api/employer/company', 'put-company', 'seeker', "create or edit the caller's company profile", {
    // A company's saves change only its jobs not yet public, but for a verified company's badge,
    // which a new name or registration drops from its public jobs' pages too (cleared at the edge).
    ...VERIFIES_LOGO,
    clearsEdgeCache: true,
    limits: { timeoutSeconds: 28 },
  }),
  r('GET', '/api/employer/jobs', 'list-employer-jobs', 'employer', "the caller's jobs, newest first, with counts", {
    table: read,
  }),
  r('GET', '/api/employer/jobs/{id}', 'get-employer-job', 'employer', 'one own job, in any review state', {
    table: read,
  }),
  // A new job waits for the operator; an edit to an approved or rejected job sends it back to review.
  r('POST', '/api/employer/jobs', 'create-employer-job', 'employer', 'post a job for review', { table: readWrite }),
  r(
    'PUT',
    '/api/employer/jobs/{id}',
    'update-employer-job',
    'employer',
    'edit an own job: back to review',
    CHANGES_PAGES,
  ),
  // A paid boost's unused whole days go back to the wallet when the job closes early or goes.
  r('POST', '/api/employer/jobs/{id}/close', 'close-employer-job', 'employer', 'close an own job early', CHANGES_PAGES),
  r(
    'POST',
    '/api/employer/jobs/{id}/boost',
    'boost-employer-job',
    'employer',
    'boost an own approved, open job for 7, 15 or 30 days, from the wallet',
    CHANGES_PAGES,
  ),
  r(
    'DELETE',
    '/api/employer/jobs/{id}',
    'delete-employer-job',
    'employer',
    'delete an own job with no applications',
    CHANGES_PAGES,
  ),
  r('GET', '/api/employer/jobs/{id}/applications', 'list-job-applicants', 'employer', "an own job's applicants", {
    table: read,
  }),
  r('PATCH', '/api/employer/applications/{id}', 'update-applicant-status', 'employer', "change an applicant's status", {
    table: readWrite,
  }),
  r('GET', '/api/employer/applications/{id}/cv', 'get-applicant-cv', 'employer', "an own applicant's CV link", {
    table: { read: true, write: [AUDIT_KEYS, USER_KEYS] },
    bucket: { read: ['uploads/*'] },
  }),
  // Admin session
  r('POST', '/api/admin/login', 'admin-login', 'public', 'admin sign-in', {
    table: readWrite,
    // scrypt with N=2^17, r=8 holds 128 MiB and is CPU-bound; Lambda's CPU grows with memory.
    limits: { memoryMiB: 1024 },
  }),
  r('GET', '/api/admin/session', 'get-admin-session', 'admin', 'the admin session', { table: readKeepingSessions }),
  r('POST', '/api/admin/logout', 'admin-logout', 'public', 'ends the admin session', { table: readWrite }),
  // Admin: jobs, settings, seeding
  r('GET', '/api/admin/jobs', 'list-admin-jobs', 'admin', 'every job, newest first; q, status, limit, cursor', {
    table: readKeepingSessions,
    search: { read: ['jobs'] },
  }),
  // companyLogo may be the URL a logo was uploaded to: verified and moved as PUT /api/logo-uploads does.
  r('POST', '/api/jobs', 'create-job', 'admin', 'create a job', JOB_FORM),
  // An edit or a delete clears the job's cached pages at the edge.
  r('PUT', '/api/jobs/{id}', 'update-job', 'admin', 'update a job', { ...JOB_FORM, clearsEdgeCache: true }),
  r('DELETE', '/api/jobs/{id}', 'delete-job', 'admin', 'delete a job', CHANGES_PAGES),
  r('PUT', '/api/settings/{key}', 'put-setting', 'admin', 'save a site setting', CHANGES_PAGES),
  r('POST', '/api/admin/seed-database', 'seed-database', 'admin', 'upsert demo jobs and default settings', {
    table: readWrite,
    bucket: { write: ['logos/demo/*'] },
    // Upserts 32 jobs with their index entries and writes the demo logos.
    limits: { timeoutSeconds: 28 },
  }),
  r('PUT', '/api/logo-uploads', 'confirm-logo-upload', 'admin', 'verify an uploaded logo', VERIFIES_LOGO),
  // Admin: applications
  r('GET', '/api/admin/applications', 'list-applications', 'admin', 'applications by job and status', {
    table: readKeepingSessions,
  }),
  r('GET', '/api/admin/applications/counts', 'count-applications', 'admin', 'applications per status, exact', {
    table: readKeepingSessions,
  }),
  r('PATCH', '/api/admin/applications/{id}', 'update-application-status', 'admin', "change an application's status", {
    table: readWrite,
  }),
  // Opening a CV is recorded, and counted as a view of the seeker's profile, before the link is answered.
  r('GET', '/api/admin/applications/{id}/cv', 'get-application-cv', 'admin', 'a short-lived CV link', {
    table: { read: true, write: [SESSION_KEYS, AUDIT_KEYS, USER_KEYS] },
    bucket: { read: ['uploads/*'] },
  }),
  // Admin: moderation of employers' jobs, and the people on the board
  r('GET', '/api/admin/moderation', 'list-moderation', 'admin', 'jobs waiting for review, oldest first', {
    table: readKeepingSessions,
  }),
  // A pending job is on no public page (the edit that sent it back cleared its copies): a decision clears nothing.
  r('POST', '/api/admin/jobs/{id}/approve', 'approve-job', 'admin', 'approve a pending job', { table: readWrite }),
  r('POST', '/api/admin/jobs/{id}/reject', 'reject-job', 'admin', 'reject a pending job, with a reason', {
    table: readWrite,
  }),
  // Jobs abroad you can trust (issue 33): verifications, and the Reports queue with its decisions.
  r(
    'POST',
    '/api/admin/jobs/{id}/verify-recruiter',
    'verify-recruiter',
    'admin',
    "verify a job's recruiter",
    CHANGES_PAGES,
  ),
  // The badge shows on the employer's public job pages, cleared at the edge.
  r('POST', '/api/admin/users/{id}/verify-company', 'verify-company', 'admin', "verify an employer's company", {
    ...CHANGES_PAGES,
    limits: { timeoutSeconds: 28 },
  }),
  // Keeps the queue too: a job deleted since it was reported leaves it as the read meets it.
  r('GET', '/api/admin/reports', 'list-reports', 'admin', 'jobs with open reports, most-reported first', {
    table: { read: true, write: [SESSION_KEYS, REPORT_KEYS] },
  }),
  // Hiding a job or disabling its employer clears their public pages, as disable-user does.
  r('POST', '/api/admin/reports/{id}/decision', 'decide-reports', 'admin', "decide on a job's open reports", {
    ...CHANGES_PAGES,
    limits: { timeoutSeconds: 28 },
  }),
  r('GET', '/api/admin/users', 'list-users', 'admin', 'seekers, employers and admins: q, role, limit, cursor', {
    table: readKeepingSessions,
  }),
  // Disabling ends the person's sessions and hides an employer's jobs from every public list.
  r('POST', '/api/admin/users/{id}/disable', 'disable-user', 'admin', 'disable an account', {
    ...CHANGES_PAGES,
    limits: { timeoutSeconds: 28 },
  }),
  r('POST', '/api/admin/users/{id}/enable', 'enable-user', 'admin', 'enable an account again', {
    ...CHANGES_PAGES,
    limits: { timeoutSeconds: 28 },
  }),
  // The CV bank's operator side: hide a profile from the bank (recorded), and each company's use.
  r('PUT', '/api/admin/talent/{id}/hidden', 'hide-candidate', 'admin', 'hide a profile from the CV bank, or show it', {
    table: { read: true, write: [SESSION_KEYS, USER_KEYS, AUDIT_KEYS] },
  }),
  r(
    'GET',
    '/api/admin/talent/usage',
    'list-talent-usage',
    'admin',
    "each company's CV bank use: views, unlocks, requests",
    {
      table: readKeepingSessions,
    },
  ),
  // Admin: what admins did (the activity log)
  r('GET', '/api/admin/activity', 'list-activity', 'admin', 'what admins did, newest first, by actor or item', {
    table: readKeepingSessions,
  }),
  // Payment Management (the admin's Wallet tab): every entry and deposit, exact totals, the books.
  r(
    'GET',
    '/api/admin/wallet/entries',
    'list-wallet-entries',
    'admin',
    'wallet entries, newest first: type, method, userId, from, to, limit, cursor',
    { table: readKeepingSessions },
  ),
  r('GET', '/api/admin/wallet/totals', 'wallet-totals', 'admin', "a filter's exact count and sum, by type", {
    table: readKeepingSessions,
    limits: { timeoutSeconds: 28 },
  }),
  r('GET', '/api/admin/wallet/reconciliation', 'wallet-reconciliation', 'admin', 'the ledger against every balance', {
    table: readKeepingSessions,
    limits: { timeoutSeconds: 28 },
  }),
  r(
    'GET',
    '/api/admin/wallet/orders',
    'list-wallet-orders',
    'admin',
    'deposits, newest first: status, method, from, to, limit, cursor',
    { table: readKeepingSessions },
  ),
  r(
    'GET',
    '/api/admin/wallet/orders/totals',
    'wallet-order-totals',
    'admin',
    "a deposit filter's exact count and sum, by status",
    { table: readKeepingSessions, limits: { timeoutSeconds: 28 } },
  ),
  r('GET', '/api/admin/wallet/users/{id}', 'get-user-wallet', 'admin', "one person's balance", {
    table: readKeepingSessions,
  }),
  r(
    'POST',
    '/api/admin/wallet/users/{id}/adjustments',
    'adjust-wallet',
    'admin',
    "move a person's balance either way, with a reason",
    { table: { read: true, write: [SESSION_KEYS, AUDIT_KEYS, USER_KEYS, MAIL_KEYS] } },
  ),
  r(
    'POST',
    '/api/admin/wallet/orders/{reference}/refund',
    'refund-deposit',
    'admin',
    'refund a deposit, once: to the payer through the gateway, or into the wallet that never got it',
    { table: { read: true, write: [SESSION_KEYS, AUDIT_KEYS, USER_KEYS, MAIL_KEYS, ...ORDER_KEYS] } },
  ),
];

export const STATE_CHANGING_METHODS: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

interface CompiledRoute {
  route: Route;
  pattern: RegExp;
  names: string[];
}

function compile(route: Route): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)(\+?)\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1] ?? '');
      return param[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), names };
}

const COMPILED = ROUTES.map(compile);

/**
 * Finds the route for a request, as API Gateway would: literal routes win over parameterised ones.
 * Answers `{ allowed }` when the path exists under another method, so callers can answer 405.
 */
export function matchRoute(method: string, path: string): RouteMatch | { allowed: Method[] } | null {
  const candidates = COMPILED.map((c) => ({ c, m: c.pattern.exec(path) })).filter((x) => x.m !== null);
  if (candidates.length === 0) return null;
  const sameMethod = candidates
    .filter(({ c }) => c.route.method === method)
    .sort((a, b) => a.c.names.length - b.c.names.length);
  const hit = sameMethod[0];
  if (!hit?.m) return { allowed: [...new Set(candidates.map(({ c }) => c.route.method))] };
  const params: Record<string, string> = {};
  for (const [i, name] of hit.c.names.entries()) {
    const value = safeDecode(hit.m[i + 1] ?? '');
    if (value === null) return null;
    params[name] = value;
  }
  return { route: hit.c.route, params };
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The paths CloudFront may hold for one resource (its pages in every language, its shared API read),
 * e.g. a job's after an edit: the cached routes whose every parameter `params` gives.
 */
export function cachedPaths(params: Record<string, string>): string[] {
  const cached = ROUTES.filter((route) => (route.page || route.sharedCache) && route.path.includes('{'));
  return cached.flatMap((route) => {
    let complete = true;
    const path = route.path.replace(/\{(\w+)\+?\}/g, (_slot, name: string) => {
      const value = params[name];
      if (value === undefined) complete = false;
      return encodeURIComponent(value ?? '');
    });
    return complete ? [path] : [];
  });
}

/** API Gateway's route key, e.g. "GET /api/jobs/{id}". */
export const routeKey = (route: Route) => `${route.method} ${route.path}`;
