import { API_MESSAGES } from '@modern-jobs/domain';
import { type Access, ROUTES, type Route, routeKey } from '@modern-jobs/domain/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, pdfBytes, refusal as refusal403, signInAdmin, signInSeeker, uploadCv } from './http-client.ts';

type Identity = 'signed out' | 'seeker A' | 'seeker B' | 'employer A' | 'employer B' | 'employer U' | 'admin';
const IDENTITIES: Identity[] = [
  'signed out',
  'seeker A',
  'seeker B',
  'employer A',
  'employer B',
  'employer U',
  'admin',
];
/** Employers A and B have companies the operator verified; U's is not (yet). */
const EMPLOYERS: Identity[] = ['employer A', 'employer B', 'employer U'];
const VERIFIED: Identity[] = ['employer A', 'employer B'];

/**
 * The CV bank's employer routes take a company the operator verified (issue 34): any other
 * employer is refused with 403 and a message that says so.
 */
const needsVerifiedCompany = (route: Route) => route.access === 'employer' && route.path.startsWith('/api/talent/');

/**
 * What each access level lets each identity do: through (not 401/403) or refused. An employer is a
 * seeker with a company profile, so seeker routes let them through too.
 */
const ALLOWED: Record<Access, Identity[]> = {
  public: IDENTITIES,
  seeker: ['seeker A', 'seeker B', ...EMPLOYERS],
  employer: EMPLOYERS,
  admin: ['admin'],
  'seeker-or-admin': ['seeker A', 'seeker B', ...EMPLOYERS, 'admin'],
};

/** How a refusal is answered: 401 without the right session; 403 signed in without a (verified) company. */
const refusal = (route: Route, who: Identity) =>
  route.access === 'employer' && (who === 'seeker A' || who === 'seeker B' || who === 'employer U') ? 403 : 401;

const allowed = (route: Route, who: Identity) =>
  ALLOWED[route.access].includes(who) && (!needsVerifiedCompany(route) || VERIFIED.includes(who));

/** The 403's message: no company at all, or one the operator has not verified. */
const refusalMessage = (who: Identity) =>
  who === 'employer U' ? API_MESSAGES.talentNotVerified : API_MESSAGES.notEmployer;

const PARAMS: Record<string, string> = {
  id: 'no-such-id',
  companyId: 'no-such-company',
  key: 'highlight_button',
  'proxy+': 'logos/no-such-logo.png',
};
/**
 * A valid body where the route's refusal of an unverified company comes after its body is read: an
 * empty one would be a 400 before the company is looked at.
 */
const BODIES: Record<string, unknown> = {
  'request-candidate-contact': { message: 'Hello' },
  'create-candidate-search': { name: 'Matrix welders', q: 'welder' },
};
/** Routes that end the caller's session get fresh identities, so the others keep theirs. */
const ENDS_SESSION = new Set(['logout', 'admin-logout']);
/**
 * Routes whose allowed call would change what other files rely on, called with a form-encoded body:
 * the media type is checked after the access level (http/preset.ts), so the allowed caller gets
 * 415 where others get 401, and nothing is done. Seeding for real rewrites the demo's jobs and
 * recounts every job's applications while other files apply and shortlist (admin.e2e.ts seeds, and
 * checks what it did).
 */
const STOPPED_AFTER_ACCESS = new Set(['seed-database']);

function pathOf(route: Route): string {
  return route.path.replace(/\{([^}]+)\}/g, (_, name: string) => PARAMS[name] ?? 'x');
}

const LOGINS: Record<Exclude<Identity, 'signed out' | 'admin'>, string> = {
  'seeker A': 'amina@example.pk',
  'seeker B': 'bilal@example.pk',
  'employer A': 'hamza.employer@example.pk',
  'employer B': 'sadia.employer@example.pk',
  'employer U': 'usman.employer@example.pk',
};

