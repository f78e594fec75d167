import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3Client } from '@aws-sdk/client-s3';
import { marshall } from '@aws-sdk/util-dynamodb';
import { API_MESSAGES } from '@modern-jobs/domain';
import { ROUTES, type Route } from '@modern-jobs/domain/routes';
import { SHARE_CARD_WORKER } from '@modern-jobs/domain/workers';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aJob } from '../fixtures.ts';
import { refusal } from '../http.ts';

/**
 * The local grants in front of an S3 that answers as s3rver does: a missing key is NoSuchKey (404),
 * because s3rver checks no permissions at all. AWS answers every role here 403 for it (the roles may
 * list only by prefix), and the local stack must answer as AWS does, or the code that treats only a
 * 404 as "missing" passes every test and fails in AWS. The API's modules are loaded after this S3 has
 * its port, so their configuration points at it (S3_ENDPOINT), as the local stack's does at s3rver.
 */
const objects = new Map<string, { body: Buffer; type: string }>();
const requests: string[] = [];

function fakeS3(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://s3');
  const [, , ...rest] = url.pathname.split('/');
  const key = decodeURIComponent(rest.join('/'));
  requests.push(`${req.method} ${key}`);
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).slice(0, 1);
      res.writeHead(200, { 'content-type': 'application/xml' });
      return res.end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>b</Name><Prefix>${prefix}</Prefix><KeyCount>${keys.length}</KeyCount><MaxKeys>1</MaxKeys><IsTruncated>false</IsTruncated>${keys.map((k) => `<Contents><Key>${k}</Key><Size>1</Size></Contents>`).join('')}</ListBucketResult>`,
      );
    }
    const object = objects.get(key);
    if (req.method === 'PUT') {
      objects.set(key, { body: Buffer.concat(chunks), type: req.headers['content-type'] ?? '' });
      res.writeHead(200, { etag: '"put"' });
      return res.end();
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    if (!object) {
      if (req.method === 'HEAD') {
        res.writeHead(404);
        return res.end();
      }
      res.writeHead(404, { 'content-type': 'application/xml' });
      return res.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`,
      );
    }
    res.writeHead(200, {
      'content-type': object.type,
      'content-length': String(object.body.length),
      etag: '"there"',
    });
    res.end(req.method === 'HEAD' ? undefined : object.body);
  });
}

let s3Server: Server;
let s3: S3Client;
let api: { url: string; close: () => Promise<void> };
let modules: {
  grants: typeof import('../../src/local/grants.ts');
  commands: typeof import('@aws-sdk/client-s3');
  config: typeof import('../../src/config.ts')['config'];
  worker: typeof import('../../src/workers/render-share-cards.ts');
  sessions: typeof import('../../src/accounts/store/sessions.ts');
  tokens: typeof import('../../src/auth/tokens.ts');
  uploads: typeof import('../../src/files/store/uploads.ts');
  demoLogo: typeof import('../../src/files/demo-logo.ts');
};

beforeAll(async () => {
  s3Server = createServer(fakeS3);
  await new Promise<void>((resolve) => s3Server.listen(0, '127.0.0.1', resolve));
  process.env.S3_ENDPOINT = `http://127.0.0.1:${(s3Server.address() as AddressInfo).port}`;
  const { startApi } = await import('./server.ts');
  modules = {
    grants: await import('../../src/local/grants.ts'),
    commands: await import('@aws-sdk/client-s3'),
    config: (await import('../../src/config.ts')).config,
    worker: await import('../../src/workers/render-share-cards.ts'),
    sessions: await import('../../src/accounts/store/sessions.ts'),
    tokens: await import('../../src/auth/tokens.ts'),
    uploads: await import('../../src/files/store/uploads.ts'),
    demoLogo: await import('../../src/files/demo-logo.ts'),
  };
  ({ s3 } = await import('../../src/clients/s3.ts'));
  await modules.grants.enforceDeclaredAccess();
  api = await startApi();
  objects.set('logos/there.png', { body: modules.demoLogo.demoLogoPng('there'), type: 'image/png' });
});
afterAll(async () => {
  await api?.close();
  s3Server?.close();
});

const route = (handler: string): Route => {
  const found = ROUTES.find((r) => r.handler === handler);
  if (!found) throw new Error(handler);
  return found;
};
const answer = async (promise: Promise<unknown>) => {
  const error = (await promise.then(
    () => null,
    (e: Error) => e,
  )) as (Error & { $metadata?: { httpStatusCode?: number } }) | null;
  return error ? { name: error.name, status: error.$metadata?.httpStatusCode } : 'ok';
};

