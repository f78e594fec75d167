import { type Access, ROUTES, type Route, routeKey } from '@modern-jobs/domain/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, signInAdmin, signInSeeker } from './http-client.ts';

type Identity = 'signed out' | 'seeker A' | 'seeker B' | 'admin';
const IDENTITIES: Identity[] = ['signed out', 'seeker A', 'seeker B', 'admin'];

/** What each access level lets each identity do: through (not 401/403) or refused with 401. */
const ALLOWED: Record<Access, Identity[]> = {
  public: IDENTITIES,
  seeker: ['seeker A', 'seeker B'],
  admin: ['admin'],
  'seeker-or-admin': ['seeker A', 'seeker B', 'admin'],
};

const PARAMS: Record<string, string> = {
  id: 'no-such-id',
  key: 'highlight_button',
  'proxy+': 'logos/no-such-logo.png',
};
/** Routes that end the caller's session get fresh identities, so the others keep theirs. */
const ENDS_SESSION = new Set(['logout', 'admin-logout']);

function pathOf(route: Route): string {
  return route.path.replace(/\{([^}]+)\}/g, (_, name: string) => PARAMS[name] ?? 'x');
}

async function identity(who: Identity): Promise<Client> {
  if (who === 'signed out') return new Client();
  if (who === 'admin') return signInAdmin();
  return signInSeeker(who === 'seeker A' ? 'amina@example.pk' : 'bilal@example.pk');
}

const clients = new Map<Identity, Client>();
beforeAll(async () => {
  for (const who of IDENTITIES) clients.set(who, await identity(who));
});

describe.each(ROUTES.map((route) => [routeKey(route), route] as const))('%s', (_key, route) => {
  it.each(IDENTITIES)(`as %s: ${route.access} access`, async (who) => {
    const client = ENDS_SESSION.has(route.handler) ? await identity(who) : (clients.get(who) ?? new Client());
    const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method) && route.handler !== 'seed-database';
    const res = await client.request(route.method, pathOf(route), hasBody ? { json: {} } : {});

    expect(res.status).toBeLessThan(500);
    if (ALLOWED[route.access].includes(who)) expect([401, 403]).not.toContain(res.status);
    else expect(res.status).toBe(401);
  });
});

describe('CSRF', () => {
  it.each(ROUTES.filter((r) => r.method !== 'GET' && !r.crossSite).map((r) => [routeKey(r), r] as const))(
    '%s refuses a foreign Origin with 403, even for the admin',
    async (_key, route) => {
      const res = await (clients.get('admin') ?? new Client()).request(route.method, pathOf(route), {
        json: {},
        origin: 'https://evil.example',
      });
      expect(res.status).toBe(403);
    },
  );

  it.each(ROUTES.filter((r) => r.crossSite).map((r) => [routeKey(r), r] as const))(
    '%s (a mail client calls it from anywhere) acts only with a valid signed token',
    async (_key, route) => {
      const anyone = new Client();
      const forged = await anyone.request(route.method, `${pathOf(route)}?u=user-x&a=all&t=${'x'.repeat(43)}`, {
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        origin: 'https://mail.example',
      });
      expect(forged.status).toBe(403);
      expect((await anyone.request(route.method, pathOf(route), { origin: 'https://mail.example' })).status).toBe(400);
    },
  );

  it('refuses a form-encoded body with 415', async () => {
    const admin = clients.get('admin') ?? new Client();
    const res = await admin.request('PUT', '/api/settings/highlight_button', {
      body: 'value=%7B%7D',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toHaveProperty('message');
  });
});
