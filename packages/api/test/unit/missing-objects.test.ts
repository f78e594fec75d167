import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { API_MESSAGES } from '@modern-jobs/domain';
import { ROUTES, type Route } from '@modern-jobs/domain/routes';
import { SHARE_CARD_WORKER } from '@modern-jobs/domain/workers';
import { sdkStreamMixin } from '@smithy/util-stream';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it } from 'vitest';
import { cardLinesOf, shareCardKey } from '../../src/cards/card-key.ts';
import { jobCard } from '../../src/cards/card-layout.ts';
import { renderCard } from '../../src/cards/render-card.ts';
import { isMissingObject } from '../../src/files/objects.ts';
import { handler as confirmCv } from '../../src/handlers/confirm-cv-upload.ts';
import { handler as createJob } from '../../src/handlers/create-job.ts';
import { handler as getObject } from '../../src/handlers/get-object.ts';
import { runAsRoute } from '../../src/local/grants.ts';
import { renderShareCards } from '../../src/workers/render-share-cards.ts';
import { aJob } from '../fixtures.ts';
import { invoke } from '../http.ts';
import { ddb, s3mock } from '../mocks.ts';
import { adminCookie, jsonWrite, mockSessions, SEEKER_ID, seekerCookie } from '../sessions.ts';

/**
 * What S3 answers a role without s3:ListBucket (every role here: infra limits it by s3:prefix, which
 * a one-key read never carries) for a key that is not there: a GET's AccessDenied, and a HEAD's
 * bodiless 403, which the SDK names Unknown.
 */
const accessDenied = () =>
  new S3ServiceException({
    name: 'AccessDenied',
    $fault: 'client',
    $metadata: { httpStatusCode: 403 },
    message: 'Access Denied',
  });
const headForbidden = () =>
  new S3ServiceException({
    name: 'Unknown',
    $fault: 'client',
    $metadata: { httpStatusCode: 403 },
    message: 'UnknownError',
  });

const route = (handler: string): Route => {
  const found = ROUTES.find((r) => r.handler === handler);
  if (!found) throw new Error(handler);
  return found;
};
const body = (bytes: Uint8Array) => sdkStreamMixin(Readable.from([Buffer.from(bytes)]));
/** Chromium's canvas as a 20 x 12 baseline JPEG. */
const JPEG_20x12 = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAMABQDASIAAhEBAxEB/8QAFwAAAwEAAAAAAAAAAAAAAAAAAAQGBf/EACIQAAICAwAABwEAAAAAAAAAAAECAwQABREGEiExQXGhwf/EABUBAQEAAAAAAAAAAAAAAAAAAAAD/8QAFxEAAwEAAAAAAAAAAAAAAAAAAAECIf/aAAwDAQACEQMRAD8As9vbejrJ7MahnQDgPt0kD+5geHt9eubNa1l1kSQHh8oBXg78fWVMkaSxtHIoZGHCpHoRitPVUaMhkrV1jcjhbpJ/cEqmnSaeDuGGGCp//9k=',
  'base64',
);