describe('the local grants answer a read of a missing key as AWS answers a role without s3:ListBucket', () => {
  it('GetObject: AccessDenied (403); HeadObject: a bodiless 403, which the SDK names Unknown', async () => {
    const { GetObjectCommand, HeadObjectCommand } = modules.commands;
    const Bucket = modules.config.BUCKET_NAME;
    const asGetObject = <T>(fn: () => Promise<T>) => modules.grants.runAsRoute(route('get-object'), fn);

    expect(
      await answer(asGetObject(() => s3.send(new GetObjectCommand({ Bucket, Key: 'logos/missing.png' })))),
    ).toEqual({
      name: 'AccessDenied',
      status: 403,
    });
    expect(
      await answer(asGetObject(() => s3.send(new HeadObjectCommand({ Bucket, Key: 'logos/missing.png' })))),
    ).toEqual({
      name: 'Unknown',
      status: 403,
    });
    // What is there is read as before; outside a function (an operator's own credentials) S3's 404 stays.
    expect(await answer(asGetObject(() => s3.send(new GetObjectCommand({ Bucket, Key: 'logos/there.png' }))))).toBe(
      'ok',
    );
    expect(await answer(s3.send(new GetObjectCommand({ Bucket, Key: 'logos/missing.png' })))).toEqual({
      name: 'NoSuchKey',
      status: 404,
    });
  });

  it('still refuses a key outside the grant before S3 is asked, there or not', async () => {
    const { GetObjectCommand } = modules.commands;
    const before = requests.length;
    const read = modules.grants.runAsRoute(route('get-object'), () =>
      s3.send(new GetObjectCommand({ Bucket: modules.config.BUCKET_NAME, Key: 'pending/logos/there.png' })),
    );
    expect(await answer(read)).toEqual({ name: 'AccessDenied', status: 403 });
    expect(requests.length).toBe(before);
  });
});

describe('and the product takes that answer as "not there", where it should', () => {
  it('GET /objects/logos/<missing> answers 404, and a card not drawn yet the site card', async () => {
    const logo = await fetch(`${api.url}/objects/logos/no-such-logo.png`);
    expect(logo.status).toBe(404);
    const card = await fetch(`${api.url}/objects/cards/jobs/no-such-job/0123456789abcdef.png`, { redirect: 'manual' });
    expect(card.status).toBe(302);
    expect((await fetch(`${api.url}/objects/logos/there.png`)).status).toBe(200);
  });

  it('PUT /api/cv-uploads of a CV that never arrived answers 404, not 500', async () => {
    const token = 'm'.repeat(43);
    const userId = 'user-missing-objects';
    await modules.sessions.createSession('seeker', userId, modules.tokens.hashToken(token));
    const id = 'M'.repeat(22);
    await modules.uploads.createUpload({
      id,
      key: `uploads/${id}`,
      purpose: 'cv',
      owner: userId,
      contentType: 'application/pdf',
      size: 10,
    });

    const res = await fetch(`${api.url}/api/cv-uploads`, {
      method: 'PUT',
      headers: {
        cookie: `mj_session=${token}`,
        origin: modules.config.SITE_ORIGIN,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ cvURL: `${api.url}/bucket/pending/uploads/${id}?X-Amz-Signature=x` }),
    });

    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(refusal(API_MESSAGES.uploadNotFound));
  });

  it("the operator's job form refuses a logo path where nothing is (400) and takes one where a logo is", async () => {
    const token = 'n'.repeat(43);
    await modules.sessions.createSession('admin', '03001234567', modules.tokens.hashToken(token));
    const post = (companyLogo: string) =>
      fetch(`${api.url}/api/jobs`, {
        method: 'POST',
        headers: {
          cookie: `mj_admin=${token}`,
          origin: modules.config.SITE_ORIGIN,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          title: 'Accountant',
          company: 'Chenab Foods',
          description: 'Keep the books.',
          location: 'Faisalabad, Pakistan',
          jobType: 'full-time',
          salaryMin: 90000,
          salaryMax: null,
          skills: ['Excel'],
          applicationDeadline: '2099-01-31',
          companyLogo,
        }),
      });

    const typo = await post('/objects/logos/there.pnj');
    expect(typo.status).toBe(400);
    expect(await typo.json()).toMatchObject({ message: API_MESSAGES.logoNotFound });
    const there = await post('/objects/logos/there.png');
    expect(there.status).toBe(201);
    // Other files count the open jobs of the same table.
    const { purgeJob } = await import('../../src/jobs/store/jobs.ts');
    await purgeJob(((await there.json()) as { id: string }).id);
  });

  it('the card worker, run as its role, draws a job whose logo is not there without it, failing nothing', async () => {
    const job = aJob({ id: 'job-missing-logo', companyLogo: '/objects/logos/demo/chenab-foods.pnj' });
    const event = {
      Records: [
        {
          eventName: 'INSERT',
          dynamodb: {
            SequenceNumber: '1',
            NewImage: marshall({ ...job, PK: `JOB#${job.id}`, SK: 'JOB', entity: SHARE_CARD_WORKER.entity }),
          },
        },
      ],
    } as unknown as DynamoDBStreamEvent;

    const result = await modules.grants.runAsRoute(SHARE_CARD_WORKER, () => modules.worker.renderShareCards(event));

    expect(result.batchItemFailures).toEqual([]);
    expect([...objects.keys()].some((key) => key.startsWith(`cards/jobs/${job.id}/`))).toBe(true);
  });
});
