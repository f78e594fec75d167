import { describe, expect, it } from 'vitest';
import {
  ALLOWANCE_KEYS,
  AUDIT_KEYS,
  keyMatches,
  LIST_COUNT_KEYS,
  REPORT_KEYS,
  SESSION_KEYS,
  SITEMAP_KEYS,
  TALENT_USAGE_KEYS,
  USER_KEYS,
} from '../src/data-access.ts';
import { matchRoute, ROUTES, routeKey } from '../src/routes.ts';

describe('route table', () => {
  it('has one entry per method and path', () => {
    expect(new Set(ROUTES.map(routeKey)).size).toBe(ROUTES.length);
  });
  it('has one handler module per entry', () => {
    expect(new Set(ROUTES.map((r) => r.handler)).size).toBe(ROUTES.length);
  });
  it('covers every call of spec §7', () => {
    const keys = ROUTES.map(routeKey);
    for (const call of [
      'GET /api/auth/user',
      'GET /api/jobs',
      'GET /api/jobs/{id}',
      'GET /api/admin/jobs',
      'POST /api/jobs',
      'PUT /api/jobs/{id}',
      'DELETE /api/jobs/{id}',
      'GET /api/settings/{key}',
      'PUT /api/settings/{key}',
      'POST /api/applications',
      'GET /api/applications/user',
      'POST /api/objects/upload',
      'PUT /api/cv-uploads',
      'GET /api/wallet/transactions',
      'POST /api/admin/login',
      'POST /api/admin/seed-database',
      'GET /api/version',
      'GET /api/login',
      'GET /api/logout',
    ]) {
      expect(keys).toContain(call);
    }
  });
  it('keeps every admin path under admin access, except signing in and out', () => {
    for (const route of ROUTES.filter((r) => r.path.startsWith('/api/admin/'))) {
      expect([route.handler, route.access]).toEqual([
        route.handler,
        route.handler.startsWith('admin-') ? 'public' : 'admin',
      ]);
    }
  });
  it("lets a GET change data only where the spec makes it (sign-in navigations), a payment gateway's protocol does (its return, its notification), or an operator's or employer's look is counted (a CV opened is a profile view); others keep only bookkeeping: session clocks, cached list counts, the sitemap's shape, the activity log, a rate limit's count (an export)", () => {
    const bookkeeping = new Set<string>([SESSION_KEYS, LIST_COUNT_KEYS, SITEMAP_KEYS, AUDIT_KEYS, ALLOWANCE_KEYS]);
    const writingGets = ROUTES.filter((r) => r.method === 'GET' && r.data.table.write.some((p) => !bookkeeping.has(p)));
    expect(writingGets.map((r) => r.handler).sort()).toEqual([
      'callback',
      'get-applicant-cv',
      'get-application-cv',
      // A verified company's look at a CV bank candidate: a counted view, and the company's use.
      'get-candidate',
      'list-reports',
      'login',
      'logout',
      // The payment gateways' own GETs (their protocols): the browser's return, Easypaisa's notification.
      'payment-notification-link',
      'wallet-return',
    ]);
    // The reports queue keeps itself: a deleted job's tally leaves it, and nothing else is written.
    expect(ROUTES.find((r) => r.handler === 'list-reports')?.data.table.write).toEqual([SESSION_KEYS, REPORT_KEYS]);
    // An operator's or an employer's look at a CV is counted on the seeker's profile, and nothing else.
    for (const handler of ['get-application-cv', 'get-applicant-cv']) {
      const cv = ROUTES.find((r) => r.handler === handler);
      expect(cv?.data.table.write.filter((p) => !bookkeeping.has(p))).toEqual([USER_KEYS]);
    }
    // A CV bank view also counts on the company's use of the bank, which the operator reads.
    expect(
      ROUTES.find((r) => r.handler === 'get-candidate')?.data.table.write.filter((p) => !bookkeeping.has(p)),
    ).toEqual([USER_KEYS, TALENT_USAGE_KEYS]);
  });
  it('lets every route that may see an admin session keep it alive (its idle clock is a write)', () => {
    const seesAdmins = ROUTES.filter(
      (r) => ['admin', 'seeker-or-admin'].includes(r.access) || r.handler === 'get-object',
    );
    for (const route of seesAdmins)
      expect(
        route.data.table.write.some((p) => keyMatches(p, 'SESSION#abc')),
        route.handler,
      ).toBe(true);
  });
  it('gives every function limits Lambda accepts', () => {
    for (const { handler, data } of ROUTES) {
      expect(data.limits.timeoutSeconds, handler).toBeLessThanOrEqual(29); // API Gateway waits 30 s at most
      expect(data.limits.memoryMiB, handler).toBeGreaterThanOrEqual(128);
    }
  });
});

describe('keyMatches', () => {
  it('matches a prefix pattern, any key with *, and nothing else', () => {
    expect(keyMatches('SESSION#*', 'SESSION#abc')).toBe(true);
    expect(keyMatches('SESSION#*', 'JOB#abc')).toBe(false);
    expect(keyMatches('SESSION#*', 'XSESSION#abc')).toBe(false);
    expect(keyMatches('*', 'JOB#1')).toBe(true);
  });
});

describe('matchRoute', () => {
  it('matches literal paths before parameterised ones', () => {
    expect(matchRoute('GET', '/api/applications/user')).toMatchObject({ route: { handler: 'list-my-applications' } });
    expect(matchRoute('GET', '/api/admin/jobs')).toMatchObject({ route: { handler: 'list-admin-jobs' } });
  });
  it('extracts and decodes parameters', () => {
    expect(matchRoute('GET', '/api/jobs/seed%2D01')).toMatchObject({ params: { id: 'seed-01' } });
    expect(matchRoute('GET', '/objects/logos/demo/a.png')).toMatchObject({ params: { proxy: 'logos/demo/a.png' } });
  });
  it('tells which methods a known path allows', () => {
    expect(matchRoute('PATCH', '/api/jobs/1')).toEqual({ allowed: ['GET', 'PUT', 'DELETE'] });
  });
  it('answers null for unknown paths and malformed escapes', () => {
    expect(matchRoute('GET', '/api/nothing')).toBeNull();
    expect(matchRoute('GET', '/api/jobs/%E0%A4%A')).toBeNull();
  });
});
