import { codedMessage } from '@modern-jobs/domain';
import { inject } from 'vitest';

/**
 * A browser-like HTTP client for the API tests: keeps cookies, sends the site's Origin on writes,
 * and never follows redirects by itself so tests can look at each hop.
 */
export class Client {
  readonly jar = new Map<string, string>();
  constructor(readonly base: string = inject('siteUrl')) {}

  cookieHeader(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  remember(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  async request(
    method: string,
    path: string,
    options: {
      json?: unknown;
      body?: RequestInit['body'];
      headers?: Record<string, string>;
      origin?: string | null;
    } = {},
  ): Promise<Response> {
    const url = path.startsWith('http') ? path : `${this.base}${path}`;
    const headers: Record<string, string> = { ...options.headers };
    if (this.jar.size > 0) headers.cookie = this.cookieHeader();
    if (method !== 'GET' && options.origin !== null) headers.origin = options.origin ?? this.base;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const res = await fetch(url, { method, headers, body, redirect: 'manual' });
    this.remember(res);
    return res;
  }

  get = (path: string) => this.request('GET', path);

  /** Follows redirects by hand, keeping cookies, until a non-redirect answer or `stopAt` matches. */
  async follow(start: Response, stopAt?: (url: string) => boolean): Promise<{ res: Response; url: string }> {
    let res = start;
    let url = '';
    for (let hops = 0; hops < 20 && res.status >= 300 && res.status < 400; hops++) {
      url = new URL(res.headers.get('location') ?? '/', url || this.base).href;
      if (stopAt?.(url)) return { res, url };
      res = await this.get(url);
    }
    return { res, url };
  }
}

function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form in: ${html.slice(0, 300)}`);
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) {
    fields[match[1] ?? ''] = match[2] ?? '';
  }
  return { action: action.replaceAll('&amp;', '&'), fields };
}

/**
 * Signs a seeker in the way a browser does, by HTTP: /api/login, the provider's login page, its
 * consent page, back to /api/callback. Answers the client holding the session cookie.
 */
export async function signInSeeker(login: string, returnTo = '/', site?: string): Promise<Client> {
  const client = site ? new Client(site) : new Client();
  let { res, url } = await client.follow(await client.get(`/api/login?returnTo=${encodeURIComponent(returnTo)}`));
  for (let step = 0; step < 4 && res.status === 200 && url.includes('/oidc/'); step++) {
    const form = formOf(await res.text());
    const fields = new URLSearchParams({
      ...form.fields,
      ...(form.fields.prompt === 'login' ? { login, password: 'any' } : {}),
    });
    const posted = await client.request('POST', new URL(form.action, url).href, {
      body: fields,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    ({ res, url } = await client.follow(posted));
  }
  if (!client.jar.has('mj_session')) throw new Error(`sign-in did not finish: ${res.status} at ${url}`);
  return client;
}

/** Signs the admin in with the stack's printed credentials: a new session, from a browser the account has not seen. */
export async function signInAdmin(): Promise<Client> {
  const client = new Client();
  const res = await client.request('POST', '/api/admin/login', {
    json: { mobile: inject('adminMobile'), password: inject('adminPassword') },
  });
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`);
  return client;
}

let fileAdmin: Promise<Client> | undefined;
/**
 * The file's one admin session, signed in on first use (vitest loads this module once per file).
 * Each sign-in from a new client draws on the account's few failures an hour from unknown browsers
 * while its password is checked, and other files fail some on purpose: files side by side, each
 * signing in again and again (some at once), could use them up and be refused with 429. What signs
 * the admin out, or proves the sign-in itself, takes its own session with signInAdmin.
 */
export function theAdmin(): Promise<Client> {
  fileAdmin ??= signInAdmin().catch((error: unknown) => {
    fileAdmin = undefined;
    throw error;
  });
  return fileAdmin;
}

/** A job as the public list and the operator's list give it. */
export interface ListedJob {
  id: string;
  title: string;
  company: string;
}

