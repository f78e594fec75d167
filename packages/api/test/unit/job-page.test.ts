import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { PAGE_DATA_ID } from '@modern-jobs/domain';
import { inlineScriptHashes } from '@modern-jobs/domain/web-security';
import { beforeEach, describe, expect, it } from 'vitest';
import { shareCardKey } from '../../src/cards/card-key.ts';
import { handler as getJobHandler } from '../../src/handlers/get-job.ts';
import { handler as homePageHandler } from '../../src/handlers/home-page.ts';
import { handler } from '../../src/handlers/job-page.ts';
import { handler as urduHandler } from '../../src/handlers/job-page-ur.ts';
import { setPageTemplate } from '../../src/pages/template.ts';
import { aJob } from '../fixtures.ts';
import { invoke } from '../http.ts';
import { ddb } from '../mocks.ts';

// The app's own index.html, as the web build starts from.
const TEMPLATE = readFileSync(join(import.meta.dirname, '../../../web/index.html'), 'utf8');
const stored = (job = aJob()) => ({ Item: { PK: `JOB#${job.id}`, SK: 'JOB', entity: 'job', indexKeys: [], ...job } });

beforeEach(() => setPageTemplate(async () => TEMPLATE));

describe('GET /job/{id}', () => {
  it('answers the app’s page with the job’s head and a summary in place of the hero', async () => {
    ddb.on(GetCommand).resolves(stored(aJob({ title: 'Nurse $& <ICU>', company: 'Shifa' })));

    const res = await invoke(handler, { path: '/job/job-1', params: { id: 'job-1' } });

    expect(res.status).toBe(200);
    expect(res.headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(res.headers['Cache-Control']).toContain('s-maxage=');
    expect(res.text).toContain('<title>Nurse $&amp; &lt;ICU&gt; at Shifa | Modern Jobs</title>');
    expect(res.text).toContain('<h1 dir="auto">Nurse $&amp; &lt;ICU&gt;</h1>');
    expect(res.text).not.toContain('id="shell-hero"');
    expect(res.text).toContain('<html lang="en" dir="ltr"');
    // A job's text cannot close the JSON-LD script.
    const jsonLd = /<script type="application\/ld\+json" data-server-head>(.*?)<\/script>/s.exec(res.text)?.[1] ?? '';
    expect(jsonLd).not.toContain('<');
    expect(JSON.parse(jsonLd)['@graph'][1].title).toBe('Nurse $& <ICU>');
  });

  it('hands the app the job as GET /api/jobs/{id} answers it, in data no job text can break out of', async () => {
    const job = aJob({ title: 'Nurse </script><script>alert(1)</script>', company: 'Shifa' });
    ddb.on(GetCommand).resolves(stored(job));

    const page = await invoke(handler, { path: '/job/job-1', params: { id: 'job-1' } });
    const api = await invoke(getJobHandler, { path: '/api/jobs/job-1', params: { id: 'job-1' } });

    const data = new RegExp(
      `<script type="application/json" id="${PAGE_DATA_ID}" data-server-head>(.*?)</script>`,
      's',
    ).exec(page.text)?.[1];
    expect(data).toBeDefined();
    expect(data).not.toContain('<');
    expect(JSON.parse(data ?? '')).toEqual({ job: api.body });
  });

  it('previews with the job’s own share card, by the name the card worker draws it under', async () => {
    const job = aJob({ title: 'Nurse', company: 'Shifa' });
    ddb.on(GetCommand).resolves(stored(job));

    const res = await invoke(handler, { path: '/job/job-1', params: { id: 'job-1' } });

    const card = `http://localhost:5173/objects/${shareCardKey(job)}`;
    expect(res.text).toContain(`<meta property="og:image" content="${card}" data-server-head />`);
    expect(res.text).toContain('<meta name="twitter:card" content="summary_large_image" data-server-head />');
  });

  it('keeps the inline scripts as they are, so the CSP it sends allows exactly them', async () => {
    ddb.on(GetCommand).resolves(stored());

    const res = await invoke(handler, { path: '/job/job-1', params: { id: 'job-1' } });

    expect(inlineScriptHashes(res.text)).toEqual(inlineScriptHashes(TEMPLATE));
    for (const hash of inlineScriptHashes(TEMPLATE)) expect(res.headers['Content-Security-Policy']).toContain(hash);
    expect(res.headers['X-Frame-Options']).toBe('DENY');
  });

  it('answers 404, noindex, for a job nobody has, a draft and a malformed id', async () => {
    ddb
      .on(GetCommand)
      .resolvesOnce({})
      .resolvesOnce(stored(aJob({ status: 'pending' })));

    for (const id of ['nope', 'job-1', '../etc']) {
      const res = await invoke(handler, { path: `/job/${id}`, params: { id } });
      expect(res.status).toBe(404);
      expect(res.text).toContain('<meta name="robots" content="noindex" data-server-head />');
      expect(res.text).toContain('<title>Job Not Found | Modern Jobs</title>');
    }
    expect(ddb.commandCalls(GetCommand)).toHaveLength(2);
  });

  it('still answers the app when the table fails, kept by no cache', async () => {
    ddb.on(GetCommand).rejects(new Error('ProvisionedThroughputExceededException'));

    const res = await invoke(handler, { path: '/job/job-1', params: { id: 'job-1' } });

    expect(res.status).toBe(200);
    expect(res.headers['Cache-Control']).toBe('no-store');
    expect(res.text).toBe(TEMPLATE);
  });
});

describe('GET /ur/job/{id}', () => {
  it('answers the page in Urdu, right to left', async () => {
    ddb.on(GetCommand).resolves(stored(aJob({ title: 'Driver', company: 'Gulf Transport' })));

    const res = await invoke(urduHandler, { path: '/ur/job/job-1', params: { id: 'job-1' } });

    expect(res.text).toContain('<html lang="ur" dir="rtl"');
    expect(res.text).toContain('<title>Gulf Transport میں Driver | Modern Jobs</title>');
    expect(res.text).toContain('<meta property="og:locale" content="ur_PK" data-server-head />');
  });
});

describe('GET /', () => {
  it('answers the app with the site’s own head: absolute canonical URL and share card, and the shell’s hero', async () => {
    const res = await invoke(homePageHandler, { path: '/' });

    expect(res.status).toBe(200);
    expect(res.headers['Cache-Control']).toContain('s-maxage=');
    expect(res.text).toContain('<link rel="canonical" href="http://localhost:5173/" data-server-head />');
    expect(res.text).toContain(
      '<meta property="og:image" content="http://localhost:5173/share-card.png" data-server-head />',
    );
    expect(res.text).toContain('<meta name="twitter:card" content="summary_large_image" data-server-head />');
    // The static page's own share tags (relative, for the pages the API does not render) are gone.
    expect(res.text.match(/property="og:title"/g)).toHaveLength(1);
    expect(res.text).toContain('class="shell-hero"');
    expect(inlineScriptHashes(res.text)).toEqual(inlineScriptHashes(TEMPLATE));
    expect(ddb.calls()).toHaveLength(0);
  });
});