async function identity(who: Identity): Promise<Client> {
  if (who === 'signed out') return new Client();
  if (who === 'admin') return signInAdmin();
  const client = await signInSeeker(LOGINS[who]);
  if (EMPLOYERS.includes(who)) {
    // Saving a company profile is what makes a signed-in person an employer.
    const res = await client.request('PUT', '/api/employer/company', {
      json: { name: `${who} Ltd`, city: 'lahore', website: '', about: null, logo: null },
    });
    if (res.status !== 200) throw new Error(`company for ${who}: ${res.status} ${await res.text()}`);
  }
  return client;
}

/** The signed-in person's user id. */
const userIdOf = async (client: Client) => ((await (await client.get('/api/auth/user')).json()) as { id: string }).id;

const clients = new Map<Identity, Client>();
beforeAll(async () => {
  for (const who of IDENTITIES) clients.set(who, await identity(who));
  const admin = clients.get('admin') ?? new Client();
  for (const who of VERIFIED) {
    const id = await userIdOf(clients.get(who) ?? new Client());
    const res = await admin.request('POST', `/api/admin/users/${id}/verify-company`, {
      json: { evidence: { note: 'Checked for the authorization matrix' } },
    });
    if (res.status !== 200) throw new Error(`verify ${who}: ${res.status} ${await res.text()}`);
  }
});

describe.each(ROUTES.map((route) => [routeKey(route), route] as const))('%s', (_key, route) => {
  it.each(IDENTITIES)(`as %s: ${route.access} access`, async (who) => {
    const client = ENDS_SESSION.has(route.handler) ? await identity(who) : (clients.get(who) ?? new Client());
    const stopped = STOPPED_AFTER_ACCESS.has(route.handler);
    const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
    const res = await client.request(
      route.method,
      pathOf(route),
      stopped
        ? { body: 'seed=demo', headers: { 'content-type': 'application/x-www-form-urlencoded' } }
        : hasBody
          ? { json: BODIES[route.handler] ?? {} }
          : {},
    );

    expect(res.status).toBeLessThan(500);
    if (!allowed(route, who)) expect(res.status).toBe(refusal(route, who));
    else if (stopped) expect(res.status).toBe(415);
    else expect([401, 403]).not.toContain(res.status);
    if (refusal(route, who) === 403 && !allowed(route, who))
      expect(await res.json()).toEqual(refusal403(refusalMessage(who)));
  });
});

describe("employer B and employer A's real ids", () => {
  const cleanUp: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const step of cleanUp) await step();
  });

  it("answer 404 on every employer route, and A's data is unchanged", async () => {
    const a = clients.get('employer A') ?? new Client();
    const b = clients.get('employer B') ?? new Client();
    const admin = clients.get('admin') ?? new Client();
    const seeker = clients.get('seeker A') ?? new Client();
    const posted = await a.request('POST', '/api/employer/jobs', {
      json: {
        title: 'Matrix welder',
        description: 'Weld frames for the authorization matrix.',
        location: 'Lahore, Pakistan',
        jobType: 'full-time',
      },
    });
    expect(posted.status).toBe(201);
    const job = (await posted.json()) as { id: string; updatedAt: string };
    // Approved as read: on the version the operator saw (If-Match).
    const approved = await admin.request('POST', `/api/admin/jobs/${job.id}/approve`, {
      headers: { 'if-match': `"${job.updatedAt}"` },
    });
    expect(approved.status).toBe(200);
    // Closed at the end, so no open job is left for the other tests' lists.
    cleanUp.push(() => a.request('POST', `/api/employer/jobs/${job.id}/close`));
    const cv = await uploadCv(seeker, pdfBytes());
    const applied = await seeker.request('POST', '/api/applications', {
      json: {
        jobId: job.id,
        fullName: 'Amina',
        contactNumber: '+923001234567',
        whatsappNumber: '+923001234567',
        email: 'amina@example.pk',
        cvPath: cv.objectPath,
      },
    });
    expect(applied.status).toBe(201);
    const application = (await applied.json()) as { id: string };

    const employerRoutes = ROUTES.filter((r) => r.access === 'employer' && r.path.includes('{id}'));
    for (const route of employerRoutes) {
      const id = route.path.includes('/applications/') ? application.id : job.id;
      const path = route.path.replace('{id}', id);
      const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
      const body =
        route.method === 'PATCH'
          ? { status: 'rejected' }
          : route.method === 'PUT'
            ? { title: 'Taken', description: 'Taken over by B.', location: 'Lahore', jobType: 'contract' }
            : route.path.endsWith('/boost')
              ? { days: 7 }
              : route.path.endsWith('/requests')
                ? { message: 'Taken over by B.' }
                : undefined;
      const res = await b.request(route.method, path, hasBody && body ? { json: body } : {});
      expect(res.status, `${routeKey(route)} as employer B`).toBe(404);
      expect(JSON.stringify(await res.json())).not.toContain('Amina');
    }
    const theirs = await a.get(`/api/employer/jobs/${job.id}/applications`);
    expect(await theirs.json()).toMatchObject({ items: [{ id: application.id, status: 'submitted' }] });
    const list = (await (await a.get('/api/employer/jobs')).json()) as { items: Array<{ id: string; title: string }> };
    expect(list.items.find((j) => j.id === job.id)?.title).toBe('Matrix welder');
  });
});

