import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFrontServer } from '../local-stack/front.ts';

let front: Server;
let s3: Server;
let url: string;

const SAW = 'x-saw-origin-verify';
/** Answers who it is and what it was asked, and in a header the origin-verify header it was given. */
const tag = (name: string) => (req: IncomingMessage, res: ServerResponse) => {
  res.setHeader(SAW, req.headers['x-origin-verify'] ?? 'none');
  res.end(`${name} ${req.url}`);
};

beforeAll(async () => {
  s3 = createServer((req, res) => {
    res.setHeader(SAW, req.headers['x-origin-verify'] ?? 'none');
    res.end(`s3 ${req.method} ${req.url}`);
  });
  await new Promise<void>((r) => s3.listen(0, '127.0.0.1', r));
  const routes = createFrontServer({
    api: (req, res) => {
      // What the API says of answers CloudFront keeps, and of one it must not.
      if (req.url === '/api/jobs/kept')
        res.setHeader('cache-control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300');
      if (req.url === '/api/jobs/mine') res.setHeader('cache-control', 'no-store');
      return tag('api')(req, res);
    },
    oidc: tag('oidc'),
    s3Endpoint: `http://127.0.0.1:${(s3.address() as AddressInfo).port}`,
    bucket: 'bucket',
    // As the local stack passes it; the name in any case, as HTTP allows.
    apiHeaders: { 'X-Origin-Verify': 'from-the-front' },
  });
  routes.setWeb(tag('web'));
  front = routes.server;
  await new Promise<void>((r) => front.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
});
afterAll(() => {
  front.close();
  s3.close();
});

const text = async (path: string, init?: RequestInit) => (await fetch(url + path, init)).text();

describe('the one-origin front server', () => {
  it('sends /api and /objects to the API', async () => {
    expect(await text('/api/jobs?q=x')).toBe('api /api/jobs?q=x');
    expect(await text('/objects/logos/a.png')).toBe('api /objects/logos/a.png');
  });
  it('sends the pages the API renders (the route table’s pages) to the API, and only them', async () => {
    for (const path of [
      '/job/seed-01',
      '/ur/job/seed-01',
      '/sitemap.xml',
      '/sitemaps/jobs-2026-11-23.xml',
      '/robots.txt',
    ])
      expect(await text(path), path).toBe(`api ${path}`);
    expect(await text('/job/seed-01/extra')).toBe('web /job/seed-01/extra');
  });
  it('tells browsers to ask again for what CloudFront would keep, as its response headers do', async () => {
    expect((await fetch(`${url}/api/jobs/kept`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${url}/api/jobs/mine`)).headers.get('cache-control')).toBe('no-store');
  });
  it('sends /oidc to the sign-in provider', async () => {
    expect(await text('/oidc/.well-known/openid-configuration')).toBe('oidc /oidc/.well-known/openid-configuration');
  });
  it('forwards presigned requests under the bucket to the S3 stand-in as they are, with nosniff', async () => {
    const presigned =
      '/bucket/key?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=c&X-Amz-Date=d&X-Amz-Expires=60&X-Amz-Signature=s';
    const res = await fetch(url + presigned, { method: 'PUT', body: 'x' });
    expect(await res.text()).toBe(`s3 PUT ${presigned}`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
  it('refuses every S3 request that is not presigned: no listing, no reading by key', async () => {
    for (const path of [
      // Path-style S3 names the bucket itself without a trailing slash: a listing is /<bucket>?list-type=2.
      '/bucket',
      '/bucket?list-type=2',
      '/bucket?list-type=2&prefix=uploads/',
      '/bucket/',
      '/bucket/?list-type=2',
      '/bucket/uploads/cv.pdf',
      '/bucket/key?X-Amz-Signature=1',
    ]) {
      const res = await fetch(url + path);
      expect(res.status, path).toBe(403);
      expect(await res.text()).not.toMatch(/^s3 /);
    }
  });
  it('adds the origin-verify header to every request it passes to the API, over any the client sent', async () => {
    for (const path of ['/api/jobs', '/objects/logos/a.png', '/api/admin/login', '/job/seed-01'])
      for (const headers of [{}, { 'x-origin-verify': 'forged' }] as Record<string, string>[]) {
        const res = await fetch(url + path, { headers });
        expect(await res.text(), path).toBe(`api ${path}`);
        expect(res.headers.get(SAW), path).toBe('from-the-front');
      }
  });
  it('gives the origin-verify header to nothing but the API', async () => {
    const presigned =
      '/bucket/key?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=c&X-Amz-Date=d&X-Amz-Expires=60&X-Amz-Signature=s';
    for (const path of ['/oidc/auth', '/dashboard', '/apiary', presigned]) {
      const res = await fetch(url + path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get(SAW), path).toBe('none');
    }
  });
  it('sends everything else, including look-alike paths, to the web app', async () => {
    expect(await text('/dashboard')).toBe('web /dashboard');
    expect(await text('/ur/')).toBe('web /ur/');
    expect(await text('/apiary')).toBe('web /apiary');
    expect(await text('/oidcx')).toBe('web /oidcx');
    expect(await text('/bucketx')).toBe('web /bucketx');
  });
});