beforeEach(() => {
  ddb.on(GetCommand).resolves({});
  mockSessions();
  ddb.on(PutCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
  ddb.on(DeleteCommand).resolves({});
  ddb.on(TransactWriteCommand).resolves({});
  s3mock.on(DeleteObjectCommand).resolves({});
});

describe('a missing object, as S3 answers it to a role that may not list the bucket', () => {
  it('is a 404, or a 403 for a key the running function may read; a 403 for any other key stays an error', async () => {
    const asGetObject = (fn: () => boolean) => runAsRoute(route('get-object'), async () => fn());
    for (const error of [new NoSuchKey({ message: 'gone', $metadata: {} }), accessDenied(), headForbidden()]) {
      expect(await asGetObject(() => isMissingObject(error, 'logos/typo.png')), error.name).toBe(true);
      expect(await asGetObject(() => isMissingObject(error, 'uploads/abc')), error.name).toBe(true);
    }
    // Outside its grant (what it reads is still pending): the permission bug it is.
    expect(await asGetObject(() => isMissingObject(accessDenied(), 'pending/uploads/abc'))).toBe(false);
    // The card worker reads logos and cards, never CVs.
    expect(
      await runAsRoute(SHARE_CARD_WORKER, async () => [
        isMissingObject(accessDenied(), 'logos/x.png'),
        isMissingObject(accessDenied(), 'uploads/abc'),
      ]),
    ).toEqual([true, false]);
    // Outside any function (a script with an operator's credentials): no grant to be within.
    expect(isMissingObject(accessDenied(), 'logos/x.png')).toBe(false);
    // Other 403s are not S3's way of saying "missing".
    const skewed = new S3ServiceException({
      name: 'RequestTimeTooSkewed',
      $fault: 'client',
      $metadata: { httpStatusCode: 403 },
      message: 'skewed',
    });
    expect(await asGetObject(() => isMissingObject(skewed, 'logos/x.png'))).toBe(false);
  });
});

describe('GET /objects/{path} of an object that is not there, as AWS answers it', () => {
  const get = (proxy: string, cookies: string[] = []) =>
    runAsRoute(route('get-object'), () => invoke(getObject, { params: { proxy }, cookies }));

  it('answers 404 for a missing logo (S3: AccessDenied), not 500', async () => {
    s3mock.on(GetObjectCommand).rejects(accessDenied());

    expect((await get('logos/no-such-logo.png')).status).toBe(404);
  });

  it('answers 404 for a verified CV whose file is gone, to its owner, not 500', async () => {
    const id = 'c'.repeat(22);
    ddb.on(GetCommand, { Key: { PK: `UPLOAD#${id}`, SK: 'UPLOAD' } }).resolves({
      Item: {
        id,
        key: `uploads/${id}`,
        purpose: 'cv',
        owner: SEEKER_ID,
        contentType: 'application/pdf',
        verified: true,
      },
    });
    s3mock.on(GetObjectCommand).rejects(accessDenied());

    expect((await get(`uploads/${id}`, [seekerCookie])).status).toBe(404);
  });

  it('still fails loudly (500) on any other refusal, e.g. the service itself failing', async () => {
    s3mock.on(GetObjectCommand).rejects(
      new S3ServiceException({
        name: 'InternalError',
        $fault: 'server',
        $metadata: { httpStatusCode: 500 },
        message: 'x',
      }),
    );

    expect((await get('logos/a.png')).status).toBe(500);
  });
});

describe('PUT /api/cv-uploads when the pending file is not there (AWS: a 403 to its HEAD)', () => {
  const ID = 'd'.repeat(22);
  const record = (verified: boolean) => ({
    Item: {
      id: ID,
      key: `uploads/${ID}`,
      purpose: 'cv',
      owner: SEEKER_ID,
      contentType: 'application/pdf',
      size: 9,
      verified,
    },
  });
  const confirm = () =>
    runAsRoute(route('confirm-cv-upload'), () =>
      invoke(confirmCv, {
        method: 'PUT',
        cookies: [seekerCookie],
        headers: jsonWrite,
        body: JSON.stringify({ cvURL: `http://localhost:5173/b/pending/uploads/${ID}?X-Amz-Signature=abc` }),
      }),
    );

  it('answers 404 "Upload not found" for a file that never arrived, not 500', async () => {
    ddb.on(GetCommand, { Key: { PK: `UPLOAD#${ID}`, SK: 'UPLOAD' } }).resolves(record(false));
    s3mock.on(HeadObjectCommand).rejects(headForbidden());

    expect(await confirm()).toMatchObject({ status: 404, body: { message: API_MESSAGES.uploadNotFound } });
    expect(s3mock.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });

  it('answers a confirmation repeated while the first one moved the file as the first one did', async () => {
    // Read unverified, then (the first confirmation done, its pending copy removed) verified.
    ddb
      .on(GetCommand, { Key: { PK: `UPLOAD#${ID}`, SK: 'UPLOAD' } })
      .resolvesOnce(record(false))
      .resolves(record(true));
    s3mock.on(HeadObjectCommand).rejects(headForbidden());

    expect(await confirm()).toMatchObject({ status: 200, body: { objectPath: `/objects/uploads/${ID}` } });
  });

  it('and so when the file went between its HEAD and its GET, or before its copy', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4 ');
    ddb
      .on(GetCommand, { Key: { PK: `UPLOAD#${ID}`, SK: 'UPLOAD' } })
      .resolvesOnce(record(false))
      .resolves(record(true));
    s3mock.on(HeadObjectCommand).resolves({ ContentLength: pdf.length });
    s3mock.on(GetObjectCommand).rejects(accessDenied());
    expect(await confirm()).toMatchObject({ status: 200, body: { objectPath: `/objects/uploads/${ID}` } });

    ddb
      .on(GetCommand, { Key: { PK: `UPLOAD#${ID}`, SK: 'UPLOAD' } })
      .resolvesOnce(record(false))
      .resolves(record(true));
    s3mock.on(GetObjectCommand).resolves({ Body: body(pdf), ETag: '"e"' });
    s3mock.on(CopyObjectCommand).rejects(new NoSuchKey({ message: 'gone', $metadata: { httpStatusCode: 404 } }));
    expect(await confirm()).toMatchObject({ status: 200, body: { objectPath: `/objects/uploads/${ID}` } });
  });
});

describe('the card worker, when the logo its job names is not there', () => {
  const job = aJob({ id: 'job-typo', companyLogo: '/objects/logos/demo/chenab-foods.pnj' });
  const event = {
    Records: [
      {
        eventName: 'INSERT',
        dynamodb: { SequenceNumber: '7', NewImage: marshall({ ...job, PK: 'JOB#job-typo', SK: 'JOB', entity: 'job' }) },
      },
    ],
  } as unknown as DynamoDBStreamEvent;

  beforeEach(() => {
    s3mock.on(ListObjectsV2Command).resolves({ KeyCount: 0 });
    s3mock.on(PutObjectCommand).resolves({});
  });

  it('draws the card without it (S3: AccessDenied) instead of failing the batch', async () => {
    s3mock.on(GetObjectCommand).rejects(accessDenied());

    const result = await runAsRoute(SHARE_CARD_WORKER, () => renderShareCards(event));

    expect(result.batchItemFailures).toEqual([]);
    const [put] = s3mock.commandCalls(PutObjectCommand).map((c) => c.args[0].input);
    expect(put?.Key).toBe(shareCardKey(job));
    expect((put?.Body as Buffer | undefined)?.equals(await renderCard(jobCard(cardLinesOf(job), null)))).toBe(true);
  });

  it('draws it without a logo that breaks the drawing (a JPEG satori cannot read: arithmetic-coded, SOF9), too', async () => {
    const jpeg = Buffer.from(JPEG_20x12);
    jpeg[jpeg.indexOf(Buffer.from([0xff, 0xc0])) + 1] = 0xc9;
    s3mock.on(GetObjectCommand).resolves({ Body: body(jpeg), ContentLength: jpeg.length });

    const result = await runAsRoute(SHARE_CARD_WORKER, () => renderShareCards(event));

    expect(result.batchItemFailures).toEqual([]);
    const put = s3mock.commandCalls(PutObjectCommand)[0]?.args[0].input.Body as Buffer;
    expect(put.equals(await renderCard(jobCard(cardLinesOf(job), null)))).toBe(true);
  });
});

describe("the operator's job form: a logo named by its path must be there", () => {
  const input = {
    title: 'Accountant',
    company: 'Chenab Foods',
    description: 'Keep the books.',
    location: 'Faisalabad, Pakistan',
    jobType: 'full-time',
    salaryMin: 90000,
    salaryMax: null,
    skills: ['Excel'],
    applicationDeadline: '2099-01-31',
  };
  const create = (companyLogo: string) =>
    runAsRoute(route('create-job'), () =>
      invoke(createJob, {
        method: 'POST',
        cookies: [adminCookie],
        headers: jsonWrite,
        body: JSON.stringify({ ...input, companyLogo }),
      }),
    );

  it('refuses (400) a path where nothing is stored, naming the field, and writes nothing', async () => {
    s3mock.on(ListObjectsV2Command).resolves({ KeyCount: 0 });

    const res = await create('/objects/logos/demo/chenab-foods.pnj');

    expect(res).toMatchObject({
      status: 400,
      body: {
        message: API_MESSAGES.logoNotFound,
        issues: [{ path: 'companyLogo', message: API_MESSAGES.logoNotFound }],
      },
    });
    expect(s3mock.commandCalls(ListObjectsV2Command)[0]?.args[0].input).toMatchObject({
      Prefix: 'logos/demo/chenab-foods.pnj',
    });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('takes a path where a logo is', async () => {
    s3mock.on(ListObjectsV2Command).resolves({ Contents: [{ Key: 'logos/demo/chenab-foods.png' }], KeyCount: 1 });

    const res = await create('logos/demo/chenab-foods.png');

    expect(res.status).toBe(201);
    expect(res.body.companyLogo).toBe('/objects/logos/demo/chenab-foods.png');
  });
});