/** A signed link's query with a made-up token, for links other than the unsubscribe's. */
const FORGED_QUERIES: Record<string, string> = {
  'answer-contact-request': `r=no-such-request&decision=accept&t=${'x'.repeat(43)}`,
};

describe('the CV bank between companies', () => {
  it('answers a company the candidate blocked, and every company once they opt out, as a candidate that does not exist', async () => {
    const seeker = clients.get('seeker B') ?? new Client();
    const a = clients.get('employer A') ?? new Client();
    const b = clients.get('employer B') ?? new Client();
    const [seekerId, bId] = [await userIdOf(seeker), await userIdOf(b)];
    expect((await seeker.request('PATCH', '/api/profile', { json: { fullName: 'Bilal Matrix' } })).status).toBe(200);
    expect((await seeker.request('PUT', '/api/talent/visibility', { json: { visibility: 'visible' } })).status).toBe(
      200,
    );
    expect((await seeker.request('PUT', `/api/talent/blocks/${bId}`)).status).toBe(200);
    try {
      const seen = await a.get(`/api/talent/candidates/${seekerId}`);
      expect(seen.status).toBe(200);
      expect(await seen.json()).toMatchObject({ candidate: { id: seekerId, name: 'Bilal Matrix' }, contacts: null });
      const missing = await b.get('/api/talent/candidates/no-such-candidate');
      expect(missing.status).toBe(404);
      const notFound = await missing.json();
      for (const [method, path, json] of [
        ['GET', `/api/talent/candidates/${seekerId}`, undefined],
        ['POST', `/api/talent/candidates/${seekerId}/unlock`, undefined],
        ['POST', `/api/talent/candidates/${seekerId}/requests`, { message: 'Hello' }],
      ] as const) {
        const res = await b.request(method, path, json ? { json } : {});
        expect(res.status, `${method} ${path} as the blocked company`).toBe(404);
        expect(await res.json()).toEqual(notFound);
      }
      expect((await seeker.request('PUT', '/api/talent/visibility', { json: { visibility: 'off' } })).status).toBe(200);
      const gone = await a.get(`/api/talent/candidates/${seekerId}`);
      expect(gone.status).toBe(404);
      expect(await gone.json()).toEqual(notFound);
    } finally {
      await seeker.request('PUT', '/api/talent/visibility', { json: { visibility: 'off' } });
      await seeker.request('DELETE', `/api/talent/blocks/${bId}`);
    }
  });

  it("keeps a company's saved searches its own: another company neither lists nor deletes them", async () => {
    const a = clients.get('employer A') ?? new Client();
    const b = clients.get('employer B') ?? new Client();
    const saved = await a.request('POST', '/api/talent/searches', { json: { name: 'Only ours', q: 'accountant' } });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: string };
    const idsOf = async (client: Client) =>
      ((await (await client.get('/api/talent/searches')).json()) as { searches: Array<{ id: string }> }).searches.map(
        (search) => search.id,
      );
    try {
      expect(await idsOf(b)).not.toContain(id);
      expect((await b.request('DELETE', `/api/talent/searches/${id}`)).status).toBe(404);
      expect(await idsOf(a)).toContain(id);
    } finally {
      await a.request('DELETE', `/api/talent/searches/${id}`);
    }
  });

  it("does not let another seeker answer a seeker's contact request", async () => {
    const other = clients.get('seeker A') ?? new Client();
    const res = await other.request('POST', '/api/talent/requests/no-such-request/decision', {
      json: { decision: 'accept' },
    });
    expect(res.status).toBe(404);
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

  const isGateways = (route: Route) => route.path.startsWith('/api/wallet/');
  it.each(ROUTES.filter((r) => r.crossSite && !isGateways(r)).map((r) => [routeKey(r), r] as const))(
    '%s (a mail client calls it from anywhere) acts only with a valid signed token',
    async (_key, route) => {
      const anyone = new Client();
      const forged = await anyone.request(
        route.method,
        `${pathOf(route)}?${FORGED_QUERIES[route.handler] ?? `u=user-x&a=all&t=${'x'.repeat(43)}`}`,
        {
          body: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          origin: 'https://mail.example',
        },
      );
      expect(forged.status).toBe(403);
      expect((await anyone.request(route.method, pathOf(route), { origin: 'https://mail.example' })).status).toBe(400);
    },
  );

  /**
   * What a payment gateway's routes answer to anyone, from anywhere, with a made-up message: the
   * gateway's own refusal or a return to the wallet with no order, never a credit.
   */
  const forgeries: Record<
    string,
    { path: string; body?: string; type?: string; expect: (res: Response) => Promise<void> }
  > = {
    'payment-notification': {
      path: '/api/wallet/notifications/jazzcash',
      body: JSON.stringify({
        pp_TxnRefNo: 'MJ0000000000000000',
        pp_Amount: '100000',
        pp_ResponseCode: '000',
        pp_SecureHash: 'F'.repeat(64),
      }),
      type: 'application/json',
      expect: async (res) => {
        expect(res.status).toBe(200);
        expect(((await res.json()) as { pp_ResponseCode: string }).pp_ResponseCode).not.toBe('000');
      },
    },
    'payment-notification-link': {
      path: '/api/wallet/notifications/easypaisa?url=https%3A%2F%2Fevil.example%2Fipn',
      expect: async (res) => expect(res.status).toBe(400),
    },
    'wallet-return': {
      path: '/api/wallet/return/easypaisa?orderRefNumber=MJ0000000000000000&success=true',
      expect: async (res) => {
        expect(res.status).toBe(303);
        expect(res.headers.get('location')).toBe('/dashboard/wallet');
      },
    },
    'wallet-return-post': {
      path: '/api/wallet/return/jazzcash',
      body: new URLSearchParams({
        pp_TxnRefNo: 'MJ0000000000000000',
        pp_ResponseCode: '000',
        pp_SecureHash: 'F'.repeat(64),
      }).toString(),
      type: 'application/x-www-form-urlencoded',
      expect: async (res) => {
        expect(res.status).toBe(303);
        expect(res.headers.get('location')).toBe('/dashboard/wallet');
      },
    },
  };
  it.each(ROUTES.filter((r) => r.crossSite && isGateways(r)).map((r) => [routeKey(r), r] as const))(
    '%s (a payment gateway calls it from anywhere) credits nothing without a valid signature',
    async (_key, route) => {
      const forgery = forgeries[route.handler];
      if (!forgery) throw new Error(`no forgery for ${route.handler}: add one`);
      const res = await new Client().request(route.method, forgery.path, {
        ...(forgery.body ? { body: forgery.body, headers: { 'content-type': forgery.type ?? 'text/plain' } } : {}),
        origin: 'https://gateway.example',
      });
      await forgery.expect(res);
      expect(
        (await new Client().request(route.method, pathOf(route), { origin: 'https://gateway.example' })).status,
      ).toBe(400);
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