/** The first 100 open jobs of the public list (the board: the demo's 30 and what files post). */
export async function openJobs(client = new Client()): Promise<ListedJob[]> {
  const res = await client.get('/api/jobs?limit=100');
  if (res.status !== 200) throw new Error(`job list failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as ListedJob[];
}

/**
 * The demo's open jobs (the seed's, ids `seed-…`) in the public list's order. Other files post,
 * boost, close and delete jobs of their own on the same stack, at any moment: a file that needs
 * jobs that stay put, in an order that stays, takes these.
 */
export const demoJobs = async (client = new Client()) =>
  (await openJobs(client)).filter((job) => job.id.startsWith('seed-'));

/** How many open jobs the API counts for a query (`&type=contract`), as a page's count should say. */
export async function openJobCount(query = ''): Promise<number> {
  const res = await new Client().get(`/api/jobs?limit=1${query}`);
  if (res.status !== 200) throw new Error(`job count failed: ${res.status} ${await res.text()}`);
  return Number(res.headers.get('x-total-count'));
}

/**
 * A word only this run of a file writes, for the jobs it posts: it finds them, and only them, while
 * other files post theirs beside it. A search reads a word no job starts with as one slip of another
 * word, so each file's stem is its own, more than one letter from any other's.
 */
export const runWord = (stem: string) => `${stem}${Date.now().toString(36)}`;

/** A small but real PDF document. */
export function pdfBytes(text = 'Curriculum vitae'): Uint8Array<ArrayBuffer> {
  const body = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj
4 0 obj << /Length 44 >> stream
BT /F1 18 Tf 20 70 Td (${text}) Tj ET
endstream endobj
5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;
  return new TextEncoder().encode(body);
}

/** Uploads bytes the way the web app does: ask for a URL, PUT the file, confirm it. */
export async function uploadCv(client: Client, bytes: Uint8Array<ArrayBuffer>, contentType = 'application/pdf') {
  const ask = await client.request('POST', '/api/objects/upload', {
    json: { purpose: 'cv', contentType, size: bytes.length },
  });
  if (ask.status !== 200) return { ask, confirm: null, objectPath: null };
  const { uploadURL } = (await ask.json()) as { uploadURL: string };
  const put = await fetch(uploadURL, { method: 'PUT', body: bytes, headers: { 'content-type': contentType } });
  if (!put.ok) throw new Error(`PUT to the upload URL failed: ${put.status}`);
  const confirm = await client.request('PUT', '/api/cv-uploads', { json: { cvURL: uploadURL } });
  const objectPath = confirm.ok ? ((await confirm.clone().json()) as { objectPath: string }).objectPath : null;
  return { ask, confirm, objectPath, uploadURL };
}

/** A real PDF grown to about `bytes` with a comment block, for watching an upload's progress. */
export function largePdfBytes(bytes: number): Uint8Array<ArrayBuffer> {
  const pdf = new TextDecoder().decode(pdfBytes());
  const padding = `%${'x'.repeat(76)}\n`.repeat(Math.max(0, Math.ceil((bytes - pdf.length) / 78)));
  return new TextEncoder().encode(pdf.replace('%%EOF', `${padding}%%EOF`));
}

/**
 * Deletes, as the operator, every job whose words hold `q`: what a journey posted, so the jobs a
 * later file counts on the shared stack are the demo's (run in afterAll, whether the journey passed).
 * Only jobs that hold the word itself: with none left, the search reads it as a slip of another
 * word, and finds other files' jobs.
 */
export async function deleteJobsMatching(q: string): Promise<void> {
  const admin = await theAdmin();
  const res = await admin.get(`/api/admin/jobs?limit=100&q=${encodeURIComponent(q)}`);
  if (res.status !== 200) throw new Error(`admin job list failed: ${res.status} ${await res.text()}`);
  const holds = (job: ListedJob) => JSON.stringify(job).toLowerCase().includes(q.toLowerCase());
  for (const job of ((await res.json()) as ListedJob[]).filter(holds)) {
    const gone = await admin.request('DELETE', `/api/jobs/${encodeURIComponent(job.id)}`);
    if (gone.status !== 200 && gone.status !== 204 && gone.status !== 404)
      throw new Error(`could not delete job ${job.id}: ${gone.status}`);
  }
}

/**
 * The API's answer to a refused call: its message, with the message's code (issue 30); a validation
 * key (what a schema says) as its English, with the key as the code.
 */
export const refusal = (message: string) => codedMessage(message);
