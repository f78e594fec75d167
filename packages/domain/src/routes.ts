/**
 * The route table: every HTTP route of the product, its handler module and who may call it.
 * Infra builds one function and one route per entry, the local adapter serves from it, and the
 * authorization tests are generated from it. Paths use API Gateway's `{param}` syntax.
 */

export type Access =
  /** anyone, signed in or not */
  | 'public'
  /** a signed-in seeker (OIDC session) */
  | 'seeker'
  /** a signed-in admin (admin session) */
  | 'admin'
  /** a seeker or an admin; the handler decides per request (e.g. CV for seekers, logo for admins) */
  | 'seeker-or-admin';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  method: Method;
  path: string;
  /** kebab-case module name under packages/api/src/handlers */
  handler: string;
  access: Access;
  /** the handler only reads data; infra grants it read-only access */
  readOnly: boolean;
  summary: string;
}

const r = (method: Method, path: string, handler: string, access: Access, summary: string): Route => ({
  method,
  path,
  handler,
  access,
  readOnly: method === 'GET' && !['login', 'callback', 'logout', 'get-object'].includes(handler),
  summary,
});

export const ROUTES: readonly Route[] = [
  // Public reads
  r('GET', '/api/version', 'get-version', 'public', 'version, commit, build time and stage'),
  r('GET', '/api/jobs', 'list-jobs', 'public', 'open approved jobs: q, city, type, limit, cursor'),
  r('GET', '/api/jobs/{id}', 'get-job', 'public', 'one job, open or closed'),
  r('GET', '/api/settings/{key}', 'get-setting', 'public', 'one site setting'),
  r('GET', '/objects/{proxy+}', 'get-object', 'public', 'logos to anyone; CVs to their owner and admins'),
  // Seeker sign-in (browser navigations)
  r('GET', '/api/login', 'login', 'public', 'starts the OIDC sign-in'),
  r('GET', '/api/callback', 'callback', 'public', 'completes the OIDC sign-in'),
  r('GET', '/api/logout', 'logout', 'public', 'ends the seeker session'),
  // Seeker
  r('GET', '/api/auth/user', 'get-auth-user', 'seeker', 'the signed-in user'),
  r('POST', '/api/applications', 'create-application', 'seeker', 'apply for a job'),
  r('GET', '/api/applications/user', 'list-my-applications', 'seeker', "the caller's applications"),
  r('GET', '/api/wallet/transactions', 'list-my-transactions', 'seeker', "the caller's wallet transactions"),
  r('PUT', '/api/cv-uploads', 'confirm-cv-upload', 'seeker', 'verify an uploaded CV'),
  r('POST', '/api/objects/upload', 'create-upload-url', 'seeker-or-admin', 'presigned PUT for a CV or logo'),
  // Admin session
  r('POST', '/api/admin/login', 'admin-login', 'public', 'admin sign-in'),
  r('GET', '/api/admin/session', 'get-admin-session', 'admin', 'the admin session'),
  r('POST', '/api/admin/logout', 'admin-logout', 'public', 'ends the admin session'),
  // Admin: jobs, settings, seeding
  r('GET', '/api/admin/jobs', 'list-admin-jobs', 'admin', 'every job, newest first'),
  r('POST', '/api/jobs', 'create-job', 'admin', 'create a job'),
  r('PUT', '/api/jobs/{id}', 'update-job', 'admin', 'update a job'),
  r('DELETE', '/api/jobs/{id}', 'delete-job', 'admin', 'delete a job'),
  r('PUT', '/api/settings/{key}', 'put-setting', 'admin', 'save a site setting'),
  r('POST', '/api/admin/seed-database', 'seed-database', 'admin', 'upsert demo jobs and default settings'),
  r('PUT', '/api/logo-uploads', 'confirm-logo-upload', 'admin', 'verify an uploaded logo'),
  // Admin: applications
  r('GET', '/api/admin/applications', 'list-applications', 'admin', 'applications by job and status'),
  r('PATCH', '/api/admin/applications/{id}', 'update-application-status', 'admin', "change an application's status"),
  r('GET', '/api/admin/applications/{id}/cv', 'get-application-cv', 'admin', 'a short-lived CV link'),
  // Admin: multipart uploads in the protocol of Uppy's AWS S3 plugin
  r('GET', '/api/s3/params', 's3-params', 'admin', 'presigned single PUT'),
  r('POST', '/api/s3/multipart', 's3-multipart-create', 'admin', 'start a multipart upload'),
  r('GET', '/api/s3/multipart/{uploadId}', 's3-multipart-list-parts', 'admin', 'parts uploaded so far'),
  r('GET', '/api/s3/multipart/{uploadId}/{partNumber}', 's3-multipart-sign-part', 'admin', 'presigned part PUT'),
  r('POST', '/api/s3/multipart/{uploadId}/complete', 's3-multipart-complete', 'admin', 'complete a multipart upload'),
  r('DELETE', '/api/s3/multipart/{uploadId}', 's3-multipart-abort', 'admin', 'abort a multipart upload'),
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

/** API Gateway's route key, e.g. "GET /api/jobs/{id}". */
export const routeKey = (route: Route) => `${route.method} ${route.path}`;
